import CGtk
import MeridianKitCore

/// The rows of a collection, kept by identity (`List`): its rows are `MountedList`'s, its one
/// child the placeholder shown while there are none. A row activated or selected by the user
/// sends its element's id.
@MainActor
extension ListContent: GtkKind {
    typealias Gtk = GtkListBox

    static func make(_ list: ListContent) -> Widget { gtk_list_box_new() }

    static func setUp(_ list: UnsafeMutablePointer<GtkListBox>, of node: MountedView) {
        gtk_list_box_set_sort_func(list, byPosition, nil, nil)
        onSignal(list, "row-activated") { [weak node] (row: gpointer?) in
            // A double click activates on its second press; as that press is released GTK selects
            // the row and gives it the focus. Its activation waits for the release, as Enter's
            // comes after its selection: else that selection (and the scroll to the focused row)
            // would take back what activating did (a step carried on from, previewed again).
            if isHandlingEvent(GDK_BUTTON_PRESS), let node, let row, let id = node.list?.id(ofRow: row) {
                node.list?.activationAfterRelease = id
                return
            }
            node?.fromUser { node in
                guard let row, let id = node.list?.id(ofRow: row) else { return }
                node.view.events.onRowActivate?(id)
            }
        }
        // A press on a tree row's arrow opens or folds its node (`RowExpander`) and goes no
        // further: the list neither selects the row nor takes a double click on the arrow for
        // an activation, which would undo the click.
        onEvent(list, "button-press-event") { [weak node] event in
            guard let node, let event else { return false }
            let press = event.assumingMemoryBound(to: GdkEventButton.self).pointee
            guard press.button == 1, press.window == gtk_widget_get_window(list.widget),
                let rowNode = node.list?.node(atY: press.y), meridian_row_expander_hit(rowNode.widget, press.x, press.y) != 0,
                let expander = rowNode.view.content(as: RowContent.self)?.expander
            else { return false }
            if press.type == GDK_BUTTON_PRESS { rowNode.fromUser { $0.view.events.onToggle?(!expander.isOpen) } }
            return true
        }
        onEvent(list, "button-release-event") { [weak node] _ in
            guard let node, let mounted = node.list, mounted.activationAfterRelease != nil else { return false }
            // Once GTK has handled the release.
            mounted.activating = GLibTimer(after: 0, priority: G_PRIORITY_HIGH_IDLE) { [weak node] in
                guard let node, let mounted = node.list, let id = mounted.activationAfterRelease else { return }
                (mounted.activationAfterRelease, mounted.activating) = (nil, nil)
                node.fromUser { $0.view.events.onRowActivate?(id) }
            }
            return false
        }
        // A selection GTK makes by itself (the keyboard's cursor selects) is the user's only
        // when the description takes it; either way the list then shows the state's.
        onSignal(list, "row-selected") { [weak node] (row: gpointer?) in
            guard let node, node.isMounted, node.list?.isSelecting != true else { return }
            // GTK also selects while the host applies a description (a stack that shows the
            // list gives it the focus, and the list selects the row it focuses): no one's
            // input, put back as the state says once the description is applied.
            guard !node.host.isApplying else { return node.host.settleAfterApplying(node) }
            // The release of a double click selects the row it activated once more: its
            // activation follows.
            if node.list?.activationAfterRelease != nil, isHandlingEvent(GDK_BUTTON_RELEASE) { return }
            node.fromUser { node in
                node.view.events.onSelect?(row.flatMap { node.list?.id(ofRow: $0) })
            }
        }
    }

    func apply(over old: ListContent?, to list: UnsafeMutablePointer<GtkListBox>, of node: MountedView) {
        if old?.selects != selects {
            node.set { gtk_list_box_set_selection_mode(list, selects ? GTK_SELECTION_SINGLE : GTK_SELECTION_NONE) }
        }
        if old?.activatesOnDoubleClick ?? false != activatesOnDoubleClick {
            node.set { gtk_list_box_set_activate_on_single_click(list, (!activatesOnDoubleClick).gboolean) }
        }
    }

    func showEditableValue(in list: UnsafeMutablePointer<GtkListBox>, of node: MountedView) {
        node.list?.showSelection()
    }

    /// The list's one child is its placeholder; its rows are `MountedList`'s.
    static func insert(_ child: MountedView, at index: Int, into list: UnsafeMutablePointer<GtkListBox>, of node: MountedView) {
        gtk_list_box_set_placeholder(list, child.widget)
    }

    /// A placeholder described away leaves through `gtk_list_box_set_placeholder`: the list's
    /// remove knows only rows and headers ("Tried to remove non-child"), and left the widget in.
    static func destroyChild(_ child: Widget) {
        guard let parent = gtk_widget_get_parent(child),
            g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(parent)), gtk_list_box_get_type()) != 0,
            g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(child)), gtk_list_box_row_get_type()) == 0
        else { return gtk_widget_destroy(child) }
        // Unparented, it would lose its last reference before it is destroyed.
        g_object_ref(UnsafeMutableRawPointer(child))
        gtk_list_box_set_placeholder(typed(parent, as: GtkListBox.self), nil)
        gtk_widget_destroy(child)
        g_object_unref(UnsafeMutableRawPointer(child))
    }
}

/// Whether GTK is handling an event of `type` now: the event a signal came from.
@MainActor
private func isHandlingEvent(_ type: GdkEventType) -> Bool {
    guard let event = gtk_get_current_event() else { return false }
    defer { gdk_event_free(event) }
    return event.pointee.type == type
}

/// Orders a described list's rows by the position the last description gave them.
private let byPosition: @convention(c) (UnsafeMutablePointer<GtkListBoxRow>?, UnsafeMutablePointer<GtkListBoxRow>?, gpointer?) -> gint = {
    first, second, _ in
    let (a, b) = (MountedList.position(of: first), MountedList.position(of: second))
    return a < b ? -1 : a > b ? 1 : 0
}
