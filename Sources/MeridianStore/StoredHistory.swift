/// What a store needs to continue a history kept in storage, read at launch: the step table,
/// the segment the log ends in, where the slider stood, and the storage to read older
/// segments from. Its cost does not grow with the log: older entries stay where they are.
public struct StoredHistory<State, Action> {
    /// A full state is kept every this many entries.
    public var checkpointInterval: Int
    /// The entries in the whole log.
    public var entryCount: Int
    /// The whole step table, from step 0: where each step begins, the entry that names it (-1
    /// for step 0) and when it was made (milliseconds since 1970).
    public var steps: StoredSteps
    /// Segment `entryCount / checkpointInterval`: the log's last checkpoint and the entries
    /// after it.
    public var lastSegment: HistorySegment<State, Action>
    /// The step previewed when the app last stopped, and its scope's id; `nil` at the present.
    public var cursor: (step: Int, scope: String)?
    /// Every skip in the whole log, in order (`HistorySkipMark`).
    public var skipMarks: [HistorySkipMark]
    /// Every return in the whole log, in order (`HistoryReturn`).
    public var returns: [HistoryReturn]
    /// Where the older segments are read from.
    public var storage: any HistoryStorage<State, Action>
    /// Whether each ended step changed what Undo takes back, as storage kept it: by group, as
    /// `HistoryLogSlice.undoChanges` gave them, for the undo scope of this id. Steps of groups
    /// not kept, or kept for another undo scope, are searched for when Undo needs them.
    public var undoChanges: (scopeID: String, groups: [Int: [UInt8]])?
    /// The step table decoded and checked, and `undoChanges` taken in, by `prepare()`.
    var prepared: PreparedSteps?

    /// Decodes and checks the step table and takes in what storage kept for Undo, so that
    /// resuming the store (on the main thread, before the window's first frame) need not: a
    /// launch calls it on the thread that reads. Five million steps take some 40 ms. A table
    /// that does not check is left to `Store.resumeHistory(from:keeping:)`, which names the problem.
    public mutating func prepare() {
        prepared = try? PreparedSteps(self)
    }

    /// A stored history of these parts, to resume with `Store.resumeHistory(from:keeping:)`.
    public init(
        checkpointInterval: Int, entryCount: Int, steps: StoredSteps,
        lastSegment: HistorySegment<State, Action>, cursor: (step: Int, scope: String)?, skipMarks: [HistorySkipMark] = [],
        returns: [HistoryReturn] = [], storage: any HistoryStorage<State, Action>
    ) {
        self.skipMarks = skipMarks
        self.returns = returns
        self.checkpointInterval = checkpointInterval
        self.entryCount = entryCount
        self.steps = steps
        self.lastSegment = lastSegment
        self.cursor = cursor
        self.storage = storage
    }
}

extension Store {
    /// Replaces the history with a stored one, reading only its step table and last segment;
    /// older segments are read from `stored.storage` when a jump needs them, and at most
    /// `keeping` of them stay in memory. On error nothing changes, and the problem is named.
    ///
    /// When the state is `Equatable`, each segment read is replayed and compared with the
    /// checkpoint after it, so damage in the middle is found and named with its steps.
    public func resumeHistory(from stored: StoredHistory<State, Action>, keeping capacity: Int = 64) throws(HistoryArchiveError) {
        try resumeHistory(from: stored, keeping: capacity, isEqual: Self.equalityIfEquatable())
    }

    /// `==` when the state is `Equatable` (found at run time, as a generic caller need not
    /// say so), formed outside the main actor: segments are checked on the thread that reads them.
    nonisolated static func equalityIfEquatable() -> ((State, State) -> Bool)? {
        guard State.self is any Equatable.Type else { return nil }
        return { lhs, rhs in
            func same<Value: Equatable>(_ value: Value, _ other: Any) -> Bool { (other as? Value) == value }
            guard let lhs = lhs as? any Equatable else { return false }
            return same(lhs, rhs)
        }
    }

    /// `resumeHistory(from:keeping:)`, checking each segment read from storage with `isEqual`.
    func resumeHistory(
        from stored: StoredHistory<State, Action>, keeping capacity: Int, isEqual: ((State, State) -> Bool)?
    ) throws(HistoryArchiveError) {
        guard let rules = history?.rules, let replay = history?.replay else { return }
        guard stored.checkpointInterval == rules.checkpointInterval else {
            throw HistoryArchiveError(
                path: "checkpoint_interval",
                message: "is \(stored.checkpointInterval); this build keeps a checkpoint every \(rules.checkpointInterval) entries")
        }
        let interval = rules.checkpointInterval
        let lastSegment = stored.entryCount / interval
        guard stored.entryCount >= 0, stored.entryCount < Int(Int32.max), stored.lastSegment.entries.count == stored.entryCount - lastSegment * interval else {
            throw HistoryArchiveError(
                path: "entries", message: "the last segment holds \(stored.lastSegment.entries.count) entries; the log's \(stored.entryCount) entries leave \(stored.entryCount - lastSegment * interval) after its last checkpoint")
        }
        // Prepared on the thread that read it, unless the history was changed since; else here.
        let prepared: PreparedSteps
        if let fresh = stored.prepared, fresh.stepCount == stored.steps.count, fresh.entryCount == stored.entryCount {
            prepared = fresh
        } else {
            prepared = try PreparedSteps(stored)
        }
        let steps = prepared.table
        let scopeIDs = rules.allScopes.map(\.id)
        let pages = HistoryPages(storage: stored.storage, scopeIDs: scopeIDs, capacity: capacity, isEqual: isEqual)
        let start = lastSegment * interval
        var entries: [HistoryEntry<State, Action>] = []
        for (offset, record) in stored.lastSegment.entries.enumerated() {
            let index = start + offset
            let beginsStep = steps.firstStep(beginningAtOrAfter: index) < steps.count && steps.start(of: steps.firstStep(beginningAtOrAfter: index)) == index
            switch record {
            case .action(let action):
                entries.append(.action(action))
            case .restore(let step, let scope, let kind):
                // A restore begins a step, and returns to one before it.
                let stepBegun = steps.firstStep(beginningAtOrAfter: index)
                guard beginsStep, step >= 0, step < stepBegun, let scopeIndex = scopeIDs.firstIndex(of: scope),
                    stored.returns.contains(HistoryReturn(entry: index, step: step, kind: kind))
                else {
                    throw HistoryArchiveError(path: "entries[\(index)]", message: "returns to step \(step) through “\(scope)”, which that moment of the log could not")
                }
                entries.append(.restore(step: Int32(step), scopeIndex: Int32(scopeIndex), kind: kind))
            case .sealed(let state):
                entries.append(.sealed(SealedState(state)))
            case .skip(let mark, let state):
                guard mark.entry == index, stored.skipMarks.contains(mark) else {
                    throw HistoryArchiveError(path: "entries[\(index)]", message: "is a skip the history's list of skips does not hold")
                }
                entries.append(.skip(SkippedStep(mark, state: state)))
            case .nothing:
                entries.append(.nothing)
            }
        }
        // Skips and returns each begin a step; found in one pass each, as they are in entry
        // order (a list out of order fails the check below at its first misplaced one).
        let skipSteps = steps.steps(beginningAt: stored.skipMarks.map(\.entry))
        var previous = -1
        for (position, mark) in stored.skipMarks.enumerated() {
            guard mark.entry > previous, mark.entry < stored.entryCount, let stepBegun = skipSteps[position], mark.step > 0, mark.step < stepBegun
            else {
                throw HistoryArchiveError(
                    path: "skips[\(position)]", message: "skips step \(mark.step) at entry \(mark.entry), which that moment of the log could not")
            }
            previous = mark.entry
        }
        previous = -1
        let returnSteps = steps.steps(beginningAt: stored.returns.map(\.entry))
        for (position, mark) in stored.returns.enumerated() {
            guard mark.entry > previous, mark.entry < stored.entryCount, let stepBegun = returnSteps[position], mark.step >= 0, mark.step < stepBegun
            else {
                throw HistoryArchiveError(
                    path: "returns[\(position)]", message: "returns to step \(mark.step) at entry \(mark.entry), which that moment of the log could not")
            }
            previous = mark.entry
        }
        var history: History<State, Action>
        do {
            history = try History(
                resuming: steps, checkpoint: stored.lastSegment.checkpoint, lastSegment: lastSegment, entries: entries,
                skipMarks: stored.skipMarks, returns: stored.returns, returnSteps: returnSteps.compactMap { $0.map(Int32.init) }, pages: pages, rules: rules, replay: replay)
        } catch {
            throw HistoryArchiveError(path: "entries", message: error.message)
        }
        if let scopeID = prepared.undoScopeID, scopeID == rules.undoScope?.id {
            history.undoChanges = prepared.changes
        }
        var cursor: (step: Int, scope: HistoryScope<State>)?
        if let stored = stored.cursor, (0..<steps.lastIndex).contains(stored.step), let scope = rules.scope(withID: stored.scope) {
            cursor = (stored.step, scope)
        }
        replaceHistory(history, present: history.stateAfterLog, preview: cursor?.step, scope: cursor?.scope ?? .everything)
    }
}

extension Store {
    /// Lets the history's memory go for the entries before `savedEntries`, which `storage`
    /// holds (an autosave calls this once they are committed): later jumps read them from
    /// storage as a resumed history does, and a run that never relaunches keeps a bounded
    /// part of its log in memory however long it runs. `storage` is asked for only the first
    /// time, when nothing was read from storage yet.
    public func pageOutHistory(savedEntries: Int, storage: () -> any HistoryStorage<State, Action>) {
        guard let rules = history?.rules else { return }
        history?.pageOut(before: savedEntries) {
            HistoryPages(
                storage: storage(), scopeIDs: rules.allScopes.map(\.id), capacity: HistoryPages<State, Action>.defaultCapacity,
                isEqual: Self.equalityIfEquatable())
        }
    }

    /// The first log entry held in memory; those before it are read from storage when a jump
    /// needs them (0 when the whole log is in memory).
    public var firstLogEntryInMemory: Int { history?.firstEntryInMemory ?? 0 }
}

/// A stored step table decoded and checked, and the answers for Undo storage kept, made off the
/// main thread (`StoredHistory.prepare()`).
struct PreparedSteps {
    let table: StepTable
    let stepCount: Int
    let entryCount: Int
    let changes: StepChanges
    let undoScopeID: String?

    /// Decodes and checks `stored`'s step table, and takes in what storage kept for Undo.
    init<State, Action>(_ stored: StoredHistory<State, Action>) throws(HistoryArchiveError) {
        table = try StepTable(stored: stored.steps, entryCount: stored.entryCount)
        var changes = StepChanges()
        changes.pad(to: table.lastIndex)
        for (group, bytes) in stored.undoChanges?.groups ?? [:] { changes.adopt(group: group, bytes) }
        (stepCount, entryCount, self.changes, undoScopeID) = (stored.steps.count, stored.entryCount, changes, stored.undoChanges?.scopeID)
    }
}
