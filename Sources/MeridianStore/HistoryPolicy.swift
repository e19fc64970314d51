import Foundation

/// How the history records one action.
///
/// The slider moves over *steps*, not raw actions. Each action says whether it starts a step of
/// its own, joins the step before it, or only changes state:
///
/// ```swift
/// switch action {
/// case .zoneAdded: .step
/// case .renameTextChanged(let id, _): .coalesce(CoalescingKey("rename", subject: id))
/// case .tick: .transient
/// }
/// ```
public enum HistoryPolicy: Hashable, Sendable {
    /// The action starts a new step on the slider.
    case step
    /// The action joins the previous step when that step was made by actions with the same key
    /// (each keystroke of one rename, each event of one scroll gesture); otherwise it starts one.
    case coalesce(CoalescingKey)
    /// The action changes state but makes no step of its own (a clock tick, a playback position).
    case transient
}

/// The identity of a run of actions that the history merges into one step.
public struct CoalescingKey: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var name: String
    /// What the run is about, when runs of the same kind must stay apart (renames of two
    /// zones): an id, compared as it is rather than formatted into the name on every action.
    public var subject: UUID?

    public init(_ name: String, subject: UUID? = nil) {
        self.name = name
        self.subject = subject
    }

    public init(stringLiteral name: String) { self.name = name }

    public var description: String { subject.map { "\(name) \($0.uuidString)" } ?? name }
}
