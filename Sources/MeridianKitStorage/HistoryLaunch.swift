import Foundation
import MeridianKitFiles
import MeridianStore

/// Brings back an app's autosaved history at launch, from the database in its state folder,
/// reading only what the window needs (the step table, the last segment, the slider's
/// position); older segments are read when a jump asks for them. Nothing is ever deleted: a
/// damaged file is kept aside and a new history begun, and what the user should know comes
/// back as notices.
public enum HistoryLaunch {
    /// What the launch read from the state folder, for the store to take on the main thread.
    ///
    /// Sendable although it holds open connections: it is made on one thread and handed whole
    /// to another, never used by two at once.
    public struct Reading<State, Action>: @unchecked Sendable {
        package enum Found {
            /// Autosave cannot run, for this reason.
            case off(String)
            /// A database without a history yet: a first launch.
            case empty(HistoryFile<State, Action>)
            case stored(HistoryFile<State, Action>, StoredHistory<State, Action>)
            /// A history saved in a folder that cannot be written: shown, not saved to (why).
            case readOnly(StoredHistory<State, Action>, reason: String)
            /// The database cannot be opened for writing now, for a reason that may clear by
            /// itself (a full disk, a quota, an I/O error): what it holds is shown when it can
            /// be read, and opening it is tried again (`reason`: what failed).
            case waiting(StoredHistory<State, Action>?, reason: String)
        }
        package var found: Found
        /// What the user should know: a history kept aside, and why.
        public package(set) var notices: [String]

        package init(found: Found, notices: [String]) {
            self.found = found
            self.notices = notices
        }
    }

    /// What the launch brought back, for autosave to carry on from.
    public struct Outcome<State, Action> {
        /// The database opened for writing; `nil` when autosave is off.
        package var file: HistoryFile<State, Action>?
        /// Whether a saved history was brought back.
        public var restored: Bool
        /// What the user should know.
        public var notices: [String]
        /// Why autosave cannot run, when it cannot.
        public var autosaveOff: String?
        /// What failed when the database could not be opened for writing for a reason that may
        /// clear by itself: autosave tries again to open it (`reopen`), and saves from there.
        public var waitingToOpen: String?
        package var reopen: HistoryFile<State, Action>.Opening?
        /// Where the slider stood in the past when the history was saved, and the id of its
        /// scope: the launch opens at the present, and the app offers to go back there.
        public var leftOff: (step: Int, scopeID: String)?

        package init(
            file: HistoryFile<State, Action>?, restored: Bool, notices: [String], autosaveOff: String?, waitingToOpen: String? = nil,
            reopen: HistoryFile<State, Action>.Opening? = nil
        ) {
            self.file = file
            self.restored = restored
            self.notices = notices
            self.autosaveOff = autosaveOff
            self.waitingToOpen = waitingToOpen
            self.reopen = reopen
        }
    }

    /// Moves what could not be read aside (with `reason` in its name) and says where; `nil`
    /// when there was nothing to move.
    public typealias KeepAside = (_ reason: String) throws -> String?

    /// Everything the launch needs from `folder`, on any thread. A damaged database is kept
    /// aside here and a new one begun.
    package static func read<State, Action>(
        folder: String, codec: HistoryCodec<State, Action>, words: LaunchWords, keepAside: KeepAside
    ) -> Reading<State, Action> {
        var notices: [String] = []
        func off(_ reason: String) -> Reading<State, Action> {
            Reading(found: .off(reason), notices: notices)
        }
        var file: HistoryFile<State, Action>
        switch open(folder, codec: codec, words: words) {
        case .success(let opened): file = opened
        case .failure(.database(let error)) where error.isDamaged:
            // Kept aside, never deleted, and a new history begins.
            guard let kept = try? keepAside("unreadable") else {
                return off(words.unreadableNotKept(error.message(in: words.storage)))
            }
            notices.append(words.unreadableKept(error.message(in: words.storage), kept))
            switch open(folder, codec: codec, words: words) {
            case .success(let opened): file = opened
            case .failure(let error): return off(offReason(error, words: words))
            }
        case .failure(.inUse):
            // Another process writes the folder (or holds its lock): what is saved there is
            // shown, read without writing, and nothing is saved over it.
            let holder = FolderLockHolder.find(folder)
            guard let stored = shownWhileInUse(folder, codec: codec, words: words) else {
                return off(words.inUseReason(folder: folder, holder: holder, shown: false))
            }
            return Reading(found: .readOnly(stored, reason: words.inUseReason(folder: folder, holder: holder, shown: true)), notices: notices)
        case .failure(let error):
            if let shown = shownReadOnly(folder, codec: codec, words: words) { return Reading(found: shown, notices: notices) }
            if let failure = mayClear(error, folder: folder, words: words) {
                return Reading(found: .waiting(shown(folder, codec: codec, words: words), reason: failure), notices: notices)
            }
            return off(offReason(error, words: words))
        }
        /// A history no build could have written is kept aside, and a new one begins.
        func keptAsideAndBegun(because reason: String) -> Reading<State, Action> {
            switch keepAsideAndBeginAgain(file, folder: folder, codec: codec, words: words, reason: reason, keepAside: keepAside, notices: &notices) {
            case .success(let opened): Reading(found: .empty(opened), notices: notices)
            case .failure(let off): Reading(found: .off(off.reason), notices: notices)
            }
        }
        let header: HistoryDatabase<State, Action>.Header?
        do {
            header = try file.database.header()
        } catch where error.isDamaged {
            // Off at every launch would lose everything the user does from now on.
            return keptAsideAndBegun(because: error.message(in: words.storage))
        } catch {
            return off(words.off(error.message(in: words.storage)))
        }
        guard let header else { return Reading(found: .empty(file), notices: notices) }
        do {
            return Reading(found: .stored(file, try stored(file, header: header, codec: codec, words: words)), notices: notices)
        } catch {
            guard case .damaged(let reason) = error else { return off(error.reason) }
            return keptAsideAndBegun(because: reason)
        }
    }

    /// Puts the stored history `reading` found into `store`; one the store cannot resume from
    /// is kept aside and a new one begun. An empty or unusable folder is the app's to handle.
    @MainActor
    package static func resume<State, Action, Effect>(
        into store: Store<State, Action, Effect>, file: HistoryFile<State, Action>, stored: StoredHistory<State, Action>,
        notices: [String], folder: String, codec: HistoryCodec<State, Action>, words: LaunchWords, keepAside: KeepAside
    ) -> Outcome<State, Action> {
        var notices = notices
        do {
            var outcome = Outcome(file: file, restored: true, notices: notices, autosaveOff: nil)
            outcome.leftOff = try resumeAtThePresent(store, from: stored)
            return outcome
        } catch {
            switch keepAsideAndBeginAgain(
                file, folder: folder, codec: codec, words: words, reason: "\(file.path): \(error)", keepAside: keepAside, notices: &notices)
            {
            case .success(let opened): return Outcome(file: opened, restored: false, notices: notices, autosaveOff: nil)
            case .failure(let off): return Outcome(file: nil, restored: false, notices: notices, autosaveOff: off.reason)
            }
        }
    }

    /// Puts a history saved in a folder that cannot be written into `store`: the user sees it
    /// (and can scrub it, export it), and autosave is off for `reason`.
    @MainActor
    package static func resumeReadOnly<State, Action, Effect>(
        into store: Store<State, Action, Effect>, stored: StoredHistory<State, Action>, reason: String, notices: [String]
    ) -> Outcome<State, Action> {
        do {
            var outcome = Outcome<State, Action>(file: nil, restored: true, notices: notices, autosaveOff: reason)
            outcome.leftOff = try resumeAtThePresent(store, from: stored)
            return outcome
        } catch {
            return Outcome(file: nil, restored: false, notices: notices, autosaveOff: reason)
        }
    }

    /// What failed, when opening for writing failed for a reason that may clear by itself: the
    /// disk or a quota is full, or an I/O error (not damage, not another instance).
    private static func mayClear<State, Action>(_ error: HistoryFile<State, Action>.OpenError, folder: String, words: LaunchWords) -> String? {
        // SQLite says "disk I/O error" when the full disk has no room for its shared memory.
        let full = DiskSpace.isFull(folder)
        return switch error {
        case .database(.sqlite(let error)) where error.mayClear:
            full ? words.storage.full(HistoryFile<State, Action>.path(inFolder: folder)) : HistoryDatabaseError.sqlite(error).message(in: words.storage)
        case .system(let error) where [ENOSPC, EDQUOT, EIO].contains(error.code):
            error.message(in: words.files)
        default: nil
        }
    }

    /// The history in `folder`'s database read without writing anything (not even the
    /// shared-memory file a full disk has no room for); `nil` when there is none to read.
    private static func shown<State, Action>(
        _ folder: String, codec: HistoryCodec<State, Action>, words: LaunchWords
    ) -> StoredHistory<State, Action>? {
        let path = HistoryFile<State, Action>.path(inFolder: folder)
        guard access(path, F_OK) == 0,
            let database = try? HistoryDatabase(path: path, codec: codec, words: words.storage, immutable: true)
        else { return nil }
        defer { database.close() }
        guard let header = try? database.header() else { return nil }
        return try? storedHistory(database, header: header, codec: codec, words: words.storage, immutable: true)
    }

    /// The history in `folder`'s database read without writing, while another process holds
    /// the folder's lock (and may be writing it: WAL mode lets a reader see its commits whole,
    /// and the launch reads inside one transaction); `nil` when there is none, or it cannot be
    /// read.
    private static func shownWhileInUse<State, Action>(
        _ folder: String, codec: HistoryCodec<State, Action>, words: LaunchWords
    ) -> StoredHistory<State, Action>? {
        let path = HistoryFile<State, Action>.path(inFolder: folder)
        guard access(path, F_OK) == 0, let database = try? HistoryDatabase(path: path, codec: codec, words: words.storage, readOnly: true)
        else { return nil }
        defer { database.close() }
        do {
            try HistoryDatabase<State, Action>.naming(path) { try database.connection.execute("BEGIN") }
            defer { try? database.connection.execute("COMMIT") }
            guard let header = try database.header() else { return nil }
            return try storedHistory(database, header: header, codec: codec, words: words.storage)
        } catch {
            return nil
        }
    }

    /// The history in `folder`'s database read without writing anything, when the folder
    /// cannot be written (a read-only mount, a backup, another user's folder); `nil` when
    /// there is none, the folder can be written, or it cannot be read either.
    private static func shownReadOnly<State, Action>(
        _ folder: String, codec: HistoryCodec<State, Action>, words: LaunchWords
    ) -> Reading<State, Action>.Found? {
        let path = HistoryFile<State, Action>.path(inFolder: folder)
        guard access(path, F_OK) == 0, access(folder, W_OK) != 0 else { return nil }
        do {
            let database = try HistoryDatabase(path: path, codec: codec, words: words.storage, immutable: true)
            defer { database.close() }
            guard let header = try database.header() else { return nil }
            let stored = try storedHistory(database, header: header, codec: codec, words: words.storage, immutable: true)
            return .readOnly(stored, reason: words.readOnlyFolder(folder))
        } catch {
            return nil
        }
    }

    /// Brings back the history saved in `folder` into `store`, for an app without older files
    /// to move in: reads it, and resumes the store from it.
    @MainActor
    package static func restore<State, Action, Effect>(
        into store: Store<State, Action, Effect>, folder: String, codec: HistoryCodec<State, Action>, words: LaunchWords,
        keepAside: KeepAside
    ) -> Outcome<State, Action> {
        let reading = read(folder: folder, codec: codec, words: words, keepAside: keepAside)
        switch reading.found {
        case .off(let reason): return Outcome(file: nil, restored: false, notices: reading.notices, autosaveOff: reason)
        case .empty(let file): return Outcome(file: file, restored: false, notices: reading.notices, autosaveOff: nil)
        case .stored(let file, let stored):
            return resume(
                into: store, file: file, stored: stored, notices: reading.notices, folder: folder, codec: codec, words: words,
                keepAside: keepAside)
        case .readOnly(let stored, let reason):
            return resumeReadOnly(into: store, stored: stored, reason: reason, notices: reading.notices)
        case .waiting(let stored, let reason):
            return resumeWaiting(
                into: store, stored: stored, reason: reason, notices: reading.notices, reopen: { () throws(HistoryFile<State, Action>.OpenError) in
                    try HistoryFile(folder: folder, codec: codec, words: words.storage)
                })
        }
    }

    /// Puts what a database that cannot be written now holds into `store`, when it could be
    /// read; autosave then tries to open it again, and saves from there (`reason`: what failed).
    @MainActor
    package static func resumeWaiting<State, Action, Effect>(
        into store: Store<State, Action, Effect>, stored: StoredHistory<State, Action>?, reason: String, notices: [String],
        reopen: @escaping HistoryFile<State, Action>.Opening
    ) -> Outcome<State, Action> {
        var outcome = Outcome<State, Action>(file: nil, restored: false, notices: notices, autosaveOff: nil, waitingToOpen: reason, reopen: reopen)
        if let stored {
            do {
                outcome.leftOff = try resumeAtThePresent(store, from: stored)
                outcome.restored = true
            } catch {
                // Not restored, as before: the window starts anew while autosave waits to open the file.
            }
        }
        return outcome
    }

    /// Resumes `store` from `stored` at the present, wherever the slider stood when it was
    /// saved: a launch shows now, never a past step with its stale time as if it were now.
    /// Returns where the slider stood, when that is a step of the history's past shown with
    /// one of its scopes, for the app to offer going back there.
    @MainActor
    package static func resumeAtThePresent<State, Action, Effect>(
        _ store: Store<State, Action, Effect>, from stored: StoredHistory<State, Action>
    ) throws(HistoryArchiveError) -> (step: Int, scopeID: String)? {
        var atThePresent = stored
        atThePresent.cursor = nil
        try store.resumeHistory(from: atThePresent)
        return leftOff(stored.cursor, lastStep: store.timeline.lastStep, scopeIDs: (store.scopes + [store.undoScope].compactMap { $0 } + store.retiredScopes).map(\.id))
    }

    /// The step a launch offers to go back to: the saved `cursor` when it names a step before
    /// `lastStep` and one of the scopes `scopeIDs`.
    package static func leftOff(_ cursor: (step: Int, scope: String)?, lastStep: Int, scopeIDs: [String]) -> (step: Int, scopeID: String)? {
        guard let cursor, (0..<lastStep).contains(cursor.step), scopeIDs.contains(cursor.scope) else { return nil }
        return (cursor.step, cursor.scope)
    }

    /// Why a stored history cannot be brought back.
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
    private static func keepAsideAndBeginAgain<State, Action>(
        _ file: HistoryFile<State, Action>, folder: String, codec: HistoryCodec<State, Action>, words: LaunchWords, reason: String,
        keepAside: KeepAside, notices: inout [String]
    ) -> Result<HistoryFile<State, Action>, Off> {
        let path = file.path
        file.close()
        guard let kept = try? keepAside("unrestorable") else {
            return .failure(Off(reason: words.unrestorableNotKept(path, reason)))
        }
        notices.append(words.unrestorableKept(reason, kept))
        return open(folder, codec: codec, words: words).mapError { Off(reason: offReason($0, words: words)) }
    }

    private static func open<State, Action>(
        _ folder: String, codec: HistoryCodec<State, Action>, words: LaunchWords
    ) -> Result<HistoryFile<State, Action>, HistoryFile<State, Action>.OpenError> {
        Result { () throws(HistoryFile<State, Action>.OpenError) in try HistoryFile(folder: folder, codec: codec, words: words.storage) }
    }

    private static func offReason<State, Action>(_ error: HistoryFile<State, Action>.OpenError, words: LaunchWords) -> String {
        switch error {
        case .inUse(let path):
            let folder = (path as NSString).deletingLastPathComponent
            return words.inUseReason(folder: folder, holder: FolderLockHolder.find(folder), shown: false)
        case .database(let error): return words.off(error.message(in: words.storage))
        case .system(let error): return words.off(error.message(in: words.files))
        }
    }

    /// What the window needs of a stored history: its step table, its last segment and the
    /// slider's position, with a connection of its own for the older segments.
    private static func stored<State, Action>(
        _ file: HistoryFile<State, Action>, header: HistoryDatabase<State, Action>.Header, codec: HistoryCodec<State, Action>,
        words: LaunchWords
    ) throws(LaunchError) -> StoredHistory<State, Action> {
        do {
            return try storedHistory(file.database, header: header, codec: codec, words: words.storage)
        } catch where error.isDamaged {
            throw .damaged(error.message(in: words.storage))
        } catch {
            throw .leaveAsItIs(words.off(error.message(in: words.storage)))
        }
    }
}

extension HistoryLaunch {
    /// What the window needs of the history stored in `file` (whose header is `header`): its
    /// step table, its last segment and the slider's position, with a connection of its own
    /// for the older segments.
    package static func storedHistory<State, Action>(
        _ database: HistoryDatabase<State, Action>, header: HistoryDatabase<State, Action>.Header, codec: HistoryCodec<State, Action>,
        words: StorageWords, immutable: Bool = false
    ) throws(HistoryDatabaseError) -> StoredHistory<State, Action> {
        let steps = try database.storedSteps()
        let lastSegment = header.entryCount / header.checkpointInterval
        let segment = try database.segment(lastSegment, interval: header.checkpointInterval, entryCount: header.entryCount)
        let storage = try HistoryDatabaseStorage(
            path: database.connection.path, interval: header.checkpointInterval, entryCount: header.entryCount, codec: codec, words: words,
            immutable: immutable)
        var stored = StoredHistory(
            checkpointInterval: header.checkpointInterval, entryCount: header.entryCount, steps: steps, lastSegment: segment,
            cursor: header.cursor.step.map { ($0, header.cursor.scope) }, skipMarks: try database.skipMarks(),
            returns: try database.returns(), storage: storage)
        stored.undoChanges = try database.undoChanges()
        // Here, on the thread that reads: the main thread then only puts it in place.
        stored.prepare()
        return stored
    }
}

/// What a launch says of the saved history, in English unless the app gives its own translation.
public struct LaunchWords: Sendable {
    /// Autosave cannot run: why.
    public var off: @Sendable (String) -> String = { "Autosave is off: \($0)." }
    /// Another instance of the app holds the state folder's lock: the folder, its process id.
    public var inUseBySameApp: @Sendable (_ folder: String, _ pid: Int32) -> String = {
        "Autosave is off: another instance of the app (process \($1)) is saving to \($0)."
    }
    /// Another program holds the state folder's lock: the folder, its name, its process id.
    public var inUseBy: @Sendable (_ folder: String, _ name: String, _ pid: Int32) -> String = {
        "Autosave is off: “\($1)” (process \($2)) is using \($0)."
    }
    /// A process that cannot be named holds the state folder's lock: the folder.
    public var inUse: @Sendable (_ folder: String) -> String = { "Autosave is off: another program is using \($0)." }
    /// After why autosave is off, when the history saved there is shown.
    public var savedHistoryShown = "The saved history is shown; what you do now is not saved."
    /// After why autosave is off, when there is no saved history to show.
    public var nothingSavedNow = "What you do now is not saved."
    /// The database could not be read nor kept aside: why.
    public var unreadableNotKept: @Sendable (String) -> String = { "Autosave is off: \($0); it could not be kept aside, so it stays as it is." }
    /// The database could not be read and was kept aside: why, where.
    public var unreadableKept: @Sendable (_ reason: String, _ kept: String) -> String = {
        "The saved history could not be read (\($0)). It was moved to \($1); a new one was started."
    }
    /// The history could not be restored nor kept aside: the path, why.
    public var unrestorableNotKept: @Sendable (_ path: String, _ reason: String) -> String = {
        "Autosave is off: the history in \($0) could not be restored (\($1)) nor kept aside, so it stays as it is."
    }
    /// The history could not be restored and was kept aside: why, where.
    public var unrestorableKept: @Sendable (_ reason: String, _ kept: String) -> String = {
        "The saved history could not be restored (\($0)). It was moved to \($1); a new one was started."
    }
    /// The state folder cannot be written; the history saved there is shown: the folder.
    public var readOnlyFolder: @Sendable (String) -> String = {
        "Autosave is off: \($0) cannot be written. The history saved there is shown; what you do now is not saved."
    }
    /// What the database says of its problems.
    public var storage = StorageWords()
    /// What the files say of theirs.
    public var files = FileWords()

    /// The English words; set the fields an app translates.
    public init() {}
}

extension LaunchWords {
    /// Why autosave is off while `holder` (`nil`: not known) holds `folder`'s lock, and whether
    /// the history saved there is `shown`.
    package func inUseReason(folder: String, holder: FolderLockHolder?, shown: Bool) -> String {
        let who =
            switch holder {
            case .some(let holder) where holder.isSameApp: inUseBySameApp(folder, holder.pid)
            case .some(let holder): holder.name.map { inUseBy(folder, $0, holder.pid) } ?? inUse(folder)
            case nil: inUse(folder)
            }
        return who + " " + (shown ? savedHistoryShown : nothingSavedNow)
    }
}
