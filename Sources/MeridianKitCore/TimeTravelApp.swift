/// A state that keeps the History bar's and the inspector's view-state, so that the kit's
/// widgets show it and time travel restores it with the rest of the window.
public protocol TimeTravelState: Equatable, SendableMetatype {
    /// The History bar's and the inspector's view-state.
    var historyPanel: HistoryPanel { get }
}

/// An action that can carry what the user does to the History bar and the inspector. An enum
/// with `case historyPanel(HistoryPanelAction)` conforms as it is.
public protocol TimeTravelAction: SendableMetatype {
    /// The action that carries `action` to the app's reducer.
    static func historyPanel(_ action: HistoryPanelAction) -> Self
}
