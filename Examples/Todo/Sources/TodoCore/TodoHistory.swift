import MeridianStore

/// How the history treats the todo list's actions.
public enum TodoHistory {
    /// Jumps that bring back the items alone, leaving the selection, the draft and the clock
    /// as they are now.
    public static let itemsOnly = HistoryScope<TodoState>(id: "items", title: "Items only") { past, present in
        var mixed = present
        mixed.items = past.items
        mixed.nextID = max(past.nextID, present.nextID)
        return mixed
    }

    public static var rules: HistoryRules<TodoState, TodoAction> {
        HistoryRules(
            policy: { action in
                switch action {
                // Each keystroke joins the step of the one before: one step per thing typed.
                case .draftTyped: .coalesce("typing")
                // A tick changes the state but makes no step, and the next tick replaces it.
                case .clockTicked: .replaceable("clock")
                case .draftSubmitted, .toggled, .removed, .selected: .step
                }
            },
            // A label says what the reducer did, seen in the state it left: an empty draft adds
            // nothing, and an item that is not there is neither ticked nor removed.
            label: { action, before, after in
                switch action {
                case .draftTyped(let text): "Typed “\(text)”"
                case .draftSubmitted where after.items.count > before.items.count: "Added “\(after.items[after.items.count - 1].title)”"
                case .draftSubmitted: "Added nothing: the draft is empty"
                case .toggled(let id) where before.items.first(where: { $0.id == id }) == nil, .removed(let id) where before.items.first(where: { $0.id == id }) == nil: "No item \(id)"
                case .toggled(let id): "Ticked “\(before.title(of: id))”"
                case .removed(let id): "Removed “\(before.title(of: id))”"
                case .selected(let id): id.map { "Selected “\(before.title(of: $0))”" } ?? "Selected nothing"
                case .clockTicked: "Clock"
                }
            },
            scopes: [itemsOnly],
            // Undo and Redo take back and bring back the items alone: typing, selecting and the
            // clock are passed by and stay as they are now, and the clock keeps ticking.
            undoScope: itemsOnly,
            // A selection the mixed state's items no longer hold is dropped.
            reconcile: { state in
                var state = state
                if let id = state.selectedID, !state.items.contains(where: { $0.id == id }) {
                    state.selectedID = nil
                }
                return state
            }
        )
    }
}

extension TodoState {
    func title(of id: Int) -> String {
        items.first { $0.id == id }?.title ?? "item \(id)"
    }
}
