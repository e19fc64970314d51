/// Everything that can change: the list (the document) and what the window shows of it.
public struct TodoState: Codable, Equatable, Sendable {
    public struct Item: Codable, Equatable, Sendable, Identifiable {
        public var id: Int
        public var title: String
        public var isDone = false
    }

    /// What the user would save: the items.
    public var items: [Item] = []
    /// The id the next item gets; part of the document, so ids stay unique across undo.
    public var nextID = 1
    /// The text being typed for the next item.
    public var draft = ""
    /// The item the user selected, if any.
    public var selectedID: Int?
    /// The time the window shows, in seconds; it changes every second and the history folds it.
    public var clock = 0

    public init() {}
}
