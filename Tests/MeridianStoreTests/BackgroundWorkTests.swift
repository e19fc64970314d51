import Foundation
@testable import MeridianStore
import Testing
import TestSupport

/// Work the store sends to another thread never owns it: a store its owner lets go while a
/// skip is worked out or a jump reads from storage is gone at once, on the main actor, and the
/// work that comes back later finds nothing to finish. (Were the store last released on the
/// worker's thread, whatever its deinit ends — GLib timers, observation tokens — would end late,
/// and a timer could fire into the half-gone owner; TSan's slower run once caught that.)
@MainActor
@Suite struct BackgroundWorkTests {
    /// Lets the main queue run until `isDone`; the test's time limit bounds the wait.
    func waitOnMainQueue(until isDone: () -> Bool) async throws {
        while !isDone() { try await Task.sleep(nanoseconds: 1_000_000) }
        // The worker hops back through the main queue after it lets go of its copy: let that run.
        for _ in 0..<10 { await Task.yield() }
    }

    /// A store last released on another thread has its isolated deinit queued for the main
    /// actor; until it runs, work that comes back through the store's link must already find
    /// nothing, not a store whose count has reached zero.
    @Test func aStoreLastReleasedOffTheMainActorIsGoneToItsLinkBeforeItsDeinitRuns() {
        final class Holder: @unchecked Sendable { var store: Store<Notes, NotesAction, NotesEffect>? }
        let holder = Holder()
        holder.store = makeNotesStore(checkpointInterval: 4)
        let link = holder.store!.link
        let released = DispatchSemaphore(value: 0)
        Thread {
            holder.store = nil
            released.signal()
        }.start()
        released.wait()
        // The main actor is this test's until it returns: the deinit is still queued.
        #expect(link.object == nil)
    }

    @Test func aStoreLetGoWhileASkipIsWorkedOutIsGoneAtOnceAndTheSkipEndsUnheard() async throws {
        final class Listener: Sendable {}
        var store: Store<Notes, NotesAction, NotesEffect>? = makeNotesStore(checkpointInterval: 4)
        for index in 0..<200 { store?.send(.add("n\(index)")) }
        store?.readsHistoryInBackground = true
        var listener: Listener? = Listener()
        weak let heldByCompletion = listener
        var heard: Result<Void, HistorySkipError>?
        store?.toggleSkip(step: 2) { [listener] result in
            withExtendedLifetime(listener) { heard = result }
        }
        listener = nil
        #expect(store?.timeline.skippingStep == 2, "the skip is being worked out on another thread")
        weak let gone = store
        store = nil
        #expect(gone == nil, "the worker holds no strong reference to the store")
        // The completion is released when the worker's result reaches the main queue.
        try await waitOnMainQueue(until: { heldByCompletion == nil })
        #expect(heard == nil, "a store that is gone finishes nothing")
    }

    @Test func aStoreLetGoWhileAJumpReadsFromStorageIsGoneAtOnce() async throws {
        let paging = PagingTests()
        var store: Store<Notes, NotesAction, NotesEffect>?
        weak var readStorage: PagingTests.LogStorage?
        do {
            let (resumed, storage) = try paging.resumed(from: paging.recordedStore(), keeping: 4)
            (store, readStorage) = (resumed, storage)
        }
        store?.readsHistoryInBackground = true
        store?.jump(to: 1)
        #expect(store?.timeline.loadingStep == 1, "step 1 is being read on another thread")
        weak let gone = store
        store = nil
        #expect(gone == nil, "the reader holds no strong reference to the store")
        // The storage goes with that copy once the read is done; what comes back finds no store.
        try await waitOnMainQueue(until: { readStorage == nil })
    }
}
