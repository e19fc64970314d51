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
@MainActor
public final class HistoryAutosave<State: Sendable, Action: Sendable, Effect> {
    /// Whether the history is being saved.
    public enum Status: Equatable, Sendable {
        /// Every step is saved as the user acts.
        case on
        /// Autosave could not start, or stopped; the app runs without it and says why.
        case off(reason: String)
    }

    /// Whether the history is being saved, and why not.
    public private(set) var status: Status
    /// Log entries committed so far, as the last completed batch reported them.
    public internal(set) var syncedEntries = 0
    /// Called on the main thread after each batch reaches the disk, with `syncedEntries`.
    public var onSync: (@MainActor (Int) -> Void)?
    /// Called on the main thread when autosave stops on an error, with the reason.
    public var onStop: (@MainActor (String) -> Void)?

    let store: Store<State, Action, Effect>
    let words: AutosaveWords
    let queue = DispatchQueue(label: "dev.meridian.autosave", qos: .utility)
    /// The open database; used only on `queue` while autosave runs.
    var file: UncheckedSendable<HistoryFile<State, Action>>?
    private let interval: DispatchTimeInterval
    /// Entries handed to the queue so far.
    var handedOff = 0
    var savedCursor: HistoryDatabase<State, Action>.Cursor
    /// The flush scheduled by the last change, until it runs.
    private var scheduledFlush: DispatchWorkItem?
    private var timelineToken: ObservationToken?
    /// The read connection the store reads its let-go segments through, made the first time.
    private var pagedStorage: HistoryDatabaseStorage<State, Action>?

    /// Autosaves `store`, whose history is what the launch restored from `file` (or a new
    /// one), into `file`; without one, autosave is off for `offReason`.
    package init(
        store: Store<State, Action, Effect>, file: HistoryFile<State, Action>?, offReason: String?, words: AutosaveWords,
        interval: DispatchTimeInterval = .milliseconds(100)
    ) {
        self.store = store
        self.words = words
        self.interval = interval
        savedCursor = Self.cursor(store.timeline)
        guard let file else {
            status = .off(reason: offReason ?? words.off)
            return
        }
        self.file = UncheckedSendable(file)
        status = .on
        handedOff = store.logCount
        syncedEntries = handedOff
        // A history not in the database yet (a first launch) is written whole: it holds the
        // starting state.
        if (try? file.database.header()) == nil { restartFromStore() }
        timelineToken = store.observeTimeline { [weak self] _ in self?.scheduleFlush() }
    }

    /// Whether a flush is scheduled: something was recorded that is not handed to the queue yet.
    public var isFlushScheduled: Bool { scheduledFlush != nil }

    /// Schedules one flush `interval` from now, unless one is scheduled already.
    private func scheduleFlush() {
        guard status == .on, scheduledFlush == nil else { return }
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

    /// Hands the entries recorded since the last flush to the queue. Scheduled by a change;
    /// call it directly to save now.
    public func flush(completion: (@MainActor () -> Void)? = nil) {
        guard status == .on, let file else {
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
        let target = handedOff
        let interval = store.checkpointInterval
        queue.async { [weak self] in
            var failure: SQLiteError?
            do throws(SQLiteError) {
                try file.value.database.append(slice, interval: interval, cursor: cursor)
            } catch {
                failure = error
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    if let failure {
                        self?.stop(because: HistoryDatabaseError.sqlite(failure))
                    } else if let self {
                        self.syncedEntries = max(self.syncedEntries, target)
                        self.pageOutSaved()
                        self.onSync?(self.syncedEntries)
                    }
                    completion?()
                }
            }
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

    /// Stops on an error, keeping what is saved as it is, and says so.
    private func stop(because error: HistoryDatabaseError) {
        guard status == .on else { return }
        let reason = words.stopped(error.message(in: words.storage))
        status = .off(reason: reason)
        cancelScheduledFlush()
        timelineToken = nil
        onStop?(reason)
    }

    /// Saves what is left and waits for it, then closes the database: on quit.
    public func close() {
        cancelScheduledFlush()
        timelineToken = nil
        guard status == .on, let file else { return }
        // The transients held since the last step (the last tick, playback position, window
        // size) are saved too: a few entries, once per quit.
        store.writeTransientRun()
        let slice = store.logSlice(from: handedOff)
        let cursor = cursorChange()
        handedOff += slice.count
        let interval = store.checkpointInterval
        let failure: SQLiteError? = queue.sync { () -> SQLiteError? in
            defer { file.value.close() }
            do throws(SQLiteError) {
                if slice.count > 0 || cursor != nil { try file.value.database.append(slice, interval: interval, cursor: cursor) }
                return nil
            } catch {
                return error
            }
        }
        if failure == nil { syncedEntries = handedOff }
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
        guard status == .on else { return false }
        cancelScheduledFlush()
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
        let target = handedOff
        let interval = store.checkpointInterval
        queue.async { [weak self] in
            var failure: SQLiteError?
            do throws(SQLiteError) {
                try file.value.database.replaceAll(with: slice, interval: interval, cursor: cursor, keepingAside: keepingAside)
            } catch {
                failure = error
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    if let failure {
                        self?.stop(because: .sqlite(failure))
                    } else if let self {
                        self.syncedEntries = target
                        self.onSync?(target)
                    }
                }
            }
        }
    }

    isolated deinit {
        scheduledFlush?.cancel()
        if let file { queue.sync { file.value.close() } }
    }
}

/// What autosave says of itself, in English unless the app gives its own translation.
public struct AutosaveWords: Sendable {
    /// Autosave is off, for no reason given.
    public var off = "Autosave is off."
    /// Autosave stopped on an error: the error.
    public var stopped: @Sendable (String) -> String = {
        "Autosave stopped: \($0). What was saved before is kept; what you do now is not saved until the app starts again."
    }
    /// Autosave stopped because the app quits.
    public var closing = "Autosave has stopped: the app is closing."
    /// What the database says of its problems.
    public var storage = StorageWords()

    /// The English words; set the fields an app translates.
    public init() {}
}
