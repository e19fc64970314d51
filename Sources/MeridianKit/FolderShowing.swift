import CGtk

/// Shows a folder in the desktop's file manager, as a notice's Open Folder button does.
@MainActor
public enum FolderShowing {
    /// Opens `uri` (a folder, `file:///…`) in the desktop's file manager, on `window`'s display;
    /// why not, when it cannot (`nil`: it is shown).
    public static func show(_ uri: String, window: Widget?) -> String? {
        var error: UnsafeMutablePointer<GError>?
        // GIO's launch, which answers whether it could: GTK's gtk_show_uri_on_window, given a
        // window, launches later and says yes at once, and a failure was never heard of.
        let display = window.flatMap { gtk_widget_get_display($0) } ?? gdk_display_get_default()
        let context = display.flatMap { gdk_display_get_app_launch_context($0) }
        defer { context.map { g_object_unref(UnsafeMutableRawPointer($0)) } }
        guard g_app_info_launch_default_for_uri(uri, context.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GAppLaunchContext.self) }, &error) == 0 else { return nil }
        defer { g_error_free(error) }
        return error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? ""
    }
}
