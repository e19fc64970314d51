import MeridianStore
import TestSupport
import Testing

/// Undo and Redo change the present: each is a step of its own that takes back (or brings back)
/// one change to what the undo scope covers, and passes by the steps that only selected,
/// scrolled or typed a draft. The present stays live after them, and every state stays on the
/// slider.
@MainActor
@Suite struct UndoTests {
    static func store(checkpointInterval: Int = 4, undoScope: HistoryScope<Notes>? = NotesHistory.document) -> Store<Notes, NotesAction, NotesEffect> {
        var rules = NotesHistory.rules(checkpointInterval: checkpointInterval)
        rules.undoScope = undoScope
        return Store(initialState: Notes(), reducer: NotesReducer(), history: rules, now: TestClock().read)
    }

    @Test func undoTakesBackTheLatestChangeAsAStepAndTheViewStaysAsItIsNow() throws {
        let store = Self.store()
        store.send(.add("a"))  // step 1
        store.send(.select(0))  // 2
        store.send(.add("b"))  // 3
        store.send(.select(1))  // 4
        store.send(.scroll(40))  // 5
        #expect(store.undoableStep == 3)
        #expect(store.undoneLabel == "Added b")
        store.undo()
        // A step of the present, not a visit to the past.
        #expect(!store.isPreviewing)
        #expect(store.timeline.lastStep == 6 && store.timeline.currentStep == 6)
        #expect(store.label(ofStep: 6) == "Undid “Added b”")
        #expect(store.present.items == ["a"])
        // The view stays as it is now; the selection of "b", gone, is reconciled away.
        #expect(store.present.scroll == 40 && store.present.selected == nil)
        // Every state stays reachable: the one undone is step 5's.
        #expect(try store.state(atStep: 5).items == ["a", "b"])
        #expect(store.undoableStep == 1 && store.redoableStep == 3)
        #expect(store.redoneLabel == "Added b")
    }

    @Test func afterUndoTimePassesInThePresent() {
        let store = Self.store()
        store.send(.add("a"))
        store.send(.tick(1))
        store.undo()
        store.send(.tick(2))
        store.send(.tick(3))
        // Nothing is held: the present takes every tick, and nothing is shown but the present.
        #expect(store.state.clock == 3 && store.present.clock == 3 && !store.isPreviewing)
        #expect(store.state.items == [])
        // And Redo is still there.
        #expect(store.redoableStep == 1)
        store.redo()
        #expect(store.present.items == ["a"] && store.present.clock == 3)
    }

    @Test func undoWalksBackOneChangeAtATimeAndRedoForward() {
        let store = Self.store()
        for note in ["a", "b", "c"] { store.send(.add(note)) }
        store.undo()
        #expect(store.present.items == ["a", "b"])
        store.undo()
        #expect(store.present.items == ["a"])
        store.undo()
        #expect(store.present.items == [])
        #expect(store.undoableStep == nil)
        store.undo()  // nothing to undo: nothing happens
        #expect(store.timeline.lastStep == 6)
        store.redo()
        #expect(store.present.items == ["a"] && store.label(ofStep: 7) == "Redid “Added a”")
        store.redo()
        store.redo()
        #expect(store.present.items == ["a", "b", "c"])
        #expect(store.redoableStep == nil && store.undoableStep == 3)
        store.redo()
        #expect(store.timeline.lastStep == 9)
        // Undo after Redo takes back what Redo brought back, then on.
        store.undo()
        #expect(store.present.items == ["a", "b"])
        #expect(store.undoneLabel == "Added b")
    }

    @Test func redoStaysWhileTheUserLooksAroundOrDoesWhatUndoDoesNotCoverAndEndsWithANewChange() {
        let store = Self.store()
        store.send(.add("a"))
        store.send(.add("b"))
        store.undo()
        store.send(.select(0))
        store.send(.scroll(12))
        store.send(.type("draft"))
        store.send(.ping(1))
        #expect(store.redoableStep == 2, "Redo brings back “Added b”")
        store.send(.add("c"))
        #expect(store.redoableStep == nil)
        // "b" stays undone: Undo takes back "c", then "a".
        store.undo()
        #expect(store.present.items == ["a"])
        store.undo()
        #expect(store.present.items == [])
        #expect(store.undoableStep == nil)
    }

    @Test func stepsThatChangedNothingUndoCoversArePassedBy() {
        let store = Self.store()
        store.send(.select(nil))
        #expect(store.undoableStep == nil)
        store.send(.add("a"))
        #expect(store.undoableStep == 2)
        // The draft coalesces into one step that never changes the notes; a refused removal
        // changes nothing either.
        store.send(.type("x"))
        store.send(.type("xy"))
        store.send(.remove(5))
        #expect(store.undoableStep == 2)
    }

    @Test func theLastStepCountsOnceWhatItChangedDiffersAtItsEnd() {
        var rules = NotesHistory.rules(checkpointInterval: 4)
        rules.undoScope = NotesHistory.view
        let store = Store(initialState: Notes(), reducer: NotesReducer(), history: rules, now: TestClock().read)
        store.send(.type("x"))
        #expect(store.undoableStep == 1)
        // Typed back to where it began: the step, still open, changed nothing.
        store.send(.type(""))
        #expect(store.undoableStep == nil)
    }

    @Test func withoutAnUndoScopeEveryStepIsTakenBackThroughTheScopeGiven() {
        let store = Self.store(undoScope: nil)
        store.send(.add("a"))
        store.send(.scroll(10))
        #expect(store.undoableStep == 2)
        store.undo(through: .everything)
        #expect(store.present.items == ["a"] && store.present.scroll == 0)
        store.undo(through: NotesHistory.document)
        #expect(store.present.items == [] && store.present.scroll == 0)
        store.redo(through: .everything)
        #expect(store.present.items == ["a"])
    }

    @Test func undoWhileTheSliderShowsThePastLeavesItAndUndoesThePresent() {
        let store = Self.store()
        store.send(.add("a"))
        store.send(.add("b"))
        store.jump(to: 0)
        #expect(store.isPreviewing)
        store.undo()
        #expect(!store.isPreviewing)
        #expect(store.present.items == ["a"] && store.state.items == ["a"])
    }

    @Test func carryingOnFromThePastIsAChangeUndoTakesBackWholeWithWhatFollowed() {
        let store = Self.store()
        for note in ["a", "b", "c"] { store.send(.add(note)) }
        store.jump(to: 1)
        store.send(.add("d"))  // step 4 returns to step 1, step 5 adds d
        #expect(store.present.items == ["a", "d"])
        #expect(store.isTakenBack(step: 4) == false)
        store.undoChanges(since: 4)
        #expect(store.present.items == ["a", "b", "c"])
        #expect(store.isTakenBack(step: 4) == true)
        #expect(store.label(ofStep: 6) == "Undid “Added d”" && store.label(ofStep: 7) == "Undid “Returned to step 1”")
        // Redo brings the carrying on back, then what followed.
        store.redo()
        #expect(store.present.items == ["a"])
        store.redo()
        #expect(store.present.items == ["a", "d"])
    }

    @Test func anArchiveOfUndoAndRedoReadsBackWithTheSameStepsLabelsAndStack() throws {
        let store = Self.store()
        for note in ["a", "b", "c"] { store.send(.add(note)) }
        store.undo()
        store.undo()
        store.redo()
        store.send(.select(0))
        let archive = try store.archive()
        #expect(archive.restores.map(\.kind) == [.undo, .undo, .redo])
        let read = Self.store()
        try read.restoreHistory(from: archive)
        #expect(read.present == store.present)
        #expect((0...store.timeline.lastStep).map { read.label(ofStep: $0) } == (0...store.timeline.lastStep).map { store.label(ofStep: $0) })
        // An archive holds no answers for Undo: asked, they are searched for on another thread.
        #expect(read.undoableStep == nil && read.isSearchingForUndo)
    }

    /// Random sessions of changes, looks around, ticks, Undo, Redo and acting on a past step:
    /// the present and what Undo and Redo offer are those of a plain undo stack over the notes,
    /// as every desktop app keeps one.
    @Test(arguments: [1, 4, 64])
    func undoAndRedoAreAStackOverTheChanges(checkpointInterval: Int) throws {
        var random = SeededRandom(seed: UInt64(checkpointInterval) * 7 + 3)
        let store = Self.store(checkpointInterval: checkpointInterval)
        var undoStack: [[String]] = []
        var redoStack: [[String]] = []
        // The notes as the stack says they are now.
        var current: [String] = []
        func changed(from before: [String]) {
            current = store.present.items
            guard current != before else { return }
            undoStack.append(before)
            redoStack = []
        }
        for _ in 0..<400 {
            let before = current
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1:
                store.send(.add("n\(Int.random(in: 0..<5, using: &random))"))
                changed(from: before)
            case 2:
                store.send(.remove(Int.random(in: 0..<4, using: &random)))
                changed(from: before)
            case 3, 4:
                store.undo()
                if let last = undoStack.popLast() {
                    redoStack.append(before)
                    current = last
                }
            case 5:
                store.redo()
                if let next = redoStack.popLast() {
                    undoStack.append(before)
                    current = next
                }
            case 6:
                // Acting on a past step carries on from it: a change (when the notes differ),
                // then the action's step, which changes nothing of them.
                let step = Int.random(in: 0...store.timeline.lastStep, using: &random)
                let past = try store.state(atStep: step).items
                store.jump(to: step)
                store.send(.select(nil))
                #expect(store.present.items == past)
                changed(from: before)
            case 7: store.send(.tick(Int.random(in: 0..<100, using: &random)))
            case 8: store.send(.scroll(Double(Int.random(in: 0..<9, using: &random))))
            case 9: store.send(.type("t\(Int.random(in: 0..<9, using: &random))"))
            default: store.send(.select(Int.random(in: 0..<3, using: &random)))
            }
            #expect(store.present.items == current)
            #expect((store.undoableStep != nil) == !undoStack.isEmpty, "Undo at step \(store.timeline.lastStep)")
            #expect((store.redoableStep != nil) == !redoStack.isEmpty, "Redo at step \(store.timeline.lastStep)")
            #expect(!store.isPreviewing)
        }
    }
}
