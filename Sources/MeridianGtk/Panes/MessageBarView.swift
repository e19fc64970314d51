import CGtk
import MeridianCore
import MeridianKit
import MeridianStore

/// The in-app notification bar: what the app could not do, or a file it wrote, until the user
/// dismisses it; with the next step the message offers (`MessageBarModel`) as a button that
/// runs the application's action for it. Described from the model: shown while there is a
/// message, named "Message".
///
/// The bar itself is a `Custom` GtkInfoBar: GTK's theme colours an info bar (warning, news)
/// only on its own `infobar` node, its close button answers through its `response` signal, and
/// its text is selectable and scrolls past about six lines, which no described kind says (the
/// kind it wants: a message bar with a kind, a close button and responses).
@MainActor
final class MessageBarView {
    /// The description's host, to put in the window.
    let host: ViewHost
    /// The bar (the info bar), its text and the offer's button ("Open Folder", "Import as
    /// Session"; hidden when there is none), for tests.
    let root: Widget
    let text = Widgets.label("", overflow: .wrap)
    let offerButton: Widget

    init(store: AppStore) {
        root = gtk_info_bar_new()
        gtk_info_bar_set_show_close_button(root.cast(), 1)
        gtk_label_set_selectable(text.cast(), 1)
        gtk_widget_set_hexpand(text, 1)
        // A long message scrolls inside the bar rather than pushing the window past the screen.
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(scrolled.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(scrolled.cast(), 1)
        gtk_scrolled_window_set_max_content_height(scrolled.cast(), Self.maximumHeight)
        gtk_widget_set_hexpand(scrolled, 1)
        gtk_container_add(scrolled.cast(), text)
        gtk_container_add(gtk_info_bar_get_content_area(root.cast()).cast(), scrolled)
        gtk_widget_show_all(gtk_info_bar_get_content_area(root.cast()))
        offerButton = gtk_info_bar_add_button(root.cast(), "", Self.offerResponse)
        gtk_widget_set_no_show_all(offerButton, 1)
        let (bar, text, offerButton) = (root, text, offerButton)
        host = store.describe({ $0.viewState.message.map(MessageBarModel.init) }) { model, _ in
            let name = tr("Message")
            return Custom("message-bar", make: { bar }, update: { _ in Self.show(model, in: bar, named: name, text: text, offerButton: offerButton) })
                .visible(model != nil)
                .accessibleName(name)
        }
        // The offer's button runs the application's action for what the message on screen
        // offers; the message has done its work either way.
        onSignal(root, "response") { response in
            let offer = store.state.viewState.message.map(MessageBarModel.init)?.offer
            if Int32(truncatingIfNeeded: Int(bitPattern: response)) == Self.offerResponse, let offer { Self.run(offer, from: bar) }
            store.send(.messageDismissed)
        }
    }

    /// The tallest the message's text may make the bar, in pixels (about six lines).
    static let maximumHeight: Int32 = 120

    /// The response of the offer's button (any but the close button's).
    static let offerResponse: Int32 = 1

    /// Shows `model` in the bar's own parts (the host shows or hides the bar).
    private static func show(_ model: MessageBarModel?, in bar: Widget, named name: String, text: Widget, offerButton: Widget) {
        Widgets.setLabel(text, model?.text ?? "")
        let type = model?.isProblem == false ? GTK_MESSAGE_INFO : GTK_MESSAGE_WARNING
        if gtk_info_bar_get_message_type(bar.cast()) != type {
            gtk_info_bar_set_message_type(bar.cast(), type)
            // GTK names an info bar for its type ("Warning", "Information") whenever the type
            // changes: it is named again, as described.
            Widgets.setAccessibleName(bar, name)
        }
        if let offer = model?.offer { gtk_button_set_label(offerButton.cast(), offer.label) }
        Widgets.setVisible(offerButton, model?.offer != nil)
    }

    /// The application's action that carries out `offer` (`app.NAME`), and its parameter.
    static func command(_ offer: MessageOffer) -> (action: String, target: String) {
        switch offer {
        case .openFolder(let folder): ("open-folder", folder)
        case .importAs(.snapshot, let path): ("import-snapshot-from", path)
        case .importAs(.session, let path): ("import-session-from", path)
        }
    }

    /// Runs the application's action for `offer`, as a menu item would.
    private static func run(_ offer: MessageOffer, from bar: Widget) {
        guard let toplevel = gtk_widget_get_toplevel(bar), let application = gtk_window_get_application(toplevel.cast()) else { return }
        let (action, target) = command(offer)
        g_action_group_activate_action(OpaquePointer(application), action, g_variant_new_string(target))
    }
}
