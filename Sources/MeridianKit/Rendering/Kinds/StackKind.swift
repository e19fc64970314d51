import CGtk
import MeridianKitCore

/// One of its children at a time (`Stack`), each a page named by its id.
@MainActor
extension StackContent: GtkKind {
    typealias Gtk = GtkStack

    static func make(_ stack: StackContent) -> Widget { gtk_stack_new() }

    static func setUp(_ stack: UnsafeMutablePointer<GtkStack>, of node: MountedView) {
        // As low as the page shown needs: a taller page left aside (an empty state's) never
        // makes the window taller on a small screen.
        gtk_stack_set_vhomogeneous(stack, 0)
    }

    func apply(over old: StackContent?, to stack: UnsafeMutablePointer<GtkStack>, of node: MountedView) {
        if old?.crossfades ?? false != crossfades {
            node.set { gtk_stack_set_transition_type(stack, crossfades ? GTK_STACK_TRANSITION_TYPE_CROSSFADE : GTK_STACK_TRANSITION_TYPE_NONE) }
        }
    }

    /// Shows the page the description names, once its pages are there.
    func finish(over old: StackContent?, _ stack: UnsafeMutablePointer<GtkStack>, of node: MountedView) {
        if let old, old.visiblePage == visiblePage { return }
        let shown = gtk_stack_get_visible_child_name(stack).map { String(cString: $0) }
        guard shown != visiblePage else { return }
        node.set { gtk_stack_set_visible_child_name(stack, visiblePage) }
    }

    static func insert(_ child: MountedView, at index: Int, into stack: UnsafeMutablePointer<GtkStack>, of node: MountedView) {
        gtk_stack_add_named(stack, child.widget, child.view.traits.id.map { "\($0.base)" } ?? "")
    }
}
