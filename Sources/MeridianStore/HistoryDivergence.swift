/// Where replaying a history stopped giving the states that were recorded.
public struct HistoryDivergence: Equatable, Sendable, CustomStringConvertible {
    /// What kind of log entry was found at fault, so an app can say it in its own words.
    public enum EntryKind: Equatable, Sendable {
        /// An action the app sent; ``HistoryDivergence/action`` is the app's description of it.
        case action
        /// A return to an earlier step, which made that step's state the present.
        case returnToStep(Int)
        /// A run of transients sealed into the one state it led to.
        case sealedRun
        /// Skipping `step` (`skipping` true) or bringing it back (false).
        case skip(step: Int, skipping: Bool)
    }

    /// The index in the log of the entry found at fault.
    public var entry: Int
    /// The entry, as the app describes its action (in English for the other kinds).
    public var action: String
    /// The kind of the entry.
    public var kind: EntryKind
    /// Whether two replays of this very entry gave different states: the reducer is impure.
    /// Otherwise replay is repeatable but differs from the record (a changed reducer, an edited
    /// file), and `entry` is the last one before the checkpoint that differs.
    public var isImpure: Bool

    /// A divergence at log entry `entry`, whose action reads `action`.
    public init(entry: Int, action: String, kind: EntryKind = .action, isImpure: Bool) {
        self.entry = entry
        self.action = action
        self.kind = kind
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
        describe: (Action, State) -> String
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
                return HistoryDivergence(
                    entry: mark.entry, action: "\(mark.skipping ? "skipping" : "bringing back") step \(mark.step)",
                    kind: .skip(step: mark.step, skipping: mark.skipping), isImpure: false)
            }
        }
        return nil
    }

    private func firstReplayDivergence(
        interval: Int,
        recordedCount: Int,
        recorded: (Int) throws(HistoryStorageError) -> State,
        recordedPresent: State,
        describe: (Action, State) -> String
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
    private func locate(in window: Range<Int>, from state: State, describe: (Action, State) -> String) throws(HistoryStorageError) -> HistoryDivergence {
        var first = state
        var second = state
        var beforeLast = state
        for index in window {
            let before = first
            try apply(entry(index), to: &first)
            try apply(entry(index), to: &second)
            if first != second {
                return try divergence(at: index, before: before, isImpure: true, describe)
            }
            beforeLast = before
        }
        guard entryCount > 0 else { return HistoryDivergence(entry: 0, action: "", isImpure: false) }
        return try divergence(at: max(window.upperBound - 1, 0), before: beforeLast, isImpure: false, describe)
    }

    /// The divergence at entry `index`, described from the state `before` it.
    private func divergence(
        at index: Int, before: State, isImpure: Bool, _ describe: (Action, State) -> String
    ) throws(HistoryStorageError) -> HistoryDivergence {
        switch try entry(index) {
        case .action(let action):
            HistoryDivergence(entry: index, action: describe(action, before), isImpure: isImpure)
        case .restore(let step, _, _):
            HistoryDivergence(entry: index, action: "return to step \(step)", kind: .returnToStep(Int(step)), isImpure: isImpure)
        case .sealed:
            HistoryDivergence(entry: index, action: "a sealed run of transients", kind: .sealedRun, isImpure: isImpure)
        case .nothing:
            HistoryDivergence(entry: index, action: "an action the app no longer has", kind: .sealedRun, isImpure: isImpure)
        case .skip(let skipped):
            HistoryDivergence(
                entry: index, action: "\(skipped.mark.skipping ? "skipping" : "bringing back") step \(skipped.mark.step)",
                kind: .skip(step: skipped.mark.step, skipping: skipped.mark.skipping), isImpure: isImpure)
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
            describe: { action, _ in String(describing: action) })
    }
}

extension HistoryArchive where State: Equatable {
    /// Replays the archived log with `reducer` and compares it with the archived checkpoints and
    /// present; `nil` when they all match.
    ///
    /// - Parameters:
    ///   - reducer: the reducer to replay the log with.
    ///   - rules: the history's rules, as the app records with them.
    ///   - describe: how the divergence names the action at fault, given the state before it
    ///     (an app's step label, say); by default the action's `description`.
    ///   - replayed: told the share of the checkpoints compared so far (0 to 1), as the replay
    ///     reaches each; a command shows it as its progress.
    ///
    /// Handed over (`consume`), the archive lets go of its actions as they are replayed, so a
    /// long log is not held twice, as actions and as the history replayed from them.
    public consuming func verify<R: Reducer>(
        reducer: R, rules: HistoryRules<State, Action>,
        describe: (Action, State) -> String = { action, _ in String(describing: action) },
        replayed: (Double) -> Void = { _ in }
    ) throws(HistoryArchiveError) -> HistoryDivergence? where R.State == State, R.Action == Action {
        // The last use of self: a log held nowhere else is let go of as it is replayed.
        var archive = self
        let history = try HistoryArchiveReader(
            rules: rules, replay: { state, action in _ = reducer.reduce(into: &state, action: action) }, isEqual: nil
        ).read(takingActionsOf: &archive).history
        let (recordedCheckpoints, recordedPresent, interval) = (archive.checkpoints, archive.present, archive.checkpointInterval)
        do {
            return try history.firstDivergence(
                interval: interval,
                recordedCount: recordedCheckpoints.count,
                recorded: { index in
                    replayed(Double(index) / Double(max(recordedCheckpoints.count, 1)))
                    return recordedCheckpoints[index - 1]
                },
                recordedPresent: recordedPresent,
                describe: describe)
        } catch {
            throw HistoryArchiveError(path: "actions", message: error.message)
        }
    }
}
