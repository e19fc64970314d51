import CGtk
import MeridianKitCore

/// A box (`VBox`, `HBox`, `Spacer`): children in a row or a column.
@MainActor
extension BoxLayout: GtkKind {
    typealias Gtk = GtkBox

    static func make(_ layout: BoxLayout) -> Widget { gtk_box_new(layout.axis.gtk, Int32(layout.spacing)) }

    func apply(over old: BoxLayout?, to box: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        guard let old else {
            if isHomogeneous { node.set { gtk_box_set_homogeneous(box, 1) } }
            if keepsLayoutInside { LayoutBoundary.install(on: box.widget) }
            return
        }
        if old.spacing != spacing { node.set { gtk_box_set_spacing(box, Int32(spacing)) } }
        if old.isHomogeneous != isHomogeneous { node.set { gtk_box_set_homogeneous(box, isHomogeneous.gboolean) } }
    }

    static func reorder(_ children: [MountedView], in box: UnsafeMutablePointer<GtkBox>) {
        for (index, child) in children.enumerated() {
            gtk_box_reorder_child(box, child.widget, Int32(index))
        }
    }
}
