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

    /// Undo: back to just before the latest change on screen, through the history's undo
    /// scope (`HistoryRules.undoScope`); without one, the step before, through the scope
    /// chosen in `panel`.
    public func undo(panel: HistoryPanelStore) {
        guard let target = undoTarget(from: timeline.sliderStep) else { return }
        jump(to: target, scope: undoScope ?? chosenScope(in: panel))
    }

    /// Redo: forward to the next change (`redoStep`), through the undo scope; without one, the
    /// step after, through the scope chosen in `panel`.
    public func redo(panel: HistoryPanelStore) {
        guard let target = redoStep else { return }
        jump(to: target, scope: undoScope ?? chosenScope(in: panel))
    }

    /// Whether there is a change before the one on screen to undo (the Undo button's state).
    public var canUndo: Bool { undoTarget(from: timeline.sliderStep) != nil }

    /// Whether there is an undone change to redo (the Redo button's state).
    public var canRedo: Bool { redoStep != nil }

    /// What Undo takes back: the label of the change it undoes ("Sorted by name"), for the Undo
    /// button's tooltip; `nil` when there is nothing to undo.
    public var undoneLabel: String? {
        undoTarget(from: timeline.sliderStep).map { label(ofStep: $0 + 1) }
    }

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
