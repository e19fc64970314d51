import Foundation
import MeridianStore

/// The store's history storage (`HistoryStorage`) over the database: older segments are read
/// on a connection of its own, which WAL mode lets read while the autosave writes.
package final class HistoryDatabaseStorage<State, Action>: HistoryStorage, @unchecked Sendable {
    private let database: HistoryDatabase<State, Action>
    private let interval: Int
    /// The entries stored when the history was resumed: the store asks only for segments
    /// before them (later ones are in its memory).
    private let entryCount: Int
    /// Safe to share: every use of the connection holds this lock.
    private let lock = NSLock()

    package init(
        path: String, interval: Int, entryCount: Int, codec: HistoryCodec<State, Action>, words: StorageWords, immutable: Bool = false
    ) throws(HistoryDatabaseError) {
        let database = try HistoryDatabase(path: path, codec: codec, words: words, readOnly: true, immutable: immutable)
        // It reads a chunk or a few rows at a time, seldom the same twice: SQLite's own cache
        // (2 MB by default) would only hold memory the store's pages already hold.
        try HistoryDatabase<State, Action>.naming(path) { try database.connection.execute("PRAGMA cache_size = -256") }
        self.database = database
        self.interval = interval
        self.entryCount = entryCount
    }

    package func segment(_ index: Int) throws(HistoryStorageError) -> HistorySegment<State, Action> {
        try reading { () throws(HistoryDatabaseError) in
            try database.segment(index, interval: interval, entryCount: entryCount)
        }
    }

    package func checkpoint(_ index: Int) throws(HistoryStorageError) -> State {
        try reading { () throws(HistoryDatabaseError) in try database.checkpoint(index) }
    }

    private func reading<T>(_ read: () throws(HistoryDatabaseError) -> T) throws(HistoryStorageError) -> T {
        lock.lock()
        defer { lock.unlock() }
        do {
            return try read()
        } catch {
            throw HistoryStorageError(database.words.couldNotRead(error.message(in: database.words)))
        }
    }
}
