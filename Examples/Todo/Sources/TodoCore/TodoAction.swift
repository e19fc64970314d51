/// Everything that can happen. Impure values (the time) arrive inside actions.
public enum TodoAction: Codable, Equatable, Sendable {
    case draftTyped(String)
    case draftSubmitted
    case toggled(id: Int)
    case removed(id: Int)
    case selected(id: Int?)
    case clockTicked(seconds: Int)
}
