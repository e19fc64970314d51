import Foundation

/// Undo and Redo change the present, as in every desktop app: Undo takes back the latest change
/// to what the undo scope covers (`HistoryRules.undoScope`) and Redo brings back the latest
/// change Undo took back, each as a step of its own at the end of the history ("Undid “Added
/// Paris”"): a return, through the undo scope, to the step before the change or to the change.
/// So nothing stops after Undo — the clock keeps time, a clip plays on, an app's timers keep
/// sending — and the history only grows: every state, the undone ones included, stays on the
/// slider.
///
/// Undo walks back over the changes one at a time and Redo forward, as a stack: Redo stays
/// while time passes and the user looks around or does what Undo does not cover, and a new
/// change ends it. Where they go is worked out from each step's answer (`StepChanges`) and the
/// returns Undo and Redo made, never by reading the log; what they return to is read on
/// another thread when it is not in memory, and the return is made when it arrives.
extension Store {
    /// What Undo and Redo take back and bring back; `nil` when every step is a change, and they
    /// bring back the whole state (through the scope the caller gives).
    public var undoScope: HistoryScope<State>? { history?.rules.undoScope }

    /// The scopes the app no longer offers, kept for the returns older logs made through them
    /// (`HistoryRules.retiredScopes`).
    public var retiredScopes: [HistoryScope<State>] { history?.rules.retiredScopes ?? [] }

    /// The scope the app no longer offers that has this id, if any.
    public func retiredScope(_ id: String) -> HistoryScope<State>? {
        retiredScopes.first { $0.id == id }
    }

    /// Whether `id` names a scope the app no longer offers.
    public func isRetiredScope(_ id: String) -> Bool { retiredScope(id) != nil }
}

extension Store where State: Equatable {
    /// The step whose change Undo takes back now; `nil` when there is nothing to undo — or
    /// while that is not known yet: the steps of a history read back are searched on another
    /// thread, and `Timeline.backgroundReads` moves when the search ends (ask again then).
    public var undoableStep: Int? { known(undoAnswer()) }

    /// The step whose change Redo brings back now; `nil` when there is nothing to redo (no
    /// Undo since the last change), or while that is not known yet (as for `undoableStep`).
    public var redoableStep: Int? {
        guard let undo = known(redoAnswer()) else { return nil }
        return history?.returnTarget(ofStep: undo).map { $0 + 1 }
    }

    /// Whether a search for the steps Undo needs runs on another thread: `undoableStep` and
    /// `redoableStep` may say `nil` meanwhile, and are asked again when it ends.
    public var isSearchingForUndo: Bool { undoSearch != nil }

    /// What Undo takes back: the label of the change (for its tooltip, "Undo “Added Paris”");
    /// `nil` when there is nothing to undo, or while the label is read on another thread.
    public var undoneLabel: String? { undoableStep.flatMap(labelWithoutWaiting(ofStep:)) }

    /// What Redo brings back: the label of the change; `nil` as for `undoneLabel`.
    public var redoneLabel: String? { redoableStep.flatMap(labelWithoutWaiting(ofStep:)) }

    /// Takes back the latest change: the present becomes what it was before that change in
    /// what `scope` brings back (the undo scope's, by default; without one, everything), as a
    /// new step. A past step on screen is left first: Undo is about the present. Does nothing
    /// when there is nothing to undo.
    public func undo(through scope: HistoryScope<State>? = nil) {
        makeReturn(.undo, through: scope)
    }

    /// Brings back the latest change Undo took back, as a new step; as `undo(through:)`.
    public func redo(through scope: HistoryScope<State>? = nil) {
        makeReturn(.redo, through: scope)
    }

    /// Takes back every change from step `step` on, latest first, an Undo step each: what
    /// carrying on from a past step at `step` did and everything changed since, so the present
    /// set aside comes back (the notice of carrying on's Undo). As `undo(through:)`.
    public func undoChanges(since step: Int, through scope: HistoryScope<State>? = nil) {
        perform { [unowned self] in
            guard let history = self.history else { return }
            self.preview = nil
            self.pendingJump = nil
            self.pendingReturn = nil
            self.undoChanges(since: step, through: scope ?? history.rules.undoScope ?? .everything)
            self.notifyObservers()
        }
    }

    private func undoChanges(since step: Int, through scope: HistoryScope<State>) {
        while let change = known(undoAnswer()), change >= step {
            guard returnNow(.undo, through: scope) == .made else {
                // Read first: the rest follows when the reads end.
                if pendingReturn != nil { pendingReturn = { [unowned self] in self.undoChanges(since: step, through: scope) } }
                return
            }
        }
    }

    /// Whether Undo took back the change `step` made, and Redo did not bring it back since:
    /// it is not among the changes Undo would take back, one after another, from now. `false`
    /// for a step that changed nothing Undo covers; `nil` while that is not known yet.
    public func isTakenBack(step: Int) -> Bool? {
        guard let history, step > 0, step <= history.steps.lastIndex else { return nil }
        guard let changed = changed(step: step) else { return nil }
        guard changed else { return false }
        var answer = undoAnswer()
        // Down the changes Undo would take back in turn, until `step` or one before it.
        while case .step(let change) = answer, change > step {
            answer = history.undoableChange(atStep: change - 1, lastStepChanged: nil)
        }
        switch answer {
        case .step(let change): return change != step
        case .none: return true
        case .unknown(let from):
            searchUndoChanges(from: from)
            return nil
        }
    }

    /// Whether `step` changed what Undo takes back (an Undo's or Redo's own step counts as
    /// one); `nil` while that is not known yet (then searched for).
    public func changed(step: Int) -> Bool? {
        guard let history, step > 0, step <= history.steps.lastIndex else { return nil }
        guard history.rules.undoScope != nil else { return true }
        let answer = step == history.steps.lastIndex ? history.lastStepChanged(present: present) : history.undoChanges[step]
        if answer == nil { searchUndoChanges(from: step) }
        return answer
    }

    private func makeReturn(_ kind: HistoryReturnKind, through scope: HistoryScope<State>?) {
        perform { [unowned self] in
            guard let history = self.history else { return }
            let scope = scope ?? history.rules.undoScope ?? .everything
            self.preview = nil
            self.pendingJump = nil
            self.pendingReturn = nil
            self.returnNow(kind, through: scope)
            self.notifyObservers()
        }
    }

    /// What asking for Undo's or Redo's return did.
    enum ReturnOutcome {
        case made
        /// What it needs is read on another thread; the return waits in `pendingReturn`.
        case waiting
        /// Nothing to undo or redo (or not known yet, or unreadable).
        case nothing
    }

    /// Makes Undo's or Redo's return if what it needs is in memory; else reads it on another
    /// thread and makes it then (`finishBackgroundRead`), as the history then stands.
    @discardableResult
    func returnNow(_ kind: HistoryReturnKind, through scope: HistoryScope<State>) -> ReturnOutcome {
        guard let history else { return .nothing }
        // The change taken back or brought back, and the step returned to.
        let change: Int, target: Int
        switch kind {
        case .undo:
            guard let step = known(undoAnswer()) else { return .nothing }
            (change, target) = (step, step - 1)
        case .redo, .carriedOn:
            guard let undo = known(redoAnswer()), let returnedTo = history.returnTarget(ofStep: undo) else { return .nothing }
            (change, target) = (returnedTo + 1, returnedTo + 1)
        }
        // The label of the change is read with it: the return's own label names it.
        guard history.isResident(step: target), history.isResident(step: change) else {
            guard !unreadableSteps.contains(target), !unreadableSteps.contains(change) else { return .nothing }
            pendingReturn = { [unowned self] in self.returnNow(kind, through: scope) }
            readInBackground(step: target)
            readInBackground(step: change)
            return .waiting
        }
        do {
            let past = try history.state(atStep: target, present: present)
            presentState = history.previewedState(past: past, present: present, scope: scope)
            self.history?.recordRestore(
                step: target, scopeIndex: history.rules.allScopes.firstIndex(of: scope)!, kind: kind, resulting: present, now: timeNow)
            return .made
        } catch {
            historyReadFailed(error)
            return .nothing
        }
    }

    private func undoAnswer() -> UndoAnswer {
        guard let history else { return .none }
        return history.undoableChange(atStep: history.steps.lastIndex, lastStepChanged: history.lastStepChanged(present: present))
    }

    private func redoAnswer() -> UndoAnswer {
        guard let history else { return .none }
        return history.redoableUndo(atStep: history.steps.lastIndex, lastStepChanged: history.lastStepChanged(present: present))
    }

    /// The step an answer names; for one not known yet, `nil`, and a search from where it
    /// stopped starts on another thread.
    private func known(_ answer: UndoAnswer) -> Int? {
        switch answer {
        case .step(let step): return step
        case .none: return nil
        case .unknown(let step):
            searchUndoChanges(from: step)
            return nil
        }
    }

    /// Searches on another thread, one search at a time, for the answers Undo needs from `step`
    /// down, in a copy of the history (its stored segments are read through the pages' lock).
    /// What it finds is kept if the history is still the same, and `Timeline.backgroundReads`
    /// moves, so that Undo and Redo are asked again.
    private func searchUndoChanges(from step: Int) {
        guard undoSearch == nil, undoSearchFailed != historyGeneration, let history else { return }
        let generation = historyGeneration
        undoSearch = (step, generation)
        // Made here, so that what runs on the other thread holds no generic type of the
        // store's (a closure sent there that names one captures `State.Type`): only the copy
        // of the history, which it reads, never changes, and the work to do back on this one.
        let store = link
        let work = UncheckedSendable({ () -> UncheckedSendable<@MainActor () -> Void> in
            let outcome: Result<UndoChangeSearch.Found<State>, HistoryStorageError>
            do throws(HistoryStorageError) {
                outcome = .success(try UndoChangeSearch.search(from: step, in: history))
            } catch {
                outcome = .failure(error)
            }
            return UncheckedSendable({ store.object?.finishUndoSearch(outcome, generation: generation) })
        })
        DispatchQueue.global(qos: .userInitiated).async {
            let finish = work.value()
            DispatchQueue.main.async { MainActor.assumeIsolated { finish.value() } }
        }
    }

    private func finishUndoSearch(_ outcome: Result<UndoChangeSearch.Found<State>, HistoryStorageError>, generation: Int) {
        undoSearch = nil
        guard generation == historyGeneration, history != nil else { return }
        switch outcome {
        case .success(let found):
            for (step, changed) in found.answers where step < history!.undoChanges.count {
                history!.undoChanges.set(step, changed: changed)
            }
            if let began = found.lastStepBegan, history!.steps.lastIndex == found.lastStep, history!.lastStepBegan == nil {
                history!.lastStepBegan = began
            }
        case .failure(let error):
            undoSearchFailed = generation
            historyReadFailed(error)
        }
        perform { [unowned self] in
            self.backgroundReads += 1
            self.notifyObservers()
        }
    }
}
