/// One value a step changed, by its path from the state's root: a value changed in place, or
/// an element of a collection that came, went or moved.
public struct ChangedValue: Equatable, Sendable {
    /// What happened to the value.
    public enum Kind: Equatable, Sendable {
        /// It reads `new` where it read `old`.
        case changed
        /// It came into its collection (`new`), at `at` in an array.
        case inserted(at: Int?)
        /// It left its collection (`old`), from `from` in an array.
        case removed(from: Int?)
        /// It moved in its array, from `from` to `to`; `new` names it.
        case moved(from: Int, to: Int)
    }

    /// Where the value is: "document.zones[id 8C1E2F40].name", "todos[2].title",
    /// "books[id 2]".
    public var path: String
    /// How it read before the step; for an element removed, the element.
    public var old: String
    /// How it reads after; for an element inserted or moved, the element.
    public var new: String
    /// What happened to it.
    public var kind: Kind

    /// A value at `path`, read `old` before and `new` after, `kind` of change.
    public init(path: String, old: String, new: String, kind: Kind = .changed) {
        self.path = path
        self.old = old
        self.new = new
        self.kind = kind
    }

    /// "todos[2].title: “Milk” → “Oat milk”", "books[id 2]: “Emma” removed", in English.
    public var line: String { "\(path): \(HistoryWords().change(self))" }

    /// The first part of its path: the field of the state's root it is in.
    public var field: Substring { path.prefix { $0 != "." && $0 != "[" } }
}
