import Foundation
@testable import MeridianStore
import Testing

/// A stored history whose undo scope nothing changed for many blocks of steps (millions of sort
/// orders, in the app): asking whether there is anything to undo reads a few segments on the
/// asking thread, searches on in the background, and then answers right.
@MainActor
struct LongPastTests {
    /// Storage over a recorded log, counting the segments and checkpoints read, from any thread.
    final class CountingStorage: HistoryStorage, @unchecked Sendable {
        let segments: [HistorySegment<Notes, NotesAction>]
        /// Segments that read as damaged.
        let damaged: Set<Int>
        private let lock = NSLock()
        private var readCount = 0
        private var askingThreadReadCount = 0

        init(_ slice: HistoryLogSlice<Notes, NotesAction>, interval: Int, damaged: Set<Int> = []) {
            var records: [HistoryLogRecord<Notes, NotesAction>.Entry] = []
            slice.forEach { records.append($0.entry) }
            segments = slice.checkpoints.map { checkpoint in
                let start = checkpoint.segment * interval
                return HistorySegment(checkpoint: checkpoint.state, entries: Array(records[start..<min(start + interval, records.count)]))
            }
            self.damaged = damaged
        }

        /// The segments and checkpoints read so far, on any thread.
        var reads: Int { lock.withLock { readCount } }
        /// Those read on the main thread, where a question is asked: the search a question
        /// leaves to the background reads at the same time on its own thread.
        var readsOnTheAskingThread: Int { lock.withLock { askingThreadReadCount } }

        func segment(_ index: Int) throws(HistoryStorageError) -> HistorySegment<Notes, NotesAction> {
            let onMainThread = Thread.isMainThread
            lock.withLock {
                readCount += 1
                if onMainThread { askingThreadReadCount += 1 }
            }
            guard index < segments.count, !damaged.contains(index) else { throw HistoryStorageError("segment \(index) is damaged") }
            return segments[index]
        }

        func checkpoint(_ index: Int) throws(HistoryStorageError) -> Notes {
            try segment(index).checkpoint
        }
    }

    static let interval = 256

    static func rules() -> HistoryRules<Notes, NotesAction> {
        var rules = NotesHistory.rules(checkpointInterval: interval)
        rules.undoScope = NotesHistory.document
        return rules
    }

    /// `changes` notes added, then `quietBlocks` blocks of steps that only select.
    static func recorded(changes: Int, quietBlocks: Int) -> Store<Notes, NotesAction, NotesEffect> {
        let store = Store(initialState: Notes(), reducer: NotesReducer(), history: rules(), now: TestClock().read)
        for index in 0..<changes { store.send(.add("note \(index)")) }
        for index in 0..<quietBlocks * ChangedSteps.blockSize { store.send(.select(index % 3)) }
        return store
    }

    static func resumed(from original: Store<Notes, NotesAction, NotesEffect>, damaged: Set<Int> = []) throws
        -> (Store<Notes, NotesAction, NotesEffect>, CountingStorage)
    {
        let slice = original.logSlice(from: 0)
        let storage = CountingStorage(slice, interval: interval, damaged: damaged)
        let store = Store(initialState: Notes(), reducer: NotesReducer(), history: rules(), now: TestClock().read)
        try store.resumeHistory(
            from: StoredHistory(
                checkpointInterval: interval, entryCount: original.logCount, steps: StoredSteps(slice.steps),
                lastSegment: storage.segments[original.logCount / interval], cursor: nil, storage: storage))
        return (store, storage)
    }

    /// Waits until a search for Undo's steps on another thread has ended.
    static func searchEnded(in store: Store<Notes, NotesAction, NotesEffect>) async {
        let searches = store.timeline.changeSearches
        var token: ObservationToken?
        await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
            var resumed = false
            token = store.observeTimeline { timeline in
                guard !resumed, timeline.changeSearches > searches else { return }
                resumed = true
                ended.resume()
            }
        }
        withExtendedLifetime(token) {}
    }

    /// The bound on what one question may read: each block of steps it replays spans at most
    /// a few segments (its steps', the checkpoint's it starts from, the one after it checked).
    static let readsPerQuestion = ChangedSteps.blocksPerQuestion * 3 + 2

    @Test(.timeLimit(.minutes(1))) func whetherThereIsAnythingToUndoReadsAFewSegmentsAndIsFoundInTheBackground() async throws {
        let quietBlocks = 70  // more than a word of 64 empty blocks, passed at once
        let original = Self.recorded(changes: 1, quietBlocks: quietBlocks)
        let (store, storage) = try Self.resumed(from: original)
        let last = store.timeline.lastStep
        #expect(storage.reads == 0, "a launch reads the last segment alone")
        // Asked at launch: not known yet, at the cost of a few segments, not the whole past.
        #expect(store.undoTarget(from: last) == nil)
        #expect(
            storage.readsOnTheAskingThread <= Self.readsPerQuestion,
            "\(storage.readsOnTheAskingThread) segments read for one question, of \(storage.segments.count)")
        await Self.searchEnded(in: store)
        // Found on another thread: the add at step 1, the only change, is what Undo undoes.
        let afterSearch = storage.reads
        #expect(afterSearch >= quietBlocks - 1 && afterSearch > Self.readsPerQuestion)
        #expect(store.undoTarget(from: last) == 0)
        #expect(store.undoTarget(from: 1) == 0 && store.undoTarget(from: 0) == nil)
        #expect(storage.reads == afterSearch, "what was found is kept")
    }

    @Test(.timeLimit(.minutes(1))) func aPastWhereNothingChangedHasNothingToUndoOrRedoOnceSearched() async throws {
        let original = Self.recorded(changes: 0, quietBlocks: 24)
        let (store, storage) = try Self.resumed(from: original)
        let last = store.timeline.lastStep
        #expect(store.undoTarget(from: last) == nil)
        #expect(storage.readsOnTheAskingThread <= Self.readsPerQuestion)
        await Self.searchEnded(in: store)
        #expect(store.undoTarget(from: last) == nil)
        let searched = storage.reads
        // Known now: asking again reads nothing, and no search starts again.
        #expect(store.undoTarget(from: last) == nil && storage.reads == searched)
        // Every block is known now: Redo from far back is answered at once.
        #expect(store.redoTarget(from: 2) == nil && storage.reads == searched)
    }

    /// Redo from far back, in a history just resumed, searches up to the present the same way.
    @Test(.timeLimit(.minutes(1))) func redoFromFarBackReadsAFewSegmentsAndSearchesUpInTheBackground() async throws {
        let original = Self.recorded(changes: 3, quietBlocks: 24)
        original.send(.add("last"))
        let (store, storage) = try Self.resumed(from: original)
        let last = store.timeline.lastStep
        #expect(store.redoTarget(from: 4) == nil, "not known yet")
        #expect(storage.readsOnTheAskingThread <= Self.readsPerQuestion)
        await Self.searchEnded(in: store)
        // The next change is the last step: Redo goes to the present.
        #expect(store.redoTarget(from: 4) == last)
        #expect(store.redoTarget(from: 2) == 3)
    }

    /// A jump into a segment that cannot be read is refused and said, and the store stays
    /// exactly where it was: not at the nearest step in memory shown while the segment was read.
    @Test(.timeLimit(.minutes(1))) func aJumpIntoADamagedSegmentLeavesTheStoreWhereItWas() async throws {
        let original = Self.recorded(changes: 5, quietBlocks: 6)
        let (store, _) = try Self.resumed(from: original, damaged: [0])
        store.readsHistoryInBackground = false
        let last = store.timeline.lastStep
        // A step in the middle read into memory, and the store previewing one near the end.
        _ = try store.state(atStep: last / 2)
        store.jump(to: last - 3, scope: NotesHistory.view)
        store.readsHistoryInBackground = true
        let before = (state: store.state, timeline: store.timeline, present: store.present)
        #expect(before.timeline.currentStep == last - 3 && before.timeline.isPreviewing)
        var said: [String] = []
        await withCheckedContinuation { (refused: CheckedContinuation<Void, Never>) in
            store.historyReadFailureHandler = { error in
                said.append(error.message)
                if said.count == 1 { refused.resume() }
            }
            store.jump(to: 3)
            #expect(store.timeline.loadingStep == 3)
            #expect(store.timeline.currentStep != last - 3, "the nearest step in memory is shown meanwhile")
        }
        #expect(said == ["segment 0 is damaged"])
        #expect(store.timeline == before.timeline)
        #expect(store.state == before.state && store.present == before.present)
        // Acting carries on from the step that was on screen.
        store.send(.add("after"))
        #expect(store.present.items == original.present.items + ["after"])
    }
}
