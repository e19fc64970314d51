import Foundation
import MeridianCore
import MeridianStore

/// Brings back the autosaved history at launch, from the state folder's database, reading only
/// what the window needs (the step table, the last segment, the slider's position); older
/// segments are read when a jump asks for them. A journal left by an earlier Meridian is moved
/// into the database first, and kept. Nothing is ever deleted: a damaged file is kept aside and
/// a new history started, and what the user should know comes back as notices.
public enum LaunchRestore {
    public struct Outcome {
        /// The database opened for writing, for autosave to continue; `nil` when autosave is off.
        var file: HistoryFile?
        public var restored: Bool
        public var notices: [String]
        /// Why autosave cannot run, when it cannot.
        public var autosaveOff: String?
    }

    @MainActor
    public static func restore(
        into store: Store<AppState, AppAction, AppEffect>, from folder: StateFolder, loader: FileLoader
    ) -> Outcome {
        var notices: [String] = []
        func off(_ reason: String) -> Outcome {
            Outcome(file: nil, restored: false, notices: notices, autosaveOff: reason)
        }
        do {
            try folder.create()
        } catch {
            return off("Autosave is off: \(folder.path) \(error.reason).")
        }
        var file: HistoryFile
        switch open(folder) {
        case .success(let opened): file = opened
        case .failure(.database(let error)) where error.isDamaged:
            // Kept aside, never deleted, and a new history begins.
            guard let kept = try? SessionJournal.keepAside(folder, reason: "unreadable") else {
                return off("Autosave is off: \(error); it could not be kept aside, so it stays as it is.")
            }
            notices.append("The saved history could not be read (\(error)). It was kept aside in \(kept); Meridian started a new one.")
            switch open(folder) {
            case .success(let opened): file = opened
            case .failure(let error): return off(offReason(error))
            }
        case .failure(let error):
            return off(offReason(error))
        }
        do {
            if let header = try file.database.header() {
                try resume(store, from: file, header: header, loader: loader)
                return Outcome(file: file, restored: true, notices: notices, autosaveOff: nil)
            }
            let migrated = try migrateJournal(into: store, file: file, folder: folder, loader: loader, notices: &notices)
            return Outcome(file: file, restored: migrated, notices: notices, autosaveOff: nil)
        } catch let error as LaunchError {
            switch error {
            case .leaveAsItIs(let reason):
                return off(reason)
            case .damaged(let reason):
                // The file opens but what it holds cannot be restored: kept aside, a new one begun.
                let path = file.path
                file.close()
                guard let kept = try? SessionJournal.keepAside(folder, reason: "unrestorable") else {
                    return off("Autosave is off: \(path) \(reason); it could not be kept aside, so it stays as it is.")
                }
                notices.append("The saved history could not be restored (\(reason)). It was kept aside in \(kept); Meridian started a new one.")
                switch open(folder) {
                case .success(let opened): return Outcome(file: opened, restored: false, notices: notices, autosaveOff: nil)
                case .failure(let error): return off(offReason(error))
                }
            }
        } catch {
            return off("Autosave is off: \(error).")
        }
    }

    private enum LaunchError: Error {
        /// Not restored, and the files must stay as they are (autosave off).
        case leaveAsItIs(String)
        /// The database cannot be restored from; it is kept aside.
        case damaged(String)
    }

    private static func open(_ folder: StateFolder) -> Result<HistoryFile, HistoryFile.OpenError> {
        Result { () throws(HistoryFile.OpenError) in try HistoryFile(folder: folder) }
    }

    private static func offReason(_ error: HistoryFile.OpenError) -> String {
        switch error {
        case .inUse(let path): "Autosave is off: another Meridian is saving to \(path)."
        case .database(let error): "Autosave is off: \(error)."
        case .system(let error): "Autosave is off: \(error)."
        }
    }

    @MainActor
    private static func resume(_ store: Store<AppState, AppAction, AppEffect>, from file: HistoryFile, header: HistoryDatabase.Header, loader: FileLoader) throws {
        let stored: StoredHistory<AppState, AppAction>
        do {
            let steps = try file.database.steps()
            let lastSegment = header.entryCount / header.checkpointInterval
            let validator = loader.reader.sessions
            let segment = try file.database.segment(lastSegment, interval: header.checkpointInterval, entryCount: header.entryCount, validator: validator)
            let storage = try HistoryDatabaseStorage(
                path: file.path, interval: header.checkpointInterval, entryCount: header.entryCount, validator: validator)
            stored = StoredHistory(
                checkpointInterval: header.checkpointInterval, entryCount: header.entryCount,
                steps: steps,
                lastSegment: segment, cursor: header.cursor.step.map { ($0, header.cursor.scope) }, storage: storage)
        } catch let error where error.isDamaged {
            throw LaunchError.damaged("\(error)")
        } catch {
            throw LaunchError.leaveAsItIs("Autosave is off: \(error).")
        }
        do {
            try store.resumeHistory(from: stored)
        } catch {
            throw LaunchError.damaged("\(file.path): \(error)")
        }
    }

    /// Moves a journal and its session file (what Meridian kept before the database) into the
    /// empty database, every step, label, time and the slider's position, then keeps them
    /// aside. Whether there was one.
    @MainActor
    private static func migrateJournal(
        into store: Store<AppState, AppAction, AppEffect>, file: HistoryFile, folder: StateFolder, loader: FileLoader, notices: inout [String]
    ) throws -> Bool {
        let recovery = SessionJournal.recover(from: folder, loader: loader, repairing: false)
        if let notice = recovery.notice { notices.append(notice) }
        guard let history = recovery.history else {
            if recovery.leftInPlace, SessionJournal.hasFiles(folder) {
                // Unreadable: kept aside as before, and the database starts empty.
                if let kept = try? SessionJournal.keepAside(folder, reason: "unreadable", which: SessionJournal.isJournalFile) {
                    notices.append("It was kept aside in \(kept); Meridian started afresh.")
                } else {
                    throw LaunchError.leaveAsItIs("Autosave is off: the old journal could not be read nor kept aside, so it stays as it is.")
                }
            }
            return false
        }
        do {
            try store.restoreHistory(from: history)
        } catch {
            _ = try? SessionJournal.keepAside(folder, reason: "unrestorable", which: SessionJournal.isJournalFile)
            notices.append("The previous session could not be restored (\(error)); it was kept aside.")
            return false
        }
        let timeline = store.timeline
        do {
            try file.database.replaceAll(
                with: store.logSlice(from: 0), interval: store.checkpointInterval,
                cursor: .init(step: timeline.isPreviewing ? timeline.currentStep : nil, scope: timeline.scopeID))
        } catch {
            throw LaunchError.leaveAsItIs("Autosave is off: the saved journal could not be moved into \(file.path) (\(error)); it stays as it is.")
        }
        _ = try? SessionJournal.keepAside(folder, reason: "migrated", which: SessionJournal.isJournalFile)
        return true
    }
}
