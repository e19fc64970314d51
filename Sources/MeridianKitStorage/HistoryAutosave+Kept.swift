import Foundation
import MeridianStore

/// A history kept aside in the database (by an import or a fresh start), as an app lists it.
public struct KeptHistorySummary: Equatable, Sendable {
    /// Its number, for bringing it back or forgetting it.
    public var id: Int
    /// When it was kept aside, in milliseconds since 1970.
    public var keptAt: Int64
    /// Why: `before-import`, `fresh`, `before-restore`, or an app's own word.
    public var reason: String
    /// Its steps after the start.
    public var steps: Int
    /// When its first step was made, in milliseconds since 1970.
    public var firstStepTime: Int64?
    /// When its last step was made, in milliseconds since 1970.
    public var lastStepTime: Int64?
    /// What forgetting it frees: the bytes no other history shares.
    public var ownBytes: Int
}

/// Why something asked of the saved histories could not be done, in the app's words.
public struct HistoryStorageProblem: Error, Equatable, Sendable {
    /// What went wrong, in the app's words.
    public var message: String
}

/// The histories kept aside, for the running app: listed, brought back into the window, or
/// forgotten. Everything runs on autosave's own queue, after the writes handed to it before.
extension HistoryAutosave {
    /// The kept histories, oldest first.
    public func keptHistories(_ completion: @escaping @MainActor (Result<[KeptHistorySummary], HistoryStorageProblem>) -> Void) {
        onDatabase(completion) { database throws(HistoryDatabaseError) in try database.keptHistories() }
    }

    /// Brings kept history `id` back into the store, keeping the history the window shows
    /// aside first (as `before-restore`, at `time` in milliseconds since 1970): nothing is lost.
    public func bringBack(kept id: Int, at time: Int64, completion: @escaping @MainActor (Result<Void, HistoryStorageProblem>) -> Void) {
        let words = self.words.storage
        cancelScheduledFlush()
        flush()
        onDatabase({ [weak self] (read: Result<UncheckedSendable<StoredHistory<State, Action>>, HistoryStorageProblem>) in
            guard let self else { return }
            switch read {
            case .success(let stored):
                do {
                    try self.store.resumeHistory(from: stored.value)
                    self.handedOff = self.store.logCount
                    self.syncedEntries = self.handedOff
                    self.savedCursor = Self.cursor(self.store.timeline)
                    completion(.success(()))
                } catch {
                    completion(.failure(HistoryStorageProblem(message: (error as? HistoryArchiveError)?.message ?? "\(error)")))
                }
            case .failure(let problem):
                completion(.failure(problem))
            }
        }) { [file] database throws(HistoryDatabaseError) in
            try database.bringBack(kept: id, keepingLiveAs: "before-restore", at: time)
            guard let file = file?.value, let header = try database.header() else {
                throw HistoryDatabaseError.unusable(path: database.connection.path, reason: words.noKeptHistory(id))
            }
            return UncheckedSendable(try HistoryLaunch.storedHistory(file.database, header: header, codec: database.codec, words: words))
        }
    }

    /// Forgets kept history `id` for good; gives the bytes freed. Only on the user's word.
    public func forget(kept id: Int, completion: @escaping @MainActor (Result<Int, HistoryStorageProblem>) -> Void) {
        onDatabase(completion) { database throws(HistoryDatabaseError) in try database.forget(kept: id) }
    }

    /// `work` on the writer's connection, on autosave's queue; its outcome to `completion`
    /// on the main thread.
    private func onDatabase<T: Sendable>(
        _ completion: @escaping @MainActor (Result<T, HistoryStorageProblem>) -> Void,
        _ work: @escaping @Sendable (HistoryDatabase<State, Action>) throws(HistoryDatabaseError) -> T
    ) {
        guard status == .on, let file else {
            return completion(.failure(HistoryStorageProblem(message: { if case .off(let reason) = status { reason } else { words.off } }())))
        }
        let storageWords = words.storage
        queue.async {
            let result: Result<T, HistoryStorageProblem>
            do throws(HistoryDatabaseError) {
                result = .success(try work(file.value.database))
            } catch {
                result = .failure(HistoryStorageProblem(message: error.message(in: storageWords)))
            }
            DispatchQueue.main.async { MainActor.assumeIsolated { completion(result) } }
        }
    }
}
