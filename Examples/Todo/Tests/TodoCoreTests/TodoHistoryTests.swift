import Foundation
import MeridianStore
import Testing
import TodoCore

@MainActor
struct TodoHistoryTests {
    let store = Store(initialState: TodoState(), reducer: TodoReducer(), history: TodoHistory.rules)

    func add(_ title: String) {
        for end in title.indices { store.send(.draftTyped(String(title[...end]))) }
        store.send(.draftSubmitted)
    }

    @Test func typingCoalescesIntoOneStep() {
        add("Buy milk")
        // Step 0, the typing, the adding.
        #expect(store.timeline.stepCount == 3)
        #expect(store.label(ofStep: 1) == "Typed “Buy milk”")
        #expect(store.label(ofStep: 2) == "Added “Buy milk”")
    }

    @Test func ticksMakeNoStepAndAreFolded() throws {
        add("Buy milk")
        let entriesBefore = try store.archive().entryCount
        for second in 1...1_000 { store.send(.clockTicked(seconds: second)) }
        #expect(store.timeline.stepCount == 3)
        #expect(store.state.clock == 1_000)
        store.send(.toggled(id: 1))
        // A thousand ticks cost one entry in the log: each replaced the one before.
        #expect(try store.archive().entryCount == entriesBefore + 2)
    }

    @Test func undoAndRedoAreStepsOfThePresentAndTheClockGoesOn() {
        add("Buy milk")
        store.send(.toggled(id: 1))
        store.undo()
        #expect(!store.isPreviewing)
        #expect(store.state.items.first?.isDone == false)
        store.send(.clockTicked(seconds: 5))
        #expect(store.state.clock == 5, "time passes after Undo")
        store.redo()
        #expect(store.state.items.first?.isDone == true && store.state.clock == 5)
    }

    @Test func actingAfterUndoKeepsEveryStep() throws {
        add("Buy milk")
        store.send(.toggled(id: 1))
        let steps = store.timeline.stepCount
        store.undo()
        store.send(.removed(id: 1))
        // Undo's step, then the removal: the toggle is still reachable.
        #expect(store.timeline.stepCount == steps + 2)
        #expect(try store.state(atStep: steps - 1).items.first?.isDone == true)
    }

    @Test func itemsOnlyJumpReconcilesTheSelection() {
        add("Buy milk")
        add("Call Ada")
        #expect(store.state.selectedID == 2)
        // Step 2 is "Added “Buy milk”": item 2 did not exist yet, so the selection goes.
        store.jump(to: 2, scope: TodoHistory.itemsOnly)
        #expect(store.state.items.map(\.title) == ["Buy milk"])
        #expect(store.state.selectedID == nil)
        store.returnToPresent()
        #expect(store.state.selectedID == 2)
    }

    @Test func aSessionReadBackHasTheSameStepsAndStates() throws {
        add("Buy milk")
        for second in 1...10 { store.send(.clockTicked(seconds: second)) }
        store.send(.toggled(id: 1))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("todo-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try TodoSession.export(store, to: file)

        let copy = Store(initialState: TodoState(), reducer: TodoReducer(), history: TodoHistory.rules)
        try TodoSession.import(file, into: copy)
        #expect(copy.state == store.state)
        #expect(copy.timeline.stepCount == store.timeline.stepCount)
        for step in 0..<store.timeline.stepCount {
            #expect(try copy.state(atStep: step) == store.state(atStep: step))
            #expect(copy.label(ofStep: step) == store.label(ofStep: step))
        }
    }

    @Test func aFileThatIsNotASessionChangesNothing() throws {
        add("Buy milk")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("todo-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("{\"not\": \"a session\"}".utf8).write(to: file)
        #expect(throws: (any Error).self) { try TodoSession.import(file, into: store) }
        #expect(store.state.items.map(\.title) == ["Buy milk"])
        #expect(store.timeline.stepCount == 3)
    }
}
