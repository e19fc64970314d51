/// One node of a step's changed values drawn as a tree: a part of a path ("zones[2]"), with
/// the parts below it that changed, or for a value itself its old and new reading.
public struct ChangeNode: Equatable, Sendable {
    /// The part of the path: "zones[2]", or parts with one branch joined: "master.sortOrder".
    public var name: String
    /// The value's change, for a leaf: "“New York” → “Home”".
    public var change: String?
    /// The parts below it, in the order their first value came.
    public var children: [ChangeNode]

    /// A node named `name`, a value's `change` for a leaf, with the parts below it.
    public init(_ name: String, change: String? = nil, children: [ChangeNode] = []) {
        self.name = name
        self.change = change
        self.children = children
    }

    /// What its row reads: "name: “New York” → “Home”", or the part's name.
    public var text: String { change.map { "\(name): \($0)" } ?? name }

    /// The values under `root`, by their paths after it: the parts they share written once,
    /// and a chain of parts with one branch each as one node.
    static func tree(_ name: String, of values: [(path: [Substring], change: String)]) -> ChangeNode {
        var node = ChangeNode(name)
        // Children in the order their first value comes.
        var order: [Substring] = []
        var below: [Substring: [(path: [Substring], change: String)]] = [:]
        for value in values {
            guard let first = value.path.first else {
                node.change = value.change
                continue
            }
            if below[first] == nil { order.append(first) }
            below[first, default: []].append((Array(value.path.dropFirst()), value.change))
        }
        node.children = order.map { tree(String($0), of: below[$0] ?? []).joiningOneBranch() }
        return node
    }

    /// A part with one child and no change of its own reads as one node with that child.
    private func joiningOneBranch() -> ChangeNode {
        guard change == nil, children.count == 1 else { return self }
        var child = children[0]
        child.name = "\(name).\(child.name)"
        return child
    }
}
