import CGtk
import MeridianCore
import MeridianStore

/// The in-app notification bar: what the app could not do, until the user dismisses it.
@MainActor
final class MessageBarView {
    let root: Widget
    private let text = Widgets.label("")
    private var tokens: [ObservationToken] = []

    init(store: AppStore) {
        root = gtk_info_bar_new()
        gtk_info_bar_set_message_type(root.cast(), GTK_MESSAGE_WARNING)
        gtk_info_bar_set_show_close_button(root.cast(), 1)
        gtk_label_set_line_wrap(text.cast(), 1)
        gtk_label_set_selectable(text.cast(), 1)
        gtk_container_add(gtk_info_bar_get_content_area(root.cast()).cast(), text)
        Widgets.setAccessibleName(root, "Message")
        gtk_widget_set_no_show_all(root, 1)
        gtk_widget_show_all(gtk_info_bar_get_content_area(root.cast()))
        onSignal(root, "response") { _ in store.send(.messageDismissed) }
        tokens = [store.observe(\.viewState.message) { [unowned self] in self.render($0) }]
    }

    func render(_ message: String?) {
        Widgets.setLabel(text, message ?? "")
        Widgets.setVisible(root, message != nil)
    }
}
