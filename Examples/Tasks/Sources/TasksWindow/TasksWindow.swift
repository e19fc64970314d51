import MeridianKit
import TasksCore

/// The window's content, as a function of the state: a field to type a task in, and the tasks,
/// to tick off or remove. The kit makes the widgets once and keeps each task's row by its id,
/// so the keyboard's focus stays on a row while others come, go or move; it makes rows only for
/// the tasks in view.
@MainActor
public func tasksWindow(_ state: TasksState, _ send: Send<TasksAction>) -> View {
    VBox(spacing: 12) {
        HBox(spacing: 6) {
            Entry(state.draft, placeholder: "What needs doing?", limit: 200) { send(.draftTyped($0)) }
                .onActivate { send(.added) }
                .accessibleName("New task")
                .expands(.horizontal)
            Button("Add") { send(.added) }
                .accessibleName("Add task")
        }
        Scrolled {
            List(state.tasks, placeholder: Label("Nothing to do. Type a task above and press Enter.", xalign: 0.5, overflow: .wrap)
                .styleClass("dim-label")) { task in
                HBox(spacing: 6) {
                    CheckButton(task.title, isOn: task.isDone) { _ in send(.toggled(id: task.id)) }
                        .expands(.horizontal)
                    Button(icon: "edit-delete-symbolic", name: "Remove \(task.title)") { send(.removed(id: task.id)) }
                }
                .margins(4)
            }
            .accessibleName("Tasks")
            // Rows only for the tasks in view: a list of thousands costs what a screenful does.
            .virtualized()
        }
    }
    .margins(18)
}
