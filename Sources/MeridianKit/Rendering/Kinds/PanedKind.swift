import CGtk
import MeridianKitCore

/// Two children with a handle between them (`Paned`); the handle where the state puts it, if it
/// does, and the user's moves sent (`onValue`).
@MainActor
extension PanedContent: GtkKind {
    typealias Gtk = GtkPaned

    static func make(_ paned: PanedContent) -> Widget { gtk_paned_new(paned.axis.gtk) }

    static func setUp(_ paned: UnsafeMutablePointer<GtkPaned>, of node: MountedView) {
        onSignal(paned, "notify::position") { [weak node] (_: gpointer?) in
            // GTK moves the handle itself when the paned gets too small for it: that was sent
            // as the user's move and saved, and the first pane stayed narrow when the window
            // grew again, and after a relaunch. A move of the user's is made while GTK handles
            // their input: a drag, or the keyboard's F8 and arrows.
            guard isHandlingInput() else { return }
            node?.fromUser { $0.view.events.onValue?(Double(gtk_paned_get_position(paned))) }
        }
        // Where the paned has room again, the handle goes back where the state puts it.
        onSignal(paned, "size-allocate") { [weak node] (_: gpointer?) in
            guard let node, let position = content(of: node.view).position else { return }
            if gtk_paned_get_position(paned) != Int32(position), Int32(position) <= largestPosition(of: paned) {
                node.set { gtk_paned_set_position(paned, Int32(position)) }
            }
        }
    }

    /// The furthest the handle can go in the paned's allocation ("max-position").
    private static func largestPosition(of paned: UnsafeMutablePointer<GtkPaned>) -> Int32 {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gint"))
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(paned).assumingMemoryBound(to: GObject.self), "max-position", &value)
        return g_value_get_int(&value)
    }

    /// Whether GTK is handling an event of the user's: a press, a move, a key, a touch.
    private static func isHandlingInput() -> Bool {
        guard let event = gtk_get_current_event() else { return false }
        defer { gdk_event_free(event) }
        switch event.pointee.type {
        case GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE, GDK_MOTION_NOTIFY, GDK_KEY_PRESS, GDK_KEY_RELEASE,
            GDK_TOUCH_BEGIN, GDK_TOUCH_UPDATE, GDK_TOUCH_END:
            return true
        default:
            return false
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
