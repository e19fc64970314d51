import MeridianStore
import TasksCore
import Testing

/// The kit's example names a step by what its reducer did (issue 59, item 7): an action sent
/// from the inspector that the reducer refuses reads as refused, not as done.
@MainActor
@Test func tasksNamesARefusedStepByWhatItsReducerDid() throws {
    let store = Store(initialState: TasksState(), reducer: TasksReducer(), history: TasksHistory.rules)
    store.send(.added)  // nothing typed
    store.send(.draftTyped("Buy milk"))
    store.send(.added)
    store.send(.toggled(id: 9))
    store.send(.removed(id: 9))
    store.send(.toggled(id: 1))
    #expect(store.state.tasks == [TasksState.Task(id: 1, title: "Buy milk", isDone: true)])
    #expect((0..<store.timeline.stepCount).map(store.label(ofStep:)) == [
        "Opened Tasks", "Added nothing: the draft is empty", "Typed “Buy milk”", "Added “Buy milk”", "No task 9", "No task 9", "Done: “Buy milk”",
    ])
}
