import CGtk
import MeridianKitCore

/// An alert (`Alert`): a hidden placeholder in the window's description, and, while the content
/// holds an alert, GTK's message dialog over the window — made when the alert comes, made again
/// when what it says changes, destroyed when the state lets it go or the placeholder goes. A
/// button, Escape and the dialog's close send `onText` with the answer's place ("-1": the
/// alert's cancel); the dialog stays until the state lets it go.
@MainActor
extension AlertContent: GtkKind {
    typealias Gtk = GtkBox

    static func make(_ alert: AlertContent) -> Widget { DialogPlaceholder.make() }

    static func setUp(_ placeholder: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        onSignal(placeholder, "destroy") { DialogPlaceholder.destroyDialog(of: placeholder.widget) }
    }

    func apply(over old: AlertContent?, to placeholder: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        // Only called when the alert changed: gone, or saying something else.
        node.set { DialogPlaceholder.destroyDialog(of: placeholder.widget) }
        guard let shown else { return }
        node.set { Self.show(shown, from: placeholder.widget, of: node) }
    }

    private static func show(_ alert: Shown, from placeholder: Widget, of node: MountedView) {
        // Over the window the placeholder is in: it may not be in one yet (a window described
        // before it is shown), and the dialog then stands alone.
        let toplevel = gtk_widget_get_toplevel(placeholder).flatMap { gtk_widget_is_toplevel($0) != 0 ? $0 : nil }
        let type: GtkMessageType =
            switch alert.kind {
            case .question: GTK_MESSAGE_QUESTION
            case .warning: GTK_MESSAGE_WARNING
            case .error: GTK_MESSAGE_ERROR
            case .information: GTK_MESSAGE_INFO
            }
        let dialog = meridian_message_dialog_new(toplevel?.cast(), type, GTK_BUTTONS_NONE, alert.title)!
        // GTK names a message dialog for its type ("Question"): a screen reader says the title.
        Widgets.setAccessibleName(dialog, alert.title)
        if !alert.detail.isEmpty { meridian_message_dialog_set_detail(dialog.cast(), alert.detail) }
        for (place, button) in alert.buttons.enumerated() {
            let widget = gtk_dialog_add_button(dialog.cast(), button.title, Int32(place))!
            switch button.role {
            case .normal: break
            case .suggested: Widgets.addClass(widget, "suggested-action")
            case .destructive: Widgets.addClass(widget, "destructive-action")
            }
        }
        if let place = alert.defaultButton { gtk_dialog_set_default_response(dialog.cast(), Int32(place)) }
        // A button gives its place; Escape and the window's close give GTK's negative responses.
        onSignal(dialog, "response") { [weak node] (response: gpointer?) in
            let place = Int(Int32(truncatingIfNeeded: Int(bitPattern: response)))
            node?.fromUser { $0.view.events.onText?(String(max(place, -1))) }
        }
        // Destroyed from outside (its X window killed), it answers as Escape does: the state
        // let go of a question nobody can answer any more (Ctrl+Q did nothing ever after).
        DialogPlaceholder.hold(dialog, in: placeholder) { [weak node] in node?.fromUser { $0.view.events.onText?("-1") } }
        gtk_widget_show_all(dialog)
    }
}
