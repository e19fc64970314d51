import CGtk
import MeridianKitCore

/// A window's title bar (`HeaderBar`): its first `startCount` children packed at its start,
/// the rest at its end, each from the edge inward.
@MainActor
extension HeaderBarContent: GtkKind {
    typealias Gtk = GtkHeaderBar

    static func make(_ bar: HeaderBarContent) -> Widget { gtk_header_bar_new() }

    func apply(over old: HeaderBarContent?, to bar: UnsafeMutablePointer<GtkHeaderBar>, of node: MountedView) {
        if old?.title != title {
            let shown = VisibleText.of(title)
            node.set { gtk_header_bar_set_title(bar, shown) }
        }
        if old?.subtitle != subtitle {
            let shown: String? = subtitle.map(VisibleText.of)
            node.set { gtk_header_bar_set_subtitle(bar, shown) }
        }
        if old?.showsCloseButton != showsCloseButton { node.set { gtk_header_bar_set_show_close_button(bar, showsCloseButton.gboolean) } }
    }

    static func insert(_ child: MountedView, at index: Int, into bar: UnsafeMutablePointer<GtkHeaderBar>, of node: MountedView) {
        if index < content(of: node.view).startCount {
            gtk_header_bar_pack_start(bar, child.widget)
        } else {
            gtk_header_bar_pack_end(bar, child.widget)
        }
    }
}

/// GTK's header bar is a container.
extension GtkHeaderBar: IsContainer {}
