/// Undo and Redo: back and forward over the steps that changed something, through the
/// history's undo scope (`HistoryRules.undoScope`).
extension Store {
    /// The scope Undo and Redo jump through; `nil` when they go one step at a time.
    public var undoScope: HistoryScope<State>? { history?.rules.undoScope }
}

extension Store where State: Equatable {
    /// Where Undo goes from `step`: just before the latest step at or before it that changed
    /// what the undo scope brings back (without one, the step before). `nil` when there is
    /// nothing to undo.
    public func undoTarget(from step: Int) -> Int? {
        guard let history else { return nil }
        guard let scope = history.rules.undoScope else { return step > 0 ? step - 1 : nil }
        return changedStep { found throws(HistoryStorageError) in try found.latest(atOrBefore: step, in: history, scope: scope) }.map { $0 - 1 }
    }

    /// Where Redo goes from `step`: the earliest later step that changed what the undo scope
    /// brings back, or the present when no step after that one changed it (without an undo
    /// scope, the step after). `nil` when there is nothing to redo.
    public func redoTarget(from step: Int) -> Int? {
        guard let history else { return nil }
        let lastStep = history.steps.lastIndex
        guard let scope = history.rules.undoScope else { return step < lastStep ? step + 1 : nil }
        guard let next = changedStep({ found throws(HistoryStorageError) in try found.earliest(after: step, in: history, scope: scope) }) else {
            return nil
        }
        let later = changedStep { found throws(HistoryStorageError) in try found.earliest(after: next, in: history, scope: scope) }
        return later == nil ? lastStep : next
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

    /// Asks the steps found so far, starting afresh for a new history; a failed read is told
    /// as any other, and finds nothing.
    private func changedStep(_ ask: (ChangedSteps) throws(HistoryStorageError) -> Int?) -> Int? {
        guard history != nil else { return nil }
        let found = changedSteps?.generation == historyGeneration ? changedSteps! : ChangedSteps(generation: historyGeneration)
        changedSteps = found
        do {
            return try ask(found)
        } catch {
            // Undo's buttons ask at every step: a damaged segment is told once.
            if !found.readFailed { historyReadFailed(error) }
            found.readFailed = true
            return nil
        }
    }
}
