/// A state that keeps the History bar's and the inspector's view-state, so that the kit's
/// widgets show it and a session file records it. Its history's rules should mark the
/// `historyPanel` actions `.transient` and keep the panel from the present
/// (`keepingHistoryPanel(from:)`).
public protocol TimeTravelState: Equatable, SendableMetatype {
    /// The History bar's and the inspector's view-state.
    var historyPanel: HistoryPanel { get set }
}

extension TimeTravelState {
    /// This state with the History bar and the inspector as `present` has them: what an
    /// app's `HistoryRules.keepFromPresent` gives, so that showing the past does not close
    /// the inspector or change the slider's scope under the user.
    public func keepingHistoryPanel(from present: Self) -> Self {
        var shown = self
        shown.historyPanel = present.historyPanel
        return shown
    }
}

/// An action that can carry what the user does to the History bar and the inspector. An enum
/// with `case historyPanel(HistoryPanelAction)` conforms as it is.
public protocol TimeTravelAction: SendableMetatype {
    /// The action that carries `action` to the app's reducer.
    static func historyPanel(_ action: HistoryPanelAction) -> Self
}
