/// One row of a tree as it shows: a node, how deep it is, and whether it folds open and is.
public struct TreeRow<Node: Equatable, ID: Hashable>: Equatable {
    /// The node the row shows.
    public var node: Node
    /// Its id.
    public var id: ID
    /// How many nodes are above it: 0 for a root.
    public var depth: Int
    /// Whether it has children to show.
    public var hasChildren: Bool
    /// Whether its children show below it.
    public var isOpen: Bool
}

/// A tree's rows as they show, top to bottom: each node, then its children when it is open.
/// A folded node's children are never asked for, so a tree of 100,000 nodes with a few open
/// costs what its open nodes hold. An id names one row: a node whose id shows already (a
/// search's find that is also the child of another find) is left out, with its children.
public final class TreeOutline<Node: Equatable, ID: Hashable & Sendable> {
    /// The rows, top to bottom.
    public let rows: [TreeRow<Node, ID>]
    /// Each row's index by its node's id.
    private let indexes: [ID: Int]

    /// The rows of the tree whose top nodes are `roots`: a node's children (`children`) are
    /// listed when `expansion` says it is open and `hasChildren` says it has any.
    public init(
        _ roots: [Node], id: (Node) -> ID, hasChildren: (Node) -> Bool, children: (Node) -> [Node], expansion: TreeExpansion<ID>
    ) {
        var rows: [TreeRow<Node, ID>] = []
        var indexes: [ID: Int] = [:]
        func append(_ nodes: [Node], depth: Int) {
            for node in nodes {
                let nodeID = id(node)
                // A list's rows are one per id.
                guard indexes[nodeID] == nil else { continue }
                indexes[nodeID] = rows.count
                let folds = hasChildren(node)
                let isOpen = folds && expansion.isOpen(nodeID)
                rows.append(TreeRow(node: node, id: nodeID, depth: depth, hasChildren: folds, isOpen: isOpen))
                if isOpen { append(children(node), depth: depth + 1) }
            }
        }
        append(roots, depth: 0)
        self.rows = rows
        self.indexes = indexes
    }

    /// The index of the row of the node `id`, if it shows.
    public func index(of id: ID) -> Int? { indexes[id] }

    /// The row of the node `id`, if it shows.
    public func row(of id: ID) -> TreeRow<Node, ID>? { index(of: id).map { rows[$0] } }

    /// What a key pressed on the row of `id` does to the tree, as GTK's own trees do: → or +
    /// opens a folded node, ← or − folds an open one; `nil` when the key does nothing to it
    /// (it goes on to the list: ↑ and ↓ move between rows).
    public func opening(for key: Key, on id: ID) -> Bool? {
        guard let row = row(of: id), row.hasChildren else { return nil }
        switch key {
        case .right, .other(Self.plus), .other(Self.keypadPlus): return row.isOpen ? nil : true
        case .left, .other(Self.minus), .other(Self.keypadMinus): return row.isOpen ? false : nil
        default: return nil
        }
    }

    // The toolkit's key values (X keysyms) of the keys that open and fold.
    private static var plus: UInt32 { 0x2B }
    private static var minus: UInt32 { 0x2D }
    private static var keypadPlus: UInt32 { 0xFFAB }
    private static var keypadMinus: UInt32 { 0xFFAD }
}
