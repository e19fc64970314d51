import Foundation

/// The complete record of a store: every entry in order, a full state every
/// `checkpointInterval` entries, and the steps the slider moves over.
///
/// Memory grows with the log, not with the number of states: a past state is the nearest
/// checkpoint plus a replay of at most `checkpointInterval` entries.
struct History<State, Action> {
    let rules: HistoryRules<State, Action>
    /// The reducer without its effects: replaying the past must not act on the world.
    let replay: (inout State, Action) -> Void
    private(set) var entries = ChunkedLog<HistoryEntry<Action>>()
    /// `checkpoints[c]` is the state after the first `c * checkpointInterval` entries (set
    /// here and by `makeCheckpoints`).
    var checkpoints: ContiguousArray<State>
    private(set) var steps: StepTable
    /// The key of the last step while it may still absorb coalescing actions.
    private var openCoalescingKey: CoalescingKey?

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
    }

    var initialState: State { checkpoints[0] }
    var entryCount: Int { entries.count }
    var interval: Int { rules.checkpointInterval }

    // MARK: Recording

    /// Appends an action that turned the present into `present`.
    mutating func record(_ action: Action, resulting present: State, now: () -> Int64) {
        recordEntry(.action(action), now: now)
        checkpointIfDue(present)
    }

    /// Appends the moment a preview of `step` became the present.
    mutating func recordRestore(step: Int, scopeIndex: Int, resulting present: State, now: () -> Int64) {
        recordEntry(.restore(step: Int32(step), scopeIndex: Int32(scopeIndex)), now: now)
        checkpointIfDue(present)
    }

    /// Appends an entry and the step it makes, leaving the checkpoints to the caller: the
    /// steps follow from the entries alone (policies look at actions, not states).
    mutating func recordEntry(_ entry: HistoryEntry<Action>, now: () -> Int64) {
        let index = entries.count
        entries.append(entry)
        guard case .action(let action) = entry else {
            steps.begin(at: index, time: now())
            openCoalescingKey = nil
            return
        }
        switch rules.policy(action) {
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
        case .transient:
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

    /// The state after the first `count` entries; `present` is the state after all of them.
    func state(afterEntries count: Int, present: State) -> State {
        if count == entries.count { return present }
        let checkpoint = count / interval
        var state = checkpoints[checkpoint]
        var index = checkpoint * interval
        while index < count {
            apply(entries[index], to: &state)
            index += 1
        }
        return state
    }

    /// The state at the end of `step`.
    func state(atStep step: Int, present: State) -> State {
        state(afterEntries: steps.end(of: step, entryCount: entries.count), present: present)
    }

    /// The state the window shows while previewing `step` through `scope`.
    func previewedState(past: State, present: State, scope: HistoryScope<State>) -> State {
        guard let merge = scope.merge else { return rules.keepFromPresent(past, present) }
        return rules.reconcile(rules.keepFromPresent(merge(past, present), present))
    }

    func apply(_ entry: HistoryEntry<Action>, to state: inout State) {
        switch entry {
        case .action(let action):
            replay(&state, action)
        case .restore(let step, let scopeIndex):
            // A restored step always ended before the restore was recorded, so its state never
            // needs the present.
            let past = self.state(atStep: Int(step), present: state)
            state = previewedState(past: past, present: state, scope: rules.allScopes[Int(scopeIndex)])
        }
    }

    // MARK: Describing steps

    func label(ofStep step: Int, present: State) -> String {
        let labelEntry = Int(steps.labelEntries[step])
        guard labelEntry >= 0 else { return rules.startLabel }
        switch entries[labelEntry] {
        case .action(let action):
            let before = state(afterEntries: Int(steps.starts[step]), present: present)
            return rules.label(action, before)
        case .restore(let restored, let scopeIndex):
            let scope = rules.allScopes[Int(scopeIndex)]
            return scope.isMixing
                ? "Returned to step \(restored) (\(scope.title.lowercased()))"
                : "Returned to step \(restored)"
        }
    }

    func time(ofStep step: Int) -> Date {
        Date(timeIntervalSince1970: Double(steps.times[step]) / 1000)
    }
}
