import Foundation
import MeridianStore

/// The only code that changes a `TodoState`. Pure: no clock, no I/O, no effects.
public struct TodoReducer: Reducer {
    public init() {}

    public func reduce(into state: inout TodoState, action: TodoAction) -> [Never] {
        switch action {
        case .draftTyped(let text):
            state.draft = text
        case .draftSubmitted:
            let title = state.draft.trimmingCharacters(in: .whitespaces)
            guard !title.isEmpty else { break }
            state.items.append(TodoState.Item(id: state.nextID, title: title))
            state.selectedID = state.nextID
            state.nextID += 1
            state.draft = ""
        case .toggled(let id):
            guard let index = state.items.firstIndex(where: { $0.id == id }) else { break }
            state.items[index].isDone.toggle()
        case .removed(let id):
            state.items.removeAll { $0.id == id }
            if state.selectedID == id { state.selectedID = nil }
        case .selected(let id):
            state.selectedID = id
        case .clockTicked(let seconds):
            state.clock = seconds
        }
        return []
    }
}
