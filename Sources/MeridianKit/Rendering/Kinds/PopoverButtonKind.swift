import CGtk
import MeridianKitCore

/// A button that opens a popover holding a described view (`PopoverButton`): its first child is
/// the button's face, its second what the popover holds. The popover is made with the button
/// and lasts as long as it. While it is open the button has no tooltip, which would cover it.
@MainActor
extension PopoverButtonContent: GtkKind {
    typealias Gtk = GtkMenuButton

    static func make(_ button: PopoverButtonContent) -> Widget { gtk_menu_button_new() }

    static func setUp(_ button: UnsafeMutablePointer<GtkMenuButton>, of node: MountedView) {
        // The button owns its popover, and destroys it with itself.
        gtk_menu_button_set_popover(button, gtk_popover_new(button.widget))
        onSignal(button, "toggled") { [weak node] in
            guard let node, node.isMounted else { return }
            showTooltip(of: button, as: node.view.traits.tooltip)
        }
    }

    func apply(over old: PopoverButtonContent?, to button: UnsafeMutablePointer<GtkMenuButton>, of node: MountedView) {}

    /// The description's tooltip was just set, whatever the popover shows: none while it is open.
    static func described(_ button: UnsafeMutablePointer<GtkMenuButton>, of node: MountedView) {
        if isOpen(button), gtk_widget_get_has_tooltip(button.widget).isTrue { node.set { showTooltip(of: button, as: nil) } }
    }

    /// The described `tooltip`, but none while the popover is open.
    private static func showTooltip(of button: UnsafeMutablePointer<GtkMenuButton>, as tooltip: String?) {
        let shown: String? = isOpen(button) ? nil : tooltip.map(VisibleText.of)
        gtk_widget_set_tooltip_text(button.widget, shown)
    }

    private static func isOpen(_ button: UnsafeMutablePointer<GtkMenuButton>) -> Bool {
        gtk_toggle_button_get_active(button.toggleButton).isTrue
    }

    static func insert(_ child: MountedView, at index: Int, into button: UnsafeMutablePointer<GtkMenuButton>, of node: MountedView) {
        if index == 0 {
            gtk_container_add(button.container, child.widget)
        } else if let popover = gtk_menu_button_get_popover(button) {
            gtk_container_add(popover.container, child.widget)
        }
    }
}

extension WidgetReference {
    /// Closes the popover of the popover button it is on (a button in it did what it offers);
    /// nothing when it is on none, or the popover is closed.
    public func closePopover() {
        guard let node = target as? MountedView, node.isMounted, node.isKind(PopoverButtonContent.self),
            let popover = gtk_menu_button_get_popover(PopoverButtonContent.gtk(node))
        else { return }
        gtk_popover_popdown(popover)
    }
}
