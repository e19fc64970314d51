/// Which nodes of a ``Tree(_:id:hasChildren:children:expansion:words:onExpand:row:)`` are open,
/// kept in the app's state by the nodes' ids: every node folded or every node open, but for the
/// ids named. A node opened or folded by the user comes to the app as an action, and the app
/// keeps the answer of `setting(_:open:)`; Undo and History bring back what was open with the
/// rest of the state.
///
/// An id names a node wherever it shows: give a node an id that stays its own as the tree
/// changes (a path, a record's id), so that it stays open or folded when others come and go.
public struct TreeExpansion<ID: Hashable & Sendable>: Equatable, Sendable {
    /// Whether a node not named in `exceptions` is open.
    public var opensByDefault: Bool
    /// The nodes that are not as `opensByDefault` says.
    public var exceptions: Set<ID>

    /// Every node folded but `open`.
    public static func folded(except open: Set<ID> = []) -> Self { Self(opensByDefault: false, exceptions: open) }
    /// Every node open but `folded`.
    public static func open(except folded: Set<ID> = []) -> Self { Self(opensByDefault: true, exceptions: folded) }

    /// Every node as `opensByDefault` says, but `exceptions`.
    public init(opensByDefault: Bool, exceptions: Set<ID>) {
        (self.opensByDefault, self.exceptions) = (opensByDefault, exceptions)
    }

    /// Whether the node `id` is open.
    public func isOpen(_ id: ID) -> Bool { exceptions.contains(id) != opensByDefault }

    /// The same, with the node `id` open or folded.
    public func setting(_ id: ID, open: Bool) -> Self {
        var expansion = self
        if open == opensByDefault { expansion.exceptions.remove(id) } else { expansion.exceptions.insert(id) }
        return expansion
    }
}
