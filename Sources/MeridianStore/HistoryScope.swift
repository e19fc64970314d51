/// Which part of a past state a jump brings back.
///
/// A scope merges a state from the past with the present one: `.everything` takes the past whole;
/// an app defines narrower scopes ("document only") that take some slices from the past and keep
/// the rest of the present. The store runs the app's `reconcile` on every mixed state.
///
/// ```swift
/// static let document = HistoryScope<AppState>(id: "document", title: "Document") { past, present in
///     var mixed = present
///     mixed.document = past.document
///     return mixed
/// }
/// ```
public struct HistoryScope<State>: Identifiable, Sendable {
    /// A stable name, written into session files.
    public let id: String
    /// What the user reads in the scope selector.
    public let title: String
    /// Builds the mixed state; `nil` for `.everything`, which takes the past as it was.
    @usableFromInline let merge: (@Sendable (_ past: State, _ present: State) -> State)?

    /// A scope with a stable `id`, the `title` a user reads, and the function that mixes a past
    /// state with the present.
    public init(
        id: String,
        title: String,
        merge: @escaping @Sendable (_ past: State, _ present: State) -> State
    ) {
        self.id = id
        self.title = title
        self.merge = merge
    }

    private init(everythingWithID id: String, title: String) {
        self.id = id
        self.title = title
        self.merge = nil
    }

    /// The whole past state, as it was.
    public static var everything: HistoryScope {
        HistoryScope(everythingWithID: "everything", title: "Everything")
    }

    /// Whether this scope mixes past and present (and so needs reconciling).
    public var isMixing: Bool { merge != nil }
}

extension HistoryScope: Equatable {
    public static func == (lhs: HistoryScope, rhs: HistoryScope) -> Bool { lhs.id == rhs.id }
}
