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

    /// Makes `placeholder` hold `dialog` (`nil`: none). A dialog held again and again (a kept
    /// shortcuts window lent to each new window) connects nothing here: its close is its own.
    static func hold(_ dialog: Widget?, in placeholder: Widget) {
        g_object_set_data(UnsafeMutablePointer(OpaquePointer(placeholder)), dialogKey, dialog.map { UnsafeMutableRawPointer($0) })
    }

    /// Makes `placeholder` hold `dialog` until either is destroyed: destroyed from outside (its
    /// X window killed), the dialog is let go of and `destroyedFromOutside` runs, before GTK
    /// destroys what the dialog holds.
    static func hold(_ dialog: Widget, in placeholder: Widget, destroyedFromOutside: @escaping @MainActor () -> Void) {
        hold(dialog, in: placeholder)
        // Its close no longer destroys it: the state decides.
        onEvent(dialog, "delete-event") { _ in true }
        onSignal(dialog, "destroy") {
            guard Self.dialog(of: placeholder) == dialog else { return }
            hold(nil, in: placeholder)
            destroyedFromOutside()
        }
    }

    /// Destroys the dialog `placeholder` holds, if any, let go of first (so that it is not taken
    /// for one destroyed from outside); whether there was one.
    @discardableResult
    static func destroyDialog(of placeholder: Widget) -> Bool {
        guard let dialog = dialog(of: placeholder) else { return false }
        hold(nil, in: placeholder)
        gtk_widget_destroy(dialog)
        return true
    }

    /// Shows the dialog `placeholder` holds over the window the placeholder is in, or hides it,
    /// when `isShown` differs from what it was (`old`) or the dialog is not on screen.
    static func show(_ isShown: Bool, over old: Bool?, in placeholder: Widget, of node: MountedView) {
        guard let dialog = dialog(of: placeholder), old != isShown || isShown && gtk_widget_get_visible(dialog) == 0 else { return }
        if isShown {
            if let toplevel = gtk_widget_get_toplevel(placeholder), gtk_widget_is_toplevel(toplevel) != 0 {
                gtk_window_set_transient_for(dialog.cast(), toplevel.cast())
            }
            node.set { gtk_window_present(dialog.cast()) }
        } else if old != nil {
            node.set { gtk_widget_hide(dialog) }
        }
    }
}
