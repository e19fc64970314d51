import Foundation
import MeridianStore

/// Saves every action of the running app into the history's database in its state folder, so
/// nothing is lost: the store's new log entries are taken on the main thread in constant time
/// (a slice of the log), then encoded and committed — one transaction a batch, synced — on a
/// queue of its own, at most `interval` after they were recorded. Transients held beside the
/// log since the last step are written with it when the next step begins, and at quit; a crash
/// loses only them (the clock then reads the relaunch's time).
///
/// Nothing polls: a change of the log or of the slider's position (the store's timeline)
/// schedules one flush, `interval` later; time passing changes neither, so an idle app wakes
/// for nothing here and writes nothing.
///
/// A write that fails (a full disk, a quota, an I/O error, a folder that became read-only) is
/// rolled back whole by SQLite, and saving is then ``Status/failing(reason:)``: what the store
/// holds stays in memory, and the writes are tried again from the last committed entry — at
/// the user's next steps, and on a timer that backs off from a second to five minutes, so an
/// idle app on a full disk still sleeps. The first write that succeeds saves everything not
/// saved meanwhile, and ``onResume`` says so once.
@MainActor
public final class HistoryAutosave<State: Sendable, Action: Sendable, Effect> {
    /// Whether the history is being saved.
    public enum Status: Equatable, Sendable {
        /// Every step is saved as the user acts.
        case on
        /// Writing failed: nothing is saved until a write succeeds again, which is tried by
        /// itself. The reason says what failed and what to do, in the app's words.
        case failing(reason: String)
        /// Autosave could not start, or has closed; the app runs without it and says why.
        case off(reason: String)
    }

    /// Whether the history is being saved, and why not.
    public private(set) var status: Status {
        didSet { if status != oldValue { onStatusChange?(status) } }
    }
    /// Log entries committed so far, as the last completed batch reported them.
    public internal(set) var syncedEntries = 0
    /// The store's last step when the last committed batch was handed over: every step up to
    /// it is saved.
    public private(set) var savedSteps = 0
    /// Called on the main thread after each batch reaches the disk, with `syncedEntries`.
    public var onSync: (@MainActor (Int) -> Void)?
    /// Called on the main thread when the status changes: saving failed, or works again.
    public var onStatusChange: (@MainActor (Status) -> Void)?
    /// Called on the main thread once, when saving works again after failing, with the steps
    /// it then saved that had not been.
    public var onResume: (@MainActor (Int) -> Void)?

    let store: Store<State, Action, Effect>
    let words: AutosaveWords
    let queue = DispatchQueue(label: "dev.meridian.autosave", qos: .utility)
    /// The open database; used only on `queue` while autosave runs.
    var file: UncheckedSendable<HistoryFile<State, Action>>?
    /// How to open the database when the launch could not (a full disk): tried by each retry.
    private let reopen: HistoryFile<State, Action>.Opening?
    private let interval: DispatchTimeInterval
    /// Entries handed to the queue so far.
    var handedOff = 0
    var savedCursor: HistoryDatabase<State, Action>.Cursor
    /// The flush scheduled by the last change, until it runs.
    private var scheduledFlush: DispatchWorkItem?
    private var timelineToken: ObservationToken?
    /// The read connection the store reads its let-go segments through, made the first time.
    private var pagedStorage: HistoryDatabaseStorage<State, Action>?
    /// Closed to writes after one fails, until a retry opens it: batches queued behind a failed
    /// one were cut from the log as if it had been committed, and must not leave a gap.
    private let gate = WriteGate()
    /// A retry is on the queue: no other batch is handed over until it answers.
    private var isRetrying = false
    /// The history to write whole when saving works again: an import replaced it while
    /// writes failed (with what to keep aside, as `replaceHistory` was asked).
    private var pendingRestart: Restart?
    /// The retry the timer makes, and how long the next one waits.
    private var scheduledRetry: DispatchWorkItem?
    private var retryDelay = HistoryAutosave.firstRetryDelay

    /// Autosaves `store`, whose history is what the launch restored from `file` (or a new
    /// one), into `file`; without one, autosave is off for `offReason`.
    ///
    /// With `waiting`, the launch could not open the file for writing for a reason that may
    /// clear by itself (what failed, and how to open it): saving is failing, and each try
    /// opens it first. What the store holds then is what the launch read from it.
    package init(
        store: Store<State, Action, Effect>, file: HistoryFile<State, Action>?, offReason: String?, words: AutosaveWords,
        waiting: (reason: String, reopen: HistoryFile<State, Action>.Opening)? = nil, interval: DispatchTimeInterval = .milliseconds(100)
    ) {
        self.store = store
        self.words = words
        self.interval = interval
        savedCursor = Self.cursor(store.timeline)
        reopen = file == nil ? waiting?.reopen : nil
        guard let file else {
            if let waiting {
                status = .failing(reason: words.notSaving(waiting.reason))
                handedOff = store.logCount
                syncedEntries = handedOff
                savedSteps = store.timeline.lastStep
                timelineToken = store.observeTimeline { [weak self] _ in self?.scheduleFlush() }
                scheduleRetry()
            } else {
                status = .off(reason: offReason ?? words.off)
            }
            return
        }
        self.file = UncheckedSendable(file)
        handedOff = store.logCount
        syncedEntries = handedOff
        savedSteps = store.timeline.lastStep
        // Opened on a full disk (the shared memory was there already): no write can succeed,
        // and the user is told now rather than at their first step.
        var space = statvfs()
        if statvfs(file.path, &space) == 0, space.f_bavail == 0 {
            status = .failing(reason: words.notSaving(words.storage.full(file.path)))
            if (try? file.database.header()) == nil { pendingRestart = Restart(keepingAside: nil) }
            timelineToken = store.observeTimeline { [weak self] _ in self?.scheduleFlush() }
            scheduleRetry()
            return
        }
        status = .on
        // A history not in the database yet (a first launch) is written whole: it holds the
        // starting state.
        if (try? file.database.header()) == nil { restartFromStore() }
        timelineToken = store.observeTimeline { [weak self] _ in self?.scheduleFlush() }
    }

    /// Whether a flush is scheduled: something was recorded that is not handed to the queue yet.
    public var isFlushScheduled: Bool { scheduledFlush != nil }

    /// Steps the store holds that are not saved: the user's work since the last committed batch.
    public var unsavedSteps: Int { max(store.timeline.lastStep - savedSteps, 0) }

    /// Schedules one flush `interval` from now, unless one is scheduled already.
    private func scheduleFlush() {
        guard isWriting, scheduledFlush == nil else { return }
        let flush = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                self?.scheduledFlush = nil
                self?.flush()
            }
        }
        scheduledFlush = flush
        DispatchQueue.main.asyncAfter(deadline: .now() + interval, execute: flush)
    }

    func cancelScheduledFlush() {
        scheduledFlush?.cancel()
        scheduledFlush = nil
    }

    static func cursor(_ timeline: Timeline) -> HistoryDatabase<State, Action>.Cursor {
        .init(step: timeline.isPreviewing ? timeline.currentStep : nil, scope: timeline.scopeID)
    }

    /// Where the slider stands, when that changed since the database last said.
    private func cursorChange() -> HistoryDatabase<State, Action>.Cursor? {
        let cursor = Self.cursor(store.timeline)
        guard cursor != savedCursor else { return nil }
        savedCursor = cursor
        return cursor
    }

    /// Whether writes are made or tried: saving is on, or failing and tried again.
    private var isWriting: Bool {
        switch status {
        case .on: file != nil
        case .failing: file != nil || reopen != nil
        case .off: false
        }
    }

    /// Hands the entries recorded since the last flush to the queue. Scheduled by a change;
    /// call it directly to save now. While saving fails, it tries again from the last committed
    /// entry, unless a try is under way.
    public func flush(completion: (@MainActor () -> Void)? = nil) {
        if case .failing = status { return retry(completion: completion) }
        guard isWriting, let file, !isRetrying else {
            completion?()
            return
        }
        let slice = store.logSlice(from: handedOff)
        let cursor = cursorChange()
        guard slice.count > 0 || cursor != nil else {
            completion?()
            return
        }
        handedOff += slice.count
        let (target, steps) = (handedOff, store.timeline.lastStep)
        let interval = store.checkpointInterval
        let gate = gate
        queue.async { [weak self] in
            let outcome = gate.write { () throws(SQLiteError) in try file.value.database.append(slice, interval: interval, cursor: cursor) }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    self?.finished(outcome, entries: target, steps: steps)
                    completion?()
                }
            }
        }
    }

    /// What a batch's answer means on the main thread: committed, failed, or not tried because
    /// one before it failed (the failed one's answer has said so already).
    private func finished(_ outcome: WriteGate.Outcome, entries: Int, steps: Int) {
        switch outcome {
        case .written:
            syncedEntries = max(syncedEntries, entries)
            savedSteps = max(savedSteps, steps)
            pageOutSaved()
            onSync?(syncedEntries)
        case .failed(let error):
            fail(because: .sqlite(error))
        case .skipped:
            break
        }
    }

    /// Saving failed: what was handed over after the last committed batch is handed over
    /// again when a try succeeds, and a try is scheduled.
    private func fail(because error: HistoryDatabaseError) {
        guard file != nil else { return }
        handedOff = syncedEntries
        savedCursor = .init(step: -1, scope: "")  // unknown: said again with the next write
        status = .failing(reason: words.notSaving(error.message(in: words.storage)))
        scheduleRetry()
    }

    /// Tries to save everything not saved, from the last committed entry (or the whole history,
    /// after an import): a write that succeeds ends the failing and says how many steps it saved.
    public func retry(completion: (@MainActor () -> Void)? = nil) {
        guard case .failing = status, file != nil || reopen != nil, !isRetrying else {
            completion?()
            return
        }
        scheduledRetry?.cancel()
        scheduledRetry = nil
        isRetrying = true
        let (opened, reopen) = (file, reopen)
        let restart = pendingRestart
        let synced = syncedEntries
        let whole = store.logSlice(from: 0)
        let slice = restart == nil ? store.logSlice(from: synced) : whole
        let cursor = Self.cursor(store.timeline)
        let (target, steps, unsaved) = (store.logCount, store.timeline.lastStep, unsavedSteps)
        let interval = store.checkpointInterval
        let (gate, words) = (gate, words)
        queue.async { [weak self] in
            let (outcome, nowOpen) = Self.tryAgain(
                opened, reopen: reopen, gate: gate, restart: restart, slice: slice, whole: whole, synced: synced, interval: interval,
                cursor: cursor, words: words)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.isRetrying = false
                    if self.file == nil, let nowOpen { self.file = nowOpen }
                    if case .written = outcome, case .failing = self.status {
                        self.pendingRestart = nil
                        self.handedOff = target
                        self.savedCursor = cursor
                        self.retryDelay = Self.firstRetryDelay
                        self.status = .on
                        self.finished(outcome, entries: target, steps: steps)
                        self.onResume?(unsaved)
                        // What the user did while the try ran.
                        if self.store.logCount > target || Self.cursor(self.store.timeline) != cursor { self.scheduleFlush() }
                    } else if case .failed = outcome {
                        self.retryDelay = min(self.retryDelay * 2, Self.longestRetryDelay)
                        self.scheduleRetry()
                    }
                    completion?()
                }
            }
        }
    }

    /// A retry's write, on the queue: opens the file first when the launch could not, then
    /// writes what is not saved; the outcome, and the file now open.
    private nonisolated static func tryAgain(
        _ opened: UncheckedSendable<HistoryFile<State, Action>>?, reopen: HistoryFile<State, Action>.Opening?, gate: WriteGate,
        restart: Restart?, slice: HistoryLogSlice<State, Action>, whole: HistoryLogSlice<State, Action>, synced: Int, interval: Int,
        cursor: HistoryDatabase<State, Action>.Cursor, words: AutosaveWords
    ) -> (WriteGate.Outcome, UncheckedSendable<HistoryFile<State, Action>>?) {
        gate.reopen()
        var file = opened
        var openFailure: SQLiteError?
        if file == nil, let reopen {
            do {
                file = UncheckedSendable(try reopen())
            } catch {
                openFailure = failure(opening: error, words: words)
            }
        }
        let database = file?.value.database
        let outcome = gate.write { () throws(SQLiteError) in
            if let openFailure { throw openFailure }
            guard let database else { return }
            if let restart {
                try database.replaceAll(with: slice, interval: interval, cursor: cursor, keepingAside: restart.keepingAside)
            } else if opened == nil, (try? database.header())??.entryCount != synced {
                // Opened at last, the file holds another history than the one the launch could
                // read (none, or more than it showed): this one is written whole, and what it
                // held is kept aside, never lost.
                try database.replaceAll(with: whole, interval: interval, cursor: cursor, keepingAside: ("before-resume", now()))
            } else {
                try database.append(slice, interval: interval, cursor: cursor)
            }
        }
        return (outcome, file)
    }

    /// Why the file could not be opened, as the writes' failures say it.
    private nonisolated static func failure(opening error: HistoryFile<State, Action>.OpenError, words: AutosaveWords) -> SQLiteError {
        switch error {
        case .database(.sqlite(let error)): error
        case .database(let error): .cannotOpen(error.message(in: words.storage), path: "")
        case .inUse(let path): .cannotOpen(words.storage.inUse(path, words.storage.app), path: path)
        case .system(let error): .cannotOpen(error.description, path: error.path)
        }
    }

    /// The first try after a failure waits this long (seconds); each that fails doubles it,
    /// up to `longestRetryDelay`.
    static var firstRetryDelay: Double { 1 }

    /// Now, in milliseconds since 1970: when a history is kept aside.
    nonisolated static func now() -> Int64 { Int64(Date().timeIntervalSince1970 * 1000) }
    static var longestRetryDelay: Double { 300 }

    private func scheduleRetry() {
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

    /// Calls `completion` on the main thread once everything handed to the writer so far is
    /// committed (or failed).
    public func afterPendingWrites(_ completion: @escaping @MainActor () -> Void) {
        queue.async {
            DispatchQueue.main.async { MainActor.assumeIsolated { completion() } }
        }
    }

    /// Lets the store's memory go for what is committed, once there is a good deal of it:
    /// from then on the store reads those segments back through a read connection of its own,
    /// as after a relaunch. A run that never relaunches so holds a bounded part of its log.
    private func pageOutSaved() {
        guard let file, syncedEntries - store.firstLogEntryInMemory >= Self.entriesKeptInMemory else { return }
        if pagedStorage == nil {
            pagedStorage = try? HistoryDatabaseStorage(
                path: file.value.path, interval: store.checkpointInterval, entryCount: .max, codec: file.value.database.codec,
                words: words.storage)
        }
        guard let storage = pagedStorage else { return }
        store.pageOutHistory(savedEntries: syncedEntries - Self.entriesKeptInMemory / 2) { storage }
    }

    /// How many committed entries stay in memory before the older ones are let go: jumps a
    /// little way back, the common ones, never read the disk.
    static var entriesKeptInMemory: Int { 8_192 }

    /// Saves what is left and waits for it, then closes the database: on quit. While saving
    /// fails, it tries once more, from the last committed entry; what still cannot be written
    /// is lost, so ask the user first (``unsavedSteps``).
    public func close() {
        cancelScheduledFlush()
        scheduledRetry?.cancel()
        scheduledRetry = nil
        timelineToken = nil
        guard isWriting, let file else { return }
        // The transients held since the last step (the last tick, playback position, window
        // size) are saved too: a few entries, once per quit.
        store.writeTransientRun()
        let failing = status != .on
        let restart = failing ? pendingRestart : nil
        let slice = store.logSlice(from: restart != nil ? 0 : failing ? syncedEntries : handedOff)
        let cursor = failing ? Self.cursor(store.timeline) : cursorChange()
        handedOff = store.logCount
        let interval = store.checkpointInterval
        let (gate, timeline) = (gate, store.timeline)
        let outcome = queue.sync { () -> WriteGate.Outcome in
            defer { file.value.close() }
            if failing { gate.reopen() }
            return gate.write { () throws(SQLiteError) in
                if let restart {
                    try file.value.database.replaceAll(
                        with: slice, interval: interval, cursor: cursor ?? Self.cursor(timeline), keepingAside: restart.keepingAside)
                } else if slice.count > 0 || cursor != nil {
                    try file.value.database.append(slice, interval: interval, cursor: cursor)
                }
            }
        }
        if case .written = outcome {
            syncedEntries = handedOff
            savedSteps = store.timeline.lastStep
        }
        self.file = nil
        status = .off(reason: words.closing)
    }

    /// Replaces the store's history through `replace` (an import) and writes the new one
    /// whole, keeping the one it replaces aside in the database first, with everything
    /// recorded up to now: one transaction, after every batch before it. Returns `false`, and
    /// does nothing, when autosave is off: the app must then keep the old history itself.
    ///
    /// `time` is when, in milliseconds since 1970; `reason` names it in the list of kept
    /// histories (`before-import`).
    public func replaceHistory(keepingAsideAs reason: String, at time: Int64, _ replace: () -> Void) -> Bool {
        guard isWriting else { return false }
        cancelScheduledFlush()
        if case .failing = status {
            // What the database holds is kept aside when a write succeeds again, as it stands:
            // the steps not saved are in neither history, so the user is asked at quit.
            replace()
            if pendingRestart == nil { pendingRestart = Restart(keepingAside: (reason, time)) }
            savedSteps = 0
            retry()
            return true
        }
        flush()
        replace()
        restartFromStore(keepingAside: (reason, time))
        return true
    }

    /// Writes the store's whole history anew (after an import replaced it, or on a first
    /// launch), in one transaction: the database holds the old history or the new one, never a
    /// mix. With `keepingAside`, the old one is kept aside in the same transaction.
    public func restartFromStore(keepingAside: (reason: String, time: Int64)? = nil) {
        guard status == .on, let file else { return }
        let slice = store.logSlice(from: 0)
        let cursor = Self.cursor(store.timeline)
        savedCursor = cursor
        handedOff = store.logCount
        let (target, steps) = (handedOff, store.timeline.lastStep)
        let interval = store.checkpointInterval
        let gate = gate
        // Until it is committed, the database holds the history this one replaced.
        savedSteps = 0
        syncedEntries = 0
        queue.async { [weak self] in
            let outcome = gate.write { () throws(SQLiteError) in
                try file.value.database.replaceAll(with: slice, interval: interval, cursor: cursor, keepingAside: keepingAside)
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self else { return }
                    if case .failed = outcome, self.pendingRestart == nil { self.pendingRestart = Restart(keepingAside: keepingAside) }
                    self.finished(outcome, entries: target, steps: steps)
                }
            }
        }
    }

    isolated deinit {
        scheduledFlush?.cancel()
        scheduledRetry?.cancel()
        if let file { queue.sync { file.value.close() } }
    }
}

/// A history to write whole, keeping aside what the database holds (`keepingAside`).
private struct Restart {
    var keepingAside: (reason: String, time: Int64)?
}

/// The writer's queue's own record of whether writes may go on; touched only on that queue.
final class WriteGate: @unchecked Sendable {
    enum Outcome {
        case written
        case failed(SQLiteError)
        /// Not tried: a write before it failed.
        case skipped
    }

    private var isClosed = false

    /// Runs `write` unless one failed before; a failure closes the gate.
    func write(_ write: () throws(SQLiteError) -> Void) -> Outcome {
        guard !isClosed else { return .skipped }
        do throws(SQLiteError) {
            try write()
            return .written
        } catch {
            isClosed = true
            return .failed(error)
        }
    }

    /// Lets writes through again: a retry that starts from the last committed entry.
    func reopen() { isClosed = false }
}

/// What autosave says of itself, in English unless the app gives its own translation.
public struct AutosaveWords: Sendable {
    /// Autosave is off, for no reason given.
    public var off = "Autosave is off."
    /// Writing failed and is tried again by itself: what failed.
    public var notSaving: @Sendable (String) -> String = {
        "\($0). What was saved before is kept."
    }
    /// Autosave stopped because the app quits.
    public var closing = "Autosave has stopped: the app is closing."
    /// What the database says of its problems.
    public var storage = StorageWords()

    /// The English words; set the fields an app translates.
    public init() {}
}
