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
    @inlinable
    public func restoreHistory(from archive: HistoryArchive<State, Action>) throws(HistoryArchiveError) {
        guard let restorer = historyRestorer() else { return }
        replaceHistory(with: try restorer.read(archive))
    }

    /// What reads an archive into a history, to use on any thread: a long archive is read off
    /// the main thread, then `replaceHistory(with:)` puts it in place. `nil` for a store that
    /// keeps no history.
    @inlinable
    public func historyRestorer() -> HistoryRestorer<State, Action>? {
        historyRestorer(isEqual: nil)
    }

    @inlinable
    func historyRestorer(isEqual: ((State, State) -> Bool)?) -> HistoryRestorer<State, Action>? {
        guard let rules = history?.rules, let replay = history?.replay else { return nil }
        return HistoryRestorer(reader: HistoryArchiveReader(rules: rules, replay: replay, isEqual: isEqual))
    }

    /// Puts a history read by `historyRestorer()` in place of the current one.
    public func replaceHistory(with restored: RestoredHistory<State, Action>) {
        let restored = restored.restored
        replaceHistory(
            restored.history, present: restored.present,
            preview: restored.cursor?.step, scope: restored.cursor?.scope ?? .everything)
    }

    /// Puts a history read by `historyRestorer()` in place of the current one, then records
    /// `action` at its end, before any observer sees the history: for what an app must change
    /// in a history that came from elsewhere before anything acts on it (Meridian forgets the
    /// remote addresses a file claims were approved). The slider stays where the archive put
    /// it; the action's effects are dropped, as those of a transient behind a preview are.
    public func replaceHistory(with restored: RestoredHistory<State, Action>, then action: Action) {
        let restored = restored.restored
        replaceHistory(
            restored.history, present: restored.present,
            preview: restored.cursor?.step, scope: restored.cursor?.scope ?? .everything, then: action)
    }
}

extension Store where State: Codable & Equatable, Action: Codable {
    /// Replaces the history with an archived one, after checking it whole; on error nothing
    /// changes. The log decides every state; the archive's checkpoints, where each is exactly
    /// where replaying the log from the one before arrives, are kept instead of made anew.
    @inlinable
    public func restoreHistory(from archive: HistoryArchive<State, Action>) throws(HistoryArchiveError) {
        guard let restorer = historyRestorer() else { return }
        replaceHistory(with: try restorer.read(archive))
    }

    /// What reads an archive into a history, to use on any thread, keeping the archive's
    /// checkpoints where they are right (see `restoreHistory(from:)`).
    @inlinable
    public func historyRestorer() -> HistoryRestorer<State, Action>? {
        historyRestorer(isEqual: Self.equality())
    }

    /// `==`, formed outside the main actor: restoring compares states on worker threads.
    @inlinable
    nonisolated static func equality() -> (State, State) -> Bool {
        { $0 == $1 }
    }
}

/// Reads archives into histories with a store's rules, on any thread.
///
/// Sendable although it holds the app's closures: the policies and reducers are pure, and
/// restoring already runs them on worker threads.
public struct HistoryRestorer<State: Codable, Action: Codable>: @unchecked Sendable {
    @usableFromInline let reader: HistoryArchiveReader<State, Action>

    @inlinable
    init(reader: HistoryArchiveReader<State, Action>) {
        self.reader = reader
    }

    /// The archive as a history, after checking it whole; throws at the first problem, naming
    /// its place in the archive.
    ///
    /// An archive handed over whole (its last use) lets go of its actions as they are recorded,
    /// so a long log is not held twice, as actions and as the history made of them.
    @inlinable
    public func read(_ archive: consuming HistoryArchive<State, Action>) throws(HistoryArchiveError) -> RestoredHistory<State, Action> {
        var owned = consume archive
        return RestoredHistory(restored: try reader.read(takingActionsOf: &owned))
    }
}

/// A history read from an archive, ready for `Store.replaceHistory(with:)`.
public struct RestoredHistory<State: Codable, Action: Codable>: @unchecked Sendable {
    @usableFromInline let restored: HistoryArchiveReader<State, Action>.Restored

    @inlinable
    init(restored: HistoryArchiveReader<State, Action>.Restored) {
        self.restored = restored
    }

    /// The history's last step (its step count, not counting step 0, the start).
    public var lastStep: Int { restored.history.steps.count - 1 }
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

    /// The archive, read piece by piece; call it where the reading may take time (off the
    /// main thread): it writes the run into the log of its copy of the history.
    public func stream() -> HistoryArchiveStream<State, Action> {
        guard var history else {
            return HistoryArchiveStream(HistoryArchive(
                checkpointInterval: HistoryRules<State, Action>.defaultCheckpointInterval,
                initialState: present, checkpoints: [], present: present, actions: [], restores: [],
                stepTimes: .init(milliseconds: [0]), cursor: nil))
        }
        if includingRun { history.writeRun() }
        return HistoryArchiveStream(history: history, present: includingRun ? present : history.stateAfterLog, cursor: cursor)
    }

    /// The archive of the history as it stood when the source was taken.
    public func archive() throws(HistoryStorageError) -> HistoryArchive<State, Action> {
        try stream().archive()
    }
}

extension HistoryArchiveSource where State: Equatable {
    /// The most entries a session kept as a test records: it holds a whole state for each, and
    /// a test is a short stretch of use, not a year's history.
    public static var maximumEntriesRecordingEveryState: Int { 10_000 }

    /// The archive with the state after every entry of the log recorded, made by the store's
    /// own reducer: a session kept as a test (see `HistoryArchive.recordingEveryState`).
    /// Throws for a history of more than ``maximumEntriesRecordingEveryState`` entries.
    public func archiveRecordingEveryState() throws(HistoryArchiveError) -> HistoryArchive<State, Action> {
        guard (history?.entryCount ?? 0) <= Self.maximumEntriesRecordingEveryState else {
            throw HistoryArchiveError(
                path: "",
                message: "the history has \(history?.entryCount ?? 0) entries; a session saved as a test records the state after each, and may have at most \(Self.maximumEntriesRecordingEveryState)")
        }
        let archive: HistoryArchive<State, Action>
        do {
            archive = try self.archive()
        } catch {
            throw HistoryArchiveError(path: "", message: error.message)
        }
        guard let history else { return archive }
        return try archive.recordingEveryState(rules: history.rules, replay: history.replay)
    }
}
