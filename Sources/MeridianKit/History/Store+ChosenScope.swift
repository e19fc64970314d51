import MeridianKitCore
import MeridianStore

/// The history commands the slider, the scope selector, the inspector and an app's undo and
/// redo share: each jumps through the scope chosen in the History bar.
extension Store where State: TimeTravelState, Action: TimeTravelAction {
    /// The scope chosen in the History bar; everything when the state names none of the history's.
    public var chosenScope: HistoryScope<State> {
        let id = state.historyPanel.scopeID
        return scopes.first { $0.id == id } ?? .everything
    }

    /// Shows `step` through the scope chosen in the History bar.
    public func jumpWithChosenScope(to step: Int) {
        jump(to: step, scope: chosenScope)
    }

    /// Undo: the step before the one on screen, through the chosen scope.
    public func stepBackWithChosenScope() {
        jumpWithChosenScope(to: timeline.sliderStep - 1)
    }

    /// Redo: the step after the one on screen, through the chosen scope.
    public func stepForwardWithChosenScope() {
        jumpWithChosenScope(to: timeline.sliderStep + 1)
    }

    /// Chooses the slider's scope and shows the current step through it (at the present this
    /// changes nothing on screen).
    public func chooseHistoryScope(_ id: String) {
        send(.historyPanel(.scopeChosen(id: id)))
        jumpWithChosenScope(to: timeline.currentStep)
    }
}
