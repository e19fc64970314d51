/// The steps that changed what the undo scope brings back (`HistoryRules.undoScope`): the
/// steps Undo and Redo stop at, passing by the ones that only moved the view.
///
/// Found by replaying the history backwards from the present, a stretch at a time, only as far
/// as a question needs, and remembered: a step that has ended never changes, so each is replayed
/// once per history. The last step is still growing and is looked at again when the log grows.
final class ChangedSteps {
    /// Steps replayed a stretch at a time: one stored segment's worth, a few milliseconds.
    static let stretch = 256

    /// The history these were found in (`Store.historyGeneration`).
    let generation: Int
    /// The ended steps looked at so far.
    private(set) var scanned: Range<Int>
    /// The steps of `scanned` that changed the scope, ascending.
    private(set) var changes: [Int] = []
    /// Whether the last step changed the scope, found when the log had `entryCount` entries.
    private var last: (step: Int, entryCount: Int, changed: Bool)?

    init(generation: Int, lastStep: Int) {
        self.generation = generation
        scanned = lastStep..<lastStep
    }

    /// The latest step at or before `step` that changed the scope.
    func latest<S: Equatable, A>(atOrBefore step: Int, in history: History<S, A>, scope: HistoryScope<S>) throws(HistoryStorageError) -> Int? {
        try catchUp(history, scope: scope)
        if step >= history.steps.lastIndex, try lastStepChanged(history, scope: scope) { return history.steps.lastIndex }
        while true {
            if let found = changes.last(where: { $0 <= step }) { return found }
            guard scanned.lowerBound > 1, step >= 1 else { return nil }
            try extendDown(history, scope: scope)
        }
    }

    /// The earliest step after `step` that changed the scope.
    func earliest<S: Equatable, A>(after step: Int, in history: History<S, A>, scope: HistoryScope<S>) throws(HistoryStorageError) -> Int? {
        try catchUp(history, scope: scope)
        while scanned.lowerBound > max(step + 1, 1) { try extendDown(history, scope: scope) }
        if let found = changes.first(where: { $0 > step }) { return found }
        let lastStep = history.steps.lastIndex
        guard lastStep > step else { return nil }
        return try lastStepChanged(history, scope: scope) ? lastStep : nil
    }

    /// Looks at the steps that ended since the last question.
    private func catchUp<S: Equatable, A>(_ history: History<S, A>, scope: HistoryScope<S>) throws(HistoryStorageError) {
        let ended = history.steps.lastIndex
        guard scanned.upperBound < ended else { return }
        changes += try history.steps(in: scanned.upperBound..<ended, changing: scope)
        scanned = scanned.lowerBound..<ended
    }

    private func extendDown<S: Equatable, A>(_ history: History<S, A>, scope: HistoryScope<S>) throws(HistoryStorageError) {
        let lower = max(scanned.lowerBound - Self.stretch, 1)
        changes.insert(contentsOf: try history.steps(in: lower..<scanned.lowerBound, changing: scope), at: 0)
        scanned = lower..<scanned.upperBound
    }

    private func lastStepChanged<S: Equatable, A>(_ history: History<S, A>, scope: HistoryScope<S>) throws(HistoryStorageError) -> Bool {
        let step = history.steps.lastIndex
        if let last, last.step == step, last.entryCount == history.entryCount { return last.changed }
        let changed = try !history.steps(in: step..<step + 1, changing: scope).isEmpty
        last = (step, history.entryCount, changed)
        return changed
    }
}

extension History where State: Equatable {
    /// The steps of `range` (step 0 aside) whose end differs from their start in what `scope`
    /// brings back, replaying the log once from the checkpoint before the first.
    func steps(in range: Range<Int>, changing scope: HistoryScope<State>) throws(HistoryStorageError) -> [Int] {
        let range = max(range.lowerBound, 1)..<min(range.upperBound, steps.count)
        guard !range.isEmpty else { return [] }
        let starts = steps.rows(range.lowerBound..<min(range.upperBound + 1, steps.count)).map { Int($0.start) }
        var state = try state(afterEntries: starts[0])
        var changed: [Int] = []
        for step in range {
            let index = step - range.lowerBound
            let end = index + 1 < starts.count ? starts[index + 1] : entryCount
            let before = state
            try forEachEntry(in: starts[index]..<end) { _, entry throws(HistoryStorageError) in try apply(entry, to: &state) }
            let differs = scope.merge.map { $0(state, before) != before } ?? (state != before)
            if differs { changed.append(step) }
        }
        return changed
    }
}
