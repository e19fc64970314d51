import Foundation

/// How the history records one action.
///
/// The slider moves over *steps*, not raw actions: a step is one thing the person did. Each
/// action says whether it starts a step of its own, joins the step before it, leads to the
/// next one, or only changes state:
///
/// ```swift
/// switch action {
/// case .zoneAdded: .step
/// case .renameTextChanged(let id, _): .coalesce(CoalescingKey("rename", subject: id))
/// case .rowSelected, .listScrolled: .browse
/// case .tick: .replaceable("clock")
/// case .engineReport: .transient
/// }
/// ```
public enum HistoryPolicy: Hashable, Sendable {
    /// The action starts a new step on the slider.
    case step
    /// The action joins the previous step when that step was made by actions with the same key
    /// (each keystroke of one rename, each event of one scroll gesture); otherwise it starts one.
    case coalesce(CoalescingKey)
    /// The person looked around (a selection, a scroll, a search, a dialog opened): the action
    /// makes no step of its own but joins the next step, as the browsing that led to it
    /// ("Added Mumbai" holds the search that found it). Like a step, and unlike a transient, it
    /// acts on the state on screen: made while a past step is shown, it carries on from there.
    case browse
    /// The action changes state but makes no step of its own, and is kept in the log.
    case transient
    /// The action is transient, and a later action of the same slot replaces it while nothing
    /// but replaceable transients lies between them: the later one overwrites everything the
    /// earlier one wrote (a clock tick, a playback position, the pointer's position), so the
    /// state where the next step begins is the same without the earlier one. Time that passes
    /// then costs one entry per slot, not one per tick. `HistoryRules.foldingDivergence` checks
    /// a declaration against the reducer.
    case replaceable(TransientSlot)

    /// Whether the action leaves the steps alone: it makes none, joins none, and changes the
    /// present behind a past step on screen rather than carrying on from it.
    public var isTransient: Bool {
        switch self {
        case .transient, .replaceable: true
        case .step, .coalesce, .browse: false
        }
    }
}

/// What a replaceable transient overwrites: the clock, the playback position, the window size.
///
/// A name written in the source (`.replaceable("clock")`): it is compared on every transient,
/// so it is a static string, compared without reference counting.
public struct TransientSlot: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The slot's name, as written in the source.
    public let name: StaticString

    /// The slot named `name`.
    public init(_ name: StaticString) {
        self.name = name
    }

    public init(stringLiteral name: StaticString) {
        self.name = name
    }

    public static func == (lhs: TransientSlot, rhs: TransientSlot) -> Bool {
        let (a, b) = (lhs.name, rhs.name)
        guard a.utf8CodeUnitCount == b.utf8CodeUnitCount else { return false }
        return a.utf8Start == b.utf8Start || memcmp(a.utf8Start, b.utf8Start, a.utf8CodeUnitCount) == 0
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes: UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    public var description: String { name.description }
}

/// The identity of a run of actions that the history merges into one step.
public struct CoalescingKey: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// What kind of run it is ("typing", "scroll").
    public var name: String
    /// What the run is about, when runs of the same kind must stay apart (renames of two
    /// zones, typing into two fields): any `Hashable` id — a `UUID`, an `Int`, a string —
    /// compared as it is rather than formatted into the name on every action.
    public var subject: AnyHashable? { boxedSubject?.value }
    private var boxedSubject: CoalescingSubject?

    /// The key of runs named `name`, about nothing in particular.
    public init(_ name: String) {
        self.name = name
    }

    /// The key of runs named `name` about `subject`: `CoalescingKey("rename", subject: task.id)`.
    public init(_ name: String, subject: some Hashable & Sendable) {
        self.name = name
        self.boxedSubject = CoalescingSubject(AnyHashable(subject))
    }

    /// The run of text typed into one field of a window (its identity, as the kit knows it).
    @usableFromInline
    init(typing field: CoalescingSubject) {
        name = "typing"
        boxedSubject = field
    }

    public init(stringLiteral name: String) { self.name = name }

    public var description: String { subject.map { "\(name) \($0)" } ?? name }
}

/// What a run of actions is about, of any `Hashable & Sendable` type, kept as `AnyHashable`
/// (which the standard library does not mark `Sendable`, though what it wraps here is).
///
/// A class, so that a key, a policy and the store's typing field hold one pointer of a known
/// layout: an `AnyHashable?` held as a value is copied and checked through the standard
/// library's value witnesses at every send, nil or not (a tenth of a send).
@usableFromInline
final class CoalescingSubject: Hashable, @unchecked Sendable {
    let value: AnyHashable

    @usableFromInline
    init(_ value: AnyHashable) {
        self.value = value
    }

    @usableFromInline
    static func == (lhs: CoalescingSubject, rhs: CoalescingSubject) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
