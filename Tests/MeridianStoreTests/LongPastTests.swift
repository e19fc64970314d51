import Foundation
@testable import MeridianStore
import Testing

/// A stored history whose undo scope nothing changed for many blocks of steps (millions of sort
/// orders, in the app): Undo's answers come from what storage kept, never from the log on the
/// asking thread; a history whose answers were not kept is searched on another thread.
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
        /// Those read on the main thread, where a question is asked and a window would stop.
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

    /// `changes` notes added, then `quietSteps` steps that only select.
    static func recorded(changes: Int, quietSteps: Int) -> Store<Notes, NotesAction, NotesEffect> {
        let store = Store(initialState: Notes(), reducer: NotesReducer(), history: rules(), now: TestClock().read)
        for index in 0..<changes { store.send(.add("note \(index)")) }
        for index in 0..<quietSteps { store.send(.select(index % 3)) }
        return store
    }

    /// `original`'s history as storage keeps it, resumed in a new store; with `keepingAnswers`,
    /// with the steps' answers for Undo storage keeps beside it.
    static func resumed(from original: Store<Notes, NotesAction, NotesEffect>, damaged: Set<Int> = [], keepingAnswers: Bool = false) throws
        -> (Store<Notes, NotesAction, NotesEffect>, CountingStorage)
    {
        let slice = original.logSlice(from: 0)
        let storage = CountingStorage(slice, interval: interval, damaged: damaged)
        let store = Store(initialState: Notes(), reducer: NotesReducer(), history: rules(), now: TestClock().read)
        var stored = StoredHistory(
            checkpointInterval: interval, entryCount: original.logCount, steps: StoredSteps(slice.steps),
            lastSegment: storage.segments[original.logCount / interval], cursor: nil, storage: storage)
        if keepingAnswers, let scope = slice.undoScopeID {
            stored.undoChanges = (scope, Dictionary(uniqueKeysWithValues: slice.undoChanges.map { ($0.group, $0.bytes) }))
        }
        try store.resumeHistory(from: stored)
        return (store, storage)
    }

    /// Waits until `store` ends a read or a search on another thread.
    static func backgroundWorkEnded(in store: Store<Notes, NotesAction, NotesEffect>) async {
        let reads = store.timeline.backgroundReads
        var token: ObservationToken?
        await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
            var resumed = false
            token = store.observeTimeline { timeline in
                guard !resumed, timeline.backgroundReads > reads else { return }
                resumed = true
                ended.resume()
            }
        }
        withExtendedLifetime(token) {}
    }

    @Test(.timeLimit(.minutes(10))) func answersStorageKeptTellUndoAtOnceAndItsReturnIsReadOnAnotherThread() async throws {
        let original = Self.recorded(changes: 1, quietSteps: 70 * 256)
        let (store, storage) = try Self.resumed(from: original, keepingAnswers: true)
        #expect(storage.reads == 0, "a launch reads the last segment alone")
        #expect(store.undoableStep == 1 && !store.isSearchingForUndo)
        #expect(storage.reads == 0)
        // The label and the state Undo returns to are far back: read on another thread, and
        // the Undo is made when they arrive.
        #expect(store.undoneLabel == nil)
        // Made when they arrive (at once if the read of the tooltip's label already brought them).
        store.undo()
        while store.present.items != [] { await Self.backgroundWorkEnded(in: store) }
        #expect(store.label(ofStep: store.timeline.lastStep) == "Undid “Added note 0”")
        #expect(storage.readsOnTheAskingThread == 0, "nothing read where the window would wait")
        #expect(store.redoableStep == 1 && store.undoableStep == nil)
    }

    /// An Undo waiting for its read is dropped by a change made meanwhile: made when the read
    /// lands, it would take back that change instead of the one it named.
    @Test(.timeLimit(.minutes(10))) func aChangeMadeWhileUndoReadsDropsTheUndo() async throws {
        let original = Self.recorded(changes: 1, quietSteps: 8 * 256)
        let (store, _) = try Self.resumed(from: original, keepingAnswers: true)
        store.undo()
        store.send(.add("meanwhile"))
        let steps = store.timeline.stepCount
        while store.isReadingInBackground { await Self.backgroundWorkEnded(in: store) }
        #expect(store.timeline.stepCount == steps && store.present.items == ["note 0", "meanwhile"])
        // Asked again, Undo takes back the change made meanwhile.
        #expect(store.undoneLabel == "Added meanwhile")
    }

    @Test(.timeLimit(.minutes(10))) func aHistoryWhoseAnswersWereNotKeptIsSearchedOnAnotherThread() async throws {
        let quiet = 70 * 256
        let original = Self.recorded(changes: 1, quietSteps: quiet)
        let (store, storage) = try Self.resumed(from: original)
        // Asked at launch: not known yet, and nothing read on the asking thread.
        #expect(store.undoableStep == nil && store.isSearchingForUndo)
        await Self.backgroundWorkEnded(in: store)
        // Found on another thread: the add at step 1, the only change, is what Undo undoes.
        #expect(store.undoableStep == 1)
        let afterSearch = storage.reads
        #expect(afterSearch >= quiet / Self.interval - 1)
        #expect(storage.readsOnTheAskingThread == 0)
        #expect(store.undoableStep == 1 && storage.reads == afterSearch, "what was found is kept")
        // And storage is handed what was found, to keep from now on.
        let slice = store.logSlice(from: store.logCount - 1)
        #expect(slice.undoChanges.map(\.group) == Array(0...(quiet + 1) / StepChanges.groupSize))
    }

    @Test(.timeLimit(.minutes(10))) func aPastWhereNothingChangedHasNothingToUndoOrRedoOnceSearched() async throws {
        let original = Self.recorded(changes: 0, quietSteps: 24 * 256)
        let (store, storage) = try Self.resumed(from: original)
        #expect(store.undoableStep == nil)
        #expect(storage.readsOnTheAskingThread == 0)
        await Self.backgroundWorkEnded(in: store)
        #expect(store.undoableStep == nil && !store.isSearchingForUndo)
        let searched = storage.reads
        // Known now: asking again reads nothing, and no search starts again.
        #expect(store.undoableStep == nil && store.redoableStep == nil && storage.reads == searched)
        #expect(!store.isSearchingForUndo)
    }

    /// A jump into a segment that cannot be read is refused and said, and the store stays
    /// exactly where it was: not at the nearest step in memory shown while the segment was read.
    @Test(.timeLimit(.minutes(10))) func aJumpIntoADamagedSegmentLeavesTheStoreWhereItWas() async throws {
        let original = Self.recorded(changes: 5, quietSteps: 6 * 256)
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
        // Where it stood, but for the count of reads ended.
        var expected = before.timeline
        expected.backgroundReads = store.timeline.backgroundReads
        #expect(store.timeline == expected)
        #expect(store.state == before.state && store.present == before.present)
        // Acting carries on from the step that was on screen.
        store.send(.add("after"))
        #expect(store.present.items == original.present.items + ["after"])
    }
}
