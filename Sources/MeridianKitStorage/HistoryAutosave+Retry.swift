import Foundation
import MeridianStore

/// Saving that fails, and tries again: from the last committed entry (or the whole history
/// after an import), at the user's next steps (at most once a second) and on a timer that
/// backs off from a second to five minutes, so an idle app on a full disk still sleeps.
extension HistoryAutosave {
    /// Saving failed: what was handed over after the last committed batch is handed over
    /// again when a try succeeds, and a try is scheduled.
    func fail(because error: HistoryDatabaseError) {
        guard isWriting else { return }
        handedOff = syncedEntries
        savedCursor = .init(step: -1, scope: "")  // unknown: said again with the next write
        if case .sqlite(let error) = error {
            status = .failing(reason: reason(for: error))
        } else {
            status = .failing(reason: words.notSaving(error.message(in: words.storage)))
        }
        if scheduledRetry == nil { scheduleRetry() }
    }

    /// Tries to save everything not saved, from the last committed entry (or the whole history,
    /// after an import): a write that succeeds ends the failing and says how many steps it saved.
    /// `completion` runs once this try has answered; asked while one is under way (begun
    /// before the user freed space, say), it is made after that one fails.
    public func retry(completion: (@MainActor () -> Void)? = nil) {
        guard case .failing = status, isWriting else {
            completion?()
            return
        }
        guard !isRetrying else {
            if let completion { nextTryCompletions.append(completion) }
            return
        }
        if let completion { retryCompletions.append(completion) }
        scheduledRetry?.cancel()
        scheduledRetry = nil
        isRetrying = true
        lastTry = .now()
        let restart = pendingRestart
        let slice = store.logSlice(from: restart == nil ? syncedEntries : 0)
        let cursor = Self.cursor(store.timeline)
        let batch = Batch(epoch: epoch, entries: store.logCount, steps: store.timeline.lastStep, isWhole: restart != nil)
        let unsaved = unsavedSteps
        let attempt = Attempt(
            opened: file, reopen: reopen, checkFor: checksTheReopenedFile ? syncedEntries : nil, restart: restart, slice: slice,
            interval: store.checkpointInterval, cursor: cursor, words: words)
        let gate = gate
        queue.async { [weak self] in
            let (outcome, nowOpen) = attempt.run(batch, gate: gate)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.answered(outcome, batch, opened: nowOpen, cursor: cursor, unsaved: unsaved)
                }
            }
        }
    }

    /// A try's answer on the main thread.
    private func answered(
        _ outcome: WriteGate.Outcome, _ batch: Batch, opened: UncheckedSendable<HistoryFile<State, Action>>?,
        cursor: HistoryDatabase<State, Action>.Cursor, unsaved: Int
    ) {
        isRetrying = false
        let completions = retryCompletions
        retryCompletions = nextTryCompletions
        nextTryCompletions = []
        defer { completions.forEach { $0() } }
        guard case .failing = status else {
            retryCompletions.forEach { $0() }
            retryCompletions = []
            // Closed meanwhile: a file the try opened is closed too.
            if file == nil, let opened { queue.async { opened.value.close() } }
            return
        }
        if file == nil, let opened { file = opened }
        // An import put another history in place meanwhile: try again with it.
        guard batch.epoch == epoch else { return retry() }
        switch outcome {
        case .written:
            checksTheReopenedFile = false
            handedOff = batch.entries
            savedCursor = cursor
            retryDelay = Self.firstRetryDelay
            status = .on
            finished(outcome, batch)
            onResume?(unsaved)
            // What the user did while the try ran.
            if store.logCount > batch.entries || Self.cursor(store.timeline) != cursor { scheduleFlush() }
        case .failed(let error):
            status = .failing(reason: reason(for: error))
            retryDelay = min(retryDelay * 2, Self.longestRetryDelay)
            // A try asked for while this one ran is made now; else the timer makes the next.
            if retryCompletions.isEmpty { scheduleRetry() } else { startWaitingTry() }
        case .skipped:
            scheduleRetry()
        }
    }

    /// A try for the completions that waited for the one that just answered.
    private func startWaitingTry() {
        let waiting = retryCompletions
        retryCompletions = []
        retry { waiting.forEach { $0() } }
    }

    /// What the bar says of `error`: the disk is full when the file system has no room, whatever
    /// SQLite called it (no room for its shared memory is "disk I/O error").
    func reason(for error: SQLiteError) -> String {
        let path = error.path.isEmpty ? (file?.value.path ?? "") : error.path
        let failure = DiskSpace.isFull(path.isEmpty ? "/" : (path as NSString).deletingLastPathComponent)
            ? words.storage.full(path) : HistoryDatabaseError.sqlite(error).message(in: words.storage)
        return words.notSaving(failure)
    }

    func scheduleRetry() {
        scheduledRetry?.cancel()
        let retry = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                self?.scheduledRetry = nil
                self?.retry()
            }
        }
        scheduledRetry = retry
        DispatchQueue.main.asyncAfter(deadline: .now() + retryDelay, execute: retry)
    }

    /// The first try after a failure waits this long (seconds); each that fails doubles it,
    /// up to `longestRetryDelay`.
    static var firstRetryDelay: Double { 1 }
    static var longestRetryDelay: Double { 300 }

}

/// One try, on the writer's queue: opens the file first when the launch could not (and
/// checks it holds what the launch read), then writes what is not saved.
private struct Attempt<State, Action>: @unchecked Sendable {
    var opened: UncheckedSendable<HistoryFile<State, Action>>?
    var reopen: HistoryFile<State, Action>.Opening?
    /// The entries the launch read from the file, when it must still hold exactly those.
    var checkFor: Int?
    var restart: Restart?
    var slice: HistoryLogSlice<State, Action>
    var interval: Int
    var cursor: HistoryDatabase<State, Action>.Cursor
    var words: AutosaveWords

    func run(_ batch: Batch, gate: WriteGate) -> (WriteGate.Outcome, UncheckedSendable<HistoryFile<State, Action>>?) {
        gate.reopen()
        var file = opened
        var openFailure: SQLiteError?
        if file == nil, let reopen {
            do {
                file = UncheckedSendable(try reopen())
            } catch {
                openFailure = Self.failure(opening: error, words: words)
            }
        }
        let database = file?.value.database
        let outcome = gate.write(batch) { () throws(SQLiteError) in
            if let openFailure { throw openFailure }
            guard let database else { return }
            if let checkFor, restart == nil, (try? database.header())??.entryCount ?? 0 != checkFor {
                // The file holds more than the launch could read (a log it could not see
                // without room for its shared memory): nothing is written over it, and what
                // the user does here stays unsaved, so quitting asks.
                throw SQLiteError.cannotOpen(words.changedSinceLaunch, path: database.connection.path)
            }
            if let restart {
                try database.replaceAll(with: slice, interval: interval, cursor: cursor, keepingAside: restart.keepingAside)
            } else {
                try database.append(slice, interval: interval, cursor: cursor)
            }
        }
        return (outcome, file)
    }

    /// Why the file could not be opened, as the writes' failures say it.
    private static func failure(opening error: HistoryFile<State, Action>.OpenError, words: AutosaveWords) -> SQLiteError {
        switch error {
        case .database(.sqlite(let error)): error
        case .database(let error): .cannotOpen(error.message(in: words.storage), path: "")
        case .inUse(let path): .cannotOpen(words.storage.inUse(path, words.storage.app), path: path)
        case .system(let error): .cannotOpen(error.description, path: error.path)
        }
    }
}
