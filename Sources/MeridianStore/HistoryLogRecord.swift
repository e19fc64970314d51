/// One entry of a store's log as a journal writes it: an action, a restore or a sealed run,
/// and the time of the step it began, if it began one.
public struct HistoryLogRecord<State, Action> {
    /// One entry of the log, as storage keeps it.
    public enum Entry {
        /// An action the app sent.
        case action(Action)
        /// `step` through the scope with this id became the present: a preview acted on, or
        /// Undo or Redo (`kind`).
        case restore(step: Int, scope: String, kind: HistoryReturnKind)
        /// A run of transients too long to keep, replaced by the state it led to.
        case sealed(State)
        /// A step skipped or brought back (`mark`), and the present that made.
        case skip(HistorySkipMark, state: State)
        /// An entry that replays as nothing: an action the app no longer has, read from a log
        /// written before (see `HistoryRetiredAction`), kept so that no later entry moves.
        case nothing
    }

    /// What the entry holds.
    public var entry: Entry
    /// When the step this entry began was made (milliseconds since 1970); `nil` when it joined
    /// the step before (coalesced or transient).
    public var beganStepAt: Int64?

    /// A record of `entry`; `beganStepAt` is the time of the step it begins, if it begins one.
    public init(entry: Entry, beganStepAt: Int64?) {
        self.entry = entry
        self.beganStepAt = beganStepAt
    }
}

extension HistoryLogRecord: Sendable where State: Sendable, Action: Sendable {}
extension HistoryLogRecord.Entry: Sendable where State: Sendable, Action: Sendable {}

extension Store {
    /// The number of entries in the log so far, without the transients held since the last step.
    public var logCount: Int { history?.entryCount ?? 0 }

    /// The entries recorded from `start` on, taken in constant time (the log is kept in chunks
    /// that copies share), to be read on another thread: a journal encodes them off the main
    /// thread.
    public func logSlice(from start: Int) -> HistoryLogSlice<State, Action> {
        // A slice from the start carries step 0 and the initial state, even with no entries.
        guard let history, start < history.entryCount || (start == 0 && history.checkpointBase == 0) else {
            // No entries: only what a search found for Undo since the last slice, if anything.
            let found = start == self.history?.entryCount ? self.history!.undoChanges.takeChangedGroups(from: .max) : []
            return HistoryLogSlice(
                entries: ChunkedLog(), range: start..<start, scopeIDs: [], steps: .init(), checkpoints: [], undoChanges: found,
                undoScopeID: found.isEmpty ? nil : self.history?.rules.undoScope?.id)
        }
        let steps = history.steps
        // The steps that begin in the slice: steps begin in entry order.
        // The step open when the slice begins may be renamed by it (an action coalesced into it).
        let firstChanged = start == 0 ? 0 : steps.firstStep(beginningAtOrAfter: start) - 1
        var changed = HistoryStepRows(first: firstChanged)
        changed.reserveCapacity(steps.count - firstChanged)
        steps.forEachRow(from: firstChanged) { _, row in changed.append(start: row.start, labelEntry: row.labelEntry, time: row.time) }
        // Checkpoints are recent, so in memory; the first one (the initial state) with the first slice.
        let interval = history.interval
        var checkpoints: [(segment: Int, state: State)] = []
        var segment = start == 0 ? 0 : start / interval + 1
        while segment * interval <= history.entryCount, segment >= history.checkpointBase {
            checkpoints.append((segment, history.checkpoints[segment - history.checkpointBase]))
            segment += 1
        }
        // What Undo takes back, for the steps that ended since the slice's first began, and for
        // those a search found since the last slice; a slice from the start takes them all.
        let undoChanges = self.history!.undoChanges.takeChangedGroups(from: start == 0 ? 0 : firstChanged)
        return HistoryLogSlice(
            entries: history.entries, range: start..<history.entryCount,
            scopeIDs: history.rules.allScopes.map(\.id), steps: changed, checkpoints: checkpoints, undoChanges: undoChanges,
            undoScopeID: history.rules.undoScope?.id)
    }
}

/// Entries of a store's log, as `logSlice(from:)` took them.
public struct HistoryLogSlice<State, Action> {
    let entries: ChunkedLog<HistoryEntry<State, Action>>
    let range: Range<Int>
    let scopeIDs: [String]
    /// The steps the slice begins or changes: from the one open when it begins to the last.
    public let steps: HistoryStepRows
    /// The checkpoints made by the slice's entries (and the initial state in the first slice),
    /// by segment: the state after `segment * checkpointInterval` entries.
    public let checkpoints: [(segment: Int, state: State)]
    /// Whether each ended step changed what Undo takes back, by group of
    /// `StepChanges.groupSize` steps (`StepChanges.group(_:)`'s bytes): the groups the slice's
    /// steps, or a search since the last slice, changed. Empty without an undo scope.
    public let undoChanges: [(group: Int, bytes: [UInt8])]
    /// The id of the undo scope `undoChanges` answer for.
    public let undoScopeID: String?

    /// The index in the log of the slice's first entry.
    public var start: Int { range.lowerBound }
    /// The number of entries in the slice.
    public var count: Int { range.count }

    /// Calls `body` with each entry in order.
    public func forEach(_ body: (HistoryLogRecord<State, Action>) -> Void) {
        // The steps begun in the slice are among its step rows: all but step 0 (which no entry
        // begins) and the step open when it began.
        var nextRow = 0
        while nextRow < steps.count, steps.first + nextRow < 1 || Int(steps.starts[nextRow]) < range.lowerBound { nextRow += 1 }
        for index in range {
            var time: Int64?
            if nextRow < steps.count, Int(steps.starts[nextRow]) == index {
                time = steps.times[nextRow]
                nextRow += 1
            }
            switch entries[index] {
            case .action(let action):
                body(HistoryLogRecord(entry: .action(action), beganStepAt: time))
            case .restore(let restored, let scopeIndex, let kind):
                body(HistoryLogRecord(entry: .restore(step: Int(restored), scope: scopeIDs[Int(scopeIndex)], kind: kind), beganStepAt: time))
            case .sealed(let sealed):
                body(HistoryLogRecord(entry: .sealed(sealed.state), beganStepAt: time))
            case .skip(let skipped):
                body(HistoryLogRecord(entry: .skip(skipped.mark, state: skipped.state), beganStepAt: time))
            case .nothing:
                body(HistoryLogRecord(entry: .nothing, beganStepAt: time))
            }
        }
    }
}

extension HistoryLogSlice: Sendable where State: Sendable, Action: Sendable {}

/// The rows of a history's step table from step `first` on, column by column: what a
/// ``HistoryStorage`` writes from a ``HistoryLogSlice`` and gives back in ``StoredHistory``.
///
/// The columns only grow together, through `append(start:labelEntry:time:)`; a table read back
/// is checked again when the store resumes it.
public struct HistoryStepRows: Equatable, Sendable {
    /// The step of the first row.
    public let first: Int
    /// The log entry each step begins with.
    public private(set) var starts: [Int32] = []
    /// The log entry that names each step: the latest of its own entries that is not transient.
    public private(set) var labelEntries: [Int32] = []
    /// When each step was made, in milliseconds since 1970.
    public private(set) var times: [Int64] = []

    /// No rows yet; the first to come is step `first`.
    public init(first: Int = 0) {
        self.first = first
    }

    /// The number of rows.
    public var count: Int { starts.count }

    /// Makes room for `count` rows in all, so that a table read whole holds no spare capacity
    /// (a million steps grown by appending could hold twice their size).
    public mutating func reserveCapacity(_ count: Int) {
        starts.reserveCapacity(count)
        labelEntries.reserveCapacity(count)
        times.reserveCapacity(count)
    }

    /// Adds the row of the next step.
    public mutating func append(start: Int32, labelEntry: Int32, time: Int64) {
        starts.append(start)
        labelEntries.append(labelEntry)
        times.append(time)
    }
}
