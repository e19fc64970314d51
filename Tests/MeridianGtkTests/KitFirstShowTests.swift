import CGtk
import MeridianKit
import MeridianKitCore
import MeridianStore
import TasksCore
import TasksWindow
import Testing

/// A kit window shown for the first time is laid out with only what it shows. Showing a
/// window realizes it and lays it out at once: the inspector, closed, was still shown then
/// (hidden only after), so GTK laid it out beside the content, and the window's first frame
/// painted Tasks' list at the narrow width that left it, its rows made again a frame later.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct KitFirstShowTests {
    typealias H = GtkTestHarness

    @Test func aClosedInspectorIsNotLaidOutAndTheFirstFrameHasTheContentsWidth() throws {
        let store = Store(initialState: TasksState(), reducer: TasksReducer(), history: TasksHistory.rules)
        for title in ["Milk", "Bread", "Eggs"] {
            store.send(.draftTyped(title))
            store.send(.added)
        }
        let app = TimeTravelApplication(
            id: "dev.meridian.Tasks.FirstShowTest", title: "Tasks", store: store, session: TasksHistory.sessionFormat,
            stateFolder: .some(nil), view: tasksWindow)
        var inspectorLayouts = 0
        // An app's hook that asks the unshown window its size (Meridian's did) makes GTK lay the
        // window out: a closed inspector must already be hidden then, or start-up lays it out.
        var inspectorVisibleToTheHook: Bool?
        // The list's width and its scrolled area's, as the window's first frame paints them.
        var firstFrame: (list: Int32, area: Int32)?
        app.onWindowMade = { parts in
            inspectorVisibleToTheHook = gtk_widget_get_visible(parts.inspector.root) != 0
            onSignal(parts.inspector.root, "size-allocate") { (_: gpointer?) in inspectorLayouts += 1 }
            onSignal(parts.window, "draw") { (_: gpointer?) in
                guard firstFrame == nil,
                    let list = Look.descendants(parts.window).first(where: {
                        Look.accessibleName($0) == "Tasks" && g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_list_box_get_type()) != 0
                    }),
                    let area = gtk_widget_get_parent(list)
                else { return }
                firstFrame = (gtk_widget_get_allocated_width(list), gtk_widget_get_allocated_width(area))
            }
        }
        let gApplication = UnsafeMutablePointer<GApplication>(OpaquePointer(app.application))
        g_application_register(gApplication, nil, nil)
        g_application_activate(gApplication)
        let window = try #require(app.window)
        H.waitUntilShown(window)
        defer {
            if let window = app.window { gtk_widget_destroy(window) }
            H.pump()
        }

        #expect(!app.panel.state.inspector.isOpen)
        #expect(inspectorLayouts == 0)
        #expect(inspectorVisibleToTheHook == false)
        let frame = try #require(firstFrame)
        #expect(frame.list > 1)
        #expect(frame.list == frame.area)
    }
}
