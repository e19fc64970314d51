import Foundation
import MeridianCore
import MeridianStore

/// Journals every action of the running app to the state folder, so nothing is lost: the
/// store's new log entries are encoded on the main thread (a few dozen bytes each), then written
/// and fsynced on a queue of their own, in batches at most `interval` apart. Transients held
/// beside the log since the last step are written with it when the next step begins, and at
/// quit; a crash loses only them (the clock then reads the relaunch's time). When the journal grows
/// long, the history so far is written as a new session file on that queue and the journal
/// starts again after it.
@MainActor
public final class Autosave {
    public enum Status: Equatable, Sendable {
        case on
        /// Autosave could not start, or stopped; the app runs without it and says why.
        case off(reason: String)
    }

    public let folder: StateFolder
    public private(set) var status: Status
    /// Log entries made durable so far, as the last completed sync reported them.
    public private(set) var syncedEntries = 0
    /// Called on the main thread after each batch reaches the disk, with `syncedEntries`.
    public var onSync: (@MainActor (Int) -> Void)?
    /// The journal is compacted into a session file when it holds more entries than this.
    public var compactionThreshold = 200_000

    private let store: Store<AppState, AppAction, AppEffect>
    private let queue = DispatchQueue(label: "dev.meridian.journal", qos: .utility)
    private let writer = JournalWriter()
    private let interval: DispatchTimeInterval
    private var lock: Int32 = -1
    /// Entries handed to the queue so far, and how many of them the session file holds.
    private var handedOff = 0
    private var baseEntries = 0
    private var journaledCursor = JournalFormat.Cursor(step: nil, scope: "everything")
    private var timer: DispatchSourceTimer?

    /// Starts journaling `store`. When `continuing`, the store holds exactly what the journal on
    /// disk holds (it was just recovered from it) and records are appended to it; otherwise a new
    /// session file and journal start from the store's history. Never throws: a folder that
    /// cannot be written means autosave is off, and the app runs on.
    public init(
        store: Store<AppState, AppAction, AppEffect>, folder: StateFolder, continuing recovery: SessionJournal.Recovery? = nil,
        interval: DispatchTimeInterval = .milliseconds(100)
    ) {
        self.store = store
        self.folder = folder
        self.interval = interval
        self.status = .on
        status = start(continuing: recovery)
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

    private func start(continuing recovery: SessionJournal.Recovery?) -> Status {
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
            if let recovery, let base = recovery.baseEntries, store.logCount == recovery.history?.entryCount {
                try continueJournal(base: base, cursor: recovery.history?.cursor)
            } else {
                try beginJournal()
            }
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

    private func continueJournal(base: Int, cursor: HistoryArchive<AppState, AppAction>.Cursor?) throws(FileWriteError) {
        let path = SessionJournal.journalPath(folder)
        let fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard fd >= 0 else { throw FileWriteError(errno: errno, path: path) }
        queue.sync { writer.switchTo(fd) }
        baseEntries = base
        handedOff = store.logCount
        syncedEntries = handedOff
        journaledCursor = JournalFormat.Cursor(step: cursor?.step, scope: cursor?.scope ?? "everything")
    }

    /// A journal that continues the store's history as it is now: the history so far goes into
    /// `session-N.json`, then a journal naming N replaces the old one in one rename.
    private func beginJournal() throws(FileWriteError) {
        let base = store.logCount
        let (source, now) = (store.archiveSource(includingTransientRun: false), Instant(Date()))
        let folder = self.folder
        let written: Result<Int32, FileWriteError> = queue.sync {
            do throws(FileWriteError) {
                return .success(try Self.writeSessionAndJournal(Self.session(source, now), base: base, folder: folder))
            } catch {
                return .failure(error)
            }
        }
        let fd = try written.get()
        queue.sync { writer.switchTo(fd) }
        baseEntries = base
        handedOff = base
        syncedEntries = base
        journaledCursor = JournalFormat.Cursor(step: nil, scope: "everything")
    }

    /// Writes `session-N.json`, then a new journal naming it, renamed over the old one; removes
    /// older session files. Returns the new journal, open for appending.
    private nonisolated static func writeSessionAndJournal(_ session: Session, base: Int, folder: StateFolder) throws(FileWriteError) -> Int32 {
        let sessionPath = SessionJournal.sessionPath(folder, entries: base)
        do {
            try AtomicFile.write(try session.jsonData(), to: sessionPath)
        } catch let error as FileWriteError {
            throw error
        } catch {
            throw FileWriteError(path: sessionPath, reason: "\(error)")
        }
        var out = BinaryWriter(bytes: JournalFormat.magic)
        let header = JournalFormat.Header(
            version: Int(JournalFormat.version), baseEntries: base, checkpointInterval: session.history.checkpointInterval,
            startTime: session.history.stepTimes.milliseconds.first ?? 0)
        JournalFormat.appendRecord(to: &out) { $0.bytes.append(contentsOf: (try? JSONEncoder().encode(header)) ?? Data()) }
        let journalPath = SessionJournal.journalPath(folder)
        try AtomicFile.write(Data(out.bytes), to: journalPath)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix("session-") && name.hasSuffix(".json") && name != "session-\(base).json" {
            unlink("\(folder.path)/\(name)")
        }
        let fd = open(journalPath, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard fd >= 0 else { throw FileWriteError(errno: errno, path: journalPath) }
        return fd
    }

    /// The session file of a compaction: the history with its checkpoints (restoring at launch
    /// checks them against the log on every core and keeps them, instead of replaying the whole
    /// log in order); the slider's position is the journal's to say.
    private nonisolated static func session(_ source: HistoryArchiveSource<AppState, AppAction>, _ now: Instant) -> Session {
        var archive = source.archive()
        archive.cursor = nil
        return Session(history: archive, createdAt: now)
    }

    /// Hands the entries recorded since the last flush to the journal's queue. Called by the
    /// timer; call it directly to save now.
    public func flush(completion: (@MainActor () -> Void)? = nil) {
        guard status == .on else {
            completion?()
            return
        }
        // Only a constant-time slice of the log is taken here; the records are encoded, written
        // and synced on the journal's queue.
        let slice = store.logSlice(from: handedOff)
        let cursor = cursorChange()
        guard slice.count > 0 || cursor != nil else {
            completion?()
            return
        }
        handedOff += slice.count
        let target = handedOff
        let writer = self.writer
        queue.async { [weak self] in
            let failure = writer.append(Self.records(slice, cursor: cursor))
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
        if handedOff - baseEntries > compactionThreshold { compact() }
    }

    /// Writes the history so far as a session file and starts the journal again after it, on
    /// the journal's queue: appends queued later go to the new journal.
    private func compact() {
        let base = handedOff
        // Only a reference to the history is taken here; the archive is made on the queue.
        let (source, now) = (store.archiveSource(includingTransientRun: false), Instant(Date()))
        baseEntries = base
        journaledCursor = JournalFormat.Cursor(step: nil, scope: "everything")
        let (folder, writer) = (self.folder, self.writer)
        queue.async { [weak self] in
            do {
                writer.switchTo(try Self.writeSessionAndJournal(Self.session(source, now), base: base, folder: folder))
            } catch {
                Task { @MainActor in self?.status = .off(reason: "Autosave stopped: \(error).") }
            }
        }
    }

    /// Where the slider stands, when that changed since the journal last said.
    private func cursorChange() -> JournalFormat.Cursor? {
        let timeline = store.timeline
        let cursor = JournalFormat.Cursor(step: timeline.isPreviewing ? timeline.currentStep : nil, scope: timeline.scopeID)
        guard cursor != journaledCursor else { return nil }
        journaledCursor = cursor
        return cursor
    }

    /// The entries of `slice`, and the slider's position if it moved, as framed records ready to
    /// append.
    private nonisolated static func records(_ slice: HistoryLogSlice<AppState, AppAction>, cursor: JournalFormat.Cursor?) -> [UInt8] {
        var out = BinaryWriter()
        out.bytes.reserveCapacity(slice.count * 40)
        slice.forEach { record in
            JournalFormat.appendRecord(to: &out) { JournalFormat.encode(record, into: &$0) }
        }
        if let cursor {
            JournalFormat.appendRecord(to: &out) { JournalFormat.encode(cursor, into: &$0) }
        }
        return out.bytes
    }

    /// Saves what is left and waits for it, then lets go of the journal: on quit.
    public func close() {
        timer?.cancel()
        timer = nil
        guard status == .on else { return }
        // The transients held since the last step (the last tick, playback position, window
        // size) are saved too: a few entries, once per quit.
        store.writeTransientRun()
        let slice = store.logSlice(from: handedOff)
        let cursor = cursorChange()
        handedOff += slice.count
        let writer = self.writer
        queue.sync { _ = writer.append(Self.records(slice, cursor: cursor)) }
        syncedEntries = handedOff
        release()
        status = .off(reason: "Autosave has stopped: the app is closing.")
    }

    /// Starts over from the store's present history (after an import replaced it): a new
    /// session file and an empty journal.
    public func restartFromStore() {
        guard status == .on else { return }
        do {
            try beginJournal()
        } catch {
            status = .off(reason: "Autosave stopped: \(error).")
        }
    }

    private func release() {
        let writer = self.writer
        queue.sync { writer.switchTo(-1) }
        if lock >= 0 { Glibc.close(lock) }
        lock = -1
    }

    isolated deinit {
        timer?.cancel()
        release()
    }
}

/// The journal's open file; used only on the journal's queue.
private final class JournalWriter: @unchecked Sendable {
    private var fd: Int32 = -1

    func switchTo(_ newFD: Int32) {
        if fd >= 0 { close(fd) }
        fd = newFD
    }

    /// Appends and syncs; the reason when that failed.
    func append(_ bytes: [UInt8]) -> String? {
        guard fd >= 0 else { return "the journal is closed" }
        guard !bytes.isEmpty else { return nil }
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
        return ok ? nil : String(cString: strerror(errno))
    }
}
