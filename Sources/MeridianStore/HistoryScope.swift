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
    /// Whether two states hold the same in what the scope brings back; `nil` when that cannot
    /// be told without more (a state that is not `Equatable`). As the undo scope, it tells
    /// which steps Undo takes back, once each as the step ends.
    @usableFromInline let holdsTheSame: (@Sendable (_ state: State, _ other: State) -> Bool)?

    /// A scope with a stable `id`, the `title` a user reads, and the function that mixes a past
    /// state with the present. `holdsTheSame`, when given, tells quickly whether two states
    /// agree in what `merge` takes from the past (for a state that is `Equatable`, the
    /// default compares the present mixed with the other state's past with the present).
    public init(
        id: String,
        title: String,
        merge: @escaping @Sendable (_ past: State, _ present: State) -> State,
        holdsTheSame: (@Sendable (_ state: State, _ other: State) -> Bool)? = nil
    ) {
        self.id = id
        self.title = title
        self.merge = merge
        self.holdsTheSame = holdsTheSame
    }

    private init(everythingWithID id: String, title: String, holdsTheSame: (@Sendable (State, State) -> Bool)?) {
        self.id = id
        self.title = title
        self.merge = nil
        self.holdsTheSame = holdsTheSame
    }

    /// The whole past state, as it was.
    public static var everything: HistoryScope {
        HistoryScope(everythingWithID: "everything", title: "Everything", holdsTheSame: nil)
    }

    /// Whether this scope mixes past and present (and so needs reconciling).
    public var isMixing: Bool { merge != nil }
}

extension HistoryScope: Equatable {
    public static func == (lhs: HistoryScope, rhs: HistoryScope) -> Bool { lhs.id == rhs.id }
}

extension HistoryScope where State: Equatable & SendableMetatype {
    /// A scope with a stable `id`, the `title` a user reads, and the function that mixes a past
    /// state with the present; two states hold the same in it when mixing one's past into the
    /// other changes nothing. Pass `holdsTheSame` to compare only the slices `merge` takes,
    /// when a whole state is costly to compare.
    public init(
        id: String,
        title: String,
        merge: @escaping @Sendable (_ past: State, _ present: State) -> State
    ) {
        self.init(id: id, title: title, merge: merge, holdsTheSame: { state, other in merge(other, state) == state })
    }

    /// The whole past state, as it was.
    public static var everything: HistoryScope {
        HistoryScope(everythingWithID: "everything", title: "Everything", holdsTheSame: { $0 == $1 })
    }
}
