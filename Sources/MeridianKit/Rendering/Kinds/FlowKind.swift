import CGtk
import MeridianKitCore

/// Children in as many columns as fit (`Flow`). GTK wraps each child in a cell, which leaves
/// with it and is no stop for Tab.
@MainActor
extension FlowContent: GtkKind {
    typealias Gtk = GtkFlowBox

    static func make(_ flow: FlowContent) -> Widget { gtk_flow_box_new() }

    static func setUp(_ flow: UnsafeMutablePointer<GtkFlowBox>, of node: MountedView) {
        gtk_flow_box_set_selection_mode(flow, GTK_SELECTION_NONE)
    }

    func apply(over old: FlowContent?, to flow: UnsafeMutablePointer<GtkFlowBox>, of node: MountedView) {
        guard old != self else { return }
        node.set {
            gtk_flow_box_set_min_children_per_line(flow, guint(minimumPerLine))
            gtk_flow_box_set_max_children_per_line(flow, guint(maximumPerLine))
            gtk_flow_box_set_column_spacing(flow, guint(columnSpacing))
            gtk_flow_box_set_row_spacing(flow, guint(rowSpacing))
        }
    }

    static func insert(_ child: MountedView, at index: Int, into flow: UnsafeMutablePointer<GtkFlowBox>, of node: MountedView) {
        gtk_flow_box_insert(flow, child.widget, Int32(index))
        // The flow box's cells are no stops for Tab: what is inside them is.
        if let cell = gtk_widget_get_parent(child.widget) { gtk_widget_set_can_focus(cell, 0) }
    }

    static func removable(_ child: Widget) -> Widget {
        gtk_widget_get_parent(child) ?? child
    }
}
