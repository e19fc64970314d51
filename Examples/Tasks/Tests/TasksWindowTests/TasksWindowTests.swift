import MeridianKit
import TasksCore
import TasksWindow
import Testing

/// Every control of the window has a name a screen reader speaks, with tasks in it and without.
@MainActor
@Test func everyControlHasAName() throws {
    var state = TasksState()
    state.tasks = [TasksState.Task(id: 1, title: "Buy milk"), TasksState.Task(id: 2, title: "Call Ana", isDone: true)]
    for shown in [TasksState(), state] {
        #expect(try AccessibilityAudit.unnamedControls(of: { tasksWindow(shown, Send { _ in }) }) == [])
    }
}
