import CGtk
import Foundation
import MeridianKit
import MeridianKitCore
import MeridianStore
import TasksCore
import TasksWindow
import Testing

/// What an app adds to the kit's application (as Meridian does): its own commands, with an
/// argument, a state and enabling read from the store; one of the kit's done its own way; its
/// menu items and sections around the kit's; a header part; a part above the content; and its
/// keys, from its own table.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct KitApplicationHooksTests {
    typealias H = GtkTestHarness

    func menuLabels(_ titlebar: Widget) throws -> [[String]] {
        let button = try #require(Look.descendants(titlebar).first {
            g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_menu_button_get_type()) != 0
        })
        let model = try #require(gtk_menu_button_get_menu_model(button.cast()))
        return sections(of: model)
    }

    /// The menu's labels as GTK shows them, a list for each group between separators: the
    /// items before the first section (if any), then one a section.
    func sections(of model: UnsafeMutablePointer<GMenuModel>) -> [[String]] {
        let groups = items(of: model)
        return groups.first?.isEmpty == true ? Array(groups.dropFirst()) : groups
    }

    private func items(of model: UnsafeMutablePointer<GMenuModel>) -> [[String]] {
        var result: [[String]] = [[]]
        for index in 0..<g_menu_model_get_n_items(model) {
            if let section = g_menu_model_get_item_link(model, index, "section") {
                defer { g_object_unref(UnsafeMutableRawPointer(section)) }
                result.append(items(of: section).flatMap { $0 })
            } else if let label = g_menu_model_get_item_attribute_value(model, index, "label", nil) {
                defer { g_variant_unref(label) }
                result[0].append(String(cString: g_variant_get_string(label, nil)))
            }
        }
        return result
    }

    func accelerators(_ application: UnsafeMutablePointer<GtkApplication>, _ action: String) -> [String] {
        guard let keys = gtk_application_get_accels_for_action(application, action) else { return [] }
        defer { g_strfreev(keys) }
        return (0...).lazy.map { keys[$0] }.prefix { $0 != nil }.compactMap { $0.map { String(cString: $0) } }
    }

    @Test func anAppAddsItsCommandsMenuHeaderAndBanner() throws {
        let store = Store(initialState: TasksState(), reducer: TasksReducer(), history: TasksHistory.rules)
        let app = TimeTravelApplication(
            id: "dev.meridian.Tasks.HooksTest", title: "Tasks", store: store, session: TasksHistory.sessionFormat, stateFolder: .some(nil),
            view: tasksWindow)
        var exported: [String] = []
        var keptHistoriesAsked = 0
        app.commands = [
            ApplicationCommand("export-to", parameter: .string, isEnabled: { !$0.tasks.isEmpty }) { exported.append($0.string) },
            ApplicationCommand("export") { _ in exported.append("asked") },
            ApplicationCommand("draft", parameter: .string, state: { .string($0.draft) }) { [weak store] in store?.send(.draftTyped($0.string)) },
            ApplicationCommand("kept-histories") { _ in keptHistoriesAsked += 1 },
        ]
        app.accelerators = { $0 == "undo" ? ["<Primary>z", "<Primary>y"] : nil }
        app.menuItemsFirst = [MenuItem("Export…", action: "app.export")]
        app.menuSectionsLast = [[MenuItem("About Tasks", action: "app.about")]]
        app.showsDeveloperCommands = false
        app.headerEnd = [.view(Button(icon: "document-save-as-symbolic", name: "Export tasks", command: "app.export"))]
        app.aboveContent = { store in [store.describe({ $0.draft }) { draft, _ in Label("Typing: \(draft)") }.widget] }
        var windowsMade = 0
        app.onWindowMade = { _ in windowsMade += 1 }
        let gApplication = UnsafeMutablePointer<GApplication>(OpaquePointer(app.application))
        g_application_register(gApplication, nil, nil)
        g_application_activate(gApplication)
        let window = try #require(app.window)
        H.waitUntilShown(window)
        defer {
            if let window = app.window { gtk_widget_destroy(window) }
            H.pump()
        }
        #expect(windowsMade == 1)
        let actions = OpaquePointer(app.application)

        // Enabled from the state: no task, no export.
        #expect(g_action_group_get_action_enabled(actions, "export-to") == 0)
        store.send(.draftTyped("Milk"))
        store.send(.added)
        #expect(g_action_group_get_action_enabled(actions, "export-to") != 0)
        g_action_group_activate_action(actions, "export-to", g_variant_new_string("/tmp/tasks.json"))
        #expect(exported == ["/tmp/tasks.json"])

        // A stateful action shows the state, and sets it.
        g_action_group_activate_action(actions, "draft", g_variant_new_string("Bread"))
        #expect(store.state.draft == "Bread")
        let state = try #require(g_action_group_get_action_state(actions, "draft"))
        defer { g_variant_unref(state) }
        #expect(String(cString: g_variant_get_string(state, nil)) == "Bread")
        H.pump()
        #expect(Look.labels(under: window).contains("Typing: Bread"))

        // The app's kept-histories takes the kit's place; the kit's undo keeps its enabling.
        g_action_group_activate_action(actions, "kept-histories", nil)
        #expect(keptHistoriesAsked == 1)
        #expect(g_action_group_get_action_enabled(actions, "undo") != 0)
        // The app's table gives Undo two keys; Redo keeps the kit's one.
        #expect(accelerators(app.application, "app.undo").count == 2)
        #expect(accelerators(app.application, "app.redo").count == 1)

        let titlebar = try #require(gtk_window_get_titlebar(window.cast()))
        #expect(try menuLabels(titlebar) == [["Export…", "Export Session…", "Import Session…", "Kept Histories…"], ["About Tasks"]])
        let names = Look.descendants(titlebar).compactMap(Look.accessibleName)
        #expect(names.contains("Export tasks") && names.contains("Undo") && names.contains("Main menu"), "\(names)")
    }
}
