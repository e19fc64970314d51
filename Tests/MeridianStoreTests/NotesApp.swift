import Foundation
import MeridianStore

/// A tiny app to exercise the store: a list of notes (the document), a selection, scroll and
/// draft (the view), and a clock (transient).
struct Notes: Codable, Equatable {
    var items: [String] = []
    var selected: Int?
    var scroll: Double = 0
    var draft = ""
    var clock = 0
}

enum NotesAction: Codable, Equatable, CustomStringConvertible {
    case add(String)
    case remove(Int)
    case select(Int?)
    case scroll(Double)
    case type(String)
    case tick(Int)
    case ping(Int)

    var description: String {
        switch self {
        case .add(let text): "Added \(text)"
        case .remove(let index): "Removed note \(index)"
        case .select(let index): "Selected \(index.map(String.init) ?? "nothing")"
        case .scroll(let y): "Scrolled to \(y)"
        case .type(let text): "Typed \(text)"
        case .tick(let t): "Tick \(t)"
        case .ping(let n): "Ping \(n)"
        }
    }
}

enum NotesEffect: Equatable {
    case pong(Int)
}

struct NotesReducer: Reducer {
    func reduce(into state: inout Notes, action: NotesAction) -> [NotesEffect] {
        switch action {
        case .add(let text):
            state.items.append(text)
        case .remove(let index):
            guard state.items.indices.contains(index) else { return [] }
            state.items.remove(at: index)
        case .select(let index):
            state.selected = index
        case .scroll(let y):
            state.scroll = y
        case .type(let text):
            state.draft = text
        case .tick(let t):
            state.clock = t
        case .ping(let n):
            return [.pong(n), .pong(n + 1)]
        }
        return []
    }
}

enum NotesHistory {
    static let document = HistoryScope<Notes>(id: "document", title: "Document") { past, present in
        var mixed = present
        mixed.items = past.items
        return mixed
    }

    static let view = HistoryScope<Notes>(id: "view", title: "View") { past, present in
        var mixed = present
        mixed.selected = past.selected
        mixed.scroll = past.scroll
        mixed.draft = past.draft
        return mixed
    }

    /// `tick` says how ticks are recorded: kept (`.transient`) or replaced by the next
    /// (`.replaceable("clock")`: a tick writes only the clock, so the next overwrites it).
    static func rules(checkpointInterval: Int = 4, tick: HistoryPolicy = .transient) -> HistoryRules<Notes, NotesAction> {
        HistoryRules(
            policy: { action in
                switch action {
                case .scroll: .coalesce("scroll")
                case .type: .coalesce("draft")
                case .tick: tick
                case .add, .remove, .select, .ping: .step
                }
            },
            label: { action, before, after in
                switch action {
                case .type(let text): "Draft \"\(before.draft)\" → \"\(text)\""
                // What the reducer did: a removal it refused is no removal.
                case .remove(let index) where after.items == before.items: "No note \(index) to remove"
                default: action.description
                }
            },
            scopes: [document, view],
            reconcile: { state in
                var state = state
                if let selected = state.selected, !state.items.indices.contains(selected) {
                    state.selected = nil
                }
                return state
            },
            checkpointInterval: checkpointInterval)
    }
}

/// A clock that moves one second per reading, so step times are predictable.
final class TestClock: @unchecked Sendable {
    private(set) var now = Date(timeIntervalSince1970: 1_000_000)

    func read() -> Date {
        now = now.addingTimeInterval(1)
        return now
    }
}

@MainActor
func makeNotesStore(
    checkpointInterval: Int = 4, tick: HistoryPolicy = .transient, clock: TestClock = TestClock()
) -> Store<Notes, NotesAction, NotesEffect> {
    Store(
        initialState: Notes(), reducer: NotesReducer(),
        history: NotesHistory.rules(checkpointInterval: checkpointInterval, tick: tick),
        now: clock.read)
}

extension Timeline {
    /// This timeline as a store shows it after its history was replaced by an identical one.
    var afterOneReplacement: Timeline {
        var timeline = self
        timeline.generation += 1
        return timeline
    }
}
