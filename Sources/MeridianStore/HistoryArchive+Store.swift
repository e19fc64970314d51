extension Store where State: Codable, Action: Codable {
    /// The whole history as data, ready to encode. Throws only for a stored history whose
    /// segments cannot be read.
    public func archive() throws(HistoryStorageError) -> HistoryArchive<State, Action> {
        try archiveSource().archive()
    }

    /// What `archive()` is made from, taken in constant time (the history is a value), so the
    /// archive itself can be made on another thread: compaction makes it off the main thread.
    ///
    /// With `includingTransientRun` false, the archive ends with the log, before the transients
    /// held since the last step: what a journal has written so far.
    public func archiveSource(includingTransientRun: Bool = true) -> HistoryArchiveSource<State, Action> {
        let timeline = self.timeline
        return HistoryArchiveSource(
            history: history, present: present, includingRun: includingTransientRun,
            cursor: timeline.isPreviewing ? .init(step: timeline.currentStep, scope: timeline.scopeID) : nil)
    }

    /// Replaces the history with an archived one, after checking it whole; on error nothing
    /// changes. The log is replayed, so the present is what the log leads to.
    public func restoreHistory(from archive: HistoryArchive<State, Action>) throws(HistoryArchiveError) {
        try restoreHistory(from: archive, isEqual: nil)
    }

    func restoreHistory(from archive: HistoryArchive<State, Action>, isEqual: ((State, State) -> Bool)?) throws(HistoryArchiveError) {
        guard let rules = history?.rules, let replay = history?.replay else { return }
        let restored = try HistoryArchiveReader(rules: rules, replay: replay, isEqual: isEqual).read(archive)
        replaceHistory(
            restored.history, present: restored.present,
            preview: restored.cursor?.step, scope: restored.cursor?.scope ?? .everything)
    }
}

extension Store where State: Codable & Equatable, Action: Codable {
    /// Replaces the history with an archived one, after checking it whole; on error nothing
    /// changes. The log decides every state; the archive's checkpoints, where each is exactly
    /// where replaying the log from the one before arrives, are kept instead of made anew.
    public func restoreHistory(from archive: HistoryArchive<State, Action>) throws(HistoryArchiveError) {
        try restoreHistory(from: archive, isEqual: Self.equality())
    }

    /// `==`, formed outside the main actor: restoring compares states on worker threads.
    private nonisolated static func equality() -> (State, State) -> Bool {
        { $0 == $1 }
    }
}

/// A history as it stood at one moment, to turn into an archive anywhere.
///
/// Sendable although a history holds the app's closures: a copied history is never changed,
/// and making the archive reads only its values (entries, checkpoints, steps, scope ids).
public struct HistoryArchiveSource<State: Codable, Action: Codable>: @unchecked Sendable {
    let history: History<State, Action>?
    let present: State
    let includingRun: Bool
    let cursor: HistoryArchive<State, Action>.Cursor?

    public func archive() throws(HistoryStorageError) -> HistoryArchive<State, Action> {
        guard var history else {
            return HistoryArchive(
                checkpointInterval: HistoryRules<State, Action>.defaultCheckpointInterval,
                initialState: present, checkpoints: [], present: present, actions: [], restores: [],
                stepTimes: .init(milliseconds: [0]), cursor: nil)
        }
        if includingRun { history.writeRun() }
        let scopes = history.rules.allScopes
        var actions: [Action] = []
        actions.reserveCapacity(history.entryCount)
        var restores: [HistoryArchive<State, Action>.Restore] = []
        var seals: [HistoryArchive<State, Action>.Seal] = []
        var checkpoints: [State] = []
        for index in 0..<history.entryCount {
            if index > 0, index % history.interval == 0 { checkpoints.append(try history.checkpoint(index / history.interval)) }
            switch try history.entry(index) {
            case .action(let action):
                actions.append(action)
            case .restore(let step, let scopeIndex):
                restores.append(.init(entry: index, step: Int(step), scope: scopes[Int(scopeIndex)].id))
            case .sealed(let sealed):
                seals.append(.init(entry: index, state: sealed.state))
            }
        }
        return HistoryArchive(
            checkpointInterval: history.rules.checkpointInterval,
            initialState: try history.checkpoint(0),
            checkpoints: history.entryCount > 0 && history.entryCount % history.interval == 0
                ? checkpoints + [try history.checkpoint(history.entryCount / history.interval)] : checkpoints,
            present: includingRun ? present : history.stateAfterLog,
            actions: actions,
            restores: restores,
            seals: seals.isEmpty ? nil : seals,
            stepTimes: .init(milliseconds: history.steps.times),
            cursor: cursor
        )
    }
}
