import Foundation
import MeridianCore
import MeridianStore

/// Journals every action of the running app to the state folder, so nothing is lost: records
/// are taken from the store's log on the main thread (a copy), encoded, written and fsynced on
/// a queue of their own, in batches at most `interval` apart.
@MainActor
public final class Autosave {
    public enum Status: Equatable, Sendable {
        case on
        /// Autosave could not start; the app runs without it and says why.
        case off(reason: String)
    }

    public let folder: StateFolder
    public private(set) var status: Status
    /// Log entries made durable so far, as the last completed sync reported them.
    public private(set) var syncedEntries = 0
    /// Called on the main thread after each batch reaches the disk, with `syncedEntries`.
    public var onSync: (@MainActor (Int) -> Void)?

    private let store: Store<AppState, AppAction, AppEffect>
    private let queue = DispatchQueue(label: "dev.meridian.journal", qos: .utility)
    private let interval: DispatchTimeInterval
    private var journal: Int32 = -1
    private var lock: Int32 = -1
    private var handedOff = 0
    private var journaledCursor = JournalFormat.Record.Cursor(step: nil, scope: "everything")
    private var timer: DispatchSourceTimer?

    /// Starts journaling `store`, whose history is what `recovery` found (already restored into
    /// it) or a new one. Never throws: a folder that cannot be written means autosave is off.
    public init(store: Store<AppState, AppAction, AppEffect>, folder: StateFolder, interval: DispatchTimeInterval = .milliseconds(100)) {
        self.store = store
        self.folder = folder
        self.interval = interval
        self.status = .on
        status = start()
    }

    /// Takes the write lock: one process writes the journal. `nil` when another holds it.
    public nonisolated static func lock(_ folder: StateFolder) -> Int32? {
        let fd = open(SessionJournal.lockPath(folder), O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            Glibc.close(fd)
            return nil
        }
        return fd
    }

    private func start() -> Status {
        do {
            try folder.create()
        } catch {
            return .off(reason: "Autosave is off: \(folder.path) \(error.reason).")
        }
        guard let lock = Self.lock(folder) else {
            return .off(reason: "Autosave is off: another Meridian is saving to \(folder.path).")
        }
        self.lock = lock
        do {
            try beginJournal()
        } catch {
            return .off(reason: "Autosave is off: \(error).")
        }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(20))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.flush() }
        }
        timer.resume()
        self.timer = timer
        return .on
    }

    /// A journal that continues the store's history as it is now: the history so far goes into
    /// `session-N.json`, then a journal naming N replaces the old one in one rename.
    private func beginJournal() throws(FileWriteError) {
        let base = store.logCount
        let session = Session(history: compacted(store.archive()), createdAt: Instant(Date()))
        let sessionPath = SessionJournal.sessionPath(folder, entries: base)
        do {
            try AtomicFile.write(try session.jsonData(), to: sessionPath)
        } catch let error as FileWriteError {
            throw error
        } catch {
            throw FileWriteError(path: sessionPath, reason: "\(error)")
        }
        var bytes = JournalFormat.magic
        let header = JournalFormat.Header(
            version: Int(JournalFormat.version), baseEntries: base, checkpointInterval: session.history.checkpointInterval,
            startTime: session.history.stepTimes.milliseconds.first ?? 0)
        JournalFormat.frame((try? JSONEncoder().encode(header)) ?? Data(), into: &bytes)
        let journalPath = SessionJournal.journalPath(folder)
        try AtomicFile.write(Data(bytes), to: journalPath)
        removeOldSessions(keeping: base)
        let fd = open(journalPath, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard fd >= 0 else { throw FileWriteError(path: journalPath, reason: String(cString: strerror(errno))) }
        if journal >= 0 { Glibc.close(journal) }
        journal = fd
        handedOff = base
        syncedEntries = base
        journaledCursor = JournalFormat.Record.Cursor(step: nil, scope: "everything")
    }

    /// The archive without checkpoints: restoring makes them anew, and they would be most of the file.
    private func compacted(_ archive: HistoryArchive<AppState, AppAction>) -> HistoryArchive<AppState, AppAction> {
        var archive = archive
        archive.checkpoints = []
        archive.cursor = nil
        return archive
    }

    private func removeOldSessions(keeping base: Int) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix("session-") && name.hasSuffix(".json") && name != "session-\(base).json" {
            unlink("\(folder.path)/\(name)")
        }
    }

    /// Hands the entries recorded since the last flush to the journal's queue. Called by the
    /// timer; call it directly to save now.
    public func flush(completion: (@MainActor () -> Void)? = nil) {
        guard status == .on else {
            completion?()
            return
        }
        let records = store.logRecords(from: handedOff)
        let cursor = cursorChange()
        guard !records.isEmpty || cursor != nil else {
            completion?()
            return
        }
        handedOff += records.count
        let target = handedOff
        let fd = journal
        queue.async { [weak self] in
            let bytes = Self.encode(records, cursor: cursor)
            let ok = bytes.withUnsafeBytes { buffer -> Bool in
                var written = 0
                while written < buffer.count {
                    let result = write(fd, buffer.baseAddress! + written, buffer.count - written)
                    if result < 0 {
                        if errno == EINTR { continue }
                        return false
                    }
                    written += result
                }
                return fdatasync(fd) == 0
            }
            let failure = ok ? nil : String(cString: strerror(errno))
            Task { @MainActor in
                guard let self else { return }
                if let failure {
                    self.status = .off(reason: "Autosave stopped: the journal could not be written (\(failure)).")
                } else {
                    self.syncedEntries = max(self.syncedEntries, target)
                    self.onSync?(self.syncedEntries)
                }
                completion?()
            }
        }
    }

    /// Saves what is left and waits for it: on quit.
    public func close() {
        timer?.cancel()
        timer = nil
        guard status == .on else { return }
        let records = store.logRecords(from: handedOff)
        let cursor = cursorChange()
        handedOff += records.count
        let fd = journal
        queue.sync {
            let bytes = Self.encode(records, cursor: cursor)
            bytes.withUnsafeBytes { buffer in _ = write(fd, buffer.baseAddress, buffer.count) }
            fdatasync(fd)
        }
        syncedEntries = handedOff
        release()
        status = .off(reason: "Autosave has stopped: the app is closing.")
    }

    /// Where the slider stands, when that changed since the journal last said.
    private func cursorChange() -> JournalFormat.Record.Cursor? {
        let timeline = store.timeline
        let cursor = JournalFormat.Record.Cursor(step: timeline.isPreviewing ? timeline.currentStep : nil, scope: timeline.scopeID)
        guard cursor != journaledCursor else { return nil }
        journaledCursor = cursor
        return cursor
    }

    private nonisolated static func encode(_ records: [HistoryLogRecord<AppAction>], cursor: JournalFormat.Record.Cursor?) -> [UInt8] {
        var bytes: [UInt8] = []
        let encoder = JSONEncoder()
        for record in records {
            JournalFormat.frame((try? encoder.encode(JournalFormat.Record(record))) ?? Data(), into: &bytes)
        }
        if let cursor {
            JournalFormat.frame((try? encoder.encode(JournalFormat.Record(cursor: cursor))) ?? Data(), into: &bytes)
        }
        return bytes
    }

    /// Closes the journal and lets go of the lock, so another process (or a later autosave) can write.
    private func release() {
        if journal >= 0 { Glibc.close(journal) }
        if lock >= 0 { Glibc.close(lock) }
        journal = -1
        lock = -1
    }

    isolated deinit {
        timer?.cancel()
        queue.sync {}
        release()
    }

    /// Starts over from the store's present history (after an import replaced it, or
    /// `--fresh`): a new session file and an empty journal.
    public func restartFromStore() {
        guard status == .on else { return }
        queue.sync {}
        do {
            try beginJournal()
        } catch {
            status = .off(reason: "Autosave stopped: \(error).")
        }
    }
}
