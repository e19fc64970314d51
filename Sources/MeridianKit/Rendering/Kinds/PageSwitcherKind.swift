import CGtk
import MeridianKitCore

/// A stack under GTK's switcher of its pages (`PageSwitcher`): a box holding the switcher,
/// centred, and the described stack, whose pages get their buttons' titles. The page the user
/// shows is sent (`onText`); which page the state shows, the stack shows (`StackContent`).
@MainActor
extension PageSwitcherContent: GtkKind {
    typealias Gtk = GtkBox

    static func make(_ switcher: PageSwitcherContent) -> Widget { gtk_box_new(GTK_ORIENTATION_VERTICAL, Int32(switcher.spacing)) }

    static func setUp(_ box: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        let switcher = gtk_stack_switcher_new()!
        gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
        gtk_box_pack_start(box, switcher, 0, 0, 0)
        gtk_widget_show(switcher)
    }

    func apply(over old: PageSwitcherContent?, to box: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        if let old, old.spacing != spacing { node.set { gtk_box_set_spacing(box, Int32(spacing)) } }
    }

    /// The stack goes under the switcher, which drives it; a page it shows by the user's press
    /// is sent (one the renderer shows is not: `fromUser`).
    static func insert(_ child: MountedView, at index: Int, into box: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        precondition(child.isKind(StackContent.self), "a PageSwitcher holds a Stack")
        gtk_container_add(box.container, child.widget)
        let stack = typed(child.widget, as: GtkStack.self)
        if let switcher = switcher(in: box) { gtk_stack_switcher_set_stack(switcher, stack) }
        onSignal(stack, "notify::visible-child") { [weak node] (_: gpointer?) in
            node?.fromUser { node in
                guard let name = gtk_stack_get_visible_child_name(stack) else { return }
                node.view.events.onText?(String(cString: name))
            }
        }
    }

    /// Titles the pages where a page's title is not its button's: after every description, as
    /// a page made anew (another kind in its place) comes without one.
    static func described(_ box: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        guard let child = node.children.first, child.isKind(StackContent.self) else { return }
        let stack = typed(child.widget, as: GtkStack.self)
        for page in content(of: node.view).pages {
            guard let widget = gtk_stack_get_child_by_name(stack, page.id), title(of: widget, in: stack) != page.title else { continue }
            node.set { setTitle(page.title, of: widget, in: stack) }
        }
    }

    /// The switcher, the box's first child.
    private static func switcher(in box: UnsafeMutablePointer<GtkBox>) -> UnsafeMutablePointer<GtkStackSwitcher>? {
        Widgets.children(of: box.widget).first.map { typed($0, as: GtkStackSwitcher.self) }
    }

    /// A page's title, a child property of the stack.
    private static func title(of page: Widget, in stack: UnsafeMutablePointer<GtkStack>) -> String? {
        var value = GValue()
        g_value_init(&value, stringType)
        defer { g_value_unset(&value) }
        gtk_container_child_get_property(stack.container, page, "title", &value)
        return g_value_get_string(&value).map { String(cString: $0) }
    }

    private static func setTitle(_ title: String, of page: Widget, in stack: UnsafeMutablePointer<GtkStack>) {
        var value = GValue()
        g_value_init(&value, stringType)
        defer { g_value_unset(&value) }
        g_value_set_string(&value, title)
        gtk_container_child_set_property(stack.container, page, "title", &value)
    }

    /// `G_TYPE_STRING`, a macro Swift does not import.
    private static var stringType: GType { GType(16 << 2) }
}

/// GTK's stack switcher is a box.
extension GtkStackSwitcher: IsContainer {}
