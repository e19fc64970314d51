import Foundation

/// Showing the past: jumps over the history's steps, and the way back to the present.
extension Store {
    /// Shows the state at `step`, taking from the past what `scope` says and the rest from the
    /// present. Jumping to the last step returns to the present.
    ///
    /// For a stored history whose segments for `step` are not in memory, with
    /// `readsHistoryInBackground`, the nearest step in memory is shown at once and `step` when
    /// its segments have been read (`Timeline.loadingStep` says which meanwhile).
    @inlinable
    public func jump(to step: Int, scope: HistoryScope<State> = .everything) {
        perform { [unowned self] in self.performJump(to: step, scope: scope) }
    }

    /// Shows the step before the one on screen, keeping the preview's scope.
    public func stepBack() {
        let timeline = self.timeline
        jump(to: timeline.sliderStep - 1, scope: pendingJump?.scope ?? preview?.scope ?? .everything)
    }

    /// Shows the step after the one on screen, keeping the preview's scope.
    public func stepForward() {
        let timeline = self.timeline
        jump(to: timeline.sliderStep + 1, scope: pendingJump?.scope ?? preview?.scope ?? .everything)
    }

    /// Leaves the preview and shows the present again, changing nothing.
    public func returnToPresent() {
        perform { [unowned self] in
            guard self.preview != nil || self.pendingJump != nil else { return }
            self.preview = nil
            self.pendingJump = nil
            self.notifyObservers()
        }
    }

    /// Makes the step on screen the present, as a new step at the end ("Returned to step
    /// 12"), as acting while previewing does, without acting.
    public func carryOnFromPreview() {
        perform { [unowned self] in
            guard let preview = self.preview else { return }
            self.commit(preview)
            self.notifyObservers()
        }
    }

    @inlinable
    func performJump(to step: Int, scope: HistoryScope<State>) {
        guard let history else { return }
        guard history.rules.allScopes.contains(scope) else {
            preconditionFailure("scope '\(scope.id)' is not one of the history's scopes")
        }
        let step = clamped(step, history)
        // Where the store stood before the first of the jumps still waiting for a read: the
        // nearest steps shown meanwhile were never asked for.
        let origin = pendingJump.map { $0.from } ?? preview
        pendingJump = nil
        if readsHistoryInBackground, step < history.steps.lastIndex, !history.isResident(step: step) {
            pendingJump = (step, scope, origin)
            // Chosen before the read starts, which fills the cache on another thread.
            let nearest = history.nearestResidentStep(to: step)
            readInBackground(step: step)
            show(step: nearest, scope: scope, history: history)
        } else {
            show(step: step, scope: scope, history: history)
        }
    }

    @inlinable
    func show(step: Int, scope: HistoryScope<State>, history: History<State, Action>) {
        if step == history.steps.lastIndex {
            preview = nil
        } else {
            do {
                let (past, labelMakings) = try history.stateAndLabelMakings(atStep: step, present: present)
                let shown = history.previewedState(past: past, present: present, scope: scope)
                let scopeIndex = history.rules.allScopes.firstIndex(of: scope)!
                preview = Preview(step: step, scope: scope, scopeIndex: scopeIndex, past: past, shown: shown, labelMakings: labelMakings)
            } catch {
                pendingJump = nil
                historyReadFailed(error)
            }
        }
        notifyObservers()
    }

    /// Reads what `step` needs on another thread, one read at a time; when a read is done, the
    /// latest jump still waiting is made (or read for, if it needs other segments), then Undo
    /// or Redo if one waits, and `Timeline.backgroundReads` moves. A jump's read goes first.
    @usableFromInline
    func readInBackground(step: Int, first: Bool = true) {
        stepsToRead.removeAll { $0 == step }
        if first { stepsToRead.insert(step, at: 0) } else { stepsToRead.append(step) }
        startNextRead()
    }

    /// `step`'s label when it can be made from memory; else `nil`, and it is read on another
    /// thread (`Timeline.backgroundReads` moves when it is done: ask again then). For what the
    /// window shows beside the step on screen, such as a tooltip, which must never wait.
    public func labelWithoutWaiting(ofStep step: Int) -> String? {
        guard let history, step >= 0, step <= history.steps.lastIndex else { return nil }
        guard history.isResident(step: step) else {
            if !unreadableSteps.contains(step) { readInBackground(step: step, first: false) }
            return nil
        }
        return label(ofStep: step)
    }

    private func startNextRead() {
        guard !isReadingInBackground, let history, !stepsToRead.isEmpty else { return }
        let step = stepsToRead.removeFirst()
        let generation = timeline.generation
        isReadingInBackground = true
        // Safe to share: the copy is only read, and the pages it reads through lock themselves.
        let shared = UncheckedSendable(history)
        let store = link
        DispatchQueue.global(qos: .userInitiated).async {
            let history = shared.value
            let failure: HistoryStorageError?
            do throws(HistoryStorageError) {
                _ = try history.state(atStep: step, present: history.stateAfterLog)
                _ = try history.label(ofStep: step)
                failure = nil
            } catch {
                failure = error
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated { store.object?.finishBackgroundRead(of: step, generation: generation, failure: failure) }
            }
        }
    }

    private func finishBackgroundRead(of step: Int, generation: Int, failure: HistoryStorageError?) {
        isReadingInBackground = false
        guard generation == timeline.generation else {
            // Another history: what was asked of the old one no longer holds.
            stepsToRead = []
            return
        }
        if failure != nil { unreadableSteps.insert(step) }
        if let pending = pendingJump, let failure {
            pendingJump = nil
            // Refused: back where the store stood before the jump, as if it had not been asked
            // (the present behind it may have moved on with transients meanwhile).
            preview = pending.from.map { from in
                var from = from
                from.shown = history.map { $0.previewedState(past: from.past, present: present, scope: from.scope) } ?? from.shown
                return from
            }
            historyReadFailed(failure)
        } else if let failure, pendingReturn != nil {
            pendingReturn = nil
            historyReadFailed(failure)
        }
        perform { [unowned self] in
            self.backgroundReads += 1
            if let pending = self.pendingJump {
                self.performJump(to: pending.step, scope: pending.scope)
            }
            if let pending = self.pendingReturn, self.pendingJump == nil {
                self.pendingReturn = nil
                pending()
            }
            self.notifyObservers()
            self.startNextRead()
        }
    }
}
