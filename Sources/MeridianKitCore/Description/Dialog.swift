/// A window of its own over the app's, holding `content`, shown while `isShown`: a list to
/// pick from, a form, a list of kept histories. Its button (`closeTitle`), Escape and the
/// window's close call `onClose`; the dialog stays until the state says it is not shown, so
/// the reducer decides. What it holds is described as any part of the window is, and kept
/// while it is hidden. Put it anywhere in the window's description: it takes no room there.
///
/// ```swift
/// Dialog(isShown: state.showsLaps, title: "Laps", closeTitle: "_Close", onClose: { send(.lapsClosed) }) {
///     List(state.laps) { lap in Label(lap.title) }
/// }
/// ```
public func Dialog(
    isShown: Bool, title: String, width: Int = -1, height: Int = -1, closeTitle: String, onClose: @escaping @MainActor () -> Void,
    _ content: () -> some ViewContent
) -> View {
    var view = View(DialogContent(isShown: isShown, title: title, width: width, height: height, closeTitle: closeTitle), children: [content().view])
    view.events.onActivate = onClose
    return view.visible(false)
}

/// What a dialog shows: whether it is shown, its title, its size at first and its button.
public struct DialogContent: ViewKind, Sendable {
    /// Whether it is on screen.
    public var isShown: Bool
    /// Its title.
    public var title: String
    /// Its width and height when it first shows (-1: what its content asks for).
    public var width, height: Int
    /// The words of the button that closes it.
    public var closeTitle: String
}
