import CGtk
import MeridianKitCore

/// The whole state at a step as a tree a person folds open, named by the paths the changes use:
/// a described `Tree` whose levels are made only when opened (`StateTree`), so a state of
/// 100,000 elements shows at once. A search field finds values and names anywhere in it, a
/// slice at a time while the window goes on; Copy Value and Copy Path copy the selected node's
/// JSON and path.
///
/// Shown a new state (the slider moved), it keeps open what the user opened and the node
/// selected, by their paths. What is open, searched and selected is the tool's own, not the
/// app's state: the history it inspects does not record its use. It describes itself in a
/// host of its own, so that its search's slices and its folding describe it alone.
@MainActor
public final class StateTreeView {
    /// The search field, the tree and the buttons.
    public var root: Widget { host.widget }
    /// The tree's list of rows.
    public var view: Widget { references.tree.mountedWidget }
    /// The area the tree scrolls in.
    public var area: Widget { references.area.mountedWidget }
    /// The search field.
    public var searchEntry: Widget { references.search.mountedWidget }
    /// What the search found, or that it goes on.
    public var searchStatus: Widget { references.status.mountedWidget }
    /// Copies the selected node's value.
    public var copyValueButton: Widget { references.copyValue.mountedWidget }
    /// Copies the selected node's path.
    public var copyPathButton: Widget { references.copyPath.mountedWidget }
    /// The nodes of the rows shown, top to bottom.
    public var nodes: [StateNode] { outline.rows.map(\.node.node) }
    /// The rows shown, each indented two spaces a level: `["items", "  [id 1]"]`.
    public var shownRows: [String] { outline.rows.map { String(repeating: "  ", count: $0.depth) + $0.node.node.name } }

    private let words: HistoryWords
    private let references = References()
    private var host: ViewHost!
    private var state: Any?
    /// The nodes at the top: the state's fields, or what the search found by their paths.
    private var tops: [StateRow] = []
    /// The children made of each node opened in the state shown, by its path.
    private var made: [String: [StateRow]] = [:]
    private var expansion = TreeExpansion<String>.folded()
    private var selectedPath: String?
    private var query = ""
    private var search: StateSearch?
    private var searching: GLibTimer?
    private var status = ""
    private var outline = TreeOutline<StateRow, String>([], id: \.node.path, hasChildren: \.node.hasChildren, children: { _ in [] }, expansion: .folded())
    /// How many nodes a slice of a search looks at: a few milliseconds' work.
    static var searchSlice: Int { 1_000 }
    /// The most characters the search field takes.
    static var queryLimit: Int { 200 }

    /// An empty tree with the words `words`.
    public init(words: HistoryWords = HistoryWords()) {
        self.words = words
        host = ViewHost { [unowned self] in self.describe() }
        WidgetLifetime(of: host.widget).keepAlive(self).onEnd { [unowned self] in self.searching = nil }
    }

    /// Shows `state`: the tree made again, with what was open opened again and the same node
    /// selected, or the search made again in it.
    public func show(_ state: Any) {
        self.state = state
        made = [:]
        restart()
    }

    /// The node selected, if any.
    public var selectedNode: StateNode? { selectedPath.flatMap { outline.row(of: $0)?.node.node } }

    /// Opens the node at `path`, as a click on its arrow does; `false` when no row shows it.
    @discardableResult
    public func open(path: String) -> Bool {
        guard outline.row(of: path) != nil else { return false }
        expand(path, true)
        return true
    }

    /// Selects the node at `path`, as a click on its row does; `false` when no row shows it.
    @discardableResult
    public func select(path: String) -> Bool {
        guard outline.row(of: path) != nil else { return false }
        selectedPath = path
        host.update()
        return true
    }

    // MARK: The description

    private func describe() -> View {
        let canCopy = selectedNode.map(StateTree.isValue) ?? false
        return VBox(spacing: 6) {
            // One row for the search and the buttons, so that the page is no taller than the
            // changes' beside it; what the search found, below the tree while there is a search.
            HBox(spacing: 6) {
                Entry(query, placeholder: words.searchValues, limit: Self.queryLimit, search: true) { [unowned self] text in self.searched(text) }
                    // Escape empties the search, as in GNOME's own search fields.
                    .onStopSearch { [unowned self] in self.searched("") }
                    .accessibleName(words.searchTheState)
                    .widthInCharacters(8)
                    .expands(.horizontal)
                    .reference(references.search)
                Button(words.copyValue) { [unowned self] in self.copy(value: true) }.enabled(canCopy).reference(references.copyValue)
                Button(words.copyPath) { [unowned self] in self.copy(value: false) }.enabled(canCopy).reference(references.copyPath)
            }
            Scrolled(horizontal: .automatic) {
                // As few widgets a row as can be, each made for every row scrolled into view
                // and laid out at every change of the window: one label, the name and then
                // what it holds, its font set once, on the tree.
                Tree(outline, words: words.tree, onExpand: { [unowned self] path, open in self.expand(path, open) }) { row in
                    Label(row.node.summary.isEmpty ? row.node.name : row.node.name + "  " + row.node.summary)
                }
                .styleClass("monospace")
                .virtualized()
                .selection(selectedPath) { [unowned self] (path: String?) in self.selected(path) }
                .accessibleName(words.stateAtTheStep)
                .reference(references.tree)
            }
            .styleClass("view")
            .reference(references.area)
            Label(status, xalign: 0).styleClass("dim-label").visible(!status.isEmpty).reference(references.status)
        }
    }

    /// The widgets the tests and the inspector reach.
    private final class References {
        let tree = WidgetReference(), area = WidgetReference(), search = WidgetReference(), status = WidgetReference()
        let copyValue = WidgetReference(), copyPath = WidgetReference()
    }

    // MARK: What the user does

    private func expand(_ path: String, _ open: Bool) {
        expansion = expansion.setting(path, open: open)
        remake()
    }

    private func selected(_ path: String?) {
        guard path != selectedPath else { return }
        // A row let go of (scrolled away, folded) is not unselected by the user.
        if let path { selectedPath = path }
        host.update()
    }

    private func searched(_ text: String) {
        guard text != query else { return }
        query = text
        restart()
    }

    /// Copies the selected node's value as JSON, or its path.
    private func copy(value: Bool) {
        guard let node = selectedNode else { return }
        Widgets.copyToClipboard(value ? StateTree.copiedValue(of: node) : node.path)
    }

    // MARK: Making the rows

    /// The tree's tops made again for the state and the query: the state's fields, or a
    /// search that goes on a slice at a time.
    private func restart() {
        searching = nil
        search = nil
        tops = []
        guard let state else { return remake() }
        guard query.isEmpty else {
            search = StateSearch(state: state, query: query, words: words)
            status = words.searchingTheState
            searchSlice()
            return
        }
        status = ""
        tops = StateTree.roots(of: state, words: words).map(StateRow.init)
        remake()
    }

    /// Looks at one slice of the search, shows what it found, and asks for the next after the
    /// window's own work.
    private func searchSlice() {
        guard var search else { return }
        search.advance(visiting: Self.searchSlice)
        self.search = search
        // Found nodes are listed by their whole path.
        tops = search.matches.map { found in var node = found; node.name = found.path; return StateRow(node) }
        if search.isFinished {
            searching = nil
            status = words.valuesFound(search.matches.count, search.matches.count >= search.limit)
        } else {
            searching = GLibTimer(after: 0, priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in self?.searchSlice() }
        }
        remake()
    }

    /// The rows listed again from the tops and what is open, then shown.
    private func remake() {
        outline = TreeOutline(tops, id: \.node.path, hasChildren: \.node.hasChildren, children: { [unowned self] row in self.children(of: row) }, expansion: expansion)
        host.update()
    }

    private func children(of row: StateRow) -> [StateRow] {
        if let children = made[row.node.path] { return children }
        let children = StateTree.children(of: row.node, words: words).map(StateRow.init)
        made[row.node.path] = children
        return children
    }
}

/// A node of the state as its row reads it: two are the same row when they read the same, so a
/// row is described again only when its words changed.
struct StateRow: Equatable {
    let node: StateNode

    init(_ node: StateNode) { self.node = node }

    static func == (a: Self, b: Self) -> Bool {
        a.node.path == b.node.path && a.node.name == b.node.name && a.node.summary == b.node.summary && a.node.hasChildren == b.node.hasChildren
    }
}
