import MeridianKitCore
import MeridianStore

/// The history commands the slider, the scope selector, the inspector and an app's undo and
/// redo share: each jumps through the scope chosen in the History bar, which the kit's panel
/// store keeps (`HistoryPanelStore`), not the app's state.
extension Store where State: Equatable {
    /// The scope chosen in `panel`'s History bar; everything when it names none of the history's.
    public func chosenScope(in panel: HistoryPanelStore) -> HistoryScope<State> {
        let id = panel.state.scopeID
        return scopes.first { $0.id == id } ?? .everything
    }

    /// Shows `step` through the scope chosen in `panel`'s History bar.
    public func jumpWithChosenScope(to step: Int, panel: HistoryPanelStore) {
        jump(to: step, scope: chosenScope(in: panel))
    }

    /// Undo: takes back the latest change, as a step of its own, through the history's undo
    /// scope (`HistoryRules.undoScope`); without one, through the scope chosen in `panel`.
    /// The present stays live: see `Store.undo(through:)`.
    public func undo(panel: HistoryPanelStore) {
        undo(through: undoScope ?? chosenScope(in: panel))
    }

    /// Redo: brings back the change the latest Undo took back, as `undo(panel:)` does.
    public func redo(panel: HistoryPanelStore) {
        redo(through: undoScope ?? chosenScope(in: panel))
    }

    /// Whether there is a change to undo (the Undo button's state).
    public var canUndo: Bool { undoableStep != nil }

    /// Whether there is an undone change to redo (the Redo button's state).
    public var canRedo: Bool { redoableStep != nil }

    /// Chooses the slider's scope in `panel` and shows the current step through it (at the
    /// present this changes nothing on screen). An id that names none of the history's scopes
    /// (from a script, `gapplication action APP choose-scope "'…'"`) is not chosen;
    /// `unknown`'s action, if any, is sent instead.
    public func chooseHistoryScope(_ id: String, panel: HistoryPanelStore, unknown: ((String) -> Action)? = nil) {
        guard scopes.contains(where: { $0.id == id }) else {
            if let unknown { send(unknown(id)) }
            return
        }
        panel.send(.scopeChosen(id: id))
        jumpWithChosenScope(to: timeline.currentStep, panel: panel)
    }
}
