import CGtk
import MeridianKitCore

/// A dialog (`Dialog`): a hidden placeholder in the window's description, and a `GtkDialog` over
/// the window, made with it and destroyed with it, which holds the described content and is
/// shown while the content says. Its button, Escape and its close send `onActivate`; it hides
/// only when the state says so.
@MainActor
extension DialogContent: GtkKind {
    typealias Gtk = GtkBox

    static func make(_ dialog: DialogContent) -> Widget { DialogPlaceholder.make() }

    static func setUp(_ placeholder: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        let dialog = gtk_dialog_new()!
        gtk_window_set_modal(dialog.cast(), 1)
        DialogPlaceholder.hold(dialog, in: placeholder.widget)
        onSignal(placeholder, "destroy") { gtk_widget_destroy(dialog) }
        onSignal(dialog, "response") { [weak node] (_: gpointer?) in node?.fromUser { $0.view.events.onActivate?() } }
    }

    func apply(over old: DialogContent?, to placeholder: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        guard let dialog = DialogPlaceholder.dialog(of: placeholder.widget) else { return }
        if old?.title != title { node.set { gtk_window_set_title(dialog.cast(), title) } }
        if old?.closeTitle != closeTitle {
            node.set {
                if let button = gtk_dialog_get_widget_for_response(dialog.cast(), GTK_RESPONSE_CLOSE.rawValue) {
                    gtk_button_set_label(button.cast(), closeTitle)
                } else {
                    gtk_dialog_add_button(dialog.cast(), closeTitle, GTK_RESPONSE_CLOSE.rawValue)
                    gtk_button_set_use_underline(gtk_dialog_get_widget_for_response(dialog.cast(), GTK_RESPONSE_CLOSE.rawValue).cast(), 1)
                }
            }
        }
        if old?.width != width || old?.height != height { node.set { gtk_window_set_default_size(dialog.cast(), Int32(width), Int32(height)) } }
    }

    /// After its content is in: shown or hidden, over the window the placeholder is in.
    func finish(over old: DialogContent?, _ placeholder: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        guard let dialog = DialogPlaceholder.dialog(of: placeholder.widget), old?.isShown != isShown else { return }
        if isShown {
            if let toplevel = gtk_widget_get_toplevel(placeholder.widget), gtk_widget_is_toplevel(toplevel) != 0 {
                gtk_window_set_transient_for(dialog.cast(), toplevel.cast())
            }
            node.set { gtk_widget_show(dialog) }
        } else if old != nil {
            node.set { gtk_widget_hide(dialog) }
        }
    }

    /// The content goes in the dialog's content area, not in the placeholder.
    static func insert(_ child: MountedView, at index: Int, into placeholder: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        guard let dialog = DialogPlaceholder.dialog(of: placeholder.widget) else { return }
        let area = gtk_dialog_get_content_area(dialog.cast())!
        gtk_widget_set_vexpand(child.widget, 1)
        gtk_container_add(typed(area, as: GtkContainer.self), child.widget)
    }
}
