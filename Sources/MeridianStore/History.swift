import Foundation

/// The complete record of a store: every entry in order, a full state every
/// `checkpointInterval` entries, and the steps the slider moves over.
///
/// Memory grows with the log, not with the number of states: a past state is the nearest
/// checkpoint plus a replay of at most `checkpointInterval` entries. Transients since the last
/// step wait, folded, in `run` (see `TransientRun`); they join the log when the next step begins.
struct History<State, Action> {
    let rules: HistoryRules<State, Action>
    /// The reducer without its effects: replaying the past must not act on the world.
    let replay: (inout State, Action) -> Void
    private(set) var entries = ChunkedLog<HistoryEntry<State, Action>>()
    /// `checkpoints[c]` is the state after the first `c * checkpointInterval` entries (set
    /// here and by `makeCheckpoints`).
    var checkpoints: ContiguousArray<State>
    private(set) var steps: StepTable
    /// The key of the last step while it may still absorb coalescing actions.
    private var openCoalescingKey: CoalescingKey?
    /// The transients recorded since the last entry of the log, folded.
    private(set) var run = TransientRun<State, Action>()
    /// The state after the whole log, where `run` starts.
    var stateAfterLog: State

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
    }

    var initialState: State { checkpoints[0] }
    /// The entries in the log, without the run beside it.
    var entryCount: Int { entries.count }
    var interval: Int { rules.checkpointInterval }

    // MARK: Recording

    /// Records an action that turned the present into `present`: a transient joins the run,
    /// anything else writes the run into the log and follows it.
    mutating func record(_ action: Action, resulting present: State, now: () -> Int64) {
        let policy = rules.policy(action)
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
        case .step, .coalesce:
            writeRun()
            append(.action(action), policy: policy, now: now)
            checkpointIfDue(present)
            stateAfterLog = present
        }
    }

    /// Records the moment a preview of `step` became the present.
    mutating func recordRestore(step: Int, scopeIndex: Int, resulting present: State, now: () -> Int64) {
        writeRun()
        append(.restore(step: Int32(step), scopeIndex: Int32(scopeIndex)), policy: .step, now: now)
        checkpointIfDue(present)
        stateAfterLog = present
    }

    /// Appends an entry as it stands in an archive, leaving the states to `makeCheckpoints`:
    /// the steps follow from the entries alone (policies look at actions, not states). An
    /// archive is kept as it was written; only live recording folds.
    mutating func recordEntry(_ entry: HistoryEntry<State, Action>, now: () -> Int64) {
        switch entry {
        case .action(let action): append(entry, policy: rules.policy(action), now: now)
        case .restore: append(entry, policy: .step, now: now)
        case .sealed: append(entry, policy: .transient, now: now)
        }
    }

    /// Writes the run into the log, as when a step begins, or a journal saves it at quit. The
    /// run is replayed from the state after the log (a few entries, once per step) for the
    /// checkpoints that fall inside it and the state it leads to.
    mutating func writeRun() {
        guard !run.isEmpty else { return }
        var state = stateAfterLog
        for entry in run.entries {
            entries.append(entry)
            apply(entry, to: &state)
            if entries.count % interval == 0 { checkpoints.append(state) }
        }
        stateAfterLog = state
        run.removeAll()
    }

    private mutating func append(_ entry: HistoryEntry<State, Action>, policy: HistoryPolicy, now: () -> Int64) {
        let index = entries.count
        entries.append(entry)
        switch policy {
        case .step:
            steps.begin(at: index, time: now())
            openCoalescingKey = nil
        case .coalesce(let key):
            if key == openCoalescingKey && steps.lastIndex > 0 {
                steps.extendLast(with: index)
            } else {
                steps.begin(at: index, time: now())
                openCoalescingKey = key
            }
        case .transient, .replaceable:
            break
        }
    }

    mutating func reserveCapacity(_ entryCount: Int, steps stepCount: Int = 0) {
        entries.reserveCapacity(entryCount)
        checkpoints.reserveCapacity(entryCount / interval + 1)
        steps.reserveCapacity(stepCount)
    }

    private mutating func checkpointIfDue(_ present: State) {
        if entries.count % interval == 0 {
            checkpoints.append(present)
        }
    }

    // MARK: Reading the past

    /// The state after the first `count` entries of the log.
    func state(afterEntries count: Int) -> State {
        if count == entries.count { return stateAfterLog }
        let checkpoint = count / interval
        return replaying(checkpoint * interval..<count, from: checkpoints[checkpoint])
    }

    /// `state` after the entries of `range`. A restore of a step that ended inside the range
    /// takes that step's state from this replay instead of replaying again from a checkpoint:
    /// restores a few steps back are common, and each replay they start could hold more of them.
    func replaying(_ range: Range<Int>, from state: State) -> State {
        var state = state
        // Where a restore in the range needs a step's end kept: most ranges hold none.
        var needed: [Int] = []
        for index in range {
            guard case .restore(let step, _) = entries[index] else { continue }
            let end = steps.end(of: Int(step), entryCount: entries.count)
            if range.contains(end) { needed.append(end) }
        }
        guard !needed.isEmpty else {
            for index in range { apply(entries[index], to: &state) }
            return state
        }
        var kept: [(count: Int, state: State)] = []
        for index in range {
            if needed.contains(index) { kept.append((index, state)) }
            guard case .restore(let step, let scopeIndex) = entries[index] else {
                apply(entries[index], to: &state)
                continue
            }
            let end = steps.end(of: Int(step), entryCount: entries.count)
            let past = kept.last { $0.count == end }?.state ?? self.state(atStep: Int(step), present: state)
            state = previewedState(past: past, present: state, scope: rules.allScopes[Int(scopeIndex)])
        }
        return state
    }

    /// The state at the end of `step`; the last step ends with the run, at `present`.
    func state(atStep step: Int, present: State) -> State {
        step < steps.lastIndex ? state(afterEntries: steps.end(of: step, entryCount: entries.count)) : present
    }

    /// The state the window shows while previewing `step` through `scope`.
    func previewedState(past: State, present: State, scope: HistoryScope<State>) -> State {
        guard let merge = scope.merge else { return rules.keepFromPresent(past, present) }
        return rules.reconcile(rules.keepFromPresent(merge(past, present), present))
    }

    func apply(_ entry: HistoryEntry<State, Action>, to state: inout State) {
        switch entry {
        case .action(let action):
            replay(&state, action)
        case .restore(let step, let scopeIndex):
            // A restored step always ended before the restore was recorded, so its state never
            // needs the present.
            let past = self.state(atStep: Int(step), present: state)
            state = previewedState(past: past, present: state, scope: rules.allScopes[Int(scopeIndex)])
        case .sealed(let sealed):
            state = sealed.state
        }
    }

    // MARK: Describing steps

    func label(ofStep step: Int) -> String {
        let labelEntry = Int(steps.labelEntries[step])
        guard labelEntry >= 0 else { return rules.startLabel }
        switch entries[labelEntry] {
        case .action(let action):
            let before = state(afterEntries: Int(steps.starts[step]))
            return rules.label(action, before)
        case .restore(let restored, let scopeIndex):
            let scope = rules.allScopes[Int(scopeIndex)]
            return scope.isMixing
                ? "Returned to step \(restored) (\(scope.title.lowercased()))"
                : "Returned to step \(restored)"
        case .sealed:
            return ""  // a sealed run begins no step, so names none
        }
    }

    func time(ofStep step: Int) -> Date {
        Date(timeIntervalSince1970: Double(steps.times[step]) / 1000)
    }
}
