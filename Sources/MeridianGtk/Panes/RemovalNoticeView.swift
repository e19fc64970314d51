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
    private let rootReference = WidgetReference(), textReference = WidgetReference()
    private let undoReference = WidgetReference(), closeReference = WidgetReference()
    /// The revealer laid over the list.
    var root: Widget { rootReference.mountedWidget }
    // Made with the first notice.
    var text: Widget { textReference.mountedWidget }
    var undoButton: Widget { undoReference.mountedWidget }
    var closeButton: Widget { closeReference.mountedWidget }

    /// The notice, over the list. Time travel shows the notice of the present, which the past
    /// never brings back; a notice that goes slides away as it was.
    func describe(_ notice: RemovalNoticeModel?, _ send: Send<NoticeAction>) -> View {
        Revealer(showing: notice, milliseconds: 200, transition: .slideUp) { notice in
            EventArea {
                HBox(spacing: 12) {
                    // A screen reader announces the words when they appear, as a notification,
                    // and again when another notice replaces a shown one.
                    Label(notice.text, overflow: .wrapThenEllipsize(lines: 2))
                        .accessibleName(notice.accessibleName)
                        .accessibleRole(.notification)
                        .expands(.horizontal)
                        .reference(textReference)
                    Button(tr("_Undo"), mnemonic: true, command: "app.undo")
                        .tooltip(tr("Undo (Ctrl+Z)"))
                        .align(vertical: .center)
                        .reference(undoReference)
                    Button(icon: "window-close-symbolic", name: tr("Close notice"), flat: true) { send(.closeButtonClicked) }
                        .align(vertical: .center)
                        .reference(closeReference)
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
        .reference(rootReference)
    }
}
