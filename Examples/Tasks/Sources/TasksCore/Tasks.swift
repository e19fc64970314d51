import Foundation
import MeridianKitCore
import MeridianKitFiles

/// Everything that can change: the tasks (the document) and the text being typed. The History
/// bar and the inspector keep their own state: the kit's.
public struct TasksState: Codable, Equatable, Sendable {
    public struct Task: Codable, Equatable, Sendable, Identifiable {
        public var id: Int
        public var title: String
        public var isDone = false

        public init(id: Int, title: String, isDone: Bool = false) { (self.id, self.title, self.isDone) = (id, title, isDone) }
    }

    public var tasks: [Task] = []
    public var nextID = 1
    public var draft = ""

    public init() {}

    func task(_ id: Int) -> Task? { tasks.first { $0.id == id } }
}

/// Everything the user can do.
public enum TasksAction: Codable, Equatable, Sendable {
    case draftTyped(String)
    case added
    case toggled(id: Int)
    case removed(id: Int)
}

/// The only code that changes the state. Pure.
public struct TasksReducer: Reducer {
    public init() {}

    public func reduce(into state: inout TasksState, action: TasksAction) -> [Never] {
        switch action {
        case .draftTyped(let text): state.draft = text
        case .added:
            let title = state.draft.trimmingCharacters(in: .whitespaces)
            guard !title.isEmpty else { break }
            state.tasks.append(TasksState.Task(id: state.nextID, title: title))
            state.nextID += 1
            state.draft = ""
        case .toggled(let id):
            if let index = state.tasks.firstIndex(where: { $0.id == id }) { state.tasks[index].isDone.toggle() }
        case .removed(let id): state.tasks.removeAll { $0.id == id }
        }
        return []
    }
}

/// How the history treats each action, and what its step is called.
public enum TasksHistory {
    /// Jumps that bring back the tasks alone, leaving what is typed as it is.
    public static let tasksOnly = HistoryScope<TasksState>(id: "tasks", title: "Tasks") { past, present in
        var mixed = present
        (mixed.tasks, mixed.nextID) = (past.tasks, max(past.nextID, present.nextID))
        return mixed
    }

    /// Tasks's session files: what Export Session writes, and the recorded sessions its tests replay.
    public static let sessionFormat = SessionFormat(name: "dev.meridian.Tasks.session")

    public static var rules: HistoryRules<TasksState, TasksAction> {
        HistoryRules(
            // Every action is a step, and typing into the entry joins one step a run by itself.
            // Sessions written before that said so here, and keep the steps it made.
            policyOfArchivesWithoutSteps: { if case .draftTyped = $0 { .coalesce("typing") } else { .step } },
            // A label says what the reducer did, seen in the state it left: an empty draft adds
            // nothing, and a task that is not there is neither done nor removed.
            label: { action, before, after in
                switch action {
                case .draftTyped(let text): "Typed “\(text)”"
                case .added where after.tasks.count > before.tasks.count: "Added “\(after.tasks[after.tasks.count - 1].title)”"
                case .added: "Added nothing: the draft is empty"
                case .toggled(let id) where before.task(id) == nil, .removed(let id) where before.task(id) == nil: "No task \(id)"
                case .toggled(let id): (before.task(id)?.isDone == true ? "Reopened" : "Done:") + " “\(before.task(id)?.title ?? "")”"
                case .removed(let id): "Removed “\(before.task(id)?.title ?? "")”"
                }
            },
            startLabel: "Opened Tasks", scopes: [tasksOnly])
    }
}
