import CGtk
import MeridianKitCore

/// One row of a list (`Row`, or made around what a `List`'s row builder describes); a tree's
/// row draws its node's arrow (`RowExpander`), and its list hears the clicks on it (`ListKind`).
@MainActor
extension RowContent: GtkKind {
    typealias Gtk = GtkListBoxRow

    static func make(_ row: RowContent) -> Widget { gtk_list_box_row_new() }

    func apply(over old: RowContent?, to row: UnsafeMutablePointer<GtkListBoxRow>, of node: MountedView) {
        if old?.isActivatable ?? true != isActivatable { node.set { gtk_list_box_row_set_activatable(row, isActivatable.gboolean) } }
        if old?.expander != expander {
            let state: Int32 = expander.map { $0.isOpen ? 2 : 1 } ?? 0
            node.set { meridian_row_set_expander(row.widget, state, expander?.tooltip ?? "", Int32(RowExpander.size), Int32(RowExpander.spacing)) }
        }
    }
}
