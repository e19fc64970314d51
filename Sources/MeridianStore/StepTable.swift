/// The steps of a history: for each, where it begins, the entry that names it and when it was
/// made.
///
/// Step `s` begins with entry `start(of: s)` and lasts until the next step begins; the last
/// step lasts to the end of the log, so transient entries belong to the step before them. Step
/// 0 is the starting state and begins at entry 0.
///
/// A decade holds a million steps, so all but the last few are packed (`StepBlocks`, about five
/// bytes a step); the last few, which a new step or a coalesced action may still change, are
/// kept as they are.
@usableFromInline
struct StepTable: Equatable {
    @usableFromInline var blocks = StepBlocks()
    /// The steps after the packed ones: never empty (it holds the last step) and never more
    /// than a block.
    @usableFromInline var tail: [StepRow]

    init(startTime: Int64) {
        tail = [StepRow(start: 0, labelEntry: -1, time: startTime)]
        tail.reserveCapacity(StepBlocks.size)
    }

    /// A table read back from storage, each row checked as it is packed (`StepTableCheck`): the
    /// stored groups go straight into blocks, and the rows after them are packed as a table
    /// grown a step at a time would be, every full block but the last rows, which stay in the tail.
    init(stored: StoredSteps, entryCount: Int) throws(HistoryArchiveError) {
        var check = StepTableCheck(entryCount: entryCount)
        tail = []
        for (index, group) in stored.groups.enumerated() {
            try StoredSteps.append(group: index, group, to: &blocks, check: &check)
        }
        // The last step may still change, so storage never packs it: rows follow the groups.
        guard stored.rows.count > 0 else {
            throw HistoryArchiveError(path: "steps", message: "ends with a packed group of steps; the last steps are always rows")
        }
        tail.reserveCapacity(StepBlocks.size)
        let rows = stored.rows
        for index in 0..<rows.count {
            let row = StepRow(start: rows.starts[index], labelEntry: rows.labelEntries[index], time: rows.times[index])
            try check.check(row)
            append(row)
        }
        try check.finish()
    }

    @inlinable var count: Int { blocks.rowCount + tail.count }
    @inlinable var lastIndex: Int { count - 1 }

    /// Begins a step at `entry`, named by `labelEntry` (later than `entry` when browsing led to it).
    @inlinable
    mutating func begin(at entry: Int, labelEntry: Int, time: Int64) {
        append(StepRow(start: Int32(entry), labelEntry: Int32(labelEntry), time: time))
    }

    @inlinable
    mutating func append(_ row: StepRow) {
        if tail.count == StepBlocks.size { packTail() }
        tail.append(row)
    }

    /// Packs the tail, full, into a block: once every `StepBlocks.size` steps.
    @usableFromInline
    mutating func packTail() {
        Self.pack(tail, into: &blocks)
        tail.removeAll(keepingCapacity: true)
    }

    /// `rows` appended to `blocks`: a function of its own, so that the tail is lent to it while
    /// the blocks change, not copied (a copy would make the tail's next `removeAll` allocate).
    private static func pack(_ rows: [StepRow], into blocks: inout StepBlocks) {
        blocks.append { rows[$0] }
    }

    /// The entry that names the last step: read on every send (`Store.timeline`), so it is
    /// inlined whole, never a call that would copy the history out of the store to make.
    @inlinable var lastLabelEntry: Int { Int(tail[tail.count - 1].labelEntry) }

    @inlinable
    mutating func extendLast(with entry: Int) {
        tail[tail.count - 1].labelEntry = Int32(entry)
    }

    /// Step `step`'s row.
    @inlinable
    func row(_ step: Int) -> StepRow {
        let packed = blocks.rowCount
        return step >= packed ? tail[step - packed] : blocks.row(step)
    }

    @inlinable func start(of step: Int) -> Int { Int(row(step).start) }
    /// The entry that names `step`: the latest of its own entries that is not transient; -1 for step 0.
    @inlinable func labelEntry(of step: Int) -> Int { Int(row(step).labelEntry) }
    /// When `step` was made, in milliseconds since 1970.
    @inlinable func time(of step: Int) -> Int64 { row(step).time }

    /// The number of entries applied to reach the end of `step`, given the log's length.
    @inlinable
    func end(of step: Int, entryCount: Int) -> Int {
        step < lastIndex ? start(of: step + 1) : entryCount
    }

    /// The rows of the steps in `range`, decoding each block they are in once.
    func rows(_ range: Range<Int>) -> [StepRow] {
        var rows: [StepRow] = []
        rows.reserveCapacity(range.count)
        var block = range.lowerBound / StepBlocks.size
        while block < blocks.count, block * StepBlocks.size < range.upperBound {
            blocks.forEachRow(inBlock: block, from: max(range.lowerBound - block * StepBlocks.size, 0)) { step, row in
                if step < range.upperBound { rows.append(row) }
            }
            block += 1
        }
        for step in range where step >= blocks.rowCount { rows.append(tail[step - blocks.rowCount]) }
        return rows
    }

    /// Calls `body` with each step from `first` on and its row, in order, decoding each block once.
    func forEachRow(from first: Int, _ body: (Int, StepRow) -> Void) {
        var block = first / StepBlocks.size
        while block < blocks.count {
            blocks.forEachRow(inBlock: block, from: block == first / StepBlocks.size ? first % StepBlocks.size : 0, body)
            block += 1
        }
        for (offset, row) in tail.enumerated() where blocks.rowCount + offset >= first {
            body(blocks.rowCount + offset, row)
        }
    }

    /// The first step whose first entry is `entry` or later (`count` when there is none).
    func firstStep(beginningAtOrAfter entry: Int) -> Int {
        // Step 0 begins at entry 0 like step 1 may, so the search starts at step 1. First the
        // block: blocks (the tail counting as the last) are searched by their first step's
        // start; the answer is in the one before the first that begins at `entry` or later, or
        // is that one's first step.
        var (low, high) = (1, blocks.count + 1)
        while low < high {
            let middle = (low + high) / 2
            if firstStart(ofBlock: middle) < entry { low = middle + 1 } else { high = middle }
        }
        return firstStep(beginningAtOrAfter: entry, inOrAfterBlock: low - 1).step
    }

    /// For each of `entries`, given in ascending order (as the log's skips and returns are),
    /// the step that begins with that very entry, or `nil`: one pass over the blocks, none
    /// searched by halving and only their starts decoded.
    func steps(beginningAt entries: [Int]) -> [Int?] {
        var steps: [Int?] = []
        steps.reserveCapacity(entries.count)
        var block = 0
        for entry in entries {
            while block < blocks.count, firstStart(ofBlock: block + 1) < entry { block += 1 }
            let found = firstStep(beginningAtOrAfter: entry, inOrAfterBlock: block)
            steps.append(found.start == entry ? found.step : nil)
        }
        return steps
    }

    /// The start of the first step of block `block`; block `blocks.count` is the tail.
    private func firstStart(ofBlock block: Int) -> Int {
        Int(block < blocks.count ? blocks.firstStart(ofBlock: block) : tail[0].start)
    }

    /// The first step from 1 on beginning at `entry` or later, and its start (`nil` when there
    /// is no such step), knowing that it is in `block` or is the first step of the block after it.
    private func firstStep(beginningAtOrAfter entry: Int, inOrAfterBlock block: Int) -> (step: Int, start: Int?) {
        guard block < blocks.count else { return tailStep(beginningAtOrAfter: entry, from: blocks.count == 0 ? 1 : 0) }
        if let found = blocks.firstRow(inBlock: block, from: block == 0 ? 1 : 0, startingAtOrAfter: entry) { return (found.index, found.start) }
        return ((block + 1) * StepBlocks.size, firstStart(ofBlock: block + 1))
    }

    private func tailStep(beginningAtOrAfter entry: Int, from first: Int) -> (step: Int, start: Int?) {
        for offset in first..<tail.count where Int(tail[offset].start) >= entry {
            return (blocks.rowCount + offset, Int(tail[offset].start))
        }
        return (count, nil)
    }
}
