/// A window's size in pixels, as the app's state keeps it.
public struct WindowSize: Equatable, Sendable {
    /// Its width and height (GTK's: without the header bar a window draws itself).
    public var width, height: Int
    /// A size of `width` × `height`.
    public init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
}

/// The window's size kept in the app's state (`TimeTravelApplication.windowSizeInState`): the
/// window opens at the state's size, follows it when it changes (Undo, a session imported),
/// and sends `resized` when the user resizes it; always within the monitor's work area, so a
/// state saved on a larger screen never puts the History bar out of reach.
public struct WindowSizeInState<State, Action> {
    /// The size the state holds.
    public var size: (State) -> WindowSize
    /// The action that tells the state the user's size.
    public var resized: (WindowSize) -> Action
    /// The least height the window takes on a short screen.
    public var leastHeight: Int

    /// A window as large as `size` reads, sending `resized`, at least `leastHeight` high.
    public init(size: @escaping (State) -> WindowSize, resized: @escaping (WindowSize) -> Action, leastHeight: Int = 0) {
        (self.size, self.resized, self.leastHeight) = (size, resized, leastHeight)
    }
}
