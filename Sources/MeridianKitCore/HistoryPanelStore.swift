/// The History bar's and the inspector's view-state, kept by the kit in a store of its own:
/// an app's state, actions, reducer and rules say nothing of it, time travel leaves it as it
/// is (showing the past does not close the inspector or change the slider's scope), and it is
/// no step of the app's history. The kit's widgets observe it as they observe the app's store;
/// it has no history (nothing to undo in how a panel is laid out).
public typealias HistoryPanelStore = Store<HistoryPanel, HistoryPanelAction, Never>

/// Applies what the user does to the History bar and the inspector (`HistoryPanel.apply`).
public struct HistoryPanelReducer: Reducer {
    /// The reducer of a panel store.
    public init() {}

    /// Changes `panel` for `action`; a panel asks nothing of the world.
    public func reduce(into panel: inout HistoryPanel, action: HistoryPanelAction) -> [Never] {
        panel.apply(action)
        return []
    }
}

extension Store where State == HistoryPanel, Action == HistoryPanelAction, Effect == Never {
    /// A panel store starting from `panel`: a new window's panel, or the one a relaunch read
    /// back (`HistoryPanelFile`). It keeps no history.
    public convenience init(panel: HistoryPanel = HistoryPanel()) {
        self.init(initialState: panel, reducer: HistoryPanelReducer(), history: nil)
    }
}
