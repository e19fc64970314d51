import CGtk
import MeridianCore
import MeridianKit
import MeridianStore

/// "Removed Tokyo" · Undo · ×: GTK 3's in-app notification (Adwaita's `.app-notification`, as
/// Nautilus shows one for what it deletes), floating at the foot of the clock list as
/// libadwaita's toasts do, where it covers no row's remove button while the list is short.
/// Undo runs `app.undo`, as Ctrl+Z does; the state decides when the notice goes. The pointer
/// over the notice, or the keyboard's focus in it, holds it.
@MainActor
struct RemovalNoticeView {
    let host: ViewHost
    /// The revealer laid over the list.
    var root: Widget { host.widget(tagged: Tag.root)! }
    // Made with the first notice.
    var text: Widget! { host.widget(tagged: Tag.text) }
    var undoButton: Widget! { host.widget(tagged: Tag.undo) }
    var closeButton: Widget! { host.widget(tagged: Tag.close) }

    private enum Tag {
        static let root = "notice", text = "notice-text", undo = "notice-undo", close = "notice-close"
    }

    /// The notice, over the list. Time travel shows the notice of the present, which the past
    /// never brings back; a notice that goes slides away as it was.
    static func describe(_ notice: RemovalNoticeModel?, _ send: Send<NoticeAction>) -> View {
        Revealer(showing: notice, milliseconds: 200, transition: .slideUp) { notice in
            EventArea {
                HBox(spacing: 12) {
                    // A screen reader announces the words when they appear, as a notification,
                    // and again when another notice replaces a shown one.
                    Label(notice.text, overflow: .wrapThenEllipsize(lines: 2))
                        .accessibleName(notice.accessibleName)
                        .accessibleRole(.notification)
                        .expands(.horizontal)
                        .tag(Tag.text)
                    Button(tr("_Undo"), mnemonic: true, command: "app.undo")
                        .tooltip(tr("Undo (Ctrl+Z)"))
                        .align(vertical: .center)
                        .tag(Tag.undo)
                    Button(icon: "window-close-symbolic", name: tr("Close notice"), flat: true) { send(.closeButtonClicked) }
                        .align(vertical: .center)
                        .tag(Tag.close)
                }
                .onFocusWithin { send(.focusChanged(hasFocus: $0)) }
                .styleClass("app-notification", "floating")
                .accessibleName(tr("Notice"))
                .accessibleRole(.panel)
            }
            .onHover { send(.hoverChanged(isHovered: $0)) }
        }
        .align(horizontal: .center, vertical: .end)
        .margins(12)
        .tag(Tag.root)
    }
}
