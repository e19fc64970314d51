/// How the history records one action.
///
/// The slider moves over *steps*, not raw actions. Each action says whether it starts a step of
/// its own, joins the step before it, or only changes state:
///
/// ```swift
/// switch action {
/// case .zoneAdded: .step
/// case .renameTextChanged(let id, _): .coalesce("rename \(id)")
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

    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}
