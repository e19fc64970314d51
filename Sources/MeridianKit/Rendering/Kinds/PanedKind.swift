import CGtk
import MeridianKitCore

/// Two children with a handle between them (`Paned`); the handle where the state puts it, if it
/// does, and its moves sent (`onValue`) but for those the description makes.
@MainActor
extension PanedContent: GtkKind {
    typealias Gtk = GtkPaned

    static func make(_ paned: PanedContent) -> Widget { gtk_paned_new(paned.axis.gtk) }

    static func setUp(_ paned: UnsafeMutablePointer<GtkPaned>, of node: MountedView) {
        onSignal(paned, "notify::position") { [weak node] (_: gpointer?) in
            node?.fromUser { $0.view.events.onValue?(Double(gtk_paned_get_position(paned))) }
        }
    }

    func apply(over old: PanedContent?, to paned: UnsafeMutablePointer<GtkPaned>, of node: MountedView) {
        if old?.position != position, let position, gtk_paned_get_position(paned) != Int32(position) {
            node.set { gtk_paned_set_position(paned, Int32(position)) }
        }
    }

    static func insert(_ child: MountedView, at index: Int, into paned: UnsafeMutablePointer<GtkPaned>, of node: MountedView) {
        if index == 0 {
            let grows = !content(of: node.view).firstKeepsItsSize
            gtk_paned_pack1(paned, child.widget, grows.gboolean, 0)
        } else {
            gtk_paned_pack2(paned, child.widget, 1, 0)
        }
    }
}
