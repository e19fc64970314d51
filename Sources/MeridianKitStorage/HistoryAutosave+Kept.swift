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

    /// A history kept as `reason` at `keptAt`, of `steps` steps made from `firstStepTime` to
    /// `lastStepTime`, whose forgetting frees `ownBytes`.
    public init(id: Int, keptAt: Int64, reason: String, steps: Int, firstStepTime: Int64?, lastStepTime: Int64?, ownBytes: Int) {
        self.id = id
        self.keptAt = keptAt
        self.reason = reason
        self.steps = steps
        self.firstStepTime = firstStepTime
        self.lastStepTime = lastStepTime
        self.ownBytes = ownBytes
    }
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
    ///
    /// The brought-back history is another one, as an import's is: its entries go on from its
    /// own end, and nothing the writer said of the one before (the last batch it committed)
    /// counts for it. What the window records while the bring back is under way (a tick) is
    /// not handed over: it belongs to the history being replaced, and written after the bring
    /// back it would land past the brought-back one's end, leaving a gap.
    public func bringBack(kept id: Int, at time: Int64, completion: @escaping @MainActor (Result<Void, HistoryStorageProblem>) -> Void) {
        let words = self.words.storage
        cancelScheduledFlush()
        flush()
        isBringingBack = true
        // The queue's answer: the brought-back history as read back, or why it could not be
        // read once the database held it; a failure of the bring back itself changed nothing.
        typealias Read = Result<UncheckedSendable<StoredHistory<State, Action>>, HistoryStorageProblem>
        onDatabase({ [weak self] (answer: Result<Read, HistoryStorageProblem>) in
            guard let self else { return }
            self.isBringingBack = false
            switch answer {
            case .success(.success(let stored)):
                do throws(HistoryArchiveError) {
                    try self.store.resumeHistory(from: stored.value)
                } catch {
                    return self.keepWindowHistory(after: HistoryStorageProblem(message: error.message), at: time, completion)
                }
                // Another history, as after an import: it goes on from its own end.
                self.epoch += 1
                self.pendingRestart = nil
                self.handedOff = self.store.logCount
                self.syncedEntries = self.handedOff
                self.savedSteps = self.store.timeline.lastStep
                self.savedCursor = Self.cursor(self.store.timeline)
                completion(.success(()))
            case .success(.failure(let problem)):
                self.keepWindowHistory(after: problem, at: time, completion)
            case .failure(let problem):
                // The database still holds the window's history: what was recorded meanwhile goes on it.
                self.scheduleFlush()
                completion(.failure(problem))
            }
        }) { [file] database throws(HistoryDatabaseError) in
            try database.bringBack(kept: id, keepingLiveAs: "before-restore", at: time)
            do throws(HistoryDatabaseError) {
                guard let file = file?.value, let header = try database.header() else {
                    throw HistoryDatabaseError.unusable(path: database.connection.path, reason: words.noKeptHistory(id))
                }
                return .success(UncheckedSendable(try HistoryLaunch.storedHistory(file.database, header: header, codec: database.codec, words: words)))
            } catch {
                return .failure(HistoryStorageProblem(message: error.message(in: words)))
            }
        }
    }

    /// The database holds the brought-back history but the window could not take it on: the
    /// window's is written whole again, the brought-back one kept aside once more, so the two
    /// never differ (entries of one written after the other's would damage it).
    private func keepWindowHistory(
        after problem: HistoryStorageProblem, at time: Int64, _ completion: @escaping @MainActor (Result<Void, HistoryStorageProblem>) -> Void
    ) {
        restartFromStore(keepingAside: ("before-restore", time))
        completion(.failure(problem))
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
