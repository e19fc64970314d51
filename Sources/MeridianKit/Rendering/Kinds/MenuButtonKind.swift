import CGtk
import MeridianKitCore

/// A button that opens a menu of the application's actions (`MenuButton`): GTK runs an item's
/// action itself, through the window's action groups ("app." is the application's). It shows
/// its icon, or its described child; while the user is in its menu, `onActivate` runs. Any item
/// chosen closes the menu, as a GNOME menu does.
@MainActor
extension MenuButtonContent: GtkKind {
    typealias Gtk = GtkMenuButton

    static func make(_ button: MenuButtonContent) -> Widget { gtk_menu_button_new() }

    static func setUp(_ button: UnsafeMutablePointer<GtkMenuButton>, of node: MountedView) {
        onSignal(button, "toggled") { [weak node] in
            guard let node, gtk_toggle_button_get_active(button.toggleButton) != 0, let popover = gtk_menu_button_get_popover(button) else { return }
            node.fromUser { $0.view.events.onActivate?() }
            hearUse(in: popover.widget, of: node)
        }
    }

    /// GTK closes a menu after a plain item but leaves it open after a radio item (a speed):
    /// every item GTK made of the menu closes it once chosen, after its action ran.
    private static func closeOnChoice(under widget: Widget) {
        let instance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget))
        if g_type_check_instance_is_a(instance, gtk_model_button_get_type()).isTrue {
            onSignal(widget, "clicked") {
                // The popover it is in now: an item's action may have taken it away.
                guard let popover = gtk_widget_get_ancestor(widget, gtk_popover_get_type()), gtk_widget_get_visible(popover).isTrue else { return }
                gtk_popover_popdown(typed(popover, as: GtkPopover.self))
            }
            return
        }
        Widgets.children(of: widget).forEach(closeOnChoice)
    }

    /// The pointer's moves and the keys pressed in the menu's popover run `onActivate`, and its
    /// items close it, heard once for each popover GTK makes of the menu.
    private static func hearUse(in popover: Widget, of node: MountedView) {
        let object = typed(popover, as: GObject.self)
        guard g_object_get_data(object, usedKey) == nil else { return }
        g_object_set_data(object, usedKey, UnsafeMutableRawPointer(bitPattern: 1))
        closeOnChoice(under: popover)
        gtk_widget_add_events(popover, gint(GDK_POINTER_MOTION_MASK.rawValue))
        for signal in ["motion-notify-event", "key-press-event"] {
            onSignal(popover, signal) { [weak node] (_: gpointer?) in node?.fromUser { $0.view.events.onActivate?() } }
        }
    }

    /// Set on a popover whose use is heard.
    private static let usedKey = "meridian-menu-use"

    func apply(over old: MenuButtonContent?, to button: UnsafeMutablePointer<GtkMenuButton>, of node: MountedView) {
        if old?.iconName != iconName, let iconName {
            node.set { gtk_button_set_image(button.button, gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON)) }
        }
        // Rebuilt only when the items changed, so an open menu stays open while the state moves.
        if old?.sections != sections {
            node.set {
                let menu = menuModel()
                gtk_menu_button_set_menu_model(button, UnsafeMutablePointer(menu))
                g_object_unref(UnsafeMutableRawPointer(menu))
            }
        }
    }

    /// The menu: a section for each, its items running their actions with their targets; a
    /// menu of one section holds its items itself (a list of choices: the speeds).
    private func menuModel() -> OpaquePointer {
        let menu = g_menu_new()!
        if sections.count == 1 {
            for item in sections[0].items { append(item, to: menu) }
            return menu
        }
        for section in sections {
            let items = g_menu_new()!
            for item in section.items { append(item, to: items) }
            g_menu_append_section(menu, nil, UnsafeMutablePointer(items))
            g_object_unref(UnsafeMutableRawPointer(items))
        }
        return menu
    }

    private func append(_ item: MenuItem, to menu: OpaquePointer) {
        let entry = g_menu_item_new(item.title, nil)!
        g_menu_item_set_action_and_target_value(entry, item.action, item.target.map(\.variant))
        g_menu_append_item(menu, entry)
        g_object_unref(UnsafeMutableRawPointer(entry))
    }
}

extension MenuItem.Target {
    /// The target as GLib carries it (floating: the item takes it).
    var variant: OpaquePointer {
        switch self {
        case .string(let string): g_variant_new_string(string)
        case .number(let number): g_variant_new_double(number)
        }
    }
}

/// GTK's menu button is a toggle button.
extension GtkMenuButton: IsToggleButton {}

/// GTK's popover holds one child.
extension GtkPopover: IsBin {}
