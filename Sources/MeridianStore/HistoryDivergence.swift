/// Where replaying a history stopped giving the states that were recorded.
public struct HistoryDivergence: Equatable, Sendable, CustomStringConvertible {
    /// The index in the log of the entry found at fault.
    public var entry: Int
    /// The entry, as the app describes its action.
    public var action: String
    /// Whether two replays of this very entry gave different states: the reducer is impure.
    /// Otherwise replay is repeatable but differs from the record (a changed reducer, an edited
    /// file), and `entry` is the last one before the checkpoint that differs.
    public var isImpure: Bool

    /// A divergence at log entry `entry`, whose action reads `action`.
    public init(entry: Int, action: String, isImpure: Bool) {
        self.entry = entry
        self.action = action
        self.isImpure = isImpure
    }

    public var description: String {
        isImpure
            ? "entry \(entry) (\(action)) gives a different state each time it is replayed: its reducer is not pure"
            : "the state recorded after entry \(entry) (\(action)) differs from what replaying the log gives"
    }
}

extension History where State: Equatable {
    /// Replays the whole log from the start and compares it with the recorded states.
    ///
    /// - Parameters:
    ///   - recorded: the recorded state after `c * interval` entries, for `c` in `1...recordedCount`.
    ///   - recordedPresent: the recorded state after the whole log.
    func firstDivergence(
        interval: Int,
        recordedCount: Int,
        recorded: (Int) throws(HistoryStorageError) -> State,
        recordedPresent: State,
        describe: (Action) -> String
    ) throws(HistoryStorageError) -> HistoryDivergence? {
        let replayed = try firstReplayDivergence(
            interval: interval, recordedCount: recordedCount, recorded: recorded, recordedPresent: recordedPresent, describe: describe)
        let skipped = try firstSkipDivergence()
        guard let replayed, let skipped else { return replayed ?? skipped }
        return skipped.entry < replayed.entry ? skipped : replayed
    }

    /// The first skip whose replay without its steps no longer gives the present it recorded,
    /// or the ineffective steps it found.
    private func firstSkipDivergence() throws(HistoryStorageError) -> HistoryDivergence? {
        for mark in skipMarks {
            guard case .skip(let recorded) = try entry(mark.entry) else { continue }
            let before = try state(afterEntries: mark.entry)
            let remade: SkippedStep<State>?
            do {
                remade = try skipping(step: mark.step, after: mark.entry, present: before)
            } catch {
                if case .unreadable(let storageError) = error { throw storageError }
                remade = nil  // refused now: it was not refused when recorded
            }
            if remade?.state != recorded.state || remade?.mark.ineffectiveSteps != mark.ineffectiveSteps {
                return HistoryDivergence(entry: mark.entry, action: "\(mark.skipping ? "skipping" : "bringing back") step \(mark.step)", isImpure: false)
            }
        }
        return nil
    }

    private func firstReplayDivergence(
        interval: Int,
        recordedCount: Int,
        recorded: (Int) throws(HistoryStorageError) -> State,
        recordedPresent: State,
        describe: (Action) -> String
    ) throws(HistoryStorageError) -> HistoryDivergence? {
        var windowStartState = try checkpoint(0)
        var start = 0
        repeat {
            let end = min(start + interval, entryCount)
            let replayed = try replaying(start..<end, from: windowStartState)
            let checkpoint = end / interval
            let recordedAtEnd: State? = end % interval == 0 && checkpoint <= recordedCount ? try recorded(checkpoint) : nil
            let matches = (recordedAtEnd.map { $0 == replayed } ?? true)
                && (end < entryCount || replayed == recordedPresent)
            if !matches {
                return try locate(in: start..<end, from: windowStartState, describe: describe)
            }
            windowStartState = recordedAtEnd ?? replayed
            start = end
        } while start < entryCount
        return nil
    }

    /// Replays a window twice; the first entry where the two disagree is impure.
    private func locate(in window: Range<Int>, from state: State, describe: (Action) -> String) throws(HistoryStorageError) -> HistoryDivergence {
        var first = state
        var second = state
        for index in window {
            try apply(entry(index), to: &first)
            try apply(entry(index), to: &second)
            if first != second {
                return HistoryDivergence(entry: index, action: try self.describe(index, describe), isImpure: true)
            }
        }
        let last = max(window.upperBound - 1, 0)
        return HistoryDivergence(entry: last, action: entryCount == 0 ? "" : try self.describe(last, describe), isImpure: false)
    }

    private func describe(_ index: Int, _ describe: (Action) -> String) throws(HistoryStorageError) -> String {
        switch try entry(index) {
        case .action(let action): describe(action)
        case .restore(let step, _): "return to step \(step)"
        case .sealed: "a sealed run of transients"
        case .skip(let skipped): "\(skipped.mark.skipping ? "skipping" : "bringing back") step \(skipped.mark.step)"
        }
    }
}

extension Store where State: Equatable {
    /// Replays the log from the start and reports the first entry whose replay differs from the
    /// state recorded when it happened, or `nil` when the whole history replays faithfully.
    /// Throws only for a stored history whose segments cannot be read.
    public func verify() throws(HistoryStorageError) -> HistoryDivergence? {
        guard var history else { return nil }
        // The transients held since the last step are part of what leads to the present.
        history.writeRun()
        return try history.firstDivergence(
            interval: history.rules.checkpointInterval,
            recordedCount: history.entryCount / history.interval,
            recorded: { (index: Int) throws(HistoryStorageError) -> State in try history.checkpoint(index) },
            recordedPresent: present,
            describe: { String(describing: $0) })
    }
}

extension HistoryArchive where State: Equatable {
    /// Replays the archived log with `reducer` and compares it with the archived checkpoints and
    /// present; `nil` when they all match.
    public func verify<R: Reducer>(
        reducer: R, rules: HistoryRules<State, Action>
    ) throws(HistoryArchiveError) -> HistoryDivergence? where R.State == State, R.Action == Action {
        let history = try HistoryArchiveReader(
            rules: rules, replay: { state, action in _ = reducer.reduce(into: &state, action: action) }, isEqual: nil
        ).read(self).history
        do {
            return try history.firstDivergence(
                interval: checkpointInterval,
                recordedCount: checkpoints.count,
                recorded: { checkpoints[$0 - 1] },
                recordedPresent: present,
                describe: { String(describing: $0) })
        } catch {
            throw HistoryArchiveError(path: "actions", message: error.message)
        }
    }
}
