// A todo list in the terminal, driven through MeridianStore: typing, undo and redo through the
// history, a scoped jump, and the session saved to a file and read back.
import Foundation
import MeridianStore
import TodoCore

@MainActor
func show(_ store: Store<TodoState, TodoAction, Never>, _ title: String) {
    let state = store.state
    let items = state.items.map { "\($0.isDone ? "[x]" : "[ ]") \($0.title)\($0.id == state.selectedID ? " <" : "")" }
    print("\(title): step \(store.timeline.currentStep) of \(store.timeline.lastStep)\(store.isPreviewing ? " (previewing)" : "")")
    for item in items { print("  \(item)") }
}

let store = Store(initialState: TodoState(), reducer: TodoReducer(), history: TodoHistory.rules)

for text in ["B", "Bu", "Buy", "Buy m", "Buy milk"] { store.send(.draftTyped(text)) }
store.send(.draftSubmitted)
for text in ["C", "Ca", "Call", "Call Ada"] { store.send(.draftTyped(text)) }
store.send(.draftSubmitted)
for second in 1...3_600 { store.send(.clockTicked(seconds: second)) }  // an hour: no step
store.send(.toggled(id: 1))
show(store, "Typed two items, ticked one, an hour passed")

// Undo takes back the tick of "Buy milk" as a step of the present: the clock goes on.
store.undo()
store.send(.clockTicked(seconds: 3_601))
show(store, "Undo, then a second passed (clock \(store.state.clock))")
store.redo()
show(store, "Redo")

// The list as it was before "Call Ada", keeping the selection where it is: reconcile drops it,
// since that item is not in the list shown.
store.jump(to: 2, scope: TodoHistory.itemsOnly)
show(store, "Items only, from step 2")
store.returnToPresent()

let file = FileManager.default.temporaryDirectory.appendingPathComponent("todo-session.json")
try TodoSession.export(store, to: file)
let copy = Store(initialState: TodoState(), reducer: TodoReducer(), history: TodoHistory.rules)
try TodoSession.import(file, into: copy)
show(copy, "Read back from \(file.lastPathComponent)")
for step in 0...copy.timeline.lastStep {
    print("  \(step): \(copy.label(ofStep: step))")
}
try? FileManager.default.removeItem(at: file)
