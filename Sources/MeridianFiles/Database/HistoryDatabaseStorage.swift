import Foundation
import MeridianCore
import MeridianStore

/// The store's history storage (`HistoryStorage`) over the database: older segments are read
/// on a connection of its own, which WAL mode lets read while the autosave writes.
final class HistoryDatabaseStorage: HistoryStorage, @unchecked Sendable {
    private let database: HistoryDatabase
    private let interval: Int
    /// The entries stored when the history was resumed: the store asks only for segments
    /// before them (later ones are in its memory).
    private let entryCount: Int
    private let validator: SessionValidator
    /// Safe to share: every use of the connection holds this lock.
    private let lock = NSLock()

    init(path: String, interval: Int, entryCount: Int, validator: SessionValidator) throws(HistoryDatabaseError) {
        database = try HistoryDatabase(path: path, readOnly: true)
        self.interval = interval
        self.entryCount = entryCount
        self.validator = validator
    }

    func segment(_ index: Int) throws(HistoryStorageError) -> HistorySegment<AppState, AppAction> {
        try reading { () throws(HistoryDatabaseError) in
            try database.segment(index, interval: interval, entryCount: entryCount, validator: validator)
        }
    }

    func checkpoint(_ index: Int) throws(HistoryStorageError) -> AppState {
        try reading { () throws(HistoryDatabaseError) in try database.checkpoint(index, validator: validator) }
    }

    private func reading<T>(_ read: () throws(HistoryDatabaseError) -> T) throws(HistoryStorageError) -> T {
        lock.lock()
        defer { lock.unlock() }
        do {
            return try read()
        } catch {
            throw HistoryStorageError(tr("The saved history could not be read: {reason}.", ["reason": "\(error)"]))
        }
    }
}
