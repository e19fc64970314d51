import Foundation
@testable import MeridianStore
import Testing

/// A history resumed from storage: only its step table and last segment in memory, older
/// segments read through the `HistoryStorage` port and a bounded number kept.
@MainActor
struct PagingTests {
    /// Storage over the log of a store that recorded it, counting what it is asked for.
    final class LogStorage: HistoryStorage, @unchecked Sendable {
        let segments: [HistorySegment<Notes, NotesAction>]
        private(set) var reads = 0
        private(set) var checkpointReads = 0

        init(_ slice: HistoryLogSlice<Notes, NotesAction>, interval: Int) {
            var records: [HistoryLogRecord<Notes, NotesAction>.Entry] = []
            slice.forEach { records.append($0.entry) }
            segments = slice.checkpoints.map { checkpoint in
                let start = checkpoint.segment * interval
                return HistorySegment(checkpoint: checkpoint.state, entries: Array(records[start..<min(start + interval, records.count)]))
            }
        }

        func segment(_ index: Int) throws(HistoryStorageError) -> HistorySegment<Notes, NotesAction> {
            reads += 1
            guard index < segments.count else { throw HistoryStorageError("no segment \(index)") }
            return segments[index]
        }

        func checkpoint(_ index: Int) throws(HistoryStorageError) -> Notes {
            checkpointReads += 1
            guard index < segments.count else { throw HistoryStorageError("no segment \(index)") }
            return segments[index].checkpoint
        }
    }

    /// A store with many segments of every kind of entry: steps, coalescing, transients, and
    /// restores of steps far back.
    func recordedStore() -> Store<Notes, NotesAction, NotesEffect> {
        let store = makeNotesStore(checkpointInterval: 4)
        for round in 0..<40 {
            store.send(.add("note \(round)"))
            store.send(.type("t\(round)"))
            store.send(.type("t\(round)x"))
            store.send(.tick(round))
            if round % 7 == 6 {
                store.jump(to: round / 2, scope: round % 2 == 0 ? NotesHistory.document : .everything)
                store.send(.scroll(Double(round)))
            }
        }
        store.writeTransientRun()
        return store
    }

    func resumed(from original: Store<Notes, NotesAction, NotesEffect>, keeping capacity: Int) throws -> (Store<Notes, NotesAction, NotesEffect>, LogStorage) {
        let slice = original.logSlice(from: 0)
        let interval = original.checkpointInterval
        let storage = LogStorage(slice, interval: interval)
        let lastSegment = original.logCount / interval
        let store = makeNotesStore(checkpointInterval: interval)
        store.readsHistoryInBackground = false
        try store.resumeHistory(
            from: StoredHistory(
                checkpointInterval: interval, entryCount: original.logCount, steps: StoredSteps(slice.steps), lastSegment: storage.segments[lastSegment],
                // As the app's storage gives them: every skip and return of the whole log.
                cursor: nil, skipMarks: original.history?.skipMarks ?? [], returns: original.history?.returns ?? [], storage: storage),
            keeping: capacity)
        return (store, storage)
    }

    @Test func everyStepComesBackFromStorageWithABoundedNumberKept() throws {
        let original = recordedStore()
        let (store, storage) = try resumed(from: original, keeping: 3)
        // The launch read nothing but the last segment it was handed.
        #expect(storage.reads == 0)
        #expect(store.present == original.present && store.timeline.stepCount == original.timeline.stepCount)
        for step in (0..<original.timeline.stepCount).reversed() {
            #expect(try store.state(atStep: step) == original.state(atStep: step))
            #expect(store.label(ofStep: step) == original.label(ofStep: step))
            #expect(store.time(ofStep: step) == original.time(ofStep: step))
            #expect((store.history?.pages?.keptCount ?? 0) <= 3)
        }
        #expect(try store.archive() == original.archive())
        #expect(try store.verify() == nil)
        // Recording goes on after the resumed log, and a jump back still reaches the past.
        store.send(.add("after"))
        original.send(.add("after"))
        store.jump(to: 2, scope: NotesHistory.document)
        original.jump(to: 2, scope: NotesHistory.document)
        #expect(store.state == original.state)
    }

    /// Export reads a stored history piece by piece through the bounded cache: the same archive
    /// as the recorded one, never more than the cache's segments in memory, and each segment
    /// read about once — again only when a return replayed by the check of a later segment
    /// reaches into one the small cache let go — and the checkpoints read alone (each also by
    /// the check of the segment before it).
    @Test func anArchiveStreamsFromStorageAFewSegmentsAtATime() throws {
        let original = recordedStore()
        let (store, storage) = try resumed(from: original, keeping: 2)
        let stream = store.archiveSource().stream()
        var actions: [NotesAction] = []
        var mostKept = 0
        let placements = try stream.forEachAction { action in
            actions.append(action)
            mostKept = max(mostKept, store.history?.pages?.keptCount ?? 0)
        }
        let expected = try original.archive()
        #expect(actions == expected.actions && placements.restores == expected.restores)
        for position in 0..<stream.checkpointCount {
            #expect(try stream.checkpoint(position) == expected.checkpoints[position])
            mostKept = max(mostKept, store.history?.pages?.keptCount ?? 0)
        }
        #expect(stream.checkpointCount == expected.checkpoints.count)
        #expect(mostKept <= 2)
        let segments = original.logCount / original.checkpointInterval
        #expect(storage.reads >= segments, "every segment but the last, which is in memory")
        #expect(storage.reads <= segments + segments / 4, "\(storage.reads) reads of \(segments) segments")
        #expect(storage.checkpointReads <= 2 * stream.checkpointCount)
        #expect(try stream.archive() == expected)
    }

    @Test func aJumpIntoStorageShowsTheNearestStepInMemoryThenCatchesUp() async throws {
        let original = recordedStore()
        let (store, _) = try resumed(from: original, keeping: 4)
        store.readsHistoryInBackground = true
        store.jump(to: 1)
        let waiting = store.timeline
        #expect(waiting.loadingStep == 1 && waiting.sliderStep == 1)
        #expect(waiting.currentStep != 1, "nothing of step 1 was in memory")
        #expect(try store.state == original.state(atStep: waiting.currentStep) || !waiting.isPreviewing)
        while store.timeline.loadingStep != nil { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(store.timeline.currentStep == 1 && store.timeline.isPreviewing)
        #expect(try store.state == original.state(atStep: 1))
    }

    @Test func whatIsResidentIsWhatReadingEveryEntryOfTheKeptSegmentsFinds() throws {
        let original = recordedStore()
        let (store, _) = try resumed(from: original, keeping: 2)
        let history = try #require(store.history)
        let pages = try #require(history.pages)
        // The segments of two restores read and kept, not those of the steps they return to.
        for restore in history.returns.prefix(2) { _ = try pages.page(restore.entry / history.interval) }
        #expect(!pages.keptSegments.isEmpty && pages.keptSegments.count < history.entryCount / history.interval)
        // What residency meant before `returns` were used: every entry of the segment read.
        func readsResident(afterEntries count: Int, depth: Int = 0, restores: Bool = true) -> Bool {
            guard count < history.entryCount else { return true }
            guard depth < 8 else { return false }
            let start = count / history.interval * history.interval
            guard start >= history.entries.startIndex || pages.isKept(count / history.interval) else { return false }
            for index in start..<count {
                let entry = index >= history.entries.startIndex ? history.entries[index] : pages.keptPage(count / history.interval)!.entries[index - start]
                if restores, case .restore(let step, _, _) = entry, Int(step) < history.steps.lastIndex,
                    !readsResident(afterEntries: history.steps.end(of: Int(step), entryCount: history.entryCount), depth: depth + 1)
                {
                    return false
                }
            }
            return true
        }
        var (resident, heldBackByARestore) = (0, 0)
        for count in 0..<history.entryCount {
            #expect(history.isResident(afterEntries: count) == readsResident(afterEntries: count), "after \(count) entries")
            if history.isResident(afterEntries: count) { resident += 1 }
            if readsResident(afterEntries: count, restores: false) && !readsResident(afterEntries: count) { heldBackByARestore += 1 }
        }
        #expect(resident > 0 && resident < history.entryCount, "both kinds are held against each other")
        #expect(heldBackByARestore > 0, "a restore in a resident segment returns to one that is not")
    }

    @Test func aSegmentThatCannotBeReadIsSaidAndTheStoreStaysWhereItWas() throws {
        let original = recordedStore()
        let (store, storage) = try resumed(from: original, keeping: 2)
        _ = storage
        var said: [String] = []
        store.historyReadFailureHandler = { said.append($0.message) }
        // Storage that has lost its segments: a new resume over an empty one.
        final class Lost: HistoryStorage, @unchecked Sendable {
            func segment(_ index: Int) throws(HistoryStorageError) -> HistorySegment<Notes, NotesAction> {
                throw HistoryStorageError("segment \(index) is gone")
            }
        }
        let slice = original.logSlice(from: 0)
        let interval = original.checkpointInterval
        let full = LogStorage(slice, interval: interval)
        try store.resumeHistory(from: StoredHistory(
            checkpointInterval: interval, entryCount: original.logCount, steps: StoredSteps(slice.steps),
            lastSegment: full.segments[original.logCount / interval], cursor: nil, storage: Lost()))
        let before = store.state
        store.jump(to: 1)
        #expect(said == ["segment 0 is gone"] || said.first?.hasPrefix("segment ") == true)
        #expect(store.state == before && !store.timeline.isPreviewing)
    }
}
