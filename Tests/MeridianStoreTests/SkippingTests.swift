import Foundation
@testable import MeridianStore
import Testing
import TestSupport

/// Skipping a past step: the present replayed without it, as a new step that a jump back undoes.
@MainActor
@Suite struct SkippingTests {
    typealias NotesStore = Store<Notes, NotesAction, NotesEffect>

    func store(_ actions: [NotesAction], checkpointInterval: Int = 4) -> NotesStore {
        let store = makeNotesStore(checkpointInterval: checkpointInterval)
        store.readsHistoryInBackground = false
        for action in actions { store.send(action) }
        return store
    }

    /// Skips synchronously and says how it ended.
    @discardableResult
    func toggle(_ store: NotesStore, _ step: Int) -> Result<Void, HistorySkipError> {
        var result: Result<Void, HistorySkipError>?
        store.toggleSkip(step: step) { result = $0 }
        return result!
    }

    @Test func skippingAStepReplaysTheLaterStepsWithoutIt() throws {
        let store = store([.add("a"), .add("b"), .type("x"), .add("c")])
        #expect(store.label(ofStep: 2) == "Added b")
        try toggle(store, 2).get()
        #expect(store.present.items == ["a", "c"])
        #expect(store.present.draft == "x")
        #expect(store.timeline.stepCount == 6)
        #expect(store.label(ofStep: 5) == "Skipped step 2: Added b")
        #expect(store.skippedSteps == [2])
        #expect(store.skipMark(ofStep: 5)?.step == 2)
    }

    @Test func aJumpBackUndoesTheSkipAndBringingTheStepBackRestoresIt() throws {
        let store = store([.add("a"), .add("b"), .add("c")])
        let original = store.present
        toggle(store, 1)
        #expect(store.present.items == ["b", "c"])
        store.jump(to: store.timeline.lastStep - 1)
        #expect(store.state == original)
        store.returnToPresent()
        toggle(store, 1)
        #expect(store.present == original)
        #expect(store.skippedSteps.isEmpty)
        #expect(store.label(ofStep: store.timeline.lastStep) == "Brought back step 1: Added a")
    }

    @Test func actionsThatNoLongerApplyDoNothingAndAreMarked() throws {
        // Removing note 1 removes "b"; without "b" there is no note 1, so the removal does nothing.
        let store = store([.add("a"), .add("b"), .remove(1), .select(0)])
        toggle(store, 2)
        #expect(store.present.items == ["a"])
        #expect(store.ineffectiveSteps == [3])
        toggle(store, 2)
        #expect(store.ineffectiveSteps.isEmpty)
    }

    @Test func transientsInASkippedStepStillHappened() throws {
        let store = store([.add("a"), .tick(5), .add("b")])
        toggle(store, 1)
        #expect(store.present.items == ["b"])
        #expect(store.present.clock == 5)
    }

    @Test func stepZeroASkipAndAMissingStepAreRefusedWithAReason() throws {
        let store = store([.add("a"), .add("b")])
        #expect(throws: HistorySkipError.self) { try toggle(store, 0).get() }
        #expect(throws: HistorySkipError.self) { try toggle(store, 9).get() }
        toggle(store, 1)
        let refusal = store.skipRefusal(step: 3)
        #expect(refusal == .isASkip(step: 3, skippedStep: 1))
        #expect(refusal?.description == "Step 3 is itself a skip; bring back step 1 instead.")
        #expect(store.timeline.stepCount == 4)
    }

    /// A step on a branch the present left reaches nothing of the present: skipping it is
    /// refused with the return that left it, and nothing is recorded.
    @Test func aStepOfABranchThePresentLeftIsNotSkipped() throws {
        let store = store([.add("a"), .add("b"), .add("c")])
        store.jump(to: 1)
        store.send(.add("d"))  // step 4 returns to step 1, step 5 adds d
        #expect(store.skipRefusal(step: 2) == .offThePresentLine(step: 2, returnStep: 4, target: 1))
        #expect(store.skipRefusal(step: 3) == .offThePresentLine(step: 3, returnStep: 4, target: 1))
        let present = store.present
        guard case .failure(.refused(let reason)) = toggle(store, 3) else {
            Issue.record("skipping step 3 was not refused")
            return
        }
        #expect(reason == .offThePresentLine(step: 3, returnStep: 4, target: 1))
        #expect(store.present == present && store.timeline.lastStep == 5 && store.skippedSteps.isEmpty)
        // The line: the last steps, the return, the step it went back to and those before.
        for step in [1, 4, 5] { #expect(store.skipRefusal(step: step) == nil, "step \(step)") }
    }

    /// A return to a step of a left branch puts the branch up to that step back on the line;
    /// a skipped return never happened, so it leaves nothing.
    @Test func theLineFollowsEachReturnBackAndASkippedReturnLeavesNothing() throws {
        let store = store([.add("a"), .add("b"), .add("c")])
        store.jump(to: 1)
        store.send(.add("d"))  // step 4 returns to step 1, step 5 adds d
        store.jump(to: 2)
        store.send(.add("e"))  // step 6 returns to step 2 (on the left branch), step 7 adds e
        #expect(store.present.items == ["a", "b", "e"])
        for step in [1, 2, 6, 7] { #expect(store.skipRefusal(step: step) == nil, "step \(step)") }
        #expect(store.skipRefusal(step: 3) == .offThePresentLine(step: 3, returnStep: 6, target: 2))
        #expect(store.skipRefusal(step: 5) == .offThePresentLine(step: 5, returnStep: 6, target: 2))
        try toggle(store, 6).get()  // as if step 6 never went back: the present carries on from step 5
        #expect(store.present.items == ["a", "d", "e"])
        #expect(store.skipRefusal(step: 5) == nil)
        #expect(store.skipRefusal(step: 3) == .offThePresentLine(step: 3, returnStep: 4, target: 1))
    }

    @Test func skippingWhilePreviewingEndsThePreviewAndActsOnThePresent() throws {
        let store = store([.add("a"), .add("b"), .add("c")])
        store.jump(to: 1)
        toggle(store, 2)
        #expect(!store.isPreviewing)
        #expect(store.present.items == ["a", "c"])
    }

    @Test func aReturnAfterTheSkippedStepReturnsToThatStepAsTheReplayMadeIt() throws {
        let store = store([.add("a"), .add("b"), .add("c")])
        store.jump(to: 3)  // a, b, c
        store.jump(to: 2)
        store.send(.select(0))  // returned to step 2 (a, b), then selected
        toggle(store, 1)
        #expect(store.present.items == ["b"])
        #expect(store.present.selected == 0)
    }

    /// Every state along a random session, with random skips, comes back from an archive, the
    /// archive verifies, and the skips in it replay to the same presents.
    @Test func randomSessionsWithSkipsRoundTripAndVerify() throws {
        var skips = 0
        for seed in UInt64(1)...120 {
            var random = SeededRandom(seed: seed)
            let store = makeNotesStore(checkpointInterval: Int.random(in: 1...7, using: &random))
            store.readsHistoryInBackground = false
            for _ in 0..<Int.random(in: 5...60, using: &random) {
                let timeline = store.timeline
                switch HistoryPropertyTests.randomMove(&random, stepCount: timeline.stepCount) {
                case .send(let action): store.send(action)
                case .jump(let step, let scope):
                    if Int.random(in: 0..<3, using: &random) == 0 {
                        toggle(store, max(step, 1))
                    } else {
                        store.jump(to: step, scope: HistoryPropertyTests.scopes[scope] ?? .everything)
                    }
                }
            }
            #expect(try store.verify() == nil, "seed \(seed)")
            let archive = try store.archive()
            skips += archive.skips?.count ?? 0
            let restored = makeNotesStore(checkpointInterval: store.checkpointInterval)
            try restored.restoreHistory(from: archive)
            #expect(restored.present == store.present, "seed \(seed)")
            #expect(restored.skippedSteps == store.skippedSteps, "seed \(seed)")
            for step in 0..<store.timeline.stepCount {
                #expect(try restored.state(atStep: step) == store.state(atStep: step), "seed \(seed), step \(step)")
                #expect(restored.label(ofStep: step) == store.label(ofStep: step), "seed \(seed), step \(step)")
            }
            #expect(try archive.verify(reducer: NotesReducer(), rules: NotesHistory.rules(checkpointInterval: archive.checkpointInterval)) == nil)
        }
        #expect(skips > 100, "the random sessions skip and bring back steps")
    }

    /// Skipping a step then bringing it back, anywhere in a random session, gives the present
    /// it started from.
    @Test func skipThenBringBackGivesTheOriginalPresent() throws {
        for seed in UInt64(1)...150 { try skipThenBringBackInARandomSession(seed: seed, moves: 5...50, skipsToo: false) }
    }

    /// A random session of `moves` sends and jumps (and skips, with `skipsToo`), then one step
    /// skipped and brought back: the present must come back.
    func skipThenBringBackInARandomSession(seed: UInt64, moves: ClosedRange<Int>, skipsToo: Bool) throws {
        var random = SeededRandom(seed: seed)
        let store = makeNotesStore(checkpointInterval: Int.random(in: 1...7, using: &random))
        store.readsHistoryInBackground = false
        for _ in 0..<Int.random(in: moves, using: &random) {
            if skipsToo, Int.random(in: 0..<5, using: &random) == 0, store.timeline.lastStep > 0 {
                _ = toggle(store, Int.random(in: 1...store.timeline.lastStep, using: &random))
                continue
            }
            switch HistoryPropertyTests.randomMove(&random, stepCount: store.timeline.stepCount) {
            case .send(let action): store.send(action)
            case .jump(let step, let scope): store.jump(to: step, scope: HistoryPropertyTests.scopes[scope] ?? .everything)
            }
        }
        store.returnToPresent()
        let original = store.present
        let step = Int.random(in: 1...max(1, store.timeline.lastStep), using: &random)
        guard store.skipRefusal(step: step) == nil else { return }
        if case .failure(.refused(let reason)) = toggle(store, step) {
            // Only a return of one part across a skip may refuse what the store allowed.
            guard case .returnAcrossSkip = reason else {
                Issue.record("seed \(seed): \(reason)")
                return
            }
            return
        }
        try toggle(store, step).get()
        #expect(store.present == original, "seed \(seed), step \(step)")
        #expect(try store.verify() == nil, "seed \(seed)")
    }

    @Test func aReturnToBeforeASkipBringsTheSkippedStepBack() throws {
        let store = store([.add("a"), .add("b"), .add("c")])
        try toggle(store, 2).get()
        #expect(store.present.items == ["a", "c"] && store.skippedSteps == [2])
        store.jump(to: 3)
        store.send(.add("d"))  // step 5 returns to step 3, step 6 adds d
        #expect(store.present.items == ["a", "b", "c", "d"])
        #expect(store.skippedSteps.isEmpty)
        #expect(store.ineffectiveSteps.isEmpty)
        try toggle(store, 1).get()
        #expect(store.present.items == ["b", "c", "d"])
        try toggle(store, 1).get()
        #expect(store.present.items == ["a", "b", "c", "d"])
        #expect(try store.verify() == nil)
    }

    @Test func skippingAReturnKeepsTheSkipsItTookBack() throws {
        let store = store([.add("a"), .add("b"), .add("c")])
        try toggle(store, 2).get()
        store.jump(to: 3)
        store.send(.add("d"))  // step 5 returns to step 3, taking back the skip of step 2
        #expect(store.present.items == ["a", "b", "c", "d"] && store.skippedSteps.isEmpty)
        try toggle(store, 5).get()
        // Had the return never happened, step 2 would still be skipped.
        #expect(store.present.items == ["a", "c", "d"])
        #expect(store.skippedSteps == [2, 5])
        try toggle(store, 5).get()
        #expect(store.present.items == ["a", "b", "c", "d"] && store.skippedSteps.isEmpty)
        #expect(try store.verify() == nil)
    }

    @Test func aReturnOfOnePartAcrossASkipIsRefusedWithItsReason() throws {
        let store = store([.add("a"), .add("b"), .add("c")])
        try toggle(store, 2).get()  // step 4
        store.jump(to: 3, scope: NotesHistory.view)
        store.send(.add("d"))  // step 5 takes the view of step 3 back, not its items
        #expect(store.present.items == ["a", "c", "d"])
        guard case .failure(.refused(let reason)) = toggle(store, 1) else {
            Issue.record("skipping step 1 was not refused")
            return
        }
        #expect(reason == .returnAcrossSkip(step: 1, skipping: true, returnStep: 5, target: 3, scopeID: "view", crossedSkip: 2))
        #expect(reason.description.contains("step 5 went back to step 3 in the view only, across the skip of step 2"))
        #expect(store.present.items == ["a", "c", "d"] && store.timeline.lastStep == 6)
        // After the return, the steps still replay.
        try toggle(store, 6).get()
        #expect(store.present.items == ["a", "c"])
    }

    /// Skips, jumps and actions in any order: skipping a step then bringing it back always
    /// gives the present back, and the whole history verifies.
    @Test func skipThenBringBackGivesThePresentBackAfterSkipsAndReturns() throws {
        for seed in UInt64(1)...150 { try skipThenBringBackInARandomSession(seed: seed, moves: 5...40, skipsToo: true) }
    }

    @Test func aSkipWhoseStateWasTamperedWithIsFoundByVerify() throws {
        let store = store([.add("a"), .add("b"), .add("c")])
        toggle(store, 2)
        var archive = try store.archive()
        archive.skips![0].state.items = ["a", "b", "c"]
        archive.present.items = ["a", "b", "c"]
        let divergence = try archive.verify(reducer: NotesReducer(), rules: NotesHistory.rules())
        #expect(divergence?.entry == 3)
        #expect(divergence?.action == "skipping step 2")
    }

    @Test func anArchiveWhoseSkipNamesAStepThatIsNotThereIsRefusedWithItsPlace() throws {
        let store = store([.add("a"), .add("b")])
        toggle(store, 2)
        var archive = try store.archive()
        archive.skips![0].step = 7
        #expect(throws: HistoryArchiveError(path: "skips[0].step", message: "is 7; it must name a step from 1 to 2 that is not itself a skip")) {
            try archive.validateLog(rules: NotesHistory.rules())
        }
    }

    @Test func aSkipInTheBackgroundSaysSoThenRecordsTheStep() async throws {
        let store = store([.add("a"), .add("b"), .add("c")])
        store.readsHistoryInBackground = true
        var result: Result<Void, HistorySkipError>?
        store.toggleSkip(step: 2) { result = $0 }
        #expect(store.timeline.skippingStep == 2)
        while result == nil { await Task.yield() }
        #expect(store.timeline.skippingStep == nil)
        #expect(store.present.items == ["a", "c"])
    }

    @Test func aSkipReadsOlderSegmentsFromStorage() throws {
        let original = store((0..<30).map { .add("n\($0)") }, checkpointInterval: 4)
        toggle(original, 3)
        original.send(.add("after"))
        let slice = original.logSlice(from: 0)
        let storage = PagingTests.LogStorage(slice, interval: 4)
        let store = makeNotesStore(checkpointInterval: 4)
        store.readsHistoryInBackground = false
        try store.resumeHistory(
            from: StoredHistory(
                checkpointInterval: 4, entryCount: original.logCount, steps: StoredSteps(slice.steps), lastSegment: storage.segments[original.logCount / 4],
                cursor: nil, skipMarks: original.history!.skipMarks, storage: storage))
        #expect(store.skippedSteps == [3])
        toggle(store, 5)
        #expect(!store.present.items.contains("n2"))
        #expect(!store.present.items.contains("n4"))
        #expect(store.present.items.last == "after")
        #expect(try store.verify() == nil)
    }
}
