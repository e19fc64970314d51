import CGtk
import MeridianKitCore

/// An icon button that opens a menu of the application's actions (`MenuButton`): GTK runs an
/// item's action itself, through the window's action groups ("app." is the application's).
@MainActor
extension MenuButtonContent: GtkKind {
    typealias Gtk = GtkMenuButton

    static func make(_ button: MenuButtonContent) -> Widget { gtk_menu_button_new() }

    func apply(over old: MenuButtonContent?, to button: UnsafeMutablePointer<GtkMenuButton>, of node: MountedView) {
        if old?.iconName != iconName { node.set { gtk_button_set_image(button.button, gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON)) } }
        if old?.sections != sections {
            node.set {
                let menu = menuModel()
                gtk_menu_button_set_menu_model(button, UnsafeMutablePointer(menu))
                g_object_unref(UnsafeMutableRawPointer(menu))
            }
        }
    }

    /// The menu: a section for each, its items running their actions with their targets.
    private func menuModel() -> OpaquePointer {
        let menu = g_menu_new()!
        for section in sections {
            let items = g_menu_new()!
            for item in section.items {
                let entry = g_menu_item_new(item.title, nil)!
                g_menu_item_set_action_and_target_value(entry, item.action, item.target.map { g_variant_new_string($0) })
                g_menu_append_item(items, entry)
                g_object_unref(UnsafeMutableRawPointer(entry))
            }
            g_menu_append_section(menu, nil, UnsafeMutablePointer(items))
            g_object_unref(UnsafeMutableRawPointer(items))
        }
        return menu
    }
}

/// GTK's menu button is a toggle button.
extension GtkMenuButton: IsToggleButton {}
