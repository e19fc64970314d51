import CGtk
import MeridianKitCore

/// One row of a list (`Row`, or made around what a `List`'s row builder describes).
@MainActor
extension RowContent: GtkKind {
    typealias Gtk = GtkListBoxRow

    static func make(_ row: RowContent) -> Widget { gtk_list_box_row_new() }

    func apply(over old: RowContent?, to row: UnsafeMutablePointer<GtkListBoxRow>, of node: MountedView) {
        if old?.isActivatable ?? true != isActivatable { node.set { gtk_list_box_row_set_activatable(row, isActivatable.gboolean) } }
    }
}
