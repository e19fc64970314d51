/// Showing the past: jumps over the history's steps, and the way back to the present.
extension Store {
    /// Shows the state at `step`, taking from the past what `scope` says and the rest from the
    /// present. Jumping to the last step returns to the present.
    public func jump(to step: Int, scope: HistoryScope<State> = .everything) {
        perform { [unowned self] in self.performJump(to: step, scope: scope) }
    }

    /// Shows the step before the one on screen, keeping the preview's scope.
    public func stepBack() {
        let timeline = self.timeline
        jump(to: timeline.currentStep - 1, scope: preview?.scope ?? .everything)
    }

    /// Shows the step after the one on screen, keeping the preview's scope.
    public func stepForward() {
        let timeline = self.timeline
        jump(to: timeline.currentStep + 1, scope: preview?.scope ?? .everything)
    }

    /// Leaves the preview and shows the present again, changing nothing.
    public func returnToPresent() {
        perform { [unowned self] in
            guard self.preview != nil else { return }
            self.preview = nil
            self.notifyObservers()
        }
    }

    func performJump(to step: Int, scope: HistoryScope<State>) {
        guard let history else { return }
        guard let scopeIndex = history.rules.allScopes.firstIndex(of: scope) else {
            preconditionFailure("scope '\(scope.id)' is not one of the history's scopes")
        }
        let step = clamped(step, history)
        if step == history.steps.lastIndex {
            preview = nil
        } else {
            let past = history.state(atStep: step, present: present)
            let shown = history.previewedState(past: past, present: present, scope: scope)
            preview = Preview(step: step, scope: scope, scopeIndex: scopeIndex, past: past, shown: shown)
        }
        notifyObservers()
    }
}
