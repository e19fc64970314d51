import Foundation
import MeridianStore
import Testing

@MainActor
@Suite struct ArchiveTests {
    func storeWithEveryKindOfEntry() -> Store<Notes, NotesAction, NotesEffect> {
        let store = makeNotesStore(checkpointInterval: 3)
        store.send(.add("a"))
        store.send(.type("x"))
        store.send(.type("xy"))
        store.send(.tick(1))
        store.send(.add("b"))
        store.send(.select(1))
        store.jump(to: 2, scope: NotesHistory.document)
        store.send(.scroll(4))
        store.send(.add("c"))
        store.jump(to: 3)
        return store
    }

    func roundTrip(_ archive: HistoryArchive<Notes, NotesAction>) throws -> HistoryArchive<Notes, NotesAction> {
        let data = try JSONEncoder().encode(archive)
        return try JSONDecoder().decode(HistoryArchive<Notes, NotesAction>.self, from: data)
    }

    @Test func encodeThenDecodeGivesTheIdenticalHistory() throws {
        let original = storeWithEveryKindOfEntry()
        let restored = makeNotesStore(checkpointInterval: 3)
        try restored.restoreHistory(from: roundTrip(original.archive()))

        #expect(restored.timeline == original.timeline.afterOneReplacement)
        #expect(restored.state == original.state)
        #expect(restored.present == original.present)
        for step in 0..<original.timeline.stepCount {
            #expect(try restored.state(atStep: step) == original.state(atStep: step))
            #expect(restored.label(ofStep: step) == original.label(ofStep: step))
            #expect(restored.time(ofStep: step) == original.time(ofStep: step))
        }
        #expect(try restored.archive() == original.archive())
    }

    /// An action recorded with the replacement is in place before anyone looks: an observer
    /// of the state sees the present after it (and the preview the archive asks for, over
    /// that present), never the archive's present alone; the action ends the new log.
    @Test func anActionRecordedWithTheReplacementIsSeenWithIt() throws {
        let original = storeWithEveryKindOfEntry()
        let archive = try original.archive()
        let restored = makeNotesStore(checkpointInterval: 3)
        var presentsSeen: [Int] = []
        let token = restored.observe(\.items) { _ in presentsSeen.append(restored.present.clock) }
        let restorer = try #require(restored.historyRestorer())
        restored.replaceHistory(with: try restorer.read(archive), then: .tick(99))
        withExtendedLifetime(token) {}
        #expect(presentsSeen.count == 2 && presentsSeen.last == 99, "observers saw presents with the clocks \(presentsSeen)")
        #expect(restored.present.clock == 99)
        #expect(restored.timeline.isPreviewing && restored.timeline.currentStep == original.timeline.currentStep)
        #expect(restored.state == original.state, "the preview the archive asked for")
        var expected = archive
        expected.actions.append(.tick(99))
        let after = try restored.archive()
        #expect(after.actions == expected.actions)
        #expect(after.present.clock == 99)
    }

    /// Restoring keeps an archive's checkpoints only where replaying the log arrives at each of
    /// them; a checkpoint that the log does not lead to is made anew from the log.
    @Test func theLogDecidesEveryStateWhateverTheCheckpointsSay() throws {
        let original = storeWithEveryKindOfEntry()
        var archive = try original.archive()
        #expect(archive.checkpoints.count == 3)
        archive.checkpoints[1].items.append("not in the log")
        let restored = makeNotesStore(checkpointInterval: 3)
        try restored.restoreHistory(from: archive)
        #expect(try restored.verify() == nil)
        #expect(try restored.archive() == original.archive())
        for step in 0..<original.timeline.stepCount {
            #expect(try restored.state(atStep: step) == original.state(atStep: step))
        }
    }

    /// A journal continues a session file: its archive carries the file's checkpoints and
    /// entries after them; the missing checkpoints are made by replaying those entries.
    @Test func anArchiveMayCarryOnlyTheFirstCheckpoints() throws {
        let original = storeWithEveryKindOfEntry()
        var archive = try original.archive()
        archive.checkpoints.removeLast(2)
        let restored = makeNotesStore(checkpointInterval: 3)
        try restored.restoreHistory(from: archive)
        #expect(try restored.verify() == nil)
        #expect(try restored.archive() == original.archive())
    }

    @Test func moreCheckpointsThanTheLogMakesAreRefused() throws {
        var archive = try storeWithEveryKindOfEntry().archive()
        archive.checkpoints.append(archive.present)
        let restored = makeNotesStore(checkpointInterval: 3)
        #expect(throws: HistoryArchiveError(path: "checkpoints", message: "has 4 states, more than the 3 that 9 entries at one every 3 make")) {
            try restored.restoreHistory(from: archive)
        }
    }

    @Test func aRestoredHistoryGoesOnCoalescingWhereItStopped() throws {
        let original = makeNotesStore()
        original.send(.type("a"))
        let restored = makeNotesStore()
        try restored.restoreHistory(from: roundTrip(original.archive()))
        restored.send(.type("ab"))
        #expect(restored.timeline.stepCount == 2)
    }

    @Test func restoringNotifiesObservers() throws {
        let original = storeWithEveryKindOfEntry()
        let restored = makeNotesStore(checkpointInterval: 3)
        var items: [[String]] = []
        let token = restored.observe(\.items) { items.append($0) }
        try restored.restoreHistory(from: original.archive())
        #expect(items == [[], original.state.items])
        withExtendedLifetime(token) {}
    }

    /// One way an archive can be broken, and the path the error must name.
    enum Breakage: CaseIterable {
        case unknownScope, restoreOfThePresent, restoreOutOfRange, restoresOutOfOrder, cursorPastTheEnd
        case unknownCursorScope, extraCheckpoint, noCheckpointInterval, tooFewTimes, noTimes
        case stepsForOtherTimes, stepsOutOfOrder, labelOutsideItsStep, returnInsideAStep, tooFewTimesWithoutSteps

        func apply(to archive: inout HistoryArchive<Notes, NotesAction>) {
            switch self {
            case .unknownScope: archive.restores[0].scope = "weather"
            case .restoreOfThePresent: archive.restores[0].step = 4
            case .restoreOutOfRange: archive.restores[0].entry = 99
            case .restoresOutOfOrder: archive.restores.append(archive.restores[0])
            case .cursorPastTheEnd: archive.cursor?.step = 100
            case .unknownCursorScope: archive.cursor?.scope = "weather"
            case .extraCheckpoint: archive.checkpoints.append(archive.present)
            case .noCheckpointInterval: archive.checkpointInterval = 0
            case .tooFewTimes: archive.stepTimes.milliseconds.removeLast()
            case .noTimes: archive.stepTimes.milliseconds = []
            case .stepsForOtherTimes: archive.steps?.starts.removeLast()
            case .stepsOutOfOrder: archive.steps?.starts.swapAt(2, 3)
            case .labelOutsideItsStep:
                let next = archive.steps!.starts[2]
                archive.steps?.labelEntries[1] = next
            case .returnInsideAStep:
                // The return to step 2 (entry 6) made no step of its own: step 4 holds it.
                let step = archive.steps!.starts.firstIndex(of: archive.restores[0].entry)!
                archive.steps?.starts.remove(at: step)
                archive.steps?.labelEntries.remove(at: step)
                archive.stepTimes.milliseconds.remove(at: step)
            case .tooFewTimesWithoutSteps:
                archive.steps = nil
                archive.stepTimes.milliseconds.removeLast()
            }
        }

        var path: String {
            switch self {
            case .unknownScope: "restores[0].scope"
            case .restoreOfThePresent: "restores[0].step"
            case .restoreOutOfRange: "restores[0].entry"
            case .restoresOutOfOrder: "restores[1].entry"
            case .cursorPastTheEnd: "cursor.step"
            case .unknownCursorScope: "cursor.scope"
            case .extraCheckpoint: "checkpoints"
            case .noCheckpointInterval: "checkpointInterval"
            case .tooFewTimes, .stepsForOtherTimes: "steps"
            case .noTimes, .tooFewTimesWithoutSteps: "stepTimes.offsets"
            case .stepsOutOfOrder: "steps.starts[3]"
            case .labelOutsideItsStep: "steps.labels[1]"
            case .returnInsideAStep: "steps.starts[4]"
            }
        }
    }

    @Test(arguments: Breakage.allCases)
    func aBrokenArchiveIsRefusedWithItsPathAndChangesNothing(_ breakage: Breakage) throws {
        var archive = try storeWithEveryKindOfEntry().archive()
        breakage.apply(to: &archive)
        let target = makeNotesStore()
        target.send(.add("mine"))
        let before = try target.archive()
        let error = #expect(throws: HistoryArchiveError.self) {
            try target.restoreHistory(from: archive)
        }
        #expect(error?.path == breakage.path, "\(error.map(String.init(describing:)) ?? "no error")")
        #expect(try target.archive() == before)
    }

    @Test func verifyFindsNothingInAFaithfulHistoryOrArchive() throws {
        let store = storeWithEveryKindOfEntry()
        #expect(try store.verify() == nil)
        #expect(try store.archive().verify(reducer: NotesReducer(), rules: NotesHistory.rules(checkpointInterval: 3)) == nil)
    }

    @Test func verifyFindsTheFirstActionOfAnImpureReducer() throws {
        let store = Store(
            initialState: Notes(), reducer: ImpureNotesReducer(),
            history: NotesHistory.rules(checkpointInterval: 4))
        for n in 0..<10 { store.send(.add("note \(n)")) }
        store.send(.ping(0))  // the impure one: it reads a counter that changes on every call
        for n in 0..<10 { store.send(.add("more \(n)")) }
        let divergence = try store.verify()
        #expect(divergence == HistoryDivergence(entry: 10, action: "Ping 0", isImpure: true))
    }

    @Test func verifyReportsAnArchivedStateThatReplayDoesNotGive() throws {
        let store = storeWithEveryKindOfEntry()
        var archive = try store.archive()
        archive.checkpoints[1].items.append("edited by hand")
        let divergence = try archive.verify(reducer: NotesReducer(), rules: NotesHistory.rules(checkpointInterval: 3))
        #expect(divergence == HistoryDivergence(entry: 5, action: "Selected 1", isImpure: false))
    }
}

/// Reads a counter that changes on every call, as a reducer that calls `Date()` would.
struct ImpureNotesReducer: Reducer {
    nonisolated(unsafe) static var calls = 0

    func reduce(into state: inout Notes, action: NotesAction) -> [NotesEffect] {
        if case .ping = action {
            Self.calls += 1
            state.clock = Self.calls
            return []
        }
        return NotesReducer().reduce(into: &state, action: action)
    }
}
