import Foundation

/// The read connections open on each history file, so that the writer closes them before
/// itself when the app quits.
///
/// SQLite checkpoints a write-ahead log into its database and deletes it (and the shared-memory
/// file beside it) only when the last connection to the file closes. The store reads the
/// segments it let go through connections of their own, which it holds for as long as it
/// lives, so a quit that closed only the writer left a 4 MB `history.sqlite3-wal` behind.
/// A reader closed this way opens again at its next read.
enum ReadConnections {
    /// A reader that can let its connection go.
    protocol Reader: AnyObject, Sendable {
        /// Closes the connection; the next read opens it again.
        func closeConnection()
    }

    private struct Held {
        weak var reader: (any Reader)?
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var open: [String: [Held]] = [:]

    /// `reader` reads the file at `path`.
    static func add(_ reader: any Reader, path: String) {
        lock.withLock {
            open[path, default: []].removeAll { $0.reader == nil }
            open[path, default: []].append(Held(reader: reader))
        }
    }

    /// Closes every reader of the file at `path`.
    static func closeAll(path: String) {
        let readers = lock.withLock { (open.removeValue(forKey: path) ?? []).compactMap(\.reader) }
        for reader in readers {
            reader.closeConnection()
            // Still a reader of the file: it opens again if the store reads once more.
            add(reader, path: path)
        }
    }
}
