import CGtk
import Foundation
import MeridianKit
import MeridianKitFiles
import MeridianStore
import TasksCore

/// The window's content: a field to type a task in, and the tasks, to tick off or remove.
@MainActor
final class TasksView {
    let root: Widget
    private let store: Store<TasksState, TasksAction, Never>
    private let list = gtk_list_box_new()!
    private var draft: EntryBinding!
    private var rows: [(id: Int, row: Widget, check: ToggleBinding)] = []

    init(store: Store<TasksState, TasksAction, Never>) {
        self.store = store
        let entry = gtk_entry_new()!
        Widgets.setAccessibleName(entry, "New task")
        gtk_entry_set_placeholder_text(entry.cast(), "What needs doing?")
        gtk_widget_set_hexpand(entry, 1)
        draft = EntryBinding(entry, maximumLength: 200, state: { [unowned store] in store.state.draft }) { [unowned store] in
            store.send(.draftTyped($0))
        }
        onSignal(entry, "activate") { [unowned store] in store.send(.added) }
        let add = gtk_button_new_with_label("Add")!
        Widgets.setAccessibleName(add, "Add task")
        onSignal(add, "clicked") { [unowned store] in store.send(.added) }
        Widgets.setAccessibleName(list, "Tasks")
        gtk_list_box_set_selection_mode(list.cast(), GTK_SELECTION_NONE)
        let placeholder = Widgets.label("Nothing to do. Type a task above and press Enter.", classes: ["dim-label"], xalign: 0.5, overflow: .wrap)
        gtk_widget_show(placeholder)
        gtk_list_box_set_placeholder(list.cast(), placeholder)
        root = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, [Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [entry, add]), Widgets.scrolled(list)])
        Widgets.margins(root, 18)
        WidgetLifetime(of: root).keep([
            store.observe(\.draft) { [unowned self] in self.draft.apply($0) },
            store.observe(\.tasks) { [unowned self] in self.show($0) },
        ]).keepAlive(self)
    }

    /// The same tasks are updated where they are, so the keyboard's focus stays; others are made anew.
    private func show(_ tasks: [TasksState.Task]) {
        if tasks.map(\.id) != rows.map(\.id) {
            rows.forEach { gtk_widget_destroy($0.row) }
            rows = tasks.map(makeRow)
        }
        for (task, row) in zip(tasks, rows) {
            gtk_button_set_label(row.check.button.cast(), task.title)
            row.check.apply(task.isDone)
        }
    }

    private func makeRow(_ task: TasksState.Task) -> (id: Int, row: Widget, check: ToggleBinding) {
        let check = ToggleBinding(gtk_check_button_new_with_label(task.title), state: { [unowned store] in
            store.state.tasks.first { $0.id == task.id }?.isDone ?? false
        }) { [unowned store] _ in store.send(.toggled(id: task.id)) }
        gtk_widget_set_hexpand(check.button, 1)
        let remove = Widgets.iconButton("edit-delete-symbolic", accessibleName: "Remove \(task.title)")
        onSignal(remove, "clicked") { [unowned store] in store.send(.removed(id: task.id)) }
        let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [check.button, remove])
        Widgets.margins(row, 4)
        gtk_list_box_insert(list.cast(), row, -1)
        gtk_widget_show_all(row)
        return (task.id, gtk_widget_get_parent(row), check)
    }
}

let store = Store(initialState: TasksState(), reducer: TasksReducer(), history: TasksHistory.rules)
let app = TimeTravelApplication(
    id: "dev.meridian.Tasks", title: "Tasks", store: store, session: SessionFormat(name: "dev.meridian.Tasks.session")
) { TasksView(store: $0).root }
exit(app.run())
