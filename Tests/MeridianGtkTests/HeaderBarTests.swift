import CGtk
import Foundation
import MeridianKit
import MeridianKitCore
import MeridianStore
import TasksCore
import TasksWindow
import Testing

private typealias H = GtkTestHarness

/// A described header bar: its title, its parts at its two ends, a new title applied to the
/// same bar; a host whose widget is the bar itself; the kit's window's titlebar, described.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"), .failsOnGLibProblems)
struct HeaderBarTests {
    init() { precondition(GtkTestHarness.isReady, "GTK could not open the display") }

    final class Titles {
        var title = "Tasks"
        var subtitle: String? = "3 open"
        var pressed: [String] = []
    }

    @Test func itShowsItsTitleAndPartsAndAppliesANewTitleInPlace() throws {
        let titles = Titles()
        let host = ViewHost {
            HeaderBar(title: titles.title, subtitle: titles.subtitle) {
                Button(icon: "edit-undo-symbolic", name: "Undo") { titles.pressed.append("undo") }.tag("undo")
            } end: {
                Button(icon: "open-menu-symbolic", name: "Main menu") { titles.pressed.append("menu") }.tag("menu")
                Button(icon: "document-open-symbolic", name: "Import") { titles.pressed.append("import") }.tag("import")
            }
            .tag("bar")
        }
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        defer { gtk_widget_destroy(window) }
        gtk_window_set_titlebar(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), host.widget)
        gtk_widget_show_all(window)
        H.waitUntilShown(window)
        let bar = try #require(host.widget(tagged: "bar"))
        let headerBar = UnsafeMutableRawPointer(bar).assumingMemoryBound(to: GtkHeaderBar.self)
        #expect(String(cString: gtk_header_bar_get_title(headerBar)) == "Tasks")
        #expect(String(cString: gtk_header_bar_get_subtitle(headerBar)) == "3 open")
        #expect(gtk_header_bar_get_show_close_button(headerBar) != 0)
        // Where each part is: Undo at the start; the menu outermost at the end, Import inside it.
        let parts = try ["undo", "import", "menu"].map { try #require(host.widget(tagged: $0)) }
        let xs = parts.map { part -> Int32 in
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(part, &allocation)
            return allocation.x
        }
        #expect(xs == xs.sorted() && Set(xs).count == 3)
        #expect(parts.allSatisfy { gtk_widget_get_parent($0) == bar })

        let sets = host.propertySets
        host.update()
        #expect(host.propertySets == sets)
        titles.title = "Tasks — Groceries"
        titles.subtitle = nil
        host.update()
        #expect(host.widget(tagged: "bar") == bar)
        #expect(String(cString: gtk_header_bar_get_title(headerBar)) == "Tasks — Groceries")
        #expect(gtk_header_bar_get_subtitle(headerBar) == nil)
        #expect(host.propertySets == sets + 2)
        #expect(titles.pressed.isEmpty)
    }

    /// A rooted host's widget is its root (the header bar, no box around it, as a window's
    /// titlebar must be), updated in place; the host ends with it.
    @Test func aRootedHostsWidgetIsItsRootUpdatedInPlace() throws {
        let titles = Titles()
        weak var ended: ViewHost?
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        do {
            let host = ViewHost.rooted {
                HeaderBar(title: titles.title, subtitle: titles.subtitle) {
                    Button(icon: "edit-undo-symbolic", name: "Undo") { titles.pressed.append("undo") }.tag("undo")
                }
                .tag("bar")
            }
            ended = host
            #expect(host.widget(tagged: "bar") == host.widget, "the host's widget is the bar itself")
            #expect(g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(host.widget)), gtk_header_bar_get_type()) != 0)
            gtk_window_set_titlebar(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), host.widget)
            gtk_widget_show_all(window)
            H.waitUntilShown(window)
            let bar = host.widget
            let undo = try #require(host.widget(tagged: "undo"))
            #expect(gtk_widget_get_parent(undo) == bar && gtk_widget_get_mapped(undo) != 0)

            let sets = host.propertySets
            host.update()
            #expect(host.propertySets == sets)
            titles.title = "Tasks — Groceries"
            host.update()
            #expect(host.widget == bar && host.widget(tagged: "undo") == undo)
            #expect(String(cString: gtk_header_bar_get_title(UnsafeMutableRawPointer(bar).assumingMemoryBound(to: GtkHeaderBar.self))) == "Tasks — Groceries")
            #expect(host.propertySets == sets + 1)
        }
        gtk_widget_destroy(window)
        H.pump()
        #expect(ended == nil, "the host ends with its widget")
        #expect(titles.pressed.isEmpty)
    }

    /// The kit's window's titlebar is its described header bar itself: Undo and Redo linked,
    /// their tooltips naming the step they would take as the timeline moves, the app's part and
    /// the main menu at the end.
    @Test func theKitsTitlebarIsTheDescribedBarAndUndoNamesItsStep() throws {
        let store = Store(initialState: TasksState(), reducer: TasksReducer(), history: TasksHistory.rules)
        var words = TimeTravelApplication<TasksState, TasksAction, Never>.Words()
        words.subtitle = "Things to do"
        words.undoTooltip = { step in step.map { "Undo “\($0)”" } ?? "Undo" }
        words.redoTooltip = { step in step.map { "Redo “\($0)”" } ?? "Redo" }
        let app = TimeTravelApplication(
            id: "dev.meridian.Tasks.HeaderTest", title: "Tasks", store: store, session: TasksHistory.sessionFormat, words: words, stateFolder: .some(nil),
            view: tasksWindow)
        app.headerEnd = [.view(Button(icon: "document-save-as-symbolic", name: "Export tasks", command: "app.export"))]
        let gApplication = UnsafeMutablePointer<GApplication>(OpaquePointer(app.application))
        g_application_register(gApplication, nil, nil)
        g_application_activate(gApplication)
        let window = try #require(app.window)
        H.waitUntilShown(window)
        defer {
            if let window = app.window { gtk_widget_destroy(window) }
            H.pump()
        }
        let titlebar = try #require(gtk_window_get_titlebar(window.cast()))
        #expect(g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(titlebar)), gtk_header_bar_get_type()) != 0, "no box around the bar")
        let bar = UnsafeMutableRawPointer(titlebar).assumingMemoryBound(to: GtkHeaderBar.self)
        #expect(String(cString: gtk_header_bar_get_title(bar)) == "Tasks" && String(cString: gtk_header_bar_get_subtitle(bar)) == "Things to do")
        #expect(gtk_header_bar_get_show_close_button(bar) != 0)
        func named(_ name: String) throws -> Widget { try #require(Look.descendants(titlebar).first { Look.accessibleName($0) == name }) }
        let undo = try named("Undo"), redo = try named("Redo"), export = try named("Export tasks"), menu = try named("Main menu")
        let linked = try #require(gtk_widget_get_parent(undo))
        #expect(gtk_widget_get_parent(redo) == linked && gtk_style_context_has_class(gtk_widget_get_style_context(linked), "linked") != 0)
        #expect(gtk_widget_get_parent(linked) == titlebar && gtk_widget_get_parent(menu) == titlebar && gtk_widget_get_parent(export) == titlebar)
        func x(_ widget: Widget) -> Int32 {
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(widget, &allocation)
            return allocation.x
        }
        #expect(x(undo) < x(redo) && x(redo) < x(export) && x(export) < x(menu), "Undo, Redo at the start; the app's part, then the menu at the end")
        #expect(Look.tooltip(undo) == "Undo" && Look.tooltip(redo) == "Redo")

        store.send(.draftTyped("Milk"))
        store.send(.added)
        H.pump()
        let added = try #require(store.undoneLabel)
        #expect(Look.tooltip(undo) == "Undo “\(added)”")
        g_action_group_activate_action(OpaquePointer(app.application), "undo", nil)
        H.pump()
        #expect(Look.tooltip(redo) == "Redo “\(added)”")
        #expect(try named("Undo") == undo, "the same buttons, updated in place")
    }
}
