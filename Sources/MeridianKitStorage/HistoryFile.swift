import Foundation
import MeridianKitFiles

/// The history's database in the app's state folder, opened for writing by this process alone.
///
/// SQLite lets one writer in at a time, but not one *process* for a whole run: a second
/// instance of the app would interleave its own history with ours. So the writer holds an `flock` on the
/// state folder itself for as long as it runs; no lock file is needed. (Not on the database
/// file: closing any other descriptor of that file would drop SQLite's own `fcntl` locks.)
package final class HistoryFile<State, Action>: @unchecked Sendable {
    package let database: HistoryDatabase<State, Action>
    package let path: String
    private var lockDescriptor: Int32

    /// Why the file could not be opened for writing.
    package enum OpenError: Error {
        case inUse(path: String)
        case database(HistoryDatabaseError)
        case system(FileWriteError)
    }

    /// How a file is opened again later, on autosave's queue.
    package typealias Opening = @Sendable () throws(OpenError) -> HistoryFile

    /// The database's path in the folder at `folder`.
    package static func path(inFolder folder: String) -> String { "\(folder)/\(HistorySchema.fileName)" }

    package init(folder: String, codec: HistoryCodec<State, Action>, words: StorageWords) throws(OpenError) {
        path = Self.path(inFolder: folder)
        guard let lock = HistoryFolderLock.take(folder) else { throw .inUse(path: path) }
        lockDescriptor = lock
        do {
            database = try HistoryDatabase(path: path, codec: codec, words: words)
        } catch {
            Glibc.close(lockDescriptor)
            throw .database(error)
        }
    }

    /// Closes the database, then lets go of the lock.
    package func close() {
        database.close()
        if lockDescriptor >= 0 { Glibc.close(lockDescriptor) }
        lockDescriptor = -1
    }

    deinit {
        close()
    }
}

/// The writer's lock on a state folder: an `flock` on the folder itself, held for as long as
/// the app writes its history.
package enum HistoryFolderLock {
    /// Takes the writer's lock on `folder`: `nil` when another process holds it (or the folder
    /// cannot be opened). Closing the descriptor lets go.
    package static func take(_ folder: String) -> Int32? {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            Glibc.close(fd)
            return nil
        }
        return fd
    }

    /// Whether a running instance holds the lock: taken and let go at once when it is free.
    package static func isInUse(_ folder: String) -> Bool {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { Glibc.close(fd) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return errno == EWOULDBLOCK }
        flock(fd, LOCK_UN)
        return false
    }
}
