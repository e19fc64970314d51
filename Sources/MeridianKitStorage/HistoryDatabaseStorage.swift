import Foundation
import MeridianStore

/// The store's history storage (`HistoryStorage`) over the database: older segments are read
/// on a connection of its own, which WAL mode lets read while the autosave writes.
package final class HistoryDatabaseStorage<State, Action>: HistoryStorage, ReadConnections.Reader, @unchecked Sendable {
    /// `nil` once closed for the writer's last close (`ReadConnections`), until the next read.
    private var database: HistoryDatabase<State, Action>?
    private let open: () throws(HistoryDatabaseError) -> HistoryDatabase<State, Action>
    private let words: StorageWords
    private let interval: Int
    /// The entries stored when the history was resumed: the store asks only for segments
    /// before them (later ones are in its memory).
    private let entryCount: Int
    /// Safe to share: every use of the connection holds this lock.
    private let lock = NSLock()

    package init(
        path: String, interval: Int, entryCount: Int, codec: HistoryCodec<State, Action>, words: StorageWords, immutable: Bool = false
    ) throws(HistoryDatabaseError) {
        let open = { () throws(HistoryDatabaseError) in
            let database = try HistoryDatabase(path: path, codec: codec, words: words, readOnly: true, immutable: immutable)
            // It reads a chunk or a few rows at a time, seldom the same twice: SQLite's own cache
            // (2 MB by default) would only hold memory the store's pages already hold.
            try HistoryDatabase<State, Action>.naming(path) { try database.connection.execute("PRAGMA cache_size = -256") }
            return database
        }
        database = try open()
        self.open = open
        self.words = words
        self.interval = interval
        self.entryCount = entryCount
        ReadConnections.add(self, path: path)
    }

    func closeConnection() {
        lock.withLock {
            database?.close()
            database = nil
        }
    }

    package func segment(_ index: Int) throws(HistoryStorageError) -> HistorySegment<State, Action> {
        try reading { (database) throws(HistoryDatabaseError) in
            try database.segment(index, interval: interval, entryCount: entryCount)
        }
    }

    package func checkpoint(_ index: Int) throws(HistoryStorageError) -> State {
        try reading { (database) throws(HistoryDatabaseError) in try database.checkpoint(index) }
    }

    private func reading<T>(_ read: (HistoryDatabase<State, Action>) throws(HistoryDatabaseError) -> T) throws(HistoryStorageError) -> T {
        lock.lock()
        defer { lock.unlock() }
        do {
            if database == nil { database = try open() }
            return try read(database!)
        } catch {
            throw HistoryStorageError(words.couldNotRead(error.message(in: words)))
        }
    }
}
