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

    /// Whether `close()` has run (on quit): off since, not for a reason to show.
    public private(set) var isClosed = false
    /// Whether the history is being saved, and why not.
    public internal(set) var status: Status {
        didSet { if status != oldValue { onStatusChange?(status) } }
    }
    /// Log entries committed so far, as the last completed batch reported them.
    public internal(set) var syncedEntries = 0
    /// The store's last step when the last committed batch was handed over: every step up to
    /// it is saved.
    public internal(set) var savedSteps = 0
    /// Called on the main thread after each batch reaches the disk, with `syncedEntries`.
    public var onSync: (@MainActor (Int) -> Void)?
    /// Called on the main thread when the status changes: saving failed, or works again.
    public var onStatusChange: (@MainActor (Status) -> Void)?
    /// Called on the main thread once, when saving works again after failing, with the steps
    /// it then saved that had not been.
    public var onResume: (@MainActor (Int) -> Void)?
    /// Where the launch found the slider in the past, and the id of its scope: the store it
    /// restored shows the present, and the app offers to go back there (the History bar's
    /// "Back to Step 12"). `nil` when the history was saved at the present.
    public var leftOffAtLaunch: (step: Int, scopeID: String)?

    let store: Store<State, Action, Effect>
    let words: AutosaveWords
    let queue = DispatchQueue(label: "dev.meridian.autosave", qos: .utility)
    /// The open database; used only on `queue` while autosave runs.
    var file: UncheckedSendable<HistoryFile<State, Action>>?
    /// How to open the database when the launch could not (a full disk): tried by each retry.
    let reopen: HistoryFile<State, Action>.Opening?
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
    let gate = WriteGate()
    /// Which history the batches belong to: an import, or a kept history brought back, begins
    /// a new one.
    var epoch = 0
    /// A kept history is being brought back: nothing recorded meanwhile is handed over.
    var isBringingBack = false
    /// The history to write whole, until it is (an import, a first launch), with what to keep
    /// aside of what the database holds.
    var pendingRestart: Restart?
    /// A try is on the queue, and what waits for its answer.
    var isRetrying = false
    var retryCompletions: [@MainActor () -> Void] = []
    /// What waits for a try asked for while another was under way.
    var nextTryCompletions: [@MainActor () -> Void] = []
    /// When the last try began, so one made by the user's actions waits a second after it.
    var lastTry: DispatchTime?
    /// The retry the timer makes, and how long the next one waits.
    var scheduledRetry: DispatchWorkItem?
    var retryDelay = HistoryAutosave.firstRetryDelay
    /// The launch could not open the file: until a write to it succeeds, a try first checks
    /// that it holds the history the launch read from it.
    var checksTheReopenedFile = false

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
                checksTheReopenedFile = true
                handedOff = store.logCount
                syncedEntries = handedOff
                savedSteps = store.timeline.lastStep
                timelineToken = store.observeTimeline { [weak self] _ in self?.scheduleFlush() }
                scheduleRetry()
            } else {
                status = .off(reason: offReason ?? words.off)
                // What the launch restored is the database's (read without writing): only
                // the steps made from here on are not saved, and quitting asks for them.
                handedOff = store.logCount
                syncedEntries = handedOff
                savedSteps = store.timeline.lastStep
            }
            return
        }
        self.file = UncheckedSendable(file)
        handedOff = store.logCount
        syncedEntries = handedOff
        savedSteps = store.timeline.lastStep
        // Opened on a full disk (the shared memory was there already): no write can succeed,
        // and the user is told now rather than at their first step.
        if DiskSpace.isFull(file.path) {
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
    func scheduleFlush() {
        guard isWriting, scheduledFlush == nil else { return }
        let flush = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                self?.scheduledFlush = nil
                self?.flush(byChange: true, completion: nil)
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
    var isWriting: Bool {
        switch status {
        case .on: file != nil
        case .failing: file != nil || reopen != nil
        case .off: false
        }
    }

    /// Whether the store holds work the database does not: entries after the last committed
    /// one, or a whole history an import put in place.
    public var hasUnsavedWork: Bool { pendingRestart != nil || store.logCount > syncedEntries }

    /// Hands the entries recorded since the last flush to the queue. Scheduled by a change;
    /// call it directly to save now. While saving fails, it tries again from the last committed
    /// entry (``retry(completion:)``).
    public func flush(completion: (@MainActor () -> Void)? = nil) {
        flush(byChange: false, completion: completion)
    }

    /// A flush; one made by a change while saving fails tries again at most once a second,
    /// however fast the user acts (the timer tries too).
    private func flush(byChange: Bool, completion: (@MainActor () -> Void)?) {
        if case .failing = status {
            if byChange, let lastTry, DispatchTime.now().uptimeNanoseconds - lastTry.uptimeNanoseconds < 1_000_000_000 {
                if scheduledRetry == nil { scheduleRetry() }
                completion?()
                return
            }
            return retry(completion: completion)
        }
        guard isWriting, !isBringingBack, let file else {
            completion?()
            return
        }
        let slice = store.logSlice(from: handedOff)
        let cursor = cursorChange()
        // What a search found for Undo is kept too, even with nothing new in the log.
        guard slice.count > 0 || cursor != nil || !slice.undoChanges.isEmpty else {
            completion?()
            return
        }
        handedOff += slice.count
        let batch = Batch(epoch: epoch, entries: handedOff, steps: store.timeline.lastStep, isWhole: false)
        let interval = store.checkpointInterval
        let gate = gate
        queue.async { [weak self] in
            let outcome = gate.write(batch) { () throws(SQLiteError) in try file.value.database.append(slice, interval: interval, cursor: cursor) }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    self?.finished(outcome, batch)
                    completion?()
                }
            }
        }
    }

    /// What a batch's answer means on the main thread: committed, failed, or not tried because
    /// one before it failed (whose answer says so). A commit of a history an import has since
    /// replaced changes nothing here; a failure closes the gate whichever history it was.
    func finished(_ outcome: WriteGate.Outcome, _ batch: Batch) {
        switch outcome {
        case .written:
            guard batch.epoch == epoch else { return }
            if batch.isWhole {
                syncedEntries = batch.entries
                savedSteps = batch.steps
                pendingRestart = nil
            } else {
                syncedEntries = max(syncedEntries, batch.entries)
                savedSteps = max(savedSteps, batch.steps)
            }
            pageOutSaved()
            onSync?(syncedEntries)
        case .failed(let error):
            fail(because: .sqlite(error))
        case .skipped:
            break
        }
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
    /// is lost, so ask the user first (``hasUnsavedWork``; `QuitWithUnsavedWork` asks).
    public func close() {
        cancelScheduledFlush()
        scheduledRetry?.cancel()
        scheduledRetry = nil
        timelineToken = nil
        isClosed = true
        defer { status = .off(reason: words.closing) }
        guard isWriting, let file else { return }
        // Quit while a kept history is brought back: the database holds that one or the
        // window's, whole; what was recorded meanwhile would fit neither.
        if isBringingBack {
            queue.sync { file.value.close() }
            self.file = nil
            return
        }
        // The transients held since the last step (the last tick, playback position, window
        // size) are saved too: a few entries, once per quit.
        store.writeTransientRun()
        // Whatever is on the queue (a batch, a try) ends first: then what it committed is known.
        queue.sync {}
        var (synced, restart) = (syncedEntries, pendingRestart)
        if gate.committed.epoch == epoch {
            // This history was written since its import (if it had one), up to here.
            synced = max(synced, gate.committed.entries)
            restart = nil
        }
        let slice = store.logSlice(from: restart != nil ? 0 : synced)
        let cursor = Self.cursor(store.timeline)
        let batch = Batch(epoch: epoch, entries: store.logCount, steps: store.timeline.lastStep, isWhole: restart != nil)
        let interval = store.checkpointInterval
        let gate = gate
        let outcome = queue.sync { () -> WriteGate.Outcome in
            defer { file.value.close() }
            gate.reopen()
            return gate.write(batch) { () throws(SQLiteError) in
                if let restart {
                    try file.value.database.replaceAll(with: slice, interval: interval, cursor: cursor, keepingAside: restart.keepingAside)
                } else {
                    try file.value.database.append(slice, interval: interval, cursor: cursor)
                }
            }
        }
        if case .written = outcome {
            syncedEntries = batch.entries
            savedSteps = batch.steps
            pendingRestart = nil
        }
        handedOff = store.logCount
        self.file = nil
    }

    /// Replaces the store's history through `replace` (an import) and writes the new one
    /// whole, keeping the one it replaces aside in the database first, with everything
    /// recorded up to now: one transaction, after every batch before it. Returns `false`, and
    /// does nothing, when autosave is off, or when saving fails with work not saved (which
    /// the database could not keep aside): the app must then keep the old history itself, or
    /// not import.
    ///
    /// `time` is when, in milliseconds since 1970; `reason` names it in the list of kept
    /// histories (`before-import`).
    public func replaceHistory(keepingAsideAs reason: String, at time: Int64, _ replace: () -> Void) -> Bool {
        guard isWriting else { return false }
        if case .failing = status, hasUnsavedWork { return false }
        cancelScheduledFlush()
        if status == .on { flush() }
        replace()
        restartFromStore(keepingAside: (reason, time))
        return true
    }

    /// Writes the store's whole history anew (after an import replaced it, or on a first
    /// launch), in one transaction: the database holds the old history or the new one, never a
    /// mix. With `keepingAside`, the old one is kept aside in the same transaction. While
    /// saving fails, it is written so by the first try that succeeds.
    public func restartFromStore(keepingAside: (reason: String, time: Int64)? = nil) {
        guard isWriting else {
            // Autosave is off: the new history is the file's it came from, and only the steps
            // made after it are the user's alone (quitting asks for them).
            if case .off = status {
                handedOff = store.logCount
                syncedEntries = handedOff
                savedSteps = store.timeline.lastStep
            }
            return
        }
        // A new history: what the queue still says of the one before changes nothing here.
        epoch += 1
        pendingRestart = Restart(keepingAside: keepingAside)
        syncedEntries = 0
        savedSteps = 0
        handedOff = store.logCount
        savedCursor = Self.cursor(store.timeline)
        guard status == .on, let file else { return retry() }
        let slice = store.logSlice(from: 0)
        let cursor = savedCursor
        let batch = Batch(epoch: epoch, entries: handedOff, steps: store.timeline.lastStep, isWhole: true)
        let interval = store.checkpointInterval
        let gate = gate
        queue.async { [weak self] in
            let outcome = gate.write(batch) { () throws(SQLiteError) in
                try file.value.database.replaceAll(with: slice, interval: interval, cursor: cursor, keepingAside: keepingAside)
            }
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.finished(outcome, batch) } }
        }
    }

    isolated deinit {
        scheduledFlush?.cancel()
        scheduledRetry?.cancel()
        if let file { queue.sync { file.value.close() } }
    }
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
    /// Why a file the launch could not open is not written once it opens: it holds more than
    /// the launch could read.
    public var changedSinceLaunch = "it holds more than could be read at launch, so nothing is written over it"
    /// What the database says of its problems.
    public var storage = StorageWords()

    /// The English words; set the fields an app translates.
    public init() {}
}
