import CGtk
import MeridianKit
import MeridianKitCore
import MeridianStore
import TasksCore
import TasksWindow
import Testing

/// Opening the inspector never clips the app: the window widens by what the app's content
/// needs where the screen has room, and where it has none the content keeps the width it needs
/// and the inspector gives up room (it scrolls sideways). Tasks lost its rows' Remove buttons
/// at the right edge: a list asked for no width of its own, so the content seemed to need none.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct InspectorBesideContentTests {
    typealias H = GtkTestHarness

    init() { precondition(GtkTestHarness.isReady, "GTK could not open the display") }

    /// Tasks holding `titles`, in its kit window on a screen `screenWidth` wide.
    private func tasks(_ titles: [String], screenWidth: Int) throws -> (TimeTravelApplication<TasksState, TasksAction, Never>, Widget) {
        let store = Store(initialState: TasksState(), reducer: TasksReducer(), history: TasksHistory.rules)
        for title in titles {
            store.send(.draftTyped(title))
            store.send(.added)
        }
        let app = TimeTravelApplication(
            id: "dev.meridian.Tasks.InspectorBesideTest", title: "Tasks", store: store, session: TasksHistory.sessionFormat,
            stateFolder: .some(nil), view: tasksWindow)
        var content: Widget?
        app.onWindowMade = { parts in content = parts.pastFrame.root }
        let gApplication = UnsafeMutablePointer<GApplication>(OpaquePointer(app.application))
        g_application_register(gApplication, nil, nil)
        g_application_activate(gApplication)
        let window = try #require(app.window)
        H.waitUntilShown(window)
        try #require(app.inspector).place(in: window, beside: try #require(content), workArea: { _ in (screenWidth, 800) })
        return (app, window)
    }

    /// The rows' Remove buttons that do not show whole inside the list's scrolled area.
    private func cutRemoveButtons(in window: Widget) -> [String] {
        let buttons = Look.descendants(window).filter { (Look.accessibleName($0) ?? "").hasPrefix("Remove ") && Look.isVisible($0) }
        return buttons.compactMap { button in
            guard let area = gtk_widget_get_ancestor(button, gtk_scrolled_window_get_type()) else { return nil }
            var (x, y): (Int32, Int32) = (0, 0)
            gtk_widget_translate_coordinates(button, area, 0, 0, &x, &y)
            return x >= 0 && x + gtk_widget_get_allocated_width(button) <= gtk_widget_get_allocated_width(area) ? nil : Look.accessibleName(button) ?? "?"
        }
    }

    private func width(of window: Widget) -> Int32 {
        var (width, height): (Int32, Int32) = (0, 0)
        gtk_window_get_size(window.cast(), &width, &height)
        return width
    }

    private let titles = ["Milk", "Paint the garden shed blue, then the fence, and put the brushes back in the cellar afterwards"]

    @Test func theWindowWidensForTheContentWhereTheScreenHasRoom() throws {
        let (app, window) = try tasks(titles, screenWidth: 1600)
        defer { gtk_widget_destroy(window); H.pump() }
        let before = width(of: window)
        #expect(H.wait(until: { H.nextFrame(of: window); return cutRemoveButtons(in: window).isEmpty && Look.descendants(window).contains { Look.accessibleName($0) == "Remove Milk" } }))
        app.panel.send(.inspectorToggled(isOpen: true))
        #expect(H.wait(until: { H.nextFrame(of: window); return width(of: window) > before && cutRemoveButtons(in: window).isEmpty }),
            "the window is \(width(of: window)) px (was \(before)); cut: \(cutRemoveButtons(in: window))")
        // Closed, it gives back what it took.
        app.panel.send(.inspectorToggled(isOpen: false))
        #expect(H.wait(until: { H.nextFrame(of: window); return width(of: window) == before }))
        // The long task removed, the content needs less, once its rows are still.
        let list = Look.descendants(window).first {
            Look.accessibleName($0) == "Tasks" && g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_list_box_get_type()) != 0
        }
        let content = try #require(list.flatMap { gtk_widget_get_ancestor($0, gtk_scrolled_window_get_type()) })
        func least() -> Int32 {
            var minimum: Int32 = 0
            gtk_widget_get_preferred_width(content, &minimum, nil)
            return minimum
        }
        let withLongTask = least()
        let long = try #require(app.store.state.tasks.last?.id)
        app.store.send(.removed(id: long))
        #expect(H.wait(until: { H.nextFrame(of: window); return least() < withLongTask }), "still \(least()) px")
    }

    @Test func whereTheScreenHasNoRoomTheContentKeepsItsWidthAndTheInspectorGivesWay() throws {
        let (app, window) = try tasks(titles, screenWidth: 1000)
        defer { gtk_widget_destroy(window); H.pump() }
        app.panel.send(.inspectorToggled(isOpen: true))
        let inspector = try #require(app.inspector).root
        #expect(H.wait(until: { H.nextFrame(of: window); return Look.isVisible(inspector) && width(of: window) <= 1000 }))
        #expect(cutRemoveButtons(in: window).isEmpty, "cut: \(cutRemoveButtons(in: window))")
    }
}
