import CGtk
import Foundation
import MeridianCore
import MeridianFileFormat
@testable import MeridianGtk
import MeridianKit
import MeridianKitCore
import MeridianStore
import Testing

private typealias H = GtkTestHarness

/// The inspector's State page shows the whole state at the step the slider shows, follows it,
/// and copies a value or its path; its action field sends an action typed as JSON, or says
/// where it is wrong and sends nothing.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct InspectorStateAndActionTests {
    init() {
        precondition(GtkTestHarness.isReady, "GTK could not open the display")
    }

    private func clipboard() -> String? {
        gtk_clipboard_wait_for_text(gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0))).map { text in
            defer { g_free(text) }
            return String(cString: text)
        }
    }

    /// A State page alone in a window of its own, shown; the caller destroys the window.
    private func treeInWindow(height: Int32 = -1) -> (StateTreeView, Widget) {
        let tree = StateTreeView()
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_default_size(window.cast(), 300, height)
        gtk_container_add(window.cast(), tree.root)
        gtk_widget_show_all(window)
        H.waitUntilShown(window)
        return (tree, window)
    }

    private func summary(_ tree: StateTreeView, _ path: String) -> String? {
        tree.nodes.last { $0.path == path }?.summary
    }

    @Test func theStatePageShowsTheStateAtTheStepFollowsTheSliderAndCopies() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let problems = glibProblemsLogged
        let newYork = H.firstLaunch.document.zones[2].id
        app.store.send(.detail(.nameTextChanged(zoneID: newYork, text: "Home")))
        g_action_group_activate_action(OpaquePointer(app.application), "toggle-inspector", nil)
        H.pump()
        let inspector = window.inspector
        gtk_stack_set_visible_child_name(inspector.detailPages.cast(), "state")
        H.pump()
        let tree = inspector.stateTree
        #expect(tree.nodes.map(\.path).starts(with: ["document"]), "the root's fields, made at once")
        let name = "document.zones[id …00000002].name"
        #expect(tree.open(path: "document"))
        #expect(tree.open(path: "document.zones"))
        #expect(tree.open(path: "document.zones[id …00000002]"))
        #expect(summary(tree, name) == "“Home”")

        // Back one step: the same node, opened again, reads as it was.
        window.historyBar.slider.withRange { gtk_range_set_value($0, 0) }
        H.pump()
        #expect(summary(tree, name) == "“New York”")
        #expect(tree.select(path: name))
        gtk_button_clicked(tree.copyPathButton.cast())
        #expect(clipboard() == name)
        gtk_button_clicked(tree.copyValueButton.cast())
        #expect(clipboard() == "\"New York\"")

        // The search finds the value anywhere in the state, in slices, by its path.
        gtk_entry_set_text(tree.searchEntry.cast(), "new york")
        H.wait(until: { Look.text(tree.searchStatus).hasSuffix("found") })
        #expect(tree.nodes.contains { $0.path == name })

        // Escape empties the search, as GNOME's search fields do: the state's own fields again.
        H.pressEscape(on: tree.searchEntry)
        H.wait(until: { Look.entryText(tree.searchEntry).isEmpty })
        #expect(tree.nodes.map(\.path).starts(with: ["document"]))
        #expect(glibProblemsLogged == problems, "GTK logged a warning or a critical")
    }

    @Test func anActionTypedIsSentAsAStepAndAWrongOneIsRefusedWithItsPlace() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let problems = glibProblemsLogged
        g_action_group_activate_action(OpaquePointer(app.application), "toggle-inspector", nil)
        H.pump()
        gtk_stack_set_visible_child_name(window.inspector.detailPages.cast(), "action")
        H.pump()
        let field = window.inspector.actionField
        #expect(Look.isVisible(field.entry) && gtk_widget_get_can_focus(field.entry) != 0)
        #expect(Look.accessibleName(field.entry) == "Action to send")
        let steps = app.store.timeline.lastStep

        // Refused: not sent, the text kept, the place said and described to a screen reader.
        let wrong = #"{"player":{"_0":{"rateChosen":{"_0":"fast"}}}}"#
        gtk_entry_set_text(field.entry.cast(), wrong)
        gtk_widget_activate(field.entry)  // Enter
        #expect(app.store.timeline.lastStep == steps)
        #expect(Look.entryText(field.entry) == wrong)
        #expect(Look.isVisible(field.problemLabel))
        #expect(Look.text(field.problemLabel).hasPrefix("Not sent: at player._0.rateChosen._0,"))
        #expect(Look.accessibleDescription(field.entry) == Look.text(field.problemLabel))

        // Sent: a step like any other, named as the app names it; the field empties.
        let action = AppAction.player(.rateChosen(2))
        gtk_entry_set_text(field.entry.cast(), String(decoding: AppActionJSON.encode(action), as: UTF8.self))
        #expect(!Look.isVisible(field.problemLabel), "what was refused is said until the text changes")
        gtk_button_clicked(field.sendButton.cast())
        #expect(app.store.timeline.lastStep == steps + 1)
        #expect(app.store.state.player.rate == 2)
        #expect(app.store.label(ofStep: steps + 1) == "Set the speed to 2×")
        #expect(Look.entryText(field.entry).isEmpty)

        // Sent, and refused by the reducer: a step that says it was refused, as the message does.
        let olympus = AppAction.chooser(.zoneChosen(id: try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000059")), identifier: "Mars/Olympus"))
        gtk_entry_set_text(field.entry.cast(), String(decoding: AppActionJSON.encode(olympus), as: UTF8.self))
        gtk_button_clicked(field.sendButton.cast())
        #expect(app.store.timeline.lastStep == steps + 2)
        #expect(app.store.state.document == H.firstLaunch.document)
        #expect(app.store.state.viewState.message?.text.hasPrefix("Could not add the time zone") == true)
        #expect(app.store.label(ofStep: steps + 2) == "Could not add “Mars/Olympus”")
        #expect(glibProblemsLogged == problems, "GTK logged a warning or a critical")
    }

    @Test func aHundredThousandElementsOpenAHundredRowsAtATime() throws {
        struct Item: Equatable, Identifiable { var id: Int; var title: String }
        struct Big: Equatable { var items: [Item] }
        let (tree, window) = treeInWindow()
        defer { gtk_widget_destroy(window) }
        tree.show(Big(items: (0..<100_000).map { Item(id: $0, title: "Item \($0)") }))
        #expect(tree.nodes.count == 1)
        #expect(tree.open(path: "items"))
        #expect(tree.nodes.count == 1 + 10)
        #expect(tree.open(path: "items[90000 … 99999]"))
        #expect(tree.open(path: "items[99900 … 99999]"))
        #expect(tree.nodes.count == 1 + 10 + 100 + 100)
        #expect(tree.shownRows.contains("      [id 99999]"))
        #expect(Look.rows(tree.view).count < tree.nodes.count, "rows made only for the nodes in view")
        // A group is not a value of the state: there is nothing to copy.
        #expect(tree.select(path: "items[90000 … 99999]"))
        #expect(gtk_widget_get_sensitive(tree.copyValueButton) == 0 && gtk_widget_get_sensitive(tree.copyPathButton) == 0)
        #expect(tree.select(path: "items[id 99999]"))
        #expect(gtk_widget_get_sensitive(tree.copyPathButton) != 0)
    }

    @Test func rightAndLeftOnARowOpenAndFoldItAndWhatWasOpenInsideStaysOpen() throws {
        struct Item: Equatable, Identifiable { var id: Int; var tags: [String] }
        struct Small: Equatable { var items: [Item] }
        let (tree, window) = treeInWindow()
        defer { gtk_widget_destroy(window) }
        tree.show(Small(items: [Item(id: 1, tags: ["a", "b"]), Item(id: 2, tags: [])]))
        func press(_ key: Int32, onRow index: Int) {
            gtk_widget_grab_focus(Look.rows(tree.view)[index])
            H.press(key, on: tree.view)
        }
        press(GDK_KEY_Right, onRow: 0)
        #expect(tree.shownRows == ["items", "  [id 1]", "  [id 2]"])
        press(GDK_KEY_Right, onRow: 1)
        #expect(tree.shownRows == ["items", "  [id 1]", "    id", "    tags", "  [id 2]"])
        press(GDK_KEY_Left, onRow: 0)
        #expect(tree.shownRows == ["items"])
        press(GDK_KEY_Right, onRow: 0)
        #expect(tree.shownRows == ["items", "  [id 1]", "    id", "    tags", "  [id 2]"], "[id 1] was left open")
        // Enter folds an open node as ← does.
        gtk_widget_grab_focus(Look.rows(tree.view)[1])
        gtk_widget_activate(Look.rows(tree.view)[1])
        H.pump()
        #expect(tree.shownRows == ["items", "  [id 1]", "  [id 2]"])
    }

    @Test func aNewStepKeepsTheTreeWhereItWasScrolled() throws {
        struct Item: Equatable, Identifiable { var id: Int; var title: String }
        struct Big: Equatable { var items: [Item] }
        let (tree, window) = treeInWindow(height: 300)
        defer { gtk_widget_destroy(window) }
        let items = (0..<100).map { Item(id: $0, title: "Item \($0)") }
        tree.show(Big(items: items))
        #expect(tree.open(path: "items"))
        H.nextFrame(of: tree.area)
        let adjustment = try #require(gtk_scrolled_window_get_vadjustment(tree.area.cast()))
        gtk_adjustment_set_value(adjustment, 600)
        H.nextFrame(of: tree.area)
        #expect(gtk_adjustment_get_value(adjustment) == 600)
        var renamed = items
        renamed[50].title = "Renamed"
        tree.show(Big(items: renamed))
        H.nextFrame(of: tree.area)
        #expect(gtk_adjustment_get_value(adjustment) == 600, "the same rows in view")
        #expect(tree.nodes.contains { $0.path == "items[id 50]" && $0.summary.contains("Renamed") })
    }
}
