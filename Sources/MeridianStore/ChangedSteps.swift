/// The steps that changed what the undo scope brings back (`HistoryRules.undoScope`): the
/// steps Undo and Redo stop at, passing by the ones that only moved the view.
///
/// Found by replaying a block of steps at a time, only the blocks a question needs (the one on
/// screen and, if it holds none, the next ones out), and remembered as one bit a step: a step
/// that has ended never changes, so each is replayed once per history, and a slider dragged
/// anywhere costs at most a block's replay for each block it reaches first. The last step is
/// still growing and is looked at again when the log grows.
///
/// A question replays at most `blocksPerQuestion` blocks it has not seen: a history of millions
/// of steps that only moved the view (a launch asks whether there is anything to undo) would
/// otherwise be read whole on the main thread. Beyond that the answer is `.unknown`, with where
/// to search on, and the store searches there on another thread (`Store.searchChanges`).
final class ChangedSteps {
    /// Steps replayed at a time: one checkpoint interval's worth, well under a millisecond.
    static let blockSize = 256
    private static let words = blockSize / 64
    /// The blocks one question may replay: a few segments read at most, a few milliseconds.
    static let blocksPerQuestion = 4

    /// What a question found within its budget.
    enum Answer: Equatable {
        case step(Int)
        /// No step changed the scope that way.
        case none
        /// Not known without replaying more blocks than a question may: the search goes on there.
        case unknown(Search)

        /// The step, when one was found.
        var step: Int? {
            if case .step(let step) = self { return step }
            return nil
        }
    }

    /// Where a search for a change goes on: from `block`, down towards step 0 or up towards the
    /// present, until a block holds a change.
    struct Search: Equatable, Sendable {
        var block: Int
        var downward: Bool
    }

    /// Blocks replayed off the main thread (`search(_:in:scope:)`), to be told to `merge`.
    struct Scanned: Sendable {
        var blocks: [(block: Int, bits: [UInt64], scannedEnd: Int)] = []
        var undoReturns: [Int: Int] = [:]
    }

    /// The history these were found in (`Store.historyGeneration`).
    let generation: Int
    /// Each block looked at: a bit for each of its steps that changed the scope, and the end of
    /// the steps looked at so far (the top block fills as steps end).
    private var blocks: [Int: (bits: [UInt64], scannedEnd: Int)] = [:]
    /// The blocks replayed whole that changed nothing, a bit each, 64 to a word: a question
    /// passes a word of 64 such blocks at once, so one asked at the end of millions of steps
    /// that only moved the view walks a few hundred words, not every block.
    private var emptyBlocks: [Int: UInt64] = [:]
    /// The ended steps that carried on from an Undo (a return through the undo scope), and the
    /// step each returned to: undoing further goes on from there, not back over the Undo.
    private var undoReturns: [Int: Int] = [:]
    /// Whether the last step changed the scope, and the step it returned to if it carried on
    /// from an Undo, found when the log had `entryCount` entries.
    private var last: (step: Int, entryCount: Int, change: ChangedStep?)?
    /// Whether a read of the stored history failed: said once, not at every question.
    var readFailed = false
    /// The search under way on another thread, if any: one at a time.
    var searching: Search?

    init(generation: Int) {
        self.generation = generation
    }

    /// What a question's blocks found: a change, none, or not known within its budget.
    private enum Found {
        case change(ChangedStep)
        case none
        case unknown(Search)
    }

    /// The latest step at or before `step` that changed the scope. A step that carried on from
    /// an Undo is passed over to the step it returned to: what Undo undid stays undone, and the
    /// next Undo goes on to the change before it.
    func latest<S: Equatable, A>(atOrBefore step: Int, in history: History<S, A>, scope: HistoryScope<S>) throws(HistoryStorageError) -> Answer {
        var budget = Self.blocksPerQuestion
        var step = step
        while true {
            switch try latestChange(atOrBefore: step, history, scope: scope, budget: &budget) {
            case .none: return .none
            case .unknown(let search): return .unknown(search)
            case .change(let found):
                guard let target = found.returnedTo, target < found.step else { return .step(found.step) }
                step = target
            }
        }
    }

    private func latestChange<S: Equatable, A>(
        atOrBefore step: Int, _ history: History<S, A>, scope: HistoryScope<S>, budget: inout Int
    ) throws(HistoryStorageError) -> Found {
        let lastStep = history.steps.lastIndex
        if step >= lastStep, let change = try lastStepChange(history, scope: scope) { return .change(change) }
        let top = min(step, lastStep - 1)
        guard top >= 1 else { return .none }
        var block = top / Self.blockSize
        while block >= 0 {
            let word = emptyBlocks[block / 64] ?? 0
            if word == .max {
                block = block / 64 * 64 - 1
                continue
            }
            if word & (1 << UInt64(block % 64)) != 0 {
                block -= 1
                continue
            }
            guard let bits = try scanned(block, history, scope: scope, budget: &budget) else {
                return .unknown(Search(block: block, downward: true))
            }
            for offset in stride(from: min(top - block * Self.blockSize, Self.blockSize - 1), through: 0, by: -1)
            where bits[offset / 64] & (1 << UInt64(offset % 64)) != 0 {
                let found = block * Self.blockSize + offset
                return .change(ChangedStep(step: found, returnedTo: undoReturns[found]))
            }
            block -= 1
        }
        return .none
    }

    /// The earliest step after `step` that changed the scope.
    func earliest<S: Equatable, A>(after step: Int, in history: History<S, A>, scope: HistoryScope<S>) throws(HistoryStorageError) -> Answer {
        var budget = Self.blocksPerQuestion
        return try earliest(after: step, in: history, scope: scope, budget: &budget)
    }

    /// `earliest(after:in:scope:)` within what is left of a question's budget.
    func earliest<S: Equatable, A>(
        after step: Int, in history: History<S, A>, scope: HistoryScope<S>, budget: inout Int
    ) throws(HistoryStorageError) -> Answer {
        let lastStep = history.steps.lastIndex
        guard step + 1 < lastStep else {
            guard step < lastStep else { return .none }
            return try lastStepChange(history, scope: scope) != nil ? .step(lastStep) : .none
        }
        var block = (step + 1) / Self.blockSize
        let topBlock = (lastStep - 1) / Self.blockSize
        while block <= topBlock {
            let word = emptyBlocks[block / 64] ?? 0
            if word == .max {
                block = (block / 64 + 1) * 64
                continue
            }
            if word & (1 << UInt64(block % 64)) != 0 {
                block += 1
                continue
            }
            guard let bits = try scanned(block, history, scope: scope, budget: &budget) else {
                return .unknown(Search(block: block, downward: false))
            }
            let first = max(step + 1 - block * Self.blockSize, 0)
            for offset in first..<Self.blockSize where bits[offset / 64] & (1 << UInt64(offset % 64)) != 0 {
                return .step(block * Self.blockSize + offset)
            }
            block += 1
        }
        return try lastStepChange(history, scope: scope) != nil ? .step(lastStep) : .none
    }

    /// The bits of `block`, replaying its ended steps not looked at yet when the budget allows
    /// (one block off it); `nil` when it does not.
    private func scanned<S: Equatable, A>(
        _ block: Int, _ history: History<S, A>, scope: HistoryScope<S>, budget: inout Int
    ) throws(HistoryStorageError) -> [UInt64]? {
        let start = block * Self.blockSize
        let end = min(start + Self.blockSize, history.steps.lastIndex)
        let found = blocks[block] ?? ([UInt64](repeating: 0, count: Self.words), max(start, 1))
        guard found.scannedEnd < end else { return found.bits }
        guard budget > 0 else { return nil }
        budget -= 1
        let scanned = try Self.scan(block, from: found, end: end, history, scope: scope)
        keep(block, bits: scanned.bits, scannedEnd: scanned.scannedEnd)
        undoReturns.merge(scanned.undoReturns) { _, new in new }
        return scanned.bits
    }

    /// Replays the steps of `block` from `found.scannedEnd` to `end`, adding those that changed
    /// the scope to `found`'s bits. Reads the history only: safe on a copy on another thread.
    private static func scan<S: Equatable, A>(
        _ block: Int, from found: (bits: [UInt64], scannedEnd: Int), end: Int, _ history: History<S, A>, scope: HistoryScope<S>
    ) throws(HistoryStorageError) -> (bits: [UInt64], scannedEnd: Int, undoReturns: [Int: Int]) {
        let start = block * blockSize
        var bits = found.bits
        var returns: [Int: Int] = [:]
        for change in try history.steps(in: found.scannedEnd..<end, changing: scope) {
            bits[(change.step - start) / 64] |= 1 << UInt64((change.step - start) % 64)
            if let target = change.returnedTo { returns[change.step] = target }
        }
        return (bits, max(found.scannedEnd, end), returns)
    }

    /// Goes on with `search` in `history` (a copy, on another thread): replays block after block
    /// until one holds a change or the steps end (step 0 going down; the last ended step going
    /// up), for `merge` to keep.
    static func search<S: Equatable, A>(
        _ search: Search, in history: History<S, A>, scope: HistoryScope<S>
    ) throws(HistoryStorageError) -> Scanned {
        var scanned = Scanned()
        let lastStep = history.steps.lastIndex
        guard lastStep >= 2 else { return scanned }
        let topBlock = (lastStep - 1) / blockSize
        var block = min(search.block, topBlock)
        while block >= 0 && block <= topBlock {
            let start = block * blockSize
            let end = min(start + blockSize, lastStep)
            let found = try scan(block, from: ([UInt64](repeating: 0, count: words), max(start, 1)), end: end, history, scope: scope)
            scanned.blocks.append((block, found.bits, found.scannedEnd))
            scanned.undoReturns.merge(found.undoReturns) { _, new in new }
            if found.bits.contains(where: { $0 != 0 }) { break }
            block += search.downward ? -1 : 1
        }
        return scanned
    }

    /// Keeps what a search on another thread found, in the same history.
    func merge(_ scanned: Scanned) {
        for found in scanned.blocks {
            guard let known = blocks[found.block] else {
                keep(found.block, bits: found.bits, scannedEnd: found.scannedEnd)
                continue
            }
            guard known.scannedEnd < found.scannedEnd else { continue }
            // Both are facts about the block's first steps: the longer one holds the other's.
            keep(found.block, bits: zip(known.bits, found.bits).map { $0 | $1 }, scannedEnd: found.scannedEnd)
        }
        undoReturns.merge(scanned.undoReturns) { _, new in new }
    }

    /// Keeps a block's bits; one replayed whole that changed nothing is also marked empty.
    private func keep(_ block: Int, bits: [UInt64], scannedEnd: Int) {
        blocks[block] = (bits, scannedEnd)
        if scannedEnd >= (block + 1) * Self.blockSize, bits.allSatisfy({ $0 == 0 }) {
            emptyBlocks[block / 64, default: 0] |= 1 << UInt64(block % 64)
        }
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
