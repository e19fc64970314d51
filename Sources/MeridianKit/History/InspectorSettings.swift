import Foundation
import MeridianKitCore
import MeridianStore

/// What the inspector says a step did: sentences a person reads, and the values it changed
/// as a tree.
public struct StepDescription: Equatable, Sendable {
    /// A sentence each: "Renamed New York to Home".
    public var words: [String]
    /// The changed values, by their paths, as the inspector draws them.
    public var tree: [ChangeNode]

    /// A step that did what `words` say and changed the values of `tree`.
    public init(words: [String], tree: [ChangeNode]) {
        self.words = words
        self.tree = tree
    }
}

/// What the history inspector needs of an app beside its store. Every setting has a default
/// that works from the state's own structure; an app sets those it has better words for.
@MainActor
public struct InspectorSettings<State> {
    /// The words it shows and speaks.
    public var words: HistoryWords
    /// When a step was made (milliseconds since 1970), as its row shows it. By default the
    /// time of day in the system's time zone, with the date when it is not today.
    public var stepTime: (Int64) -> String
    /// What a step did, from the states before and after it; `nil`: the values that differ,
    /// by their paths, under `valueGroups`, and words that say how many.
    public var describeStep: ((_ before: State, _ after: State) -> StepDescription)?
    /// Groups of values the default description draws under titles of their own.
    public var valueGroups: [ValueGroup]
    /// The state shown, as text the "Copy state as JSON" button copies; `nil`: no such button.
    /// By default pretty JSON when the state is `Encodable`.
    public var encodeState: ((State) throws -> Data)?
    /// The longest search the field takes.
    public var searchLimit: Int32
    /// Tells the user that a skip could not be made or undone; `nil`: the inspector says it
    /// where it says what the step changed.
    public var skipFailed: ((HistorySkipError) -> Void)?
    /// Lets the inspector hear of a change that rewords every time (the desktop's clock
    /// format): called once with the inspector's lifetime and what to run on such a change.
    public var whenTimesReword: ((WidgetLifetime, @escaping @MainActor () -> Void) -> Void)?

    /// The defaults, in `words`.
    public init(words: HistoryWords = HistoryWords()) {
        self.words = words
        stepTime = Self.localTime
        valueGroups = []
        searchLimit = 1000
        skipFailed = nil
        whenTimesReword = nil
        describeStep = nil
        if State.self is any Encodable.Type {
            encodeState = { try Self.prettyJSON($0) }
        } else {
            encodeState = nil
        }
    }

    /// What a step did, as the app describes it or else from the state's structure.
    func description(before: State, after: State) -> StepDescription {
        if let describeStep { return describeStep(before, after) }
        let values = StateChanges.values(from: before, to: after)
        return StepDescription(
            words: [StateChanges.fallbackWords(for: values, words: words)], tree: StateChanges.tree(values, groups: valueGroups, words: words))
    }

    private static func prettyJSON(_ state: State) throws -> Data {
        guard let value = state as? any Encodable else { return Data() }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// "14:02:31", or "2026-11-24 14:02:31" for a step made another day, in the system's zone.
    public nonisolated static func localTime(_ milliseconds: Int64) -> String {
        StepTimeFormatters.string(from: Date(timeIntervalSince1970: Double(milliseconds) / 1000))
    }
}
