/// Whether a window the kit opens for the app (its About window) is on screen: the state is
/// whether it is shown, each action what it becomes. The window is the kit's, not the app's
/// history: opening About is no step of the app's.
public struct ShownWindowReducer: Reducer {
    /// The reducer of a window that is shown or not.
    public init() {}

    /// Shows or hides the window; nothing is asked of the world.
    public func reduce(into isShown: inout Bool, action shown: Bool) -> [Never] {
        isShown = shown
        return []
    }
}
