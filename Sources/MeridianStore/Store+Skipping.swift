import Foundation

/// Skipping a past step without undoing what came after it (see `History+Skipping`).
extension Store where State: Equatable {
    /// The steps the present leaves out.
    public var skippedSteps: Set<Int> {
        guard let history else { return [] }
        return history.skippedSteps(before: history.entryCount + 1)
    }

    /// The steps that changed the state when they were made but change nothing in the history
    /// as the latest skip left it; none once a return (not itself skipped) went back to before
    /// that skip.
    public var ineffectiveSteps: Set<Int> {
        guard let history, let mark = history.skipMarks.last else { return [] }
        // The returns since the skip that went back before it; the set is worked out only if one did.
        let undoing = zip(history.returns, history.returnSteps).reversed().prefix { $0.0.entry > mark.entry }
            .filter { history.steps.end(of: $0.0.step, entryCount: history.entryCount) <= mark.entry }
        guard !undoing.isEmpty else { return Set(mark.ineffectiveSteps) }
        let skipped = skippedSteps
        let undone = undoing.contains { !skipped.contains(Int($0.1)) }
        return undone ? [] : Set(mark.ineffectiveSteps)
    }

    /// The skip a step made, if it is one.
    public func skipMark(ofStep step: Int) -> HistorySkipMark? {
        guard let history, step > 0, step <= history.steps.lastIndex else { return nil }
        let labelEntry = history.steps.labelEntry(of: step)
        return history.skipMarks.first { $0.entry == labelEntry }
    }

    /// The step that skipping (or bringing back) `step` toggles: the step a skip step skipped,
    /// so that a skip is undone by bringing its step back; any other step itself.
    public func skipTarget(ofStep step: Int) -> Int {
        skipMark(ofStep: step)?.step ?? step
    }

    /// Why `step` cannot be skipped (or brought back), without trying; `nil` when it may be.
    /// A step on a branch the present left is refused too: nothing of it reaches the present.
    public func skipRefusal(step: Int) -> HistorySkipRefusal? {
        guard let history else { return .noHistory }
        return history.skipRefusal(step: step) ?? history.offThePresentLine(step: step)
    }

    /// Skips `step`, or brings it back if the present leaves it out: the present becomes the
    /// history replayed with the skipped steps left out, as a new step at the end ("Skipped
    /// step 12: …"), so jumping back undoes it. A preview on screen ends first.
    ///
    /// With `readsHistoryInBackground` the replay runs on another thread and the timeline says
    /// `skippingStep` meanwhile; the store keeps working, and if a step is made in the
    /// meantime the replay is made again. `completion` is called on the main actor when the
    /// skip is recorded or refused. The state's type must be usable on any thread (a plain
    /// value type's is), since the replay runs on another.
    public func toggleSkip(step: Int, completion: (@MainActor (Result<Void, HistorySkipError>) -> Void)? = nil) where State: SendableMetatype {
        toggleSkip(step: step, offThePresentLine: false, completion: completion)
    }

    /// `toggleSkip(step:completion:)`, and with `offThePresentLine` also a step of a branch the
    /// present left, as builds before 0.6 skipped: for tests that make again a history such a
    /// build recorded (its skips still read and replay).
    func toggleSkip(
        step: Int, offThePresentLine: Bool, completion: (@MainActor (Result<Void, HistorySkipError>) -> Void)? = nil
    ) where State: SendableMetatype {
        perform { [unowned self] in
            guard let history = self.history, self.skippingStep == nil else {
                completion?(.failure(.refused(.busy)))
                return
            }
            if let refusal = offThePresentLine ? history.skipRefusal(step: step) : self.skipRefusal(step: step) {
                completion?(.failure(.refused(refusal)))
                return
            }
            self.preview = nil
            self.pendingJump = nil
            self.history?.writeRun()
            self.skippingStep = step
            self.notifyObservers()
            self.workOutSkip(step: step, completion: completion)
        }
    }

    private func workOutSkip(step: Int, completion: (@MainActor (Result<Void, HistorySkipError>) -> Void)?) where State: SendableMetatype {
        guard let history else { return }
        let (end, present, generation) = (history.entryCount, present, timeline.generation)
        guard readsHistoryInBackground else {
            finishSkip(Result { () throws(HistorySkipError) in try history.skipping(step: step, after: end, present: present) },
                       end: end, generation: generation, completion: completion)
            return
        }
        // Safe to share: the copy is only read, and the pages it reads through lock themselves.
        let shared = UncheckedSendable((history, present))
        let store = link
        DispatchQueue.global(qos: .userInitiated).async {
            let (history, present) = shared.value
            let outcome = UncheckedSendable(
                Result { () throws(HistorySkipError) in try history.skipping(step: step, after: end, present: present) })
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    store.object?.finishSkip(outcome.value, end: end, generation: generation, completion: completion)
                }
            }
        }
    }

    private func finishSkip(
        _ outcome: Result<SkippedStep<State>, HistorySkipError>, end: Int, generation: Int,
        completion: (@MainActor (Result<Void, HistorySkipError>) -> Void)?
    ) where State: SendableMetatype {
        perform { [unowned self] in
            guard generation == self.timeline.generation, var history = self.history else {
                self.skippingStep = nil
                self.notifyObservers()
                completion?(.failure(.refused(.historyReplaced)))
                return
            }
            history.writeRun()
            self.history = history
            guard history.entryCount == end else {
                // Something joined the log meanwhile: what the skip replays has changed.
                self.workOutSkip(step: self.skippingStep ?? 0, completion: completion)
                return
            }
            self.skippingStep = nil
            switch outcome {
            case .success(let skipped):
                self.preview = nil
                self.presentState = skipped.state
                self.history?.recordSkip(skipped, now: self.timeNow)
                self.notifyObservers()
                completion?(.success(()))
            case .failure(let error):
                if case .unreadable(let storageError) = error { self.historyReadFailed(storageError) }
                self.notifyObservers()
                completion?(.failure(error))
            }
        }
    }
}
