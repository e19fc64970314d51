import Foundation

/// The complete record of a store: every entry in order, a full state every
/// `checkpointInterval` entries, and the steps the slider moves over.
///
/// Memory grows with the log, not with the number of states: a past state is the nearest
/// checkpoint plus a replay of at most `checkpointInterval` entries. Transients since the last
/// step wait, folded, in `run` (see `TransientRun`); they join the log when the next step begins.
///
/// A history resumed from storage holds only the step table and the entries and checkpoints
/// from its last segment on; older segments are read through `pages` when a past state needs
/// them, and a bounded number of them are kept.
@usableFromInline
struct History<State, Action> {
    @usableFromInline let rules: HistoryRules<State, Action>
    /// The reducer without its effects: replaying the past must not act on the world.
    @usableFromInline let replay: (inout State, Action) -> Void
    /// The entries held in memory: all of them, or those from `entries.startIndex` on.
    @usableFromInline var entries = ChunkedLog<HistoryEntry<State, Action>>()
    /// `checkpoints[c - checkpointBase]` is the state after the first `c * checkpointInterval`
    /// entries (set here and by `makeCheckpoints`); earlier ones are in `pages`.
    @usableFromInline var checkpoints: ContiguousArray<State>
    @usableFromInline private(set) var checkpointBase = 0
    /// The segments read from storage, for a history resumed from it; `nil` when every entry
    /// is in memory.
    private(set) var pages: HistoryPages<State, Action>?
    @usableFromInline var steps: StepTable
    /// The key of the last step while it may still absorb coalescing actions.
    @usableFromInline var openCoalescingKey: CoalescingKey?
    /// The first entry of the browsing recorded since the last step began (`HistoryPolicy.browse`):
    /// the next step begins there.
    @usableFromInline var browsingStart: Int?
    /// The transients recorded since the last entry of the log, folded.
    @usableFromInline var run = TransientRun<State, Action>()
    /// The state after the whole log, where `run` starts.
    @usableFromInline var stateAfterLog: State
    /// Every skip in the log, in order: few, and read without the entries they are in.
    @usableFromInline var skipMarks: [HistorySkipMark] = []
    /// Every return in the log, in order: few, and read without the entries they are in.
    @usableFromInline var returns: [HistoryReturn] = []
    /// The step each of `returns` began, for drawing branches without searching the steps.
    @usableFromInline var returnSteps: [Int32] = []
    /// For each ended step, whether it changed what Undo takes back (`HistoryRules.undoScope`);
    /// empty without an undo scope, when every step is one Undo takes back.
    @usableFromInline var undoChanges = StepChanges()
    /// Whether the states recorded are the present's, so each step's answer is found as it
    /// ends: not while an archive's log is recorded before its states are made.
    @usableFromInline var recordsUndoChanges = true
    /// The state the last step began in, to tell whether it changed what Undo takes back;
    /// `nil` while not known (a history read back whose last step began in a segment not read).
    @usableFromInline var lastStepBegan: State?
    /// The state the browsing waiting for the next step began in: where that step begins.
    @usableFromInline var browsingBegan: State?

    @usableFromInline
    init(
        initialState: State,
        rules: HistoryRules<State, Action>,
        replay: @escaping (inout State, Action) -> Void,
        startTime: Int64
    ) {
        self.rules = rules
        self.replay = replay
        self.checkpoints = [initialState]
        self.steps = StepTable(startTime: startTime)
        self.stateAfterLog = initialState
        self.lastStepBegan = initialState
    }

    /// Continues a stored history: the whole step table, the checkpoint and entries of the
    /// segment the log ends in, and `pages` for the older segments. The state after the log is
    /// replayed from that checkpoint, and the last step is open to coalescing as it was.
    init(
        resuming steps: StepTable, checkpoint: State, lastSegment: Int, entries lastEntries: [HistoryEntry<State, Action>],
        skipMarks: [HistorySkipMark], returns: [HistoryReturn], returnSteps: [Int32], pages: HistoryPages<State, Action>,
        rules: HistoryRules<State, Action>,
        replay: @escaping (inout State, Action) -> Void
    ) throws(HistoryStorageError) {
        self.rules = rules
        self.skipMarks = skipMarks
        self.returns = returns
        self.returnSteps = returnSteps
        self.replay = replay
        self.steps = steps
        self.pages = pages
        let start = lastSegment * rules.checkpointInterval
        self.checkpoints = [checkpoint]
        self.checkpointBase = lastSegment
        self.entries = ChunkedLog(startingAt: start)
        for entry in lastEntries { entries.append(entry) }
        self.stateAfterLog = checkpoint
        stateAfterLog = try replaying(start..<entryCount, from: checkpoint)
        try resumeLastStep()
        if rules.undoScope != nil {
            undoChanges.pad(to: steps.lastIndex)
            // Known at once when the last step began in the segment held; else a search finds it.
            let began = steps.start(of: steps.lastIndex)
            if began >= start { lastStepBegan = try replaying(start..<began, from: checkpoint) }
        }
    }

    /// Leaves the last step as recording left it: open to the coalescing actions of its kind,
    /// and the browsing after it waiting for the next step.
    @usableFromInline
    mutating func resumeLastStep() throws(HistoryStorageError) {
        let labelEntry = steps.lastLabelEntry
        if labelEntry >= 0, case .action(let action) = try entry(labelEntry), case .coalesce(let key) = rules.policy(action) {
            openCoalescingKey = key
        }
        browsingStart = nil
        for index in max(labelEntry + 1, entries.startIndex)..<entryCount {
            if case .action(let action) = entries[index], case .browse = rules.policy(action) {
                browsingStart = index
                break
            }
        }
    }

    /// How many entries a history made only to check a log records between two times it lets
    /// go of those before its last step.
    @usableFromInline static var entriesForgottenAtOnce: Int { 1 << 16 }

    /// Lets go of the whole chunks of the log before the last step's label (which resuming the
    /// last step reads on from): for a history made only to check a log, never read again.
    @usableFromInline
    mutating func forgetEntriesBeforeLastStep() {
        let labelEntry = steps.lastLabelEntry
        guard labelEntry > 0 else { return }
        entries.dropChunks(before: labelEntry, alignment: interval)
    }

    /// Lets go of the entries and checkpoints before entry `saved`, which storage holds from
    /// now on (through `pages`, made when there are none yet): the memory of a run that never
    /// relaunches stays bounded however long it records. Whole chunks of the log go, at a
    /// segment's start; the step table, returns and skips stay.
    mutating func pageOut(before saved: Int, pages made: () -> HistoryPages<State, Action>) {
        let keepFrom = min(saved, entryCount) / interval * interval
        guard keepFrom - entries.startIndex >= ChunkedLog<HistoryEntry<State, Action>>.chunkSize else { return }
        if pages == nil { pages = made() }
        entries.dropChunks(before: keepFrom, alignment: interval)
        let base = entries.startIndex / interval
        guard base > checkpointBase else { return }
        checkpoints.removeFirst(base - checkpointBase)
        checkpointBase = base
        // Removing keeps the array's room for every checkpoint it ever held: a decade's states'
        // worth of inline storage. Made anew, it holds what is left.
        if checkpoints.capacity > 2 * checkpoints.count + 16 {
            var kept = ContiguousArray<State>()
            kept.reserveCapacity(checkpoints.count)
            kept.append(contentsOf: checkpoints)
            checkpoints = kept
        }
    }

    /// The first entry held in memory; those before it are read from storage.
    var firstEntryInMemory: Int { entries.startIndex }

    /// Whether every entry is in memory: nothing is read from storage.
    @usableFromInline var isInMemory: Bool { pages == nil }

    /// The entries in the log, without the run beside it.
    @inlinable var entryCount: Int { entries.endIndex }
    @inlinable var interval: Int { rules.checkpointInterval }

    // MARK: Recording

    /// Records an action that turned the present into `present`: a transient joins the run,
    /// anything else writes the run into the log and follows it. An action typed into `field`
    /// that the policy leaves a step joins the run of typing into that field
    /// (`HistoryRules.typingJoinsOneStepPerField`).
    @inlinable
    mutating func record(_ action: Action, resulting present: State, now: () -> Int64, typedIn field: CoalescingSubject? = nil) {
        var policy = rules.policy(action)
        // A pattern, not `==`: the derived equality copies the policy through its value
        // witnesses at every send (4 % of a send).
        if let field, case .step = policy, rules.typingJoinsOneStepPerField {
            policy = .coalesce(CoalescingKey(typing: field))
        }
        switch policy {
        case .transient, .replaceable:
            guard rules.foldsTransients else {
                append(.action(action), policy: policy, now: now)
                checkpointIfDue(present)
                stateAfterLog = present
                return
            }
            let slot: TransientSlot? = if case .replaceable(let slot) = policy { slot } else { nil }
            if run.append(.action(action), slot: slot) { run.seal(present) }
        case .step, .coalesce, .browse:
            writeRun()
            append(.action(action), policy: policy, now: now)
            checkpointIfDue(present)
            stateAfterLog = present
        }
    }

    /// Records the moment `step` became the present again: a preview acted on, or Undo or Redo.
    mutating func recordRestore(
        step: Int, scopeIndex: Int, kind: HistoryReturnKind = .carriedOn, resulting present: State, now: () -> Int64
    ) {
        writeRun()
        append(.restore(step: Int32(step), scopeIndex: Int32(scopeIndex), kind: kind), policy: .step, now: now)
        checkpointIfDue(present)
        stateAfterLog = present
    }

    /// Records a skip (or a step brought back) that made `skipped.state` the present.
    mutating func recordSkip(_ skipped: SkippedStep<State>, now: () -> Int64) {
        writeRun()
        precondition(skipped.mark.entry == entryCount, "a skip is recorded where it was worked out")
        append(.skip(skipped), policy: .step, now: now)
        checkpointIfDue(skipped.state)
        stateAfterLog = skipped.state
    }

    /// Appends an entry as it stands in an archive that does not hold its steps, leaving the
    /// states to `makeCheckpoints`: the steps follow from the entries alone, by `policy` (the
    /// app's policy when the archive was written). An archive is kept as it was written; only
    /// live recording folds.
    @inlinable
    mutating func recordEntry(_ entry: HistoryEntry<State, Action>, policy: (Action) -> HistoryPolicy, now: () -> Int64) {
        switch entry {
        case .action(let action): append(entry, policy: policy(action), now: now)
        case .restore, .skip: append(entry, policy: .step, now: now)
        case .sealed, .nothing: append(entry, policy: .transient, now: now)
        }
    }

    /// Appends an entry of an archive that holds its steps, the step it begins (if any)
    /// already in `steps`.
    @inlinable
    mutating func recordEntry(_ entry: HistoryEntry<State, Action>, inStep step: Int) {
        let index = entryCount
        entries.append(entry)
        switch entry {
        case .skip(let skipped): skipMarks.append(skipped.mark)
        case .restore(let target, _, let kind):
            returns.append(HistoryReturn(entry: index, step: Int(target), kind: kind))
            returnSteps.append(Int32(step))
        case .action, .sealed, .nothing: break
        }
    }

    /// Writes the run into the log, as when a step begins, or a journal saves it at quit. The
    /// run is replayed from the state after the log (a few entries, once per step) for the
    /// checkpoints that fall inside it and the state it leads to.
    @inlinable
    mutating func writeRun() {
        guard !run.isEmpty else { return }
        var state = stateAfterLog
        for entry in run.entries {
            entries.append(entry)
            switch entry {
            case .action(let action): replay(&state, action)
            case .sealed(let sealed): state = sealed.state
            case .nothing: break
            case .restore, .skip: preconditionFailure("a run of transients holds only transients and seals")
            }
            if entryCount % interval == 0 { checkpoints.append(state) }
        }
        stateAfterLog = state
        run.removeAll()
    }

    @inlinable
    mutating func append(_ entry: HistoryEntry<State, Action>, policy: HistoryPolicy, now: () -> Int64) {
        let index = entryCount
        entries.append(entry)
        switch entry {
        case .skip(let skipped): skipMarks.append(skipped.mark)
        case .restore(let step, _, let kind):
            // A restore always begins a step: the next one.
            returns.append(HistoryReturn(entry: index, step: Int(step), kind: kind))
            returnSteps.append(Int32(steps.count))
        case .action, .sealed, .nothing: break
        }
        // The browsing that led to an action's step is part of it; a return or a skip is the
        // history's own step, and begins at its entry.
        let start: Int
        if case .action = entry { start = browsingStart ?? index } else { start = index }
        switch policy {
        case .step:
            if rules.undoScope != nil { endLastStep(nextBeganIn: start == index ? stateAfterLog : browsingBegan ?? stateAfterLog) }
            steps.begin(at: start, labelEntry: index, time: now())
            openCoalescingKey = nil
            browsingStart = nil
        case .coalesce(let key):
            if key == openCoalescingKey && steps.lastIndex > 0 {
                steps.extendLast(with: index)
            } else {
                if rules.undoScope != nil { endLastStep(nextBeganIn: start == index ? stateAfterLog : browsingBegan ?? stateAfterLog) }
                steps.begin(at: start, labelEntry: index, time: now())
                openCoalescingKey = key
            }
            browsingStart = nil
        case .browse:
            if browsingStart == nil {
                browsingStart = index
                if recordsUndoChanges, rules.undoScope != nil { browsingBegan = stateAfterLog }
            }
        case .transient, .replaceable:
            break
        }
    }

    @usableFromInline
    mutating func reserveCapacity(_ entryCount: Int) {
        // The step table grows a chunk at a time, and needs no room made ahead.
        entries.reserveCapacity(entryCount)
        checkpoints.reserveCapacity(entryCount / interval + 1)
    }

    @inlinable
    mutating func checkpointIfDue(_ present: State) {
        if entryCount % interval == 0 {
            checkpoints.append(present)
        }
    }

    // MARK: Reading the past

    /// Entry `index` of the log, read from storage when it is not in memory.
    @inlinable
    func entry(_ index: Int) throws(HistoryStorageError) -> HistoryEntry<State, Action> {
        if index >= entries.startIndex { return entries[index] }
        return try storedEntry(index)
    }

    @usableFromInline
    func storedEntry(_ index: Int) throws(HistoryStorageError) -> HistoryEntry<State, Action> {
        let page = try page(index / interval)
        guard index % interval < page.entries.count else {
            throw HistoryStorageError("segment \(index / interval) of the stored history ends before entry \(index)")
        }
        return page.entries[index % interval]
    }

    /// Calls `body` with each entry of `range` and its index, in order, looking each stored
    /// segment up once rather than once an entry (a look-up takes the pages' lock).
    @inlinable
    func forEachEntry(
        in range: Range<Int>, _ body: (Int, HistoryEntry<State, Action>) throws(HistoryStorageError) -> Void
    ) throws(HistoryStorageError) {
        var index = range.lowerBound
        while index < min(range.upperBound, entries.startIndex) {
            let entries = try storedEntries(ofSegment: index / interval)
            let end = min(range.upperBound, (index / interval + 1) * interval)
            guard end - index / interval * interval <= entries.count else {
                throw HistoryStorageError("segment \(index / interval) of the stored history ends before entry \(end - 1)")
            }
            for position in index..<end { try body(position, entries[position % interval]) }
            index = end
        }
        for position in index..<range.upperBound { try body(position, entries[position]) }
    }

    @usableFromInline
    func storedEntries(ofSegment index: Int) throws(HistoryStorageError) -> ContiguousArray<HistoryEntry<State, Action>> {
        try page(index).entries
    }

    /// The state after the first `index * interval` entries. From storage, the checkpoint is
    /// read alone, unless `withEntries`: a replay from it reads the segment's entries next, so
    /// the whole segment is read (and kept) at once.
    @inlinable
    func checkpoint(_ index: Int, withEntries: Bool = false) throws(HistoryStorageError) -> State {
        if index >= checkpointBase { return checkpoints[index - checkpointBase] }
        return try storedCheckpoint(index, withEntries: withEntries)
    }

    @usableFromInline
    func storedCheckpoint(_ index: Int, withEntries: Bool) throws(HistoryStorageError) -> State {
        guard withEntries else {
            guard let pages else { preconditionFailure("segment \(index) is neither in memory nor in storage") }
            return try pages.checkpoint(index)
        }
        return try page(index).checkpoint
    }

    private func page(_ index: Int) throws(HistoryStorageError) -> HistoryPages<State, Action>.Page {
        guard let pages else { preconditionFailure("segment \(index) is neither in memory nor in storage") }
        let page = try pages.page(index)
        if let isEqual = pages.isEqual, pages.beginCheck(index) { try check(page, segment: index, pages: pages, isEqual: isEqual) }
        return page
    }

    /// Replays a segment read from storage and compares the result with the checkpoint after
    /// it, the first time it is read (on the thread that reads it: in the background, for the
    /// window). A segment that does not arrive there is damaged: it is named with the steps it
    /// holds, and every other segment stays reachable.
    private func check(
        _ page: HistoryPages<State, Action>.Page, segment index: Int, pages: HistoryPages<State, Action>, isEqual: (State, State) -> Bool
    ) throws(HistoryStorageError) {
        let start = index * interval, end = start + interval
        guard end <= entryCount else { return }
        let arrived = try replaying(start..<end, from: page.checkpoint)
        guard !isEqual(arrived, try checkpoint(index + 1)) else { return }
        let error = HistoryStorageError(
            "the saved history is damaged from step \(step(containing: start)) to step \(step(containing: end - 1)): segment \(index) does not replay to the state saved after it")
        pages.markDamaged(index, error)
        throw error
    }

    /// The step entry `index` belongs to.
    private func step(containing index: Int) -> Int {
        let next = steps.firstStep(beginningAtOrAfter: index)
        return next < steps.count && steps.start(of: next) == index ? next : max(next - 1, 0)
    }

    /// The state after the first `count` entries of the log.
    @inlinable
    func state(afterEntries count: Int) throws(HistoryStorageError) -> State {
        if count == entryCount { return stateAfterLog }
        let checkpoint = count / interval
        return try replaying(checkpoint * interval..<count, from: self.checkpoint(checkpoint, withEntries: count % interval != 0))
    }

    /// `state` after the entries of `range`. A restore of a step that ended inside the range
    /// takes that step's state from this replay instead of replaying again from a checkpoint:
    /// restores a few steps back are common, and each replay they start could hold more of them.
    @inlinable
    func replaying(_ range: Range<Int>, from state: State) throws(HistoryStorageError) -> State {
        var state = state
        // Where a restore in the range needs a step's end kept: most ranges hold none.
        var needed: [Int] = []
        try forEachEntry(in: range) { _, entry throws(HistoryStorageError) in
            guard case .restore(let step, _, _) = entry else { return }
            let end = steps.end(of: Int(step), entryCount: entryCount)
            if range.contains(end) { needed.append(end) }
        }
        guard !needed.isEmpty else {
            try forEachEntry(in: range) { _, entry throws(HistoryStorageError) in try apply(entry, to: &state) }
            return state
        }
        var kept: [(count: Int, state: State)] = []
        try forEachEntry(in: range) { index, entry throws(HistoryStorageError) in
            if needed.contains(index) { kept.append((index, state)) }
            guard case .restore(let step, let scopeIndex, _) = entry else {
                try apply(entry, to: &state)
                return
            }
            let end = steps.end(of: Int(step), entryCount: entryCount)
            let past: State
            if let reached = kept.last(where: { $0.count == end }) {
                past = reached.state
            } else {
                past = try self.state(atStep: Int(step), present: state)
            }
            state = previewedState(past: past, present: state, scope: rules.allScopes[Int(scopeIndex)])
        }
        return state
    }

    /// The state at the end of `step`; the last step ends with the run, at `present`.
    @inlinable
    func state(atStep step: Int, present: State) throws(HistoryStorageError) -> State {
        step < steps.lastIndex ? try state(afterEntries: steps.end(of: step, entryCount: entryCount)) : present
    }

    /// The state the window shows while previewing `step` through `scope`.
    @inlinable
    func previewedState(past: State, present: State, scope: HistoryScope<State>) -> State {
        guard let merge = scope.merge else { return rules.keepFromPresent(past, present) }
        return rules.reconcile(rules.keepFromPresent(merge(past, present), present))
    }

    @inlinable
    func apply(_ entry: HistoryEntry<State, Action>, to state: inout State) throws(HistoryStorageError) {
        switch entry {
        case .action(let action):
            replay(&state, action)
        case .restore(let step, let scopeIndex, _):
            // A restored step always ended before the restore was recorded, so its state never
            // needs the present.
            let past = try self.state(atStep: Int(step), present: state)
            state = previewedState(past: past, present: state, scope: rules.allScopes[Int(scopeIndex)])
        case .sealed(let sealed):
            state = sealed.state
        case .skip(let skipped):
            state = skipped.state
        case .nothing:
            break
        }
    }
}
