import CGtk

/// The native file chooser and a confirmation question, shown without blocking: the action
/// that opens one returns at once, and the answer arrives later.
@MainActor
public enum FileDialogs {
    /// The files a chooser offers first (`FileFilter`).
    public typealias Filter = FileFilter

    /// The words of the dialogs' buttons and of the filter of every file.
    public struct Words: Sendable {
        /// The save chooser's button.
        public var export = "_Export"
        /// The open chooser's button.
        public var `import` = "_Import"
        /// The folder chooser's button.
        public var select = "_Select"
        /// The buttons that answer no.
        public var cancel = "_Cancel"
        /// The filter that shows every file.
        public var allFiles = "All files"

        /// The English words; set the fields an app translates.
        public init() {}
    }

    /// Shows the desktop's chooser for `choice` over `parent`; `completion` gets the path chosen,
    /// or `nil` when the user cancels. Saving over a file asks first.
    public static func choose(_ choice: FileChoice, parent: Widget?, words: Words = Words(), completion: @escaping @MainActor (String?) -> Void) {
        let action: GtkFileChooserAction
        let accept: String
        switch choice.purpose {
        case .open: (action, accept) = (GTK_FILE_CHOOSER_ACTION_OPEN, choice.accept ?? words.import)
        case .save: (action, accept) = (GTK_FILE_CHOOSER_ACTION_SAVE, choice.accept ?? words.export)
        case .folder: (action, accept) = (GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, choice.accept ?? words.select)
        }
        guard let native = gtk_file_chooser_native_new(choice.title, parent?.cast(), action, accept, words.cancel) else {
            completion(nil)
            return
        }
        if case .save(let name) = choice.purpose {
            gtk_file_chooser_set_do_overwrite_confirmation(native, 1)
            gtk_file_chooser_set_current_name(native, name)
        }
        // A folder chooser shows folders: a filter of files would hide them all.
        if choice.purpose != .folder {
            for shown in choice.filters {
                let filter = gtk_file_filter_new()
                gtk_file_filter_set_name(filter, shown.name)
                for type in shown.mimeTypes { gtk_file_filter_add_mime_type(filter, type) }
                for pattern in shown.patterns { gtk_file_filter_add_pattern(filter, pattern) }
                gtk_file_chooser_add_filter(native, filter)
            }
            let all = gtk_file_filter_new()
            gtk_file_filter_set_name(all, words.allFiles)
            gtk_file_filter_add_pattern(all, "*")
            gtk_file_chooser_add_filter(native, all)
        }
        gtk_native_dialog_set_modal(UnsafeMutablePointer(native), 1)
        // The dialog keeps its own reference until it answers; ours is dropped then.
        onSignal(UnsafeMutableRawPointer(native), "response") { (response: gpointer?) in
            let accepted = Int32(truncatingIfNeeded: Int(bitPattern: response)) == GTK_RESPONSE_ACCEPT.rawValue
            var path: String?
            if accepted, let file = gtk_file_chooser_get_filename(native) {
                path = String(cString: file)
                g_free(file)
            }
            // Dropped once the answer's event is over: Enter in the location field answers
            // from inside that field's key press, and the chooser dropped there is destroyed
            // under GTK, which then hands the key to a dead widget (WIDGET_REALIZED_FOR_EVENT).
            g_idle_add_full(
                G_PRIORITY_DEFAULT_IDLE,
                { chooser in
                    g_object_unref(chooser)
                    return 0  // G_SOURCE_REMOVE
                }, UnsafeMutableRawPointer(native), nil)
            completion(path)
        }
        // GtkFileChooserNative makes GTK's own chooser with itself: the one shown by this.
        let hidden = Set(toplevels().filter { gtk_widget_get_visible($0) == 0 })
        gtk_native_dialog_show(UnsafeMutablePointer(native))
        fitToParent(chooserAmong: hidden, parent: parent)
    }

    /// The largest size a chooser over a window of `parent` (its width and height) on a
    /// screen's work area of `screen` takes: no larger than the window it stands over, so
    /// never taller than the screen (GTK's own size is 45 lines of text high, taller than a
    /// 640-pixel screen).
    public nonisolated static func fittingSize(parent: (width: Int32, height: Int32)?, screen: (width: Int32, height: Int32)) -> (width: Int32, height: Int32) {
        let room = parent.map { (min($0.width, screen.width), min($0.height, screen.height)) } ?? screen
        // A tenth less, for the chooser's own title bar and the window's edges around it.
        return (width: max(min(room.0 - room.0 / 10, 900), 400), height: max(room.1 - room.1 / 10, 300))
    }

    /// GTK's own chooser, which GtkFileChooserNative shows without a portal, made no taller or
    /// wider than `parent` (nor the screen) once it is on screen: the native chooser takes no size.
    private static func fitToParent(chooserAmong hidden: Set<Widget>, parent: Widget?) {
        guard let chooser = toplevels().first(where: { hidden.contains($0) && gtk_widget_get_visible($0) != 0 && g_type_check_instance_is_a(
            UnsafeMutablePointer(OpaquePointer($0)), gtk_file_chooser_dialog_get_type()) != 0 })
        else { return }
        var workArea = GdkRectangle()
        if let display = gdk_display_get_default(), let window = gtk_widget_get_window(parent ?? chooser) ?? gtk_widget_get_window(chooser),
            let monitor = gdk_display_get_monitor_at_window(display, window)
        {
            gdk_monitor_get_workarea(monitor, &workArea)
        }
        guard workArea.width > 0, workArea.height > 0 else { return }
        var parentSize: (width: Int32, height: Int32)?
        if let parent {
            var width: gint = 0, height: gint = 0
            gtk_window_get_size(parent.cast(), &width, &height)
            if width > 0, height > 0 { parentSize = (width, height) }
        }
        let fit = fittingSize(parent: parentSize, screen: (workArea.width, workArea.height))
        var width: gint = 0, height: gint = 0
        gtk_window_get_size(chooser.cast(), &width, &height)
        withoutCompletionPopup(chooser)
        guard width > fit.width || height > fit.height else { return }
        let size = (width: min(width, fit.width), height: min(height, fit.height))
        gtk_window_resize(chooser.cast(), size.width, size.height)
        // Placed for its first size: centred again over its window, within the screen.
        guard let parent else { return }
        var x: gint = 0, y: gint = 0
        gtk_window_get_position(parent.cast(), &x, &y)
        let (parentWidth, parentHeight) = parentSize ?? (size.width, size.height)
        gtk_window_move(
            chooser.cast(), max(workArea.x, x + (parentWidth - size.width) / 2), max(workArea.y, y + (parentHeight - size.height) / 2))
        // Made smaller and moved, it may no longer be under the pointer; with no window manager
        // (a test's display) the keyboard then goes to the window under it. Presented again, the
        // chooser keeps the keyboard, as a window manager gives it.
        gtk_window_present(chooser.cast())
    }

    /// The location field (Ctrl+L) completes a typed path in place, without its popup: GTK
    /// 3.24's popup, shown while a path is typed, hands the Enter that answers the chooser to
    /// widgets it has just unrealized (`gtk_widget_event: WIDGET_REALIZED_FOR_EVENT`), and
    /// keeps the Enter from the field. The field is made when first shown, so each time the
    /// focus moves.
    private static func withoutCompletionPopup(_ chooser: Widget) {
        onSignal(UnsafeMutableRawPointer(chooser), "set-focus") { (focused: gpointer?) in
            guard let focused, g_type_check_instance_is_a(focused.assumingMemoryBound(to: GTypeInstance.self), gtk_entry_get_type()) != 0,
                let completion = gtk_entry_get_completion(focused.assumingMemoryBound(to: GtkEntry.self))
            else { return }
            gtk_entry_completion_set_popup_completion(completion, 0)
        }
    }

    /// Every toplevel window GTK holds now.
    private static func toplevels() -> [Widget] {
        var found: [Widget] = []
        let list = gtk_window_list_toplevels()
        var node = list
        while let current = node {
            if let window = current.pointee.data { found.append(window.assumingMemoryBound(to: GtkWidget.self)) }
            node = current.pointee.next
        }
        g_list_free(list)
        return found
    }

    /// Tells the user something went wrong, in a message dialog with one button that closes it.
    public static func tell(parent: Widget?, problem: String, detail: String) {
        let dialog = meridian_message_dialog_new(parent?.cast(), GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, problem)!
        Widgets.setAccessibleName(dialog, problem)
        meridian_message_dialog_set_detail(dialog.cast(), detail)
        onSignal(dialog, "response") { (_: gpointer?) in gtk_widget_destroy(dialog) }
        gtk_widget_show_all(dialog)
    }
}
