import Foundation

/// Undo and Redo: back and forward over the steps that changed something, through the
/// history's undo scope (`HistoryRules.undoScope`).
extension Store {
    /// The scope Undo and Redo jump through; `nil` when they go one step at a time.
    public var undoScope: HistoryScope<State>? { history?.rules.undoScope }
}

extension Store where State: Equatable {
    /// Where Undo goes from `step`: just before the latest step at or before it that changed
    /// what the undo scope brings back (without one, the step before). `nil` when there is
    /// nothing to undo — or while that is not known yet: a question replays a few blocks of
    /// steps at most, and when the change lies further back it is searched for on another
    /// thread, and `Timeline.changeSearches` moves when the search ends (ask again then).
    public func undoTarget(from step: Int) -> Int? {
        guard let history else { return nil }
        guard let scope = history.rules.undoScope else { return step > 0 ? step - 1 : nil }
        return changedStep(scope: scope) { found throws(HistoryStorageError) in try found.latest(atOrBefore: step, in: history, scope: scope) }
            .map { $0 - 1 }
    }

    /// Where Redo goes from `step`: the earliest later step that changed what the undo scope
    /// brings back, or the present when no step after that one changed it (without an undo
    /// scope, the step after). `nil` when there is nothing to redo, or while that is not known
    /// yet (as for `undoTarget(from:)`).
    public func redoTarget(from step: Int) -> Int? {
        guard let history else { return nil }
        let lastStep = history.steps.lastIndex
        guard let scope = history.rules.undoScope else { return step < lastStep ? step + 1 : nil }
        return changedStep(scope: scope) { found throws(HistoryStorageError) in
            var budget = ChangedSteps.blocksPerQuestion
            let first = try found.earliest(after: step, in: history, scope: scope, budget: &budget)
            guard case .step(let step) = first else { return first }
            let later = try found.earliest(after: step, in: history, scope: scope, budget: &budget)
            switch later {
            case .step: return first
            case .none: return .step(lastStep)
            case .unknown: return later
            }
        }
    }

    /// Where Redo goes from `step` when Undo brought the slider there: back along the path Undo
    /// took from the present, to the position whose Undo led to `step` — so Redo never brings
    /// back what an earlier Undo, carried on from, left undone. `nil` when `step` is not on
    /// that path (the slider was dragged there): then `redoTarget(from:)`.
    public func redoTarget(afterUndoingTo step: Int) -> Int? {
        guard let history, history.rules.undoScope != nil else { return nil }
        var position = history.steps.lastIndex
        while let previous = undoTarget(from: position), previous >= step {
            if previous == step { return position }
            position = previous
        }
        return nil
    }

    /// Takes back carrying on from a past step: shows the present as it was before
    /// (`formerPresent`) through the undo scope, as Undo shows a change undone. One press took
    /// the carrying on back, so one Redo brings the present back (`redoStep`), not the step
    /// that carried on, which Undo's own path passes through.
    public func undoCarryingOn(to formerPresent: Int) {
        perform { [unowned self] in
            guard let history = self.history else { return }
            let present = history.steps.lastIndex
            self.performJump(to: formerPresent, scope: history.rules.undoScope ?? .everything)
            guard formerPresent < present, self.preview?.step == formerPresent else { return }
            self.preview?.redoesTo = present
            self.notifyObservers()
        }
    }

    /// Where Redo goes from the step on screen: the present, when the slider shows what taking
    /// back carrying on showed (`undoCarryingOn(to:)`); back along Undo's path when Undo brought
    /// the slider here; else the next change.
    public var redoStep: Int? {
        let timeline = self.timeline
        if let preview, let present = preview.redoesTo, pendingJump == nil, timeline.sliderStep == preview.step { return present }
        if timeline.isPreviewing, timeline.scopeID == undoScope?.id, let step = redoTarget(afterUndoingTo: timeline.sliderStep) {
            return step
        }
        return redoTarget(from: timeline.sliderStep)
    }

    /// What Redo brings back: the label of the first change after the step shown (of the
    /// present, when it brings back carrying on); `nil` when there is nothing to redo.
    public var redoneLabel: String? {
        guard let step = redoStep else { return nil }
        return label(ofStep: preview?.redoesTo == step ? step : timeline.sliderStep + 1)
    }

    /// Asks the steps found so far, starting afresh for a new history; a failed read is told
    /// as any other, and finds nothing. An answer not known within the question's budget starts
    /// a search on another thread, and is `nil` meanwhile.
    private func changedStep(
        scope: HistoryScope<State>, _ ask: (ChangedSteps) throws(HistoryStorageError) -> ChangedSteps.Answer
    ) -> Int? {
        guard history != nil else { return nil }
        let found = changedSteps?.generation == historyGeneration ? changedSteps! : ChangedSteps(generation: historyGeneration)
        changedSteps = found
        do {
            switch try ask(found) {
            case .step(let step): return step
            case .none: return nil
            case .unknown(let search):
                // After a failed read, not again: it would fail again, and ask again.
                if !found.readFailed { searchChanges(search, scope: scope, in: found) }
                return nil
            }
        } catch {
            // Undo's buttons ask at every step: a damaged segment is told once.
            if !found.readFailed { historyReadFailed(error) }
            found.readFailed = true
            return nil
        }
    }

    /// Searches on for a change on another thread, one search at a time, in a copy of the
    /// history (its stored segments are read through the pages' lock). What it finds is kept in
    /// `found` if the history is still the same, and `Timeline.changeSearches` moves, so that the
    /// Undo and Redo buttons ask again.
    private func searchChanges(_ search: ChangedSteps.Search, scope: HistoryScope<State>, in found: ChangedSteps) {
        guard found.searching == nil, let history else { return }
        found.searching = search
        // Made here, so that what runs on the other thread holds no generic type of the
        // store's: only the copy of the history, which it reads, never changes.
        let work = UncheckedSendable({ () -> Result<ChangedSteps.Scanned, HistoryStorageError> in
            do throws(HistoryStorageError) {
                return .success(try ChangedSteps.search(search, in: history, scope: scope))
            } catch {
                return .failure(error)
            }
        })
        // Only touched again on the main thread, when the search comes back.
        let asked = UncheckedSendable(found)
        let store = link
        DispatchQueue.global(qos: .userInitiated).async {
            let outcome = work.value()
            DispatchQueue.main.async {
                MainActor.assumeIsolated { store.object?.finishSearchingChanges(outcome, in: asked.value) }
            }
        }
    }

    private func finishSearchingChanges(_ outcome: Result<ChangedSteps.Scanned, HistoryStorageError>, in found: ChangedSteps) {
        found.searching = nil
        guard changedSteps === found else { return }
        switch outcome {
        case .success(let scanned): found.merge(scanned)
        case .failure(let error):
            if !found.readFailed { historyReadFailed(error) }
            found.readFailed = true
        }
        perform { [unowned self] in
            self.changeSearches += 1
            self.notifyObservers()
        }
    }
}
