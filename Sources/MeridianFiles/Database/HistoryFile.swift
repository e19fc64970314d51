import Foundation
import MeridianKitFiles

/// The history's database in the state folder, opened for writing by this process alone.
///
/// SQLite lets one writer in at a time, but not one *process* for a whole run: a second
/// Meridian would interleave its own history with ours. So the writer holds an `flock` on the
/// state folder itself for as long as it runs; no lock file is needed. (Not on the database
/// file: closing any other descriptor of that file would drop SQLite's own `fcntl` locks.)
final class HistoryFile: @unchecked Sendable {
    let database: HistoryDatabase
    let path: String
    private var lockDescriptor: Int32

    /// Why the file could not be opened for writing.
    enum OpenError: Error {
        case inUse(path: String)
        case database(HistoryDatabaseError)
        case system(FileWriteError)
    }

    static func path(in folder: StateFolder) -> String { "\(folder.path)/\(HistoryDatabase.fileName)" }

    init(folder: StateFolder) throws(OpenError) {
        path = Self.path(in: folder)
        guard let lock = Self.lock(folder) else { throw .inUse(path: path) }
        lockDescriptor = lock
        do {
            database = try HistoryDatabase(path: path)
        } catch {
            Glibc.close(lockDescriptor)
            throw .database(error)
        }
    }

    /// Takes the writer's lock on `folder`: `nil` when another process holds it (or the folder
    /// cannot be opened). Closing the descriptor lets go.
    static func lock(_ folder: StateFolder) -> Int32? {
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            Glibc.close(fd)
            return nil
        }
        return fd
    }

    /// Whether a running Meridian holds the lock: taken and let go at once when it is free.
    static func isInUse(_ folder: StateFolder) -> Bool {
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { Glibc.close(fd) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return errno == EWOULDBLOCK }
        flock(fd, LOCK_UN)
        return false
    }

    /// Closes the database, then lets go of the lock.
    func close() {
        database.close()
        if lockDescriptor >= 0 { Glibc.close(lockDescriptor) }
        lockDescriptor = -1
    }

    deinit {
        close()
    }
}
