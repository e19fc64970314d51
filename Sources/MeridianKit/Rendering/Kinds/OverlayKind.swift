import CGtk
import MeridianKitCore

/// The first child, with the others drawn over it (`Overlay`); one that passes the pointer
/// through lets it reach what is below.
@MainActor
extension OverlayContent: GtkKind {
    typealias Gtk = GtkOverlay

    static func make(_ overlay: OverlayContent) -> Widget { gtk_overlay_new() }

    func apply(over old: OverlayContent?, to overlay: UnsafeMutablePointer<GtkOverlay>, of node: MountedView) {}

    static func insert(_ child: MountedView, at index: Int, into overlay: UnsafeMutablePointer<GtkOverlay>, of node: MountedView) {
        guard index > 0 else { return gtk_container_add(overlay.container, child.widget) }
        gtk_overlay_add_overlay(overlay, child.widget)
        gtk_overlay_set_overlay_pass_through(overlay, child.widget, child.view.traits.passesPointerThrough.gboolean)
    }
}
