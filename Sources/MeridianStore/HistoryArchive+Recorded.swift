/// The first place where replaying an archive's log with today's reducer gives a state other
/// than the one the archive recorded there.
public struct RecordedStateMismatch<State> {
    /// The step whose recorded state differs: the step the log entry belongs to.
    public var step: Int
    /// The step's label, as the slider reads it today.
    public var label: String
    /// The index in the log of the entry after which the state was recorded.
    public var entry: Int
    /// The state the archive recorded after `entry`.
    public var recorded: State
    /// The state replaying the log up to and including `entry` gives today.
    public var replayed: State
    /// The last step before `step` whose recorded state was compared and matched (0, the
    /// start, when none was): the change lies after it. It is `step - 1` when the archive
    /// records every state, as ``HistoryArchive/recordingEveryState(reducer:rules:)`` makes it.
    public var lastMatchingStep: Int
}

extension RecordedStateMismatch: Equatable where State: Equatable {}
extension RecordedStateMismatch: Sendable where State: Sendable {}

extension HistoryArchive where State: Equatable {
    /// Replays the log from the start with `reducer` and compares every state the archive
    /// recorded (each checkpoint, then the present) with what the replay gives; the first that
    /// differs, or `nil` when all match. Unlike `verify`, which looks for a reducer that is not
    /// pure, this is for a reducer that changed: the archive was recorded by an older build.
    ///
    /// The states a skip or a sealed run of transients made are the archive's own, taken as
    /// recorded: what a changed reducer does shows in the steps before and after them.
    ///
    /// - Parameters:
    ///   - reducer: today's reducer.
    ///   - rules: today's rules.
    /// - Throws: when the archive is not one these rules read, naming the place.
    public func firstStateUnlikeRecorded<R: Reducer>(
        reducer: R, rules: HistoryRules<State, Action>
    ) throws(HistoryArchiveError) -> RecordedStateMismatch<State>? where R.State == State, R.Action == Action {
        let history = try replayed(rules: rules, replay: Self.replay(reducer))
        var state = initialState
        var lastMatchingStep = 0
        /// The recorded state after `count` entries compared with the replayed one; the mismatch,
        /// if they differ.
        func compare(_ recorded: State, afterEntries count: Int) throws(HistoryStorageError) -> RecordedStateMismatch<State>? {
            let next = history.steps.firstStep(beginningAtOrAfter: count)
            // The step the last entry belongs to (step 0 for none), and the last one whole by then.
            let step = max(next - 1, 0)
            let isWhole = count == history.entryCount || (next < history.steps.count && history.steps.start(of: next) == count)
            guard recorded == state else {
                return RecordedStateMismatch(
                    step: step, label: try history.label(ofStep: step), entry: max(count - 1, 0), recorded: recorded, replayed: state,
                    lastMatchingStep: lastMatchingStep)
            }
            lastMatchingStep = max(lastMatchingStep, isWhole ? step : step - 1)
            return nil
        }
        do {
            for index in 0..<history.entryCount {
                try history.apply(history.entry(index), to: &state)
                let count = index + 1
                if count % checkpointInterval == 0, count / checkpointInterval <= checkpoints.count,
                    let mismatch = try compare(checkpoints[count / checkpointInterval - 1], afterEntries: count)
                {
                    return mismatch
                }
            }
            return try compare(present, afterEntries: history.entryCount)
        } catch {
            throw HistoryArchiveError(path: "actions", message: error.message)
        }
    }

    /// This archive with the state after every entry of its log recorded (a checkpoint interval
    /// of 1), each made by replaying the log with `reducer`, and its present made so too: what
    /// a recorded session kept as a test holds, so that a replay that differs names its very step.
    /// The log, the steps and their times are the archive's own.
    public func recordingEveryState<R: Reducer>(
        reducer: R, rules: HistoryRules<State, Action>
    ) throws(HistoryArchiveError) -> HistoryArchive where R.State == State, R.Action == Action {
        try recordingEveryState(rules: rules, replay: Self.replay(reducer))
    }

    func recordingEveryState(
        rules: HistoryRules<State, Action>, replay: @escaping (inout State, Action) -> Void
    ) throws(HistoryArchiveError) -> HistoryArchive {
        let history = try replayed(rules: rules, replay: replay)
        var recorded = self
        recorded.checkpointInterval = 1
        recorded.checkpoints = []
        recorded.checkpoints.reserveCapacity(history.entryCount)
        var state = initialState
        do {
            for index in 0..<history.entryCount {
                try history.apply(history.entry(index), to: &state)
                recorded.checkpoints.append(state)
            }
        } catch {
            throw HistoryArchiveError(path: "actions", message: error.message)
        }
        recorded.present = state
        return recorded
    }

    /// The archive's history with every state made anew by `replay`, none taken from the archive
    /// (kept at the rules' own interval, whatever the archive's).
    private func replayed(
        rules: HistoryRules<State, Action>, replay: @escaping (inout State, Action) -> Void
    ) throws(HistoryArchiveError) -> History<State, Action> {
        var unrecorded = self
        unrecorded.checkpoints = []
        return try HistoryArchiveReader(rules: rules, replay: replay, isEqual: nil).read(unrecorded).history
    }

    private static func replay<R: Reducer>(_ reducer: R) -> (inout State, Action) -> Void where R.State == State, R.Action == Action {
        { state, action in _ = reducer.reduce(into: &state, action: action) }
    }
}
