import MeridianStore

/// The simplest history that could work: every state kept whole. The store must agree with it.
struct ReferenceHistory {
    private(set) var states: [Notes] = [Notes()]  // states[i]: after i entries
    private(set) var stepStarts: [Int] = [0]
    private var openKey: String?
    private(set) var preview: (step: Int, scope: String, shown: Notes)?

    var present: Notes { states[states.count - 1] }
    var shown: Notes { preview?.shown ?? present }
    var stepCount: Int { stepStarts.count }

    func state(atStep step: Int) -> Notes {
        step + 1 < stepStarts.count ? states[stepStarts[step + 1]] : present
    }

    mutating func send(_ action: NotesAction) {
        if let preview {
            if case .tick = action {
                append(action)
                let shown = Self.mix(past: state(atStep: preview.step), present: present, scope: preview.scope)
                self.preview?.shown = shown
                return
            }
            stepStarts.append(states.count - 1)
            states.append(preview.shown)
            openKey = nil
            self.preview = nil
        }
        let entry = states.count - 1
        append(action)
        switch action {
        case .tick: break
        case .scroll, .type:
            let key = if case .scroll = action { "scroll" } else { "draft" }
            if key != openKey || stepStarts.count == 1 {
                stepStarts.append(entry)
            }
            openKey = key
        default:
            stepStarts.append(entry)
            openKey = nil
        }
    }

    mutating func jump(to step: Int, scope: String) {
        let step = min(max(step, 0), stepCount - 1)
        guard step < stepCount - 1 else {
            preview = nil
            return
        }
        preview = (step, scope, Self.mix(past: state(atStep: step), present: present, scope: scope))
    }

    private mutating func append(_ action: NotesAction) {
        var next = present
        _ = NotesReducer().reduce(into: &next, action: action)
        states.append(next)
    }

    static func mix(past: Notes, present: Notes, scope: String) -> Notes {
        var mixed = present
        switch scope {
        case "everything": return past
        case "document": mixed.items = past.items
        default:
            mixed.selected = past.selected
            mixed.scroll = past.scroll
            mixed.draft = past.draft
        }
        if let selected = mixed.selected, !mixed.items.indices.contains(selected) {
            mixed.selected = nil
        }
        return mixed
    }
}
