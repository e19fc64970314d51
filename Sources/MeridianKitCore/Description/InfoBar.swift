// A bar across the window that tells the user something until they answer it: the message bar.

/// What an info bar says and how: its message's type (which the theme colours the bar by) and
/// whether it has a close button.
public struct InfoBarContent: ViewKind, Sendable {
    /// What kind of message it is: the theme colours the bar (and only the bar) by it.
    public enum MessageType: Equatable, Sendable {
        /// News: something done, or worth knowing.
        case info
        /// Something the app could not do, or that needs care.
        case warning
        /// A question the bar's buttons answer.
        case question
        /// Something went wrong.
        case error
        /// None of these: uncoloured.
        case other
    }
    /// What kind of message it is.
    public var messageType: MessageType
    /// Whether it has a close button (which answers as its buttons do).
    public var showsCloseButton: Bool
    /// The close button's name, for its tooltip and a screen reader (GTK gives it none).
    public var closeButtonName: String = "Close"
}

/// A bar holding `content` (its message), coloured for `type`, with `actions` (buttons) at its
/// end and a close button when `closable`. `onResponse` runs when the user answers it: closes
/// it, or presses one of its buttons (after that button's own action).
///
/// GTK and the theme name and colour an info bar for its type: a screen reader hears the
/// `accessibleName` given here whatever the type becomes. The close button is named
/// `closeName`, in the app's language.
public func InfoBar(
    _ type: InfoBarContent.MessageType, closable: Bool = true, closeName: String = "Close", onResponse: @escaping @MainActor () -> Void,
    @ViewBuilder content: () -> [View], @ViewBuilder actions: () -> [View] = { [] }
) -> View {
    let content = content()
    precondition(content.count == 1, "an InfoBar holds one content view")
    var view = View(InfoBarContent(messageType: type, showsCloseButton: closable, closeButtonName: closeName), children: content + actions())
    view.events.onActivate = onResponse
    return view
}
