/// A search of the whole state at a step for a text, in its values and names, made a slice at
/// a time (``advance(visiting:)``) so that a window searching a state of 100,000 elements
/// never waits for it. Ignores case; finds at most `limit` nodes, in the tree's order.
public struct StateSearch {
    /// What is searched for.
    public let query: String
    /// The most nodes it finds.
    public let limit: Int
    /// The nodes found so far, in the tree's order.
    public private(set) var matches: [StateNode] = []
    /// Whether every node was looked at, or `limit` found.
    public var isFinished: Bool { stack.isEmpty || matches.count >= limit }
    private var stack: [StateNode]
    private let words: HistoryWords
    private let folded: String

    /// A search of `state` for `query`; nothing is looked at until it advances.
    public init(state: Any, query: String, limit: Int = 200, words: HistoryWords = HistoryWords()) {
        self.query = query
        self.limit = limit
        self.words = words
        folded = query.lowercased()
        stack = StateTree.roots(of: state, words: words).reversed()
    }

    /// Looks at up to `budget` more nodes (a group of elements opened counts as one).
    public mutating func advance(visiting budget: Int) {
        var visited = 0
        while visited < budget, !isFinished, let node = stack.popLast() {
            visited += 1
            if case .value = node.content, node.name.lowercased().contains(folded) || node.summary.lowercased().contains(folded) {
                matches.append(node)
            }
            if node.hasChildren { stack += StateTree.children(of: node, words: words).reversed() }
        }
    }
}
