import CGtk
import MeridianKitCore

/// The values a step changed, as a tree a person can fold: a scope, the parts of the paths
/// below it, and each value's old and new reading. A screen reader walks it as a tree table.
@MainActor
public final class ChangeTree {
    /// The tree, in a window that scrolls.
    public let root: Widget
    /// The tree view itself.
    public let view: Widget
    private let model: UnsafeMutablePointer<GtkTreeStore>
    /// The nodes shown.
    public private(set) var shown: [ChangeNode] = []

    /// An empty tree, named `accessibleName` for screen readers.
    public init(accessibleName: String = HistoryWords().changedValues) {
        model = meridian_text_tree_store_new()
        view = gtk_tree_view_new_with_model(OpaquePointer(model))
        // The view holds the model now.
        g_object_unref(model)
        meridian_tree_view_add_text_column(view.cast())
        gtk_tree_view_set_headers_visible(view.cast(), 0)
        gtk_tree_view_set_enable_search(view.cast(), 0)
        Widgets.addClass(view, "monospace")
        Widgets.setAccessibleName(view, accessibleName)
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(scrolled.cast(), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(scrolled, 1)
        gtk_container_add(scrolled.cast(), view)
        root = scrolled
    }

    /// Shows `nodes`, unfolded.
    public func show(_ nodes: [ChangeNode]) {
        guard nodes != shown else { return }
        shown = nodes
        gtk_tree_store_clear(model)
        for node in nodes { append(node, below: nil) }
        gtk_tree_view_expand_all(view.cast())
    }

    private func append(_ node: ChangeNode, below parent: UnsafeMutablePointer<GtkTreeIter>?) {
        var iter = GtkTreeIter()
        meridian_text_tree_store_append(model, &iter, parent, node.text)
        for child in node.children { append(child, below: &iter) }
    }
}
