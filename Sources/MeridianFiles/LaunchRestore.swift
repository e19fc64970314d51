import Foundation
import MeridianCore
import MeridianKitStorage
import MeridianStore

/// Brings back the autosaved history at launch, from the state folder's database, reading only
/// what the window needs (the step table, the last segment, the slider's position); older
/// segments are read when a jump asks for them. A journal left by an earlier Meridian is moved
/// into the database first, and kept. Nothing is ever deleted: a damaged file is kept aside and
/// a new history started, and what the user should know comes back as notices.
public enum LaunchRestore {
    public struct Outcome {
        /// The database opened for writing, for autosave to continue; `nil` when autosave is off.
        var file: AppHistoryFile?
        public var restored: Bool
        public var notices: [String]
        /// Why autosave cannot run, when it cannot.
        public var autosaveOff: String?
    }

    /// What the launch read from the state folder, for the store to take on the main thread.
    ///
    /// Sendable although it holds open connections: it is made on one thread and handed whole
    /// to another, never used by two at once.
    public struct Reading: @unchecked Sendable {
        fileprivate enum Found {
            case off(String)
            /// A database without a history yet: a first launch, or one to migrate a journal into.
            case empty(AppHistoryFile)
            case stored(AppHistoryFile, StoredHistory<AppState, AppAction>)
        }
        fileprivate var found: Found
        fileprivate var notices: [String]
    }

    /// A `read` under way on another thread.
    public final class PendingReading: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var reading: Reading?

        fileprivate init(_ read: @escaping @Sendable () -> Reading) {
            DispatchQueue.global(qos: .userInteractive).async {
                self.reading = read()
                self.done.signal()
            }
        }

        /// What was read, waiting for it if it is not done. Once: it is handed over, not kept
        /// (it holds the step table and an open database).
        public func wait() -> Reading {
            done.wait()
            defer { reading = nil }
            guard let reading else { preconditionFailure("a launch's reading is taken once") }
            return reading
        }
    }

    /// Starts `read` on another thread: the app begins it before GTK and GStreamer start up,
    /// so the two overlap, and waits for it just before the window is built.
    public static func beginReading(from folder: StateFolder, loader: FileLoader) -> PendingReading {
        PendingReading { read(from: folder, loader: loader) }
    }

    /// Brings back the history: `read`, then `restore` with what it read.
    @MainActor
    public static func restore(
        into store: Store<AppState, AppAction, AppEffect>, from folder: StateFolder, loader: FileLoader
    ) -> Outcome {
        restore(into: store, read(from: folder, loader: loader), from: folder, loader: loader)
    }

    /// Everything the launch needs from disk, on any thread. A damaged database is kept aside
    /// here.
    public static func read(from folder: StateFolder, loader: FileLoader) -> Reading {
        var notices: [String] = []
        func off(_ reason: String) -> Reading {
            Reading(found: .off(reason), notices: notices)
        }
        do {
            try folder.create()
        } catch {
            return off(tr("Autosave is off: {path} {reason}.", ["path": folder.path, "reason": error.reason(in: .meridian)]))
        }
        var file: AppHistoryFile
        switch open(folder, loader: loader) {
        case .success(let opened): file = opened
        case .failure(.database(let error)) where error.isDamaged:
            // Kept aside, never deleted, and a new history begins.
            guard let kept = try? SessionJournal.keepAside(folder, reason: "unreadable") else {
                return off(tr("Autosave is off: {reason}; it could not be kept aside, so it stays as it is.", ["reason": error.message(in: .meridian)]))
            }
            notices.append(tr("The saved history could not be read ({reason}). It was kept aside in {kept}; Meridian started a new one.", ["reason": error.message(in: .meridian), "kept": kept]))
            switch open(folder, loader: loader) {
            case .success(let opened): file = opened
            case .failure(let error): return off(offReason(error))
            }
        case .failure(let error):
            return off(offReason(error))
        }
        let header: AppHistoryDatabase.Header?
        do {
            header = try file.database.header()
        } catch {
            return off(tr("Autosave is off: {reason}.", ["reason": error.message(in: .meridian)]))
        }
        guard let header else { return Reading(found: .empty(file), notices: notices) }
        do {
            return Reading(found: .stored(file, try stored(file, header: header, loader: loader)), notices: notices)
        } catch {
            guard case .damaged(let reason) = error else { return off(error.reason) }
            switch keepAsideAndBeginAgain(file, folder: folder, loader: loader, reason: reason, notices: &notices) {
            case .success(let opened): return Reading(found: .empty(opened), notices: notices)
            case .failure(let off): return Reading(found: .off(off.reason), notices: notices)
            }
        }
    }

    /// Puts what `read` found into the store, or moves an old journal in.
    @MainActor
    public static func restore(
        into store: Store<AppState, AppAction, AppEffect>, _ reading: Reading, from folder: StateFolder, loader: FileLoader
    ) -> Outcome {
        var notices = reading.notices
        switch reading.found {
        case .off(let reason):
            return Outcome(file: nil, restored: false, notices: notices, autosaveOff: reason)
        case .empty(let file):
            do {
                let migrated = try migrateJournal(into: store, file: file, folder: folder, loader: loader, notices: &notices)
                return Outcome(file: file, restored: migrated, notices: notices, autosaveOff: nil)
            } catch {
                return Outcome(file: nil, restored: false, notices: notices, autosaveOff: error.reason)
            }
        case .stored(let file, let stored):
            do {
                try store.resumeHistory(from: stored)
                return Outcome(file: file, restored: true, notices: notices, autosaveOff: nil)
            } catch {
                switch keepAsideAndBeginAgain(file, folder: folder, loader: loader, reason: "\(file.path): \(error)", notices: &notices) {
                case .success(let opened): return Outcome(file: opened, restored: false, notices: notices, autosaveOff: nil)
                case .failure(let off): return Outcome(file: nil, restored: false, notices: notices, autosaveOff: off.reason)
                }
            }
        }
    }

    private enum LaunchError: Error {
        /// Not restored, and the files must stay as they are (autosave off).
        case leaveAsItIs(String)
        /// The database cannot be restored from; it is kept aside.
        case damaged(String)

        var reason: String {
            switch self {
            case .leaveAsItIs(let reason), .damaged(let reason): reason
            }
        }
    }

    /// Why autosave is off.
    private struct Off: Error {
        var reason: String
    }

    /// The file opens but what it holds cannot be restored: kept aside, and a new one begun.
    private static func keepAsideAndBeginAgain(
        _ file: AppHistoryFile, folder: StateFolder, loader: FileLoader, reason: String, notices: inout [String]
    ) -> Result<AppHistoryFile, Off> {
        let path = file.path
        file.close()
        guard let kept = try? SessionJournal.keepAside(folder, reason: "unrestorable") else {
            return .failure(Off(reason: tr("Autosave is off: {path} {reason}; it could not be kept aside, so it stays as it is.", ["path": path, "reason": reason])))
        }
        notices.append(tr("The saved history could not be restored ({reason}). It was kept aside in {kept}; Meridian started a new one.", ["reason": reason, "kept": kept]))
        return open(folder, loader: loader).mapError { Off(reason: offReason($0)) }
    }

    private static func open(_ folder: StateFolder, loader: FileLoader) -> Result<AppHistoryFile, AppHistoryFile.OpenError> {
        Result { () throws(AppHistoryFile.OpenError) in
            try AppHistoryFile(folder: folder.path, codec: .meridian(validator: loader.reader.sessions), words: .meridian)
        }
    }

    private static func offReason(_ error: AppHistoryFile.OpenError) -> String {
        switch error {
        case .inUse(let path): tr("Autosave is off: another Meridian is saving to {path}.", ["path": path])
        case .database(let error): tr("Autosave is off: {reason}.", ["reason": error.message(in: .meridian)])
        case .system(let error): tr("Autosave is off: {reason}.", ["reason": error.message(in: .meridian)])
        }
    }

    /// What the window needs of a stored history: its step table, its last segment and the
    /// slider's position, with a connection of its own for the older segments.
    private static func stored(
        _ file: AppHistoryFile, header: AppHistoryDatabase.Header, loader: FileLoader
    ) throws(LaunchError) -> StoredHistory<AppState, AppAction> {
        do {
            let steps = try file.database.steps()
            let lastSegment = header.entryCount / header.checkpointInterval
            let validator = loader.reader.sessions
            let segment = try file.database.segment(lastSegment, interval: header.checkpointInterval, entryCount: header.entryCount)
            let storage = try HistoryDatabaseStorage(
                path: file.path, interval: header.checkpointInterval, entryCount: header.entryCount, codec: .meridian(validator: validator),
                words: .meridian)
            return StoredHistory(
                checkpointInterval: header.checkpointInterval, entryCount: header.entryCount,
                steps: steps,
                lastSegment: segment, cursor: header.cursor.step.map { ($0, header.cursor.scope) }, skipMarks: try file.database.skipMarks(), returns: try file.database.returns(),
                storage: storage)
        } catch where error.isDamaged {
            throw .damaged(error.message(in: .meridian))
        } catch {
            throw .leaveAsItIs(tr("Autosave is off: {reason}.", ["reason": error.message(in: .meridian)]))
        }
    }

    /// Moves a journal and its session file (what Meridian kept before the database) into the
    /// empty database, every step, label, time and the slider's position, then keeps them
    /// aside. Whether there was one.
    @MainActor
    private static func migrateJournal(
        into store: Store<AppState, AppAction, AppEffect>, file: AppHistoryFile, folder: StateFolder, loader: FileLoader, notices: inout [String]
    ) throws(LaunchError) -> Bool {
        let recovery = SessionJournal.recover(from: folder, loader: loader, repairing: false)
        if let notice = recovery.notice { notices.append(notice) }
        guard let history = recovery.history else {
            if recovery.leftInPlace, SessionJournal.hasFiles(folder) {
                // Unreadable: kept aside as before, and the database starts empty.
                if let kept = try? SessionJournal.keepAside(folder, reason: "unreadable", which: SessionJournal.isJournalFile) {
                    notices.append(tr("It was kept aside in {kept}; Meridian started afresh.", ["kept": kept]))
                } else {
                    throw LaunchError.leaveAsItIs(tr("Autosave is off: the old journal could not be read nor kept aside, so it stays as it is."))
                }
            }
            return false
        }
        do {
            try store.restoreHistory(from: history)
        } catch {
            _ = try? SessionJournal.keepAside(folder, reason: "unrestorable", which: SessionJournal.isJournalFile)
            notices.append(tr("The previous session could not be restored ({reason}); it was kept aside.", ["reason": "\(error)"]))
            return false
        }
        let timeline = store.timeline
        do {
            try file.database.replaceAll(
                with: store.logSlice(from: 0), interval: store.checkpointInterval,
                cursor: .init(step: timeline.isPreviewing ? timeline.currentStep : nil, scope: timeline.scopeID))
        } catch {
            throw LaunchError.leaveAsItIs(tr("Autosave is off: the saved journal could not be moved into {path} ({reason}); it stays as it is.", ["path": file.path, "reason": "\(error)"]))
        }
        _ = try? SessionJournal.keepAside(folder, reason: "migrated", which: SessionJournal.isJournalFile)
        return true
    }
}
