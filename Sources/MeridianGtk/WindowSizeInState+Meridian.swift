import MeridianCore
import MeridianKit

extension WindowSizeInState where State == AppState, Action == AppAction {
    /// Meridian's window is as large as its view-state says, never lower than its layout's least
    /// height; a resize by the user is an action, and time travel resizes the window with the rest.
    static var meridian: Self {
        WindowSizeInState(
            size: { WindowSize(width: $0.viewState.window.width, height: $0.viewState.window.height) },
            resized: { .window(.resized(width: $0.width, height: $0.height)) }, leastHeight: WindowLayout.minimumHeight)
    }
}
