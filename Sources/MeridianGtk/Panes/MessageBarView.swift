import CGtk
import MeridianCore
import MeridianKit
import MeridianKitCore
import MeridianStore

/// The in-app notification bar: what the app could not do, or a file it wrote, until the user
/// dismisses it; with the next step the message offers (`MessageBarModel`) as a button that
/// runs the application's action for it. Described from the model: shown while there is a
/// message, named "Message" whatever its type.
@MainActor
final class MessageBarView {
    /// The description's host, to put in the window.
    let host: ViewHost

    init(store: AppStore) {
        // The offer runs through the window's application, once the bar is in a window.
        let anchor = Anchor()
        let parts = Parts()
        self.parts = parts
        host = store.describe({ $0.viewState.message.map(MessageBarModel.init) }) { model, send in
            Self.view(model, parts: parts, send: send, run: { offer in anchor.widget.map { Self.run(offer, from: $0) } })
        }
        anchor.widget = host.widget
    }

    /// Where the bar is, to find its window's application.
    private final class Anchor {
        var widget: Widget?
    }

    /// The bar (the info bar), its text and the offer's button ("Open Folder", "Import as
    /// Session"; hidden when there is none), for tests.
    var root: Widget { parts.bar.mountedWidget }
    var text: Widget { parts.text.mountedWidget }
    var offerButton: Widget { parts.offer.mountedWidget }
    private let parts: Parts

    /// The references the description puts on the bar, its text and the offer's button.
    struct Parts {
        let bar = WidgetReference(), text = WidgetReference(), offer = WidgetReference()
    }

    /// The tallest the message's text may make the bar, in pixels (about six lines).
    static let maximumHeight = 120

    /// The bar for `model`: its text selectable and scrolling past `maximumHeight`, the offer's
    /// button running its application action. Any answer (the close button, the offer) means
    /// the message has done its work.
    static func view(_ model: MessageBarModel?, parts: Parts, send: Send<AppAction>, run: @escaping @MainActor (MessageOffer) -> Void) -> View {
        var text = Label(model?.text ?? "", overflow: .wrap).expands(.horizontal).reference(parts.text)
        text.changeContent(LabelContent.self) { $0.isSelectable = true }
        return InfoBar(model?.isProblem == false ? .info : .warning, closeName: tr("Close the message"), onResponse: { send(.messageDismissed) }) {
            // A long message scrolls inside the bar rather than pushing the window past the screen.
            // As tall as its text and centred beside the buttons: GTK makes a scrolled area at
            // least as tall as its scrollbar's slider (46 px, where a line is 17), so the
            // stylesheet lets the slider be short here (`message-text`).
            Scrolled { text }
                .takesNaturalHeight(maximum: maximumHeight)
                .expands(.horizontal)
                .align(vertical: .center)
                .styleClass("message-text")
        } actions: {
            Button(model?.offer?.label ?? "") { model?.offer.map(run) }
                .visible(model?.offer != nil)
                .reference(parts.offer)
        }
        .visible(model != nil)
        .accessibleName(tr("Message"))
        .reference(parts.bar)
    }

    /// Runs the application's action for `offer`, as a menu item would (before the bar hears
    /// the answer and the message goes).
    private static func run(_ offer: MessageOffer, from bar: Widget) {
        guard let toplevel = gtk_widget_get_toplevel(bar), let application = gtk_window_get_application(toplevel.cast()) else { return }
        let (action, target) = command(offer)
        g_action_group_activate_action(OpaquePointer(application), action, g_variant_new_string(target))
    }

    /// The application's action that carries out `offer` (`app.NAME`), and its parameter.
    static func command(_ offer: MessageOffer) -> (action: String, target: String) {
        switch offer {
        case .openFolder(let folder): ("open-folder", folder)
        case .importAs(.snapshot, let path): ("import-snapshot-from", path)
        case .importAs(.session, let path): ("import-session-from", path)
        }
    }
}
