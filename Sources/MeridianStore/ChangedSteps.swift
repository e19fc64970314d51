/// The steps that changed what the undo scope brings back (`HistoryRules.undoScope`): the
/// steps Undo and Redo stop at, passing by the ones that only moved the view.
///
/// Found by replaying a block of steps at a time, only the blocks a question needs (the one on
/// screen and, if it holds none, the next ones out), and remembered as one bit a step: a step
/// that has ended never changes, so each is replayed once per history, and a slider dragged
/// anywhere costs at most a block's replay for each block it reaches first. The last step is
/// still growing and is looked at again when the log grows.
final class ChangedSteps {
    /// Steps replayed at a time: one checkpoint interval's worth, well under a millisecond.
    static let blockSize = 256
    private static let words = blockSize / 64

    /// The history these were found in (`Store.historyGeneration`).
    let generation: Int
    /// Each block looked at: a bit for each of its steps that changed the scope, and the end of
    /// the steps looked at so far (the top block fills as steps end).
    private var blocks: [Int: (bits: [UInt64], scannedEnd: Int)] = [:]
    /// The ended steps that carried on from an Undo (a return through the undo scope), and the
    /// step each returned to: undoing further goes on from there, not back over the Undo.
    private var undoReturns: [Int: Int] = [:]
    /// Whether the last step changed the scope, and the step it returned to if it carried on
    /// from an Undo, found when the log had `entryCount` entries.
    private var last: (step: Int, entryCount: Int, change: ChangedStep?)?
    /// Whether a read of the stored history failed: said once, not at every question.
    var readFailed = false

    init(generation: Int) {
        self.generation = generation
    }

    /// The latest step at or before `step` that changed the scope. A step that carried on from
    /// an Undo is passed over to the step it returned to: what Undo undid stays undone, and the
    /// next Undo goes on to the change before it.
    func latest<S: Equatable, A>(atOrBefore step: Int, in history: History<S, A>, scope: HistoryScope<S>) throws(HistoryStorageError) -> Int? {
        var step = step
        while let found = try latestChange(atOrBefore: step, history, scope: scope) {
            guard let target = found.returnedTo, target < found.step else { return found.step }
            step = target
        }
        return nil
    }

    private func latestChange<S: Equatable, A>(atOrBefore step: Int, _ history: History<S, A>, scope: HistoryScope<S>) throws(HistoryStorageError) -> ChangedStep? {
        let lastStep = history.steps.lastIndex
        if step >= lastStep, let change = try lastStepChange(history, scope: scope) { return change }
        let top = min(step, lastStep - 1)
        guard top >= 1 else { return nil }
        for block in stride(from: top / Self.blockSize, through: 0, by: -1) {
            let bits = try scanned(block, history, scope: scope)
            for offset in stride(from: min(top - block * Self.blockSize, Self.blockSize - 1), through: 0, by: -1)
            where bits[offset / 64] & (1 << UInt64(offset % 64)) != 0 {
                let found = block * Self.blockSize + offset
                return ChangedStep(step: found, returnedTo: undoReturns[found])
            }
        }
        return nil
    }

    /// The earliest step after `step` that changed the scope.
    func earliest<S: Equatable, A>(after step: Int, in history: History<S, A>, scope: HistoryScope<S>) throws(HistoryStorageError) -> Int? {
        let lastStep = history.steps.lastIndex
        guard step + 1 < lastStep else {
            guard step < lastStep else { return nil }
            return try lastStepChange(history, scope: scope) != nil ? lastStep : nil
        }
        for block in (step + 1) / Self.blockSize...(lastStep - 1) / Self.blockSize {
            let bits = try scanned(block, history, scope: scope)
            let first = max(step + 1 - block * Self.blockSize, 0)
            for offset in first..<Self.blockSize where bits[offset / 64] & (1 << UInt64(offset % 64)) != 0 {
                return block * Self.blockSize + offset
            }
        }
        return try lastStepChange(history, scope: scope) != nil ? lastStep : nil
    }

    /// The bits of `block`, replaying its ended steps not looked at yet.
    private func scanned<S: Equatable, A>(_ block: Int, _ history: History<S, A>, scope: HistoryScope<S>) throws(HistoryStorageError) -> [UInt64] {
        let start = block * Self.blockSize
        let end = min(start + Self.blockSize, history.steps.lastIndex)
        var found = blocks[block] ?? ([UInt64](repeating: 0, count: Self.words), max(start, 1))
        if found.scannedEnd < end {
            for change in try history.steps(in: found.scannedEnd..<end, changing: scope) {
                found.bits[(change.step - start) / 64] |= 1 << UInt64((change.step - start) % 64)
                if let target = change.returnedTo { undoReturns[change.step] = target }
            }
            found.scannedEnd = end
            blocks[block] = found
        }
        return found.bits
    }

    private func lastStepChange<S: Equatable, A>(_ history: History<S, A>, scope: HistoryScope<S>) throws(HistoryStorageError) -> ChangedStep? {
        let step = history.steps.lastIndex
        if let last, last.step == step, last.entryCount == history.entryCount { return last.change }
        let change = try history.steps(in: step..<step + 1, changing: scope).first
        last = (step, history.entryCount, change)
        return change
    }
}

/// A step that changed what a scope brings back; for one that carried on from a preview through
/// that same scope (an Undo acted on), the step it returned to.
struct ChangedStep: Equatable {
    var step: Int
    var returnedTo: Int?
}

extension History where State: Equatable {
    /// The steps of `range` (step 0 aside) whose end differs from their start in what `scope`
    /// brings back, replaying the log once from the checkpoint before the first.
    func steps(in range: Range<Int>, changing scope: HistoryScope<State>) throws(HistoryStorageError) -> [ChangedStep] {
        let range = max(range.lowerBound, 1)..<min(range.upperBound, steps.count)
        guard !range.isEmpty else { return [] }
        let starts = steps.rows(range.lowerBound..<min(range.upperBound + 1, steps.count)).map { Int($0.start) }
        let scopes = rules.allScopes
        var state = try state(afterEntries: starts[0])
        var changed: [ChangedStep] = []
        for step in range {
            let index = step - range.lowerBound
            let end = index + 1 < starts.count ? starts[index + 1] : entryCount
            let before = state
            var returnedTo: Int?
            try forEachEntry(in: starts[index]..<end) { _, entry throws(HistoryStorageError) in
                if case .restore(let target, let scopeIndex) = entry, scopes[Int(scopeIndex)] == scope { returnedTo = Int(target) }
                try apply(entry, to: &state)
            }
            let differs = scope.merge.map { $0(state, before) != before } ?? (state != before)
            if differs { changed.append(ChangedStep(step: step, returnedTo: returnedTo)) }
        }
        return changed
    }
}
