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
        makeDialog(in: placeholder.widget, of: node)
        onSignal(placeholder, "destroy") { [weak node, widget = placeholder.widget] in
            if DialogPlaceholder.destroyDialog(of: widget) { return }
            // Its content, kept from a dialog destroyed from outside, goes with it.
            for child in node?.children ?? [] where Self.isKept(child.widget) { Self.letGo(child.widget) }
        }
    }

    /// The GTK dialog, held by the placeholder until either is destroyed.
    private static func makeDialog(in placeholder: Widget, of node: MountedView) {
        let dialog = gtk_dialog_new()!
        gtk_window_set_modal(dialog.cast(), 1)
        onSignal(dialog, "response") { [weak node] (_: gpointer?) in node?.fromUser { $0.view.events.onActivate?() } }
        // Destroyed from outside (its X window killed): closed, as its close button does, and
        // made again the next time it shows.
        DialogPlaceholder.hold(dialog, in: placeholder) { [weak node] in
            // The described content is taken out before GTK destroys what the dialog holds,
            // and kept for the next one.
            let area = gtk_dialog_get_content_area(dialog.cast())!
            for child in node?.children ?? [] where gtk_widget_get_parent(child.widget) == area {
                g_object_ref(UnsafeMutableRawPointer(child.widget))
                g_object_set_data(UnsafeMutablePointer(OpaquePointer(child.widget)), keptKey, UnsafeMutableRawPointer(bitPattern: 1))
                gtk_container_remove(typed(area, as: GtkContainer.self), child.widget)
            }
            node?.fromUser { $0.view.events.onActivate?() }
        }
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
        if isShown, DialogPlaceholder.dialog(of: placeholder.widget) == nil {
            // Made again: its content is moved into the new one, and it is set up anew.
            Self.makeDialog(in: placeholder.widget, of: node)
            apply(over: nil, to: placeholder, of: node)
            // Content described while there was no dialog was never put in one.
            for child in node.children where gtk_widget_get_parent(child.widget) == nil {
                Self.insert(child, at: 0, into: placeholder, of: node)
                if Self.isKept(child.widget) { Self.letGo(child.widget) }
            }
        }
        DialogPlaceholder.show(isShown, over: old?.isShown, in: placeholder.widget, of: node)
    }

    private static let keptKey = "meridian-kept-from-a-destroyed-dialog"

    /// Whether `widget` was taken out of a dialog destroyed from outside, and held since.
    private static func isKept(_ widget: Widget) -> Bool {
        g_object_get_data(UnsafeMutablePointer(OpaquePointer(widget)), keptKey) != nil
    }

    /// Lets go of the hold on a widget taken out of a destroyed dialog.
    private static func letGo(_ widget: Widget) {
        g_object_set_data(UnsafeMutablePointer(OpaquePointer(widget)), keptKey, nil)
        g_object_unref(UnsafeMutableRawPointer(widget))
    }

    /// The content goes in the dialog's content area, not in the placeholder.
    static func insert(_ child: MountedView, at index: Int, into placeholder: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        guard let dialog = DialogPlaceholder.dialog(of: placeholder.widget) else { return }
        let area = gtk_dialog_get_content_area(dialog.cast())!
        gtk_widget_set_vexpand(child.widget, 1)
        gtk_container_add(typed(area, as: GtkContainer.self), child.widget)
    }
}
