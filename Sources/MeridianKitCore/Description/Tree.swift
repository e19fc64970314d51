/// A tree of the app's nodes: a row per node that shows, each indented under its parent, with
/// an arrow on a node that has children. What is open is the app's state
/// (``TreeExpansion``, by id): a click on the arrow, a double click or Enter on a row, → and +
/// open a folded node, ← and − fold an open one, and each of these calls `onExpand` with the node's id and whether it is to be
/// open; the tree shows what the state then says.
///
/// `children` is asked only for the open nodes, when the tree is described, so a node may
/// make its children then (the state's fields, a page of a big collection). In a `Scrolled`,
/// with ``View/virtualized()``, only the rows in view are made: 100,000 open nodes cost what a
/// screenful costs, besides listing them. The tree is a ``List(count:id:index:element:placeholder:row:)``
/// underneath: ``View/selection(_:onSelect:)``, ``View/onRowActivate(_:)`` (in place of Enter's
/// opening) and the list's other modifiers take the node's id.
///
/// ```swift
/// Scrolled {
///     Tree(state.folders, id: \.id, hasChildren: { !$0.subfolders.isEmpty }, children: \.subfolders,
///          expansion: state.openFolders) { id, open in send(.folderOpened(id: id, open)) } row: { folder in
///         Label(folder.name)
///     }
///     .virtualized()
///     .accessibleName("Folders")
/// }
/// ```
@MainActor
public func Tree<Node: Equatable, ID: Hashable & Sendable>(
    _ roots: [Node], id: @escaping (Node) -> ID, hasChildren: (Node) -> Bool, children: (Node) -> [Node],
    expansion: TreeExpansion<ID>, words: TreeWords = TreeWords(),
    onExpand: @escaping @MainActor (ID, Bool) -> Void, @ViewBuilder row: @escaping @MainActor (Node) -> [View]
) -> View {
    Tree(TreeOutline(roots, id: id, hasChildren: hasChildren, children: children, expansion: expansion), words: words, onExpand: onExpand, row: row)
}

/// A tree of the rows `outline` lists: for an app that keeps the outline it made (to find the
/// selected node's row, or to make it only when the nodes or what is open changed).
@MainActor
public func Tree<Node: Equatable, ID: Hashable & Sendable>(
    _ outline: TreeOutline<Node, ID>, words: TreeWords = TreeWords(),
    onExpand: @escaping @MainActor (ID, Bool) -> Void, @ViewBuilder row: @escaping @MainActor (Node) -> [View]
) -> View {
    let rows = outline.rows
    return List(count: rows.count, id: { rows[$0].id }, index: { outline.index(of: $0) }, element: { rows[$0] }) { shown in
        treeRow(shown, words: words, onExpand: onExpand, content: row)
    }
    // As GTK's own trees: a click selects a row, a double click (or Enter) opens or folds it;
    // activated by a single click, a row undid what a click on its arrow had just done.
    .activatingOnDoubleClick()
    .onRowActivate { (id: ID) in
        guard let shown = outline.row(of: id), shown.hasChildren else { return }
        onExpand(id, !shown.isOpen)
    }
    .onRowKeyPress { (id: ID, key, modifiers) in
        guard modifiers.isEmpty || modifiers == .shift else { return false }
        guard let open = outline.opening(for: key, on: id) else {
            // ← and → that open or fold nothing stay in the tree, as in GTK's own: passed on,
            // they took the focus out of it to whatever stood beside.
            return key == .left || key == .right
        }
        onExpand(id, open)
        return true
    }
    .accessibleRole(.tree)
}

/// A tree with key paths for the id and the children: a node has children when its list of
/// them is not empty.
@MainActor
public func Tree<Node: Equatable, ID: Hashable & Sendable>(
    _ roots: [Node], id: KeyPath<Node, ID>, children: KeyPath<Node, [Node]>, expansion: TreeExpansion<ID>, words: TreeWords = TreeWords(),
    onExpand: @escaping @MainActor (ID, Bool) -> Void, @ViewBuilder row: @escaping @MainActor (Node) -> [View]
) -> View {
    Tree(roots, id: { $0[keyPath: id] }, hasChildren: { !$0[keyPath: children].isEmpty }, children: { $0[keyPath: children] },
         expansion: expansion, words: words, onExpand: onExpand, row: row)
}

/// The words of a tree's arrows, for screen readers and their tooltips: in English unless the
/// app gives its own translation.
public struct TreeWords: Equatable, Sendable {
    /// The arrow of a folded node.
    public var expand = "Expand"
    /// The arrow of an open node.
    public var collapse = "Collapse"
    /// The English words.
    public init() {}
}

/// Pixels a row is indented for each node above it: an arrow's width.
private var indentPerDepth: Int { RowExpander.size }

/// A row of a tree: indented by its depth, the room of an arrow, drawn by the row when the node
/// has children, and the app's row.
@MainActor
private func treeRow<Node: Equatable, ID: Hashable & Sendable>(
    _ shown: TreeRow<Node, ID>, words: TreeWords, onExpand: @escaping @MainActor (ID, Bool) -> Void,
    content: @MainActor (Node) -> [View]
) -> [View] {
    // Each widget of a row is made for every row that scrolls into view, and painted at each
    // frame: the arrow is the row's own drawing and its room a margin, not widgets, and a row
    // whose content is one view holds it without a box.
    let indent = shown.depth * indentPerDepth + RowExpander.size + RowExpander.spacing
    let content = content(shown.node)
    let child: View
    if content.count == 1, var only = content.first {
        only.traits.margins.start += indent
        child = only
    } else {
        child = HBox(spacing: RowExpander.spacing) { content }.margins(start: indent)
    }
    let expander = shown.hasChildren ? RowExpander(isOpen: shown.isOpen, tooltip: shown.isOpen ? words.collapse : words.expand) : nil
    var row = View(RowContent(expander: expander), children: [child])
    if shown.hasChildren { row.events.onToggle = { open in onExpand(shown.id, open) } }
    // A screen reader says "collapsed" or "expanded" of a node that has children, as of GtkTreeView's.
    return [row.accessibleExpansion(open: shown.hasChildren ? shown.isOpen : nil)]
}
