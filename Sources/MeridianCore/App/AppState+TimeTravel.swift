import MeridianKitCore

/// The History bar and the inspector keep their view-state in the window's view-state.
extension AppState: TimeTravelState {
    public var historyPanel: HistoryPanel {
        get { viewState.historyPanel }
        set { viewState.historyPanel = newValue }
    }
}

extension AppAction: TimeTravelAction {}

extension InspectorPane {
    /// What the inspector can show: every step, or those that touched one of Meridian's scopes.
    public static let filters = ["all", "document", "view", "player"]
}
