/// The steps of a history, stored column by column so a million of them stay small.
///
/// Step `s` begins with entry `starts[s]` and lasts until the next step begins; the last step
/// lasts to the end of the log, so transient entries belong to the step before them. Step 0 is
/// the starting state and begins at entry 0.
@usableFromInline
struct StepTable: Equatable {
    /// The index of the entry that began each step.
    @usableFromInline var starts = StepColumn<Int32>([0])
    /// The index of each step's latest non-transient entry, which names it; -1 for step 0.
    @usableFromInline var labelEntries = StepColumn<Int32>([-1])
    /// When each step was made, in milliseconds since 1970: whole numbers survive a file exactly.
    @usableFromInline var times: StepColumn<Int64>

    init(startTime: Int64) {
        times = StepColumn([startTime])
    }

    /// A table read back from storage, after checking that it is one a log could have made:
    /// step 0 begins the log, each later step begins after the one before and no later than
    /// `entryCount`, and each step is named by one of its own entries.
    init(starts: [Int32], labelEntries: [Int32], times: [Int64], entryCount: Int) throws(HistoryArchiveError) {
        guard !starts.isEmpty, starts.count == labelEntries.count, starts.count == times.count else {
            throw HistoryArchiveError(
                path: "steps", message: "has \(starts.count) starts, \(labelEntries.count) labels and \(times.count) times; they must be as many, and at least one")
        }
        guard starts[0] == 0, labelEntries[0] == -1 else {
            throw HistoryArchiveError(path: "steps[0]", message: "must begin at entry 0 and be named by none")
        }
        for step in 1..<starts.count {
            let end = step + 1 < starts.count ? Int(starts[step + 1]) : entryCount
            // Step 0 holds no entry of its own, so step 1 may begin at entry 0 too.
            guard step == 1 ? starts[1] >= 0 : starts[step] > starts[step - 1], Int(starts[step]) < entryCount else {
                throw HistoryArchiveError(path: "steps[\(step)].first_entry", message: "is \(starts[step]); steps begin in order, inside the \(entryCount) entries of the log")
            }
            guard labelEntries[step] >= starts[step], Int(labelEntries[step]) < end else {
                throw HistoryArchiveError(path: "steps[\(step)].label_entry", message: "is \(labelEntries[step]); it must be one of the step's own entries")
            }
        }
        self.starts = StepColumn(starts)
        self.labelEntries = StepColumn(labelEntries)
        self.times = StepColumn(times)
    }

    @inlinable var count: Int { starts.count }
    @inlinable var lastIndex: Int { starts.count - 1 }

    @inlinable
    mutating func begin(at entry: Int, time: Int64) {
        starts.append(Int32(entry))
        labelEntries.append(Int32(entry))
        times.append(time)
    }

    @inlinable
    mutating func extendLast(with entry: Int) {
        labelEntries[lastIndex] = Int32(entry)
    }

    /// The number of entries applied to reach the end of `step`, given the log's length.
    @inlinable
    func end(of step: Int, entryCount: Int) -> Int {
        step < lastIndex ? Int(starts[step + 1]) : entryCount
    }

    func start(of step: Int) -> Int { Int(starts[step]) }

    /// The first step whose first entry is `entry` or later (`count` when there is none).
    func firstStep(beginningAtOrAfter entry: Int) -> Int {
        var (low, high) = (1, starts.count)
        while low < high {
            let middle = (low + high) / 2
            if Int(starts[middle]) < entry { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
