import CGtk
import MeridianKitCore

/// The whole state at a step as a tree a person folds open, named by the paths the changes use:
/// a level is made only when opened (`StateTree`), so a state of 100,000 elements shows at once.
/// A search field finds values and names anywhere in it, a slice at a time while the window
/// goes on; Copy Value and Copy Path copy the selected node's JSON and path.
///
/// Shown a new state (the slider moved), it keeps open what the user opened and the node
/// selected, by their paths. What is open, searched and selected is the tool's own, not the
/// app's state: the history it inspects does not record its use.
@MainActor
public final class StateTreeView {
    /// The search field, the tree and the buttons.
    public let root: Widget
    /// The tree view itself.
    public let view: Widget
    /// The search field.
    public let searchEntry: Widget
    /// What the search found, or that it goes on.
    public let searchStatus = Widgets.label("", classes: ["dim-label"], xalign: 0)
    /// Copies the selected node's value.
    public let copyValueButton: Widget
    /// Copies the selected node's path.
    public let copyPathButton: Widget
    private let model: UnsafeMutablePointer<GtkTreeStore>
    private let selection: UnsafeMutablePointer<GtkTreeSelection>
    private let words: HistoryWords
    /// The nodes in the tree, by the number their row holds.
    public private(set) var nodes: [StateNode] = []
    /// The nodes whose rows hold a placeholder until they are opened.
    private var unopened: Set<Int32> = []
    /// The paths of the nodes the user opened, opened again in the next state shown.
    private var openPaths: Set<String> = []
    private var selectedPath: String?
    private var state: Any?
    private var search: StateSearch?
    private var searching: GLibTimer?
    private var expanding: SignalHandler?
    private var collapsing: SignalHandler?
    private var selecting: SignalHandler?
    /// How many nodes a slice of a search looks at: a few milliseconds' work.
    static var searchSlice: Int { 1_000 }

    /// An empty tree with the words `words`.
    public init(words: HistoryWords = HistoryWords()) {
        self.words = words
        model = meridian_state_tree_store_new()
        view = gtk_tree_view_new_with_model(OpaquePointer(model))
        g_object_unref(model)
        meridian_tree_view_add_text_column_of(view.cast(), "", 0, 0)
        meridian_tree_view_add_text_column_of(view.cast(), "", 1, 1)
        gtk_tree_view_set_headers_visible(view.cast(), 0)
        gtk_tree_view_set_enable_search(view.cast(), 0)
        Widgets.addClass(view, "monospace")
        Widgets.setAccessibleName(view, words.stateAtTheStep)
        selection = gtk_tree_view_get_selection(view.cast())
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(scrolled.cast(), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(scrolled, 1)
        gtk_container_add(scrolled.cast(), view)

        searchEntry = gtk_search_entry_new()
        Widgets.setAccessibleName(searchEntry, words.searchTheState)
        gtk_entry_set_placeholder_text(searchEntry.cast(), words.searchValues)
        copyValueButton = gtk_button_new_with_label(words.copyValue)
        copyPathButton = gtk_button_new_with_label(words.copyPath)
        Widgets.setSensitive(copyValueButton, false)
        Widgets.setSensitive(copyPathButton, false)
        // One row for the search and the buttons, so that the page is no taller than the
        // changes' beside it; what the search found, below the tree while there is a search.
        let controls = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [searchEntry, copyValueButton, copyPathButton])
        gtk_widget_set_hexpand(searchEntry, 1)
        gtk_entry_set_width_chars(searchEntry.cast(), 8)
        gtk_widget_set_no_show_all(searchStatus, 1)
        root = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [controls, scrolled, searchStatus])

        expanding = onSignal(view, "test-expand-row") { [unowned self] iter, _ in
            guard let iter else { return }
            self.open(iter.assumingMemoryBound(to: GtkTreeIter.self))
        }
        onSignal(view, "row-expanded") { [unowned self] iter, _ in
            guard let node = self.node(at: iter) else { return }
            self.openPaths.insert(node.path)
            self.reopenChildren(of: iter!.assumingMemoryBound(to: GtkTreeIter.self))
        }
        collapsing = onSignal(view, "row-collapsed") { [unowned self] iter, _ in
            guard let node = self.node(at: iter) else { return }
            self.openPaths.remove(node.path)
        }
        // Enter or a double click opens a node, or folds it, as its arrow does.
        onSignal(view, "row-activated") { [unowned self] path, _ in
            guard let path else { return }
            let treePath = OpaquePointer(path)
            if gtk_tree_view_row_expanded(self.view.cast(), treePath) != 0 {
                gtk_tree_view_collapse_row(self.view.cast(), treePath)
            } else {
                gtk_tree_view_expand_row(self.view.cast(), treePath, 0)
            }
        }
        selecting = onSignal(selection, "changed") { [unowned self] in
            if let node = self.selectedNode { self.selectedPath = node.path }
            self.enableCopying()
        }
        onSignal(searchEntry, "search-changed") { [unowned self] in self.rebuild() }
        onSignal(copyValueButton, "clicked") { [unowned self] in
            guard let node = self.selectedNode else { return }
            Widgets.copyToClipboard(StateTree.copiedValue(of: node))
        }
        onSignal(copyPathButton, "clicked") { [unowned self] in
            guard let node = self.selectedNode else { return }
            Widgets.copyToClipboard(node.path)
        }
        WidgetLifetime(of: root).keepAlive(self).onEnd { [unowned self] in self.searching = nil }
    }

    /// Shows `state`: the tree made again, with what was open opened again and the same node
    /// selected, or the search made again in it.
    public func show(_ state: Any) {
        self.state = state
        rebuild()
    }

    /// The node selected, if any.
    public var selectedNode: StateNode? {
        var iter = GtkTreeIter()
        guard gtk_tree_selection_get_selected(selection, nil, &iter) != 0 else { return nil }
        return node(at: &iter)
    }

    /// Opens the node at `path`, as a click on its arrow does; `false` when no row shows it.
    @discardableResult
    public func open(path: String) -> Bool {
        guard var iter = row(of: path) else { return false }
        expand(&iter)
        return true
    }

    /// Selects the node at `path`, as a click on its row does; `false` when no row shows it.
    @discardableResult
    public func select(path: String) -> Bool {
        guard var iter = row(of: path) else { return false }
        gtk_tree_selection_select_iter(selection, &iter)
        return true
    }

    /// The row of the node at `path`, among the rows made so far.
    private func row(of path: String) -> GtkTreeIter? {
        func find(below parent: UnsafeMutablePointer<GtkTreeIter>?) -> GtkTreeIter? {
            var iter = GtkTreeIter()
            guard gtk_tree_model_iter_children(OpaquePointer(model), &iter, parent) != 0 else { return nil }
            repeat {
                if node(at: &iter)?.path == path { return iter }
                if let found = find(below: &iter) { return found }
            } while gtk_tree_model_iter_next(OpaquePointer(model), &iter) != 0
            return nil
        }
        return find(below: nil)
    }

    /// The text of the search field.
    private var query: String {
        String(cString: gtk_entry_get_text(searchEntry.cast()))
    }

    private func rebuild() {
        searching = nil
        search = nil
        let selected = selectedPath
        // The node at the top of the view, brought back to the top of the new tree.
        let top = topNode()?.path
        selecting?.whileBlocked {
            collapsing?.whileBlocked { gtk_tree_store_clear(model) }
        }
        nodes = []
        unopened = []
        selectedPath = selected
        defer { enableCopying() }
        guard let state else { return }
        guard query.isEmpty else {
            search = StateSearch(state: state, query: query, words: words)
            Widgets.setLabel(searchStatus, words.searchingTheState)
            Widgets.setVisible(searchStatus, true)
            searchSlice()
            return
        }
        Widgets.setLabel(searchStatus, "")
        Widgets.setVisible(searchStatus, false)
        append(StateTree.roots(of: state, words: words), below: nil)
        if let top, var iter = row(of: top) {
            // GTK scrolls once it knows the new rows' heights.
            let path = gtk_tree_model_get_path(OpaquePointer(model), &iter)
            gtk_tree_view_scroll_to_cell(view.cast(), path, nil, 1, 0, 0)
            gtk_tree_path_free(path)
        }
    }

    /// The node of the row at the top of the view, when the view is scrolled at all.
    private func topNode() -> StateNode? {
        guard let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(view)), gtk_adjustment_get_value(adjustment) > 0 else { return nil }
        var start: OpaquePointer?
        guard gtk_tree_view_get_visible_range(view.cast(), &start, nil) != 0, let start else { return nil }
        defer { gtk_tree_path_free(start) }
        var iter = GtkTreeIter()
        guard gtk_tree_model_get_iter(OpaquePointer(model), &iter, start) != 0 else { return nil }
        return node(at: &iter)
    }

    /// Copy Value and Copy Path, for a node of the state selected (a group of elements has
    /// neither a value nor a path of its own).
    private func enableCopying() {
        let isValue = selectedNode.map(StateTree.isValue) ?? false
        Widgets.setSensitive(copyValueButton, isValue)
        Widgets.setSensitive(copyPathButton, isValue)
    }

    /// Looks at one slice of the search, shows what it found, and asks for the next after the
    /// window's own work.
    private func searchSlice() {
        guard var search else { return }
        let shown = search.matches.count
        search.advance(visiting: Self.searchSlice)
        self.search = search
        // Found nodes are listed by their whole path.
        append(search.matches[shown...].map { found in var node = found; node.name = found.path; return node }, below: nil)
        guard search.isFinished else {
            searching = GLibTimer(after: 0, priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in self?.searchSlice() }
            return
        }
        searching = nil
        Widgets.setLabel(searchStatus, words.valuesFound(search.matches.count, search.matches.count >= search.limit))
    }

    /// Appends rows for `children` below `parent`: a node that folds open gets a placeholder
    /// row, and is opened now if the user had it open.
    private func append(_ children: [StateNode], below parent: UnsafeMutablePointer<GtkTreeIter>?) {
        for child in children {
            var iter = GtkTreeIter()
            let number = Int32(nodes.count)
            nodes.append(child)
            meridian_state_tree_store_append(model, &iter, parent, child.name, child.summary, number)
            if child.hasChildren {
                var placeholder = GtkTreeIter()
                meridian_state_tree_store_append(model, &placeholder, &iter, "", "", -1)
                unopened.insert(number)
                // A row opens only where it shows: below a parent, once the parent has opened.
                if parent == nil, openPaths.contains(child.path) { expand(&iter) }
            }
            if child.path == selectedPath {
                selecting?.whileBlocked { gtk_tree_selection_select_iter(selection, &iter) }
            }
        }
    }

    /// Makes the children of the node at `iter` in place of its placeholder, before it opens.
    private func open(_ iter: UnsafeMutablePointer<GtkTreeIter>) {
        let number = meridian_state_tree_node(OpaquePointer(model), iter)
        guard number >= 0, unopened.remove(number) != nil else { return }
        var placeholder = GtkTreeIter()
        guard gtk_tree_model_iter_children(OpaquePointer(model), &placeholder, iter) != 0 else { return }
        append(StateTree.children(of: nodes[Int(number)], words: words), below: iter)
        gtk_tree_store_remove(model, &placeholder)
    }

    /// Opens again the children of the row at `iter`, just opened, that the user had open; and
    /// makes the children of those GTK opened with it (Shift+→ opens a whole branch, and tells
    /// only its top row to make its children first).
    private func reopenChildren(of iter: UnsafeMutablePointer<GtkTreeIter>) {
        var child = GtkTreeIter()
        guard gtk_tree_model_iter_children(OpaquePointer(model), &child, iter) != 0 else { return }
        repeat {
            guard let node = node(at: &child), node.hasChildren else { continue }
            let path = gtk_tree_model_get_path(OpaquePointer(model), &child)
            let isOpen = gtk_tree_view_row_expanded(view.cast(), path) != 0
            gtk_tree_path_free(path)
            if isOpen {
                open(&child)
                openPaths.insert(node.path)
                reopenChildren(of: &child)
            } else if openPaths.contains(node.path) {
                expand(&child)
            }
        } while gtk_tree_model_iter_next(OpaquePointer(model), &child) != 0
    }

    private func expand(_ iter: UnsafeMutablePointer<GtkTreeIter>) {
        let path = gtk_tree_model_get_path(OpaquePointer(model), iter)
        gtk_tree_view_expand_row(view.cast(), path, 0)
        gtk_tree_path_free(path)
    }

    private func node(at iter: UnsafeMutableRawPointer?) -> StateNode? {
        guard let iter else { return nil }
        let number = meridian_state_tree_node(OpaquePointer(model), iter.assumingMemoryBound(to: GtkTreeIter.self))
        return number >= 0 && Int(number) < nodes.count ? nodes[Int(number)] : nil
    }
}
