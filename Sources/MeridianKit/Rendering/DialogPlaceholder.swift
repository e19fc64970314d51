import CGtk

/// What a described `Alert` or `Dialog` puts in the window: a hidden, empty box that takes no
/// room, holding the toplevel GTK dialog that stands over the window. The state decides when
/// that dialog goes, not GTK: its close (and Escape) answers and keeps it.
@MainActor
enum DialogPlaceholder {
    private static let dialogKey = "meridian-placeholder-dialog"

    /// A placeholder: left out of `gtk_widget_show_all`, so it stays hidden.
    static func make() -> Widget {
        let placeholder = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_no_show_all(placeholder, 1)
        return placeholder
    }

    /// The dialog `placeholder` holds.
    static func dialog(of placeholder: Widget) -> Widget? {
        g_object_get_data(UnsafeMutablePointer(OpaquePointer(placeholder)), dialogKey)?.assumingMemoryBound(to: GtkWidget.self)
    }

    /// Makes `placeholder` hold `dialog` (`nil`: none), which its close no longer destroys.
    static func hold(_ dialog: Widget?, in placeholder: Widget) {
        if let dialog { onEvent(dialog, "delete-event") { _ in true } }
        g_object_set_data(UnsafeMutablePointer(OpaquePointer(placeholder)), dialogKey, dialog.map { UnsafeMutableRawPointer($0) })
    }
}
