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
    /// What the launch brought back, for autosave to carry on from.
    public typealias Outcome = HistoryLaunch.Outcome<AppState, AppAction>

    /// What the launch read from the state folder, for the store to take on the main thread.
    ///
    /// Sendable although it holds open connections: it is made on one thread and handed whole
    /// to another, never used by two at once.
    public struct Reading: @unchecked Sendable {
        /// What the kit's launch found; an empty database may still get an old journal.
        fileprivate var found: HistoryLaunch.Reading<AppState, AppAction>
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
        do {
            try folder.create()
        } catch {
            return Reading(found: .init(found: .off(tr("Autosave is off: the folder {path} could not be made: {reason}.", ["path": folder.path, "reason": error.reason(in: .meridian)])), notices: []))
        }
        return Reading(found: HistoryLaunch.read(
            folder: folder.path, codec: .meridian(validator: loader.reader.sessions), words: .meridian, keepAside: keepAside(folder)))
    }

    /// Moves the database aside as Meridian keeps what it replaces: in `kept/`, named by the
    /// time and the reason.
    private static func keepAside(_ folder: StateFolder) -> HistoryLaunch.KeepAside {
        { reason in try SessionJournal.keepAside(folder, reason: reason) }
    }

    /// Puts what `read` found into the store, or moves an old journal in.
    @MainActor
    public static func restore(
        into store: Store<AppState, AppAction, AppEffect>, _ reading: Reading, from folder: StateFolder, loader: FileLoader
    ) -> Outcome {
        var notices = reading.found.notices
        switch reading.found.found {
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
            return HistoryLaunch.resume(
                into: store, file: file, stored: stored, notices: notices, folder: folder.path, codec: .meridian(validator: loader.reader.sessions),
                words: .meridian, keepAside: keepAside(folder))
        case .readOnly(let stored, let reason):
            return HistoryLaunch.resumeReadOnly(into: store, stored: stored, reason: reason, notices: notices)
        case .waiting(let stored, let reason):
            let codec = HistoryCodec<AppState, AppAction>.meridian(validator: loader.reader.sessions)
            return HistoryLaunch.resumeWaiting(
                into: store, stored: stored, reason: reason, notices: notices, reopen: { () throws(AppHistoryFile.OpenError) in
                    try AppHistoryFile(folder: folder.path, codec: codec, words: .meridian)
                })
        }
    }

    /// Why an old journal could not be moved in: the files stay as they are (autosave off).
    private struct LaunchError: Error {
        var reason: String

        static func leaveAsItIs(_ reason: String) -> LaunchError { LaunchError(reason: reason) }
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
                    notices.append(tr("It was moved to {kept}; Meridian started afresh.", ["kept": kept]))
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

extension LaunchWords {
    /// What Meridian says of its saved history at launch, in the user's language.
    static var meridian: LaunchWords {
        var words = LaunchWords()
        words.off = { tr("Autosave is off: {reason}.", ["reason": $0]) }
        // Meridian is one instance a session: another one holding the folder runs in another
        // session, or was started apart from it (another app id, a test).
        words.inUseBySameApp = {
            tr("Autosave is off: another Meridian (process {pid}, in another window or session) is saving to {folder}.", ["folder": $0, "pid": $1])
        }
        words.inUseBy = { tr("Autosave is off: “{name}” (process {pid}) is using {folder}.", ["folder": $0, "name": $1, "pid": $2]) }
        words.inUse = { tr("Autosave is off: another program is using {folder}.", ["folder": $0]) }
        words.savedHistoryShown = tr("The saved history is shown; what you do now is not saved.")
        words.nothingSavedNow = tr("What you do now is not saved.")
        words.readOnlyFolder = {
            tr("Autosave is off: {folder} cannot be written. The history saved there is shown; what you do now is not saved.", ["folder": $0])
        }
        words.unreadableNotKept = { tr("Autosave is off: {reason}; it could not be kept aside, so it stays as it is.", ["reason": $0]) }
        words.unreadableKept = {
            tr("The saved history could not be read ({reason}). It was moved to {kept}; Meridian started a new one.", ["reason": $0, "kept": $1])
        }
        words.unrestorableNotKept = {
            tr("Autosave is off: the history in {path} could not be restored ({reason}) nor kept aside, so it stays as it is.", ["path": $0, "reason": $1])
        }
        words.unrestorableKept = {
            tr("The saved history could not be restored ({reason}). It was moved to {kept}; Meridian started a new one.", ["reason": $0, "kept": $1])
        }
        words.storage = .meridian
        words.files = .meridian
        return words
    }
}
