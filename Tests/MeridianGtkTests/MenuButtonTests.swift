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
}
