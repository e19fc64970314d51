/// Checks a step table read back from storage, a row at a time and in order, as it is being
/// packed: that it is one a log of `entryCount` entries could have made. Step 0 begins the log
/// and is named by no entry; each later step begins after the one before (step 1 may begin at
/// entry 0 too, as step 0 holds none) and inside the log; each step is named by one of its own
/// entries, which needs the next step's start, so a row's name is checked when the next row
/// comes, and the last one's by `finish()`.
struct StepTableCheck {
    /// How a problem names its place: a stored table's rows and columns, or an archive's lists.
    enum Places {
        /// A database's step table: `steps[4].first_entry`, `steps[4].label_entry`.
        case table
        /// An archive's steps: `steps.starts[4]`, `steps.labels[4]`.
        case archive

        func start(of step: Int) -> String {
            switch self {
            case .table: "steps[\(step)].first_entry"
            case .archive: "steps.starts[\(step)]"
            }
        }

        func label(of step: Int) -> String {
            switch self {
            case .table: "steps[\(step)].label_entry"
            case .archive: "steps.labels[\(step)]"
            }
        }

        /// Where step 0's problem is: its whole row, or the list that holds its start.
        var firstStep: String {
            switch self {
            case .table: "steps[0]"
            case .archive: "steps.starts[0]"
            }
        }
    }

    let entryCount: Int
    let places: Places
    /// The rows checked so far.
    private(set) var count = 0
    /// The row before, whose name waits for this row's start.
    private var previous = StepRow(start: 0, labelEntry: -1, time: 0)

    init(entryCount: Int, places: Places = .table) {
        self.entryCount = entryCount
        self.places = places
    }

    @inline(__always)
    mutating func check(_ row: StepRow) throws(HistoryArchiveError) {
        let step = count
        if step == 0 {
            guard row.start == 0, row.labelEntry == -1 else {
                throw HistoryArchiveError(path: places.firstStep, message: "must begin at entry 0 and be named by none")
            }
        } else {
            guard step == 1 ? row.start >= 0 : row.start > previous.start, Int(row.start) < entryCount else {
                throw HistoryArchiveError(
                    path: places.start(of: step), message: "is \(row.start); steps begin in order, inside the \(entryCount) entries of the log")
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
                path: places.start(of: self.count + count - 1), message: "is \(last.start); steps begin in order, inside the \(entryCount) entries of the log")
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
            throw HistoryArchiveError(path: places.label(of: step), message: "is \(row.labelEntry); it must be one of the step's own entries")
        }
    }
}
