import CGtk
import Foundation
import MeridianKit
import Testing

private typealias H = GtkTestHarness

/// A described menu button holds its sections' items, each running its application action
/// (with its target) when the user picks it.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"), .failsOnGLibProblems)
struct MenuButtonTests {
    init() { precondition(GtkTestHarness.isReady, "GTK could not open the display") }

    static let sections = [
        MenuSection([MenuItem("Export Session…", action: "app.export-session"), MenuItem("Open Recent", action: "app.open-recent", target: "tokyo")]),
        MenuSection([MenuItem("About", action: "app.about")]),
    ]

    /// Each section's items as "title → action(target)".
    func items(of model: UnsafeMutablePointer<GMenuModel>) -> [[String]] {
        (0..<g_menu_model_get_n_items(model)).map { index -> [String] in
            guard let section = g_menu_model_get_item_link(model, index, "section") else { return [] }
            defer { g_object_unref(UnsafeMutableRawPointer(section)) }
            return (0..<g_menu_model_get_n_items(section)).map { item in
                func attribute(_ name: String) -> String? {
                    guard let value = g_menu_model_get_item_attribute_value(section, item, name, nil) else { return nil }
                    defer { g_variant_unref(value) }
                    return String(cString: g_variant_get_string(value, nil))
                }
                return "\(attribute("label") ?? "") → \(attribute("action") ?? "")(\(attribute("target") ?? ""))"
            }
        }
    }

    @Test func itsMenuHoldsTheItemsAndAnItemRunsItsAction() throws {
        var sections = Self.sections
        let host = ViewHost { VBox { MenuButton(name: "Main menu", sections: sections).tag("menu") } }
        let window = H.window(showing: host)
        defer { gtk_widget_destroy(window) }
        // The application's actions, as a GtkApplication gives its windows: the "app" group.
        var ran: [String] = []
        let group = g_simple_action_group_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(group)) }
        for (name, parameter) in [("export-session", nil), ("open-recent", "s"), ("about", nil)] as [(String, String?)] {
            let type = parameter.flatMap { g_variant_type_new($0) }
            let action = g_simple_action_new(name, type)!
            type.map { g_variant_type_free($0) }
            onSignal(UnsafeMutableRawPointer(action), "activate") { (argument: gpointer?) in
                let target = argument.map { String(cString: g_variant_get_string(OpaquePointer($0), nil)) }
                ran.append(name + (target.map { "(\($0))" } ?? ""))
            }
            g_action_map_add_action(OpaquePointer(group), action)
            g_object_unref(UnsafeMutableRawPointer(action))
        }
        gtk_widget_insert_action_group(window, "app", OpaquePointer(group))

        let button = try #require(host.widget(tagged: "menu"))
        #expect(Look.accessibleName(button) == "Main menu")
        #expect(Look.tooltip(button) == "Main menu")
        let menuButton = UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkMenuButton.self)
        let model = try #require(gtk_menu_button_get_menu_model(menuButton))
        #expect(items(of: model) == [["Export Session… → app.export-session()", "Open Recent → app.open-recent(tokyo)"], ["About → app.about()"]])

        // Picked in the menu GTK made of the model, as a click does.
        func pick(_ title: String) throws {
            let popover = try #require(gtk_menu_button_get_popover(menuButton))
            let item = try #require(
                Look.descendants(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)).first {
                    g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_model_button_get_type()) != 0
                        && Look.labels(under: $0).contains(title)
                })
            gtk_button_clicked(UnsafeMutableRawPointer(item).assumingMemoryBound(to: GtkButton.self))
            H.pump()
        }
        try pick("Export Session…")
        try pick("Open Recent")
        #expect(ran == ["export-session", "open-recent(tokyo)"])

        // The same menu described again sets nothing; another item is in the menu at once.
        let sets = host.propertySets
        host.update()
        #expect(host.propertySets == sets)
        sections[1].items.append(MenuItem("Export Again", action: "app.export-session"))
        host.update()
        let changed = try #require(gtk_menu_button_get_menu_model(menuButton))
        #expect(items(of: changed)[1] == ["About → app.about()", "Export Again → app.export-session()"])
    }

    /// A menu button showing a described face (a speed's "1×"): the face is its child, changed
    /// in place; its items carry number targets; the menu is made again only when its items
    /// change (an open menu stays open while the state moves); the user opening it is heard.
    @Test func aFacedMenuButtonShowsItsChildAndHearsTheUserOpenIt() throws {
        final class Speed {
            var label = "1×"
            var rates: [Double] = [1, 2]
            var used = 0
        }
        let speed = Speed()
        let host = ViewHost {
            VBox {
                MenuButton(name: "Playback speed", sections: [MenuSection(speed.rates.map { MenuItem("\($0)×", action: "app.playback-speed", target: .number($0)) })], onUse: { speed.used += 1 }) {
                    Label(speed.label, overflow: .whole).styleClass("player-speed").tag("face")
                }
                .tooltip("Speed")
                .tag("speed")
            }
        }
        let window = H.window(showing: host)
        defer { gtk_widget_destroy(window) }
        let button = try #require(host.widget(tagged: "speed"))
        let face = try #require(host.widget(tagged: "face"))
        let menuButton = UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkMenuButton.self)
        #expect(gtk_bin_get_child(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkBin.self)) == face)
        #expect(Look.text(face) == "1×" && gtk_style_context_has_class(gtk_widget_get_style_context(face), "player-speed") != 0)
        #expect(Look.accessibleName(button) == "Playback speed" && Look.tooltip(button) == "Speed")
        let model = try #require(gtk_menu_button_get_menu_model(menuButton))
        // One section: its items are the menu's own.
        #expect(g_menu_model_get_n_items(model) == 2)
        let target = try #require(g_menu_model_get_item_attribute_value(model, 1, "target", nil))
        #expect(g_variant_get_double(target) == 2)
        g_variant_unref(target)

        speed.label = "2×"
        host.update()
        #expect(host.widget(tagged: "speed") == button && host.widget(tagged: "face") == face && Look.text(face) == "2×")
        #expect(gtk_menu_button_get_menu_model(menuButton) == model, "the same items: the same menu")
        #expect(speed.used == 0, "the renderer's changes are not the user's")

        gtk_toggle_button_set_active(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkToggleButton.self), 1)
        H.pump()
        #expect(speed.used == 1)
        gtk_toggle_button_set_active(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkToggleButton.self), 0)
        H.pump()

        speed.rates = [1, 1.5, 2]
        host.update()
        let changed = try #require(gtk_menu_button_get_menu_model(menuButton))
        #expect(g_menu_model_get_n_items(changed) == 3)
    }

    /// Choosing an item closes the menu, as a GNOME menu does: a speed (a radio item of a
    /// stateful action, which GTK leaves open) as well as a plain item.
    @Test func choosingARadioItemClosesTheMenu() throws {
        let rates: [Double] = [1, 1.5, 2]
        let host = ViewHost {
            VBox {
                MenuButton(name: "Playback speed", sections: [MenuSection(rates.map { MenuItem("\($0)×", action: "app.playback-speed", target: .number($0)) })]) {
                    Label("1×", overflow: .whole)
                }
                .tag("speed")
            }
        }
        let window = H.window(showing: host)
        defer { gtk_widget_destroy(window) }
        // The application's stateful speed action, whose items GTK shows as radio items.
        let group = g_simple_action_group_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(group)) }
        let type = g_variant_type_new("d")
        let action = g_simple_action_new_stateful("playback-speed", type, g_variant_new_double(1))!
        g_variant_type_free(type)
        g_action_map_add_action(OpaquePointer(group), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        gtk_widget_insert_action_group(window, "app", OpaquePointer(group))

        let button = try #require(host.widget(tagged: "speed"))
        let toggle = UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkToggleButton.self)
        gtk_toggle_button_set_active(toggle, 1)
        H.pump()
        let popover = try #require(gtk_menu_button_get_popover(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkMenuButton.self)))
        let popoverWidget = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)
        #expect(gtk_widget_get_visible(popoverWidget) != 0, "the menu is open")
        let item = try #require(
            Look.descendants(popoverWidget).first {
                g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_model_button_get_type()) != 0 && Look.labels(under: $0).contains("1.5×")
            })
        var role = GValue()
        g_value_init(&role, gtk_button_role_get_type())
        g_object_get_property(UnsafeMutablePointer(OpaquePointer(item)), "role", &role)
        #expect(g_value_get_enum(&role) == Int32(GTK_BUTTON_ROLE_RADIO.rawValue), "a radio item, which GTK itself leaves open")
        g_value_unset(&role)
        gtk_button_clicked(UnsafeMutableRawPointer(item).assumingMemoryBound(to: GtkButton.self))
        let state = try #require(g_action_group_get_action_state(OpaquePointer(group), "playback-speed"))
        #expect(g_variant_get_double(state) == 1.5, "the speed is chosen")
        g_variant_unref(state)
        #expect(H.wait(until: { gtk_widget_get_visible(popoverWidget) == 0 }), "the menu closes once a speed is chosen")
        #expect(gtk_toggle_button_get_active(toggle) == 0)
    }
}
