import CGtk
import MeridianKitCore

/// A side panel's scrolling area (`ScrollingPanel`): GTK's scrolled window, scrolling either way
/// as needed, around a viewport that gives its child at least the area's size. What it holds
/// never changes what it asks for, so its relayouts stay inside it (`LayoutBoundary`).
@MainActor
extension ScrollingPanelContent: GtkKind {
    typealias Gtk = GtkScrolledWindow

    static func make(_ panel: ScrollingPanelContent) -> Widget {
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        LayoutBoundary.install(on: scrolled)
        return scrolled
    }

    static func setUp(_ scrolled: UnsafeMutablePointer<GtkScrolledWindow>, of node: MountedView) {
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
    }

    func apply(over old: ScrollingPanelContent?, to scrolled: UnsafeMutablePointer<GtkScrolledWindow>, of node: MountedView) {}

    /// GTK puts the child in a viewport, shown, which gives it the area's size when the child
    /// needs less, and its own least size when it needs more.
    static func insert(_ child: MountedView, at index: Int, into scrolled: UnsafeMutablePointer<GtkScrolledWindow>, of node: MountedView) {
        gtk_container_add(scrolled.container, child.widget)
    }

    /// The viewport leaves with its child, so that another child has a scrolled window to go in.
    static func removable(_ child: Widget) -> Widget { gtk_widget_get_parent(child) ?? child }
}
