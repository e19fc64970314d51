import CGtk

/// The native file chooser, for export and import.
@MainActor
enum FileDialogs {
    /// Asks where to save; `nil` when the user cancels.
    static func chooseSaveLocation(parent: Widget?, title: String, suggestedName: String) -> String? {
        run(parent: parent, title: title, action: GTK_FILE_CHOOSER_ACTION_SAVE, accept: "_Export") { chooser in
            gtk_file_chooser_set_do_overwrite_confirmation(chooser, 1)
            gtk_file_chooser_set_current_name(chooser, suggestedName)
        }
    }

    /// Asks which file to open; `nil` when the user cancels.
    static func chooseFileToOpen(parent: Widget?, title: String) -> String? {
        run(parent: parent, title: title, action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: "_Import") { _ in }
    }

    private static func run(
        parent: Widget?, title: String, action: GtkFileChooserAction, accept: String, configure: (OpaquePointer) -> Void
    ) -> String? {
        guard let native = gtk_file_chooser_native_new(title, parent?.cast(), action, accept, "_Cancel") else { return nil }
        let chooser = native
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, "Meridian files (*.json)")
        gtk_file_filter_add_pattern(filter, "*.json")
        gtk_file_chooser_add_filter(chooser, filter)
        let all = gtk_file_filter_new()
        gtk_file_filter_set_name(all, "All files")
        gtk_file_filter_add_pattern(all, "*")
        gtk_file_chooser_add_filter(chooser, all)
        configure(chooser)
        defer { g_object_unref(UnsafeMutableRawPointer(native)) }
        guard gtk_native_dialog_run(UnsafeMutablePointer(native)) == GTK_RESPONSE_ACCEPT.rawValue,
            let file = gtk_file_chooser_get_filename(chooser)
        else { return nil }
        defer { g_free(file) }
        return String(cString: file)
    }

    /// Asks a yes/no question; true when the user accepts.
    static func confirm(parent: Widget?, question: String, detail: String, accept: String) -> Bool {
        let dialog = meridian_message_dialog_new(parent?.cast(), GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE, question)!
        meridian_message_dialog_set_detail(dialog.cast(), detail)
        gtk_dialog_add_button(dialog.cast(), "_Cancel", GTK_RESPONSE_CANCEL.rawValue)
        let button = gtk_dialog_add_button(dialog.cast(), accept, GTK_RESPONSE_ACCEPT.rawValue)!
        Widgets.addClass(button, "destructive-action")
        let response = gtk_dialog_run(dialog.cast())
        gtk_widget_destroy(dialog)
        return response == GTK_RESPONSE_ACCEPT.rawValue
    }
}
