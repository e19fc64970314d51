import MeridianCore
import MeridianStore

/// The history commands the slider, the scope selector and the GActions share.
extension Store where State == AppState, Action == AppAction, Effect == AppEffect {
    /// Shows `step` through the scope chosen in the history bar.
    func jumpWithChosenScope(to step: Int) {
        jump(to: step, scope: AppHistory.scope(withID: state.viewState.historyPanel.scopeID))
    }

    /// Undo: the step before the one on screen, through the chosen scope.
    func stepBackWithChosenScope() {
        jumpWithChosenScope(to: timeline.sliderStep - 1)
    }

    /// Redo: the step after the one on screen, through the chosen scope.
    func stepForwardWithChosenScope() {
        jumpWithChosenScope(to: timeline.sliderStep + 1)
    }

    /// Chooses the slider's scope and shows the current step through it (at the present this
    /// changes nothing on screen).
    func chooseHistoryScope(_ id: String) {
        send(.historyScopeChosen(id: id))
        jump(to: timeline.currentStep, scope: AppHistory.scope(withID: id))
    }
}
