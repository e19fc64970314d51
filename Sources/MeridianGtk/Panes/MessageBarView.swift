import CGtk
import MeridianCore
import MeridianKit
import MeridianStore

/// The in-app notification bar: what the app could not do, until the user dismisses it.
@MainActor
final class MessageBarView {
    let root: Widget
    let text = Widgets.label("", overflow: .wrap)

    init(store: AppStore) {
        root = gtk_info_bar_new()
        gtk_info_bar_set_message_type(root.cast(), GTK_MESSAGE_WARNING)
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
        Widgets.setAccessibleName(root, tr("Message"))
        gtk_widget_set_no_show_all(root, 1)
        gtk_widget_show_all(gtk_info_bar_get_content_area(root.cast()))
        onSignal(root, "response") { _ in store.send(.messageDismissed) }
        WidgetLifetime(of: root).keep([store.observe(\.viewState.message) { [unowned self] in self.render($0) }])
    }

    /// The tallest the message's text may make the bar, in pixels (about six lines).
    static let maximumHeight: Int32 = 120

    func render(_ message: UserMessage?) {
        Widgets.setLabel(text, message?.text ?? "")
        Widgets.setVisible(root, message != nil)
    }
}
