import MeridianKitTesting
import TasksCore
import Testing

/// The kit's whole-state check of a reducer (issue 62, item 4): what a test leaves out of its
/// expectation still fails it, named by its path as the inspector names a change.
@Test func assertReduceReturnsTheNextStateWhenAllOfItIsTheOneExpected() throws {
    var state = TasksState()
    state.draft = "Milk"
    let next = try assertReduce(state, .added, reducer: TasksReducer()) {
        $0.tasks = [TasksState.Task(id: 1, title: "Milk")]
        $0.nextID = 2
        $0.draft = ""
    }
    try assertReduce(next, .toggled(id: 1), reducer: TasksReducer()) { $0.tasks[0].isDone = true }
}

@Test func assertReduceNamesEveryPathTheTestDidNotExpect() {
    var state = TasksState()
    state.draft = "Milk"
    // The draft's clearing is left out of the expectation, and the title is wrong.
    #expect(throws: ReduceMismatch(action: "added", changes: [
        "tasks[id 1].title: “Bread” → “Milk”",
        "draft: “Milk” → “”",
    ])) {
        try assertReduce(state, .added, reducer: TasksReducer()) {
            $0.tasks = [TasksState.Task(id: 1, title: "Bread")]
            $0.nextID = 2
        }
    }
}

@Test func assertReduceFailsOnAStateThatDidNotChangeAsExpected() {
    #expect(throws: ReduceMismatch.self) {
        try assertReduce(TasksState(), .added, reducer: TasksReducer()) { $0.nextID = 2 }
    }
}

@Test func aMismatchNamesTheLineOfTheAssertReduceThatFailed() throws {
    // Chained, the test framework reports the test's line for both: the mismatch says which.
    let state = try assertReduce(TasksState(), .draftTyped("Milk"), reducer: TasksReducer()) { $0.draft = "Milk" }
    let line = #line + 2
    do {
        try assertReduce(state, .added, reducer: TasksReducer()) { $0.nextID = 2 }
        Issue.record("the draft's clearing and the task added were not expected")
    } catch let mismatch as ReduceMismatch {
        #expect(mismatch.location == "MeridianKitTestingTests/AssertReduceTests.swift:\(line)")
        #expect(mismatch.description.hasPrefix("at MeridianKitTestingTests/AssertReduceTests.swift:\(line):\n"))
    }
}
