import CGtk
import MeridianCore
import MeridianKit

/// The native file chooser and a confirmation question, shown without blocking: the GAction
/// that opens one returns at once (a `gapplication action` caller is not kept waiting), and
/// the answer arrives later.
@MainActor
enum FileDialogs {
    /// Asks where to save; `completion` gets the path, or `nil` when the user cancels.
    static func chooseSaveLocation(
        parent: Widget?, title: String, suggestedName: String, completion: @escaping @MainActor (String?) -> Void
    ) {
        show(parent: parent, title: title, action: GTK_FILE_CHOOSER_ACTION_SAVE, accept: tr("_Export"), completion: completion) { chooser in
            gtk_file_chooser_set_do_overwrite_confirmation(chooser, 1)
            gtk_file_chooser_set_current_name(chooser, suggestedName)
        }
    }

    /// Asks which file to open; `completion` gets the path, or `nil` when the user cancels.
    static func chooseFileToOpen(parent: Widget?, title: String, completion: @escaping @MainActor (String?) -> Void) {
        show(parent: parent, title: title, action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: tr("_Import"), completion: completion) { _ in }
    }

    /// Asks which video or audio file to open.
    static func chooseMedia(parent: Widget?, completion: @escaping @MainActor (String?) -> Void) {
        show(
            parent: parent, title: tr("Open Media"), action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: tr("_Open"),
            filter: (tr("Video and audio"), mimeTypes: ["video/*", "audio/*"], patterns: []), completion: completion
        ) { _ in }
    }

    private static func show(
        parent: Widget?, title: String, action: GtkFileChooserAction, accept: String,
        filter shown: (name: String, mimeTypes: [String], patterns: [String]) = (tr("Meridian files (*.json)"), [], ["*.json"]),
        completion: @escaping @MainActor (String?) -> Void, configure: (OpaquePointer) -> Void
    ) {
        guard let native = gtk_file_chooser_native_new(title, parent?.cast(), action, accept, "_Cancel") else {
            completion(nil)
            return
        }
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, shown.name)
        for type in shown.mimeTypes { gtk_file_filter_add_mime_type(filter, type) }
        for pattern in shown.patterns { gtk_file_filter_add_pattern(filter, pattern) }
        gtk_file_chooser_add_filter(native, filter)
        let all = gtk_file_filter_new()
        gtk_file_filter_set_name(all, tr("All files"))
        gtk_file_filter_add_pattern(all, "*")
        gtk_file_chooser_add_filter(native, all)
        configure(native)
        gtk_native_dialog_set_modal(UnsafeMutablePointer(native), 1)
        // The dialog keeps its own reference until it answers; ours is dropped then.
        onSignal(UnsafeMutableRawPointer(native), "response") { (response: gpointer?) in
            let accepted = Int32(truncatingIfNeeded: Int(bitPattern: response)) == GTK_RESPONSE_ACCEPT.rawValue
            var path: String?
            if accepted, let file = gtk_file_chooser_get_filename(native) {
                path = String(cString: file)
                g_free(file)
            }
            g_object_unref(UnsafeMutableRawPointer(native))
            completion(path)
        }
        gtk_native_dialog_show(UnsafeMutablePointer(native))
    }

    /// Asks a yes/no question; `completion` gets true when the user accepts.
    static func confirm(
        parent: Widget?, question: String, detail: String, accept: String, completion: @escaping @MainActor (Bool) -> Void
    ) {
        let dialog = meridian_message_dialog_new(parent?.cast(), GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE, question)!
        meridian_message_dialog_set_detail(dialog.cast(), detail)
        gtk_dialog_add_button(dialog.cast(), "_Cancel", GTK_RESPONSE_CANCEL.rawValue)
        let button = gtk_dialog_add_button(dialog.cast(), accept, GTK_RESPONSE_ACCEPT.rawValue)!
        Widgets.addClass(button, "destructive-action")
        onSignal(dialog, "response") { (response: gpointer?) in
            let accepted = Int32(truncatingIfNeeded: Int(bitPattern: response)) == GTK_RESPONSE_ACCEPT.rawValue
            gtk_widget_destroy(dialog)
            completion(accepted)
        }
        gtk_widget_show_all(dialog)
    }
}
