import CGtk
import MeridianKitCore

/// Two children with a handle between them (`Paned`); the handle where the state puts it, if it does.
@MainActor
extension PanedContent: GtkKind {
    typealias Gtk = GtkPaned

    static func make(_ paned: PanedContent) -> Widget { gtk_paned_new(paned.axis.gtk) }

    func apply(over old: PanedContent?, to paned: UnsafeMutablePointer<GtkPaned>, of node: MountedView) {
        if old?.position != position, let position, gtk_paned_get_position(paned) != Int32(position) {
            node.set { gtk_paned_set_position(paned, Int32(position)) }
        }
    }

    static func insert(_ child: MountedView, at index: Int, into paned: UnsafeMutablePointer<GtkPaned>, of node: MountedView) {
        if index == 0 {
            gtk_paned_pack1(paned, child.widget, 1, 0)
        } else {
            gtk_paned_pack2(paned, child.widget, 1, 0)
        }
    }
}
