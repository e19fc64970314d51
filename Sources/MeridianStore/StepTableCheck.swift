/// Checks a step table read back from storage, a row at a time and in order, as it is being
/// packed: that it is one a log of `entryCount` entries could have made. Step 0 begins the log
/// and is named by no entry; each later step begins after the one before (step 1 may begin at
/// entry 0 too, as step 0 holds none) and inside the log; each step is named by one of its own
/// entries, which needs the next step's start, so a row's name is checked when the next row
/// comes, and the last one's by `finish()`.
struct StepTableCheck {
    let entryCount: Int
    /// The rows checked so far.
    private(set) var count = 0
    /// The row before, whose name waits for this row's start.
    private var previous = StepRow(start: 0, labelEntry: -1, time: 0)

    init(entryCount: Int) {
        self.entryCount = entryCount
    }

    @inline(__always)
    mutating func check(_ row: StepRow) throws(HistoryArchiveError) {
        let step = count
        if step == 0 {
            guard row.start == 0, row.labelEntry == -1 else {
                throw HistoryArchiveError(path: "steps[0]", message: "must begin at entry 0 and be named by none")
            }
        } else {
            guard step == 1 ? row.start >= 0 : row.start > previous.start, Int(row.start) < entryCount else {
                throw HistoryArchiveError(
                    path: "steps[\(step)].first_entry", message: "is \(row.start); steps begin in order, inside the \(entryCount) entries of the log")
            }
            try checkName(of: previous, step: step - 1, end: Int(row.start))
        }
        previous = row
        count += 1
    }

    /// Takes `count` rows the caller checked among themselves (each after the one before, each
    /// named by one of its own entries but the last), the last of them `last`: checks that it
    /// begins inside the log, and keeps it for its name to be checked by the next row.
    mutating func checked(_ count: Int, last: StepRow) throws(HistoryArchiveError) {
        guard Int(last.start) < entryCount else {
            throw HistoryArchiveError(
                path: "steps[\(self.count + count - 1)].first_entry", message: "is \(last.start); steps begin in order, inside the \(entryCount) entries of the log")
        }
        previous = last
        self.count += count
    }

    /// Checks the last row's name, which lasts to the end of the log; a table holds at least one.
    func finish() throws(HistoryArchiveError) {
        guard count > 0 else { throw HistoryArchiveError(path: "steps", message: "has no step; a table holds at least step 0") }
        try checkName(of: previous, step: count - 1, end: entryCount)
    }

    @inline(__always)
    private func checkName(of row: StepRow, step: Int, end: Int) throws(HistoryArchiveError) {
        guard step == 0 || (row.labelEntry >= row.start && Int(row.labelEntry) < end) else {
            throw HistoryArchiveError(path: "steps[\(step)].label_entry", message: "is \(row.labelEntry); it must be one of the step's own entries")
        }
    }
}
