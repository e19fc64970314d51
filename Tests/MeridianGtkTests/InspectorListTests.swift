import CGtk
import Foundation
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import MeridianKitCore
import MeridianStore
import Testing

private typealias H = GtkTestHarness

/// The inspector's list of steps as a GNOME user drives it: a double click carries on as Enter
/// does, the list shows the new present after carrying on, the keyboard's focus moves with the
/// selection, and a search that matches nothing says so.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct InspectorListTests {
    typealias Inspector = HistoryInspector<AppState, AppAction, AppEffect>

    /// An application with `steps` steps after the start, its inspector open.
    private func application(steps: Int) throws -> (MeridianApplication, MainWindow) {
        let app = H.makeApplication()
        let window = try #require(app.window)
        let orders: [MeridianCore.SortOrder] = [.byName, .byOffset, .manual]
        for step in 0..<steps { app.store.send(.clockList(.sortOrderChosen(orders[step % orders.count]))) }
        app.historyPanel.send(.inspectorToggled(isOpen: true))
        H.nextFrame(of: window.window)
        H.nextFrame(of: window.window)
        return (app, window)
    }

    /// The row on screen whose accessible name starts "Step `step`,".
    private func row(ofStep step: Int, in inspector: Inspector) -> Widget? {
        Look.rows(inspector.list).first { Look.accessibleName($0)?.hasPrefix("Step \(step),") == true }
    }

    private func step(ofRow row: Widget?) -> Int? {
        guard let name = row.flatMap(Look.accessibleName) else { return nil }
        return Int(name.dropFirst("Step ".count).prefix { $0.isNumber })
    }

    /// A press or release of the first button on `row`, through GTK's main loop as the pointer's
    /// are (so that the list box's gesture counts the clicks, and GTK knows the event).
    private func button(_ type: GdkEventType, on row: Widget, in list: Widget, time: UInt32) {
        guard let event = gdk_event_new(type) else { return }
        defer { gdk_event_free(event) }
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(row, &allocation)
        event.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gtk_widget_get_window(list))))
        event.pointee.button.button = 1
        event.pointee.button.time = time
        event.pointee.button.x = Double(allocation.x + 20)
        event.pointee.button.y = Double(allocation.y + allocation.height / 2)
        if let seat = gdk_display_get_default_seat(gdk_display_get_default()), let pointer = gdk_seat_get_pointer(seat) {
            gdk_event_set_device(event, pointer)
            gdk_event_set_source_device(event, pointer)
        }
        gtk_main_do_event(event)
    }

    /// A click of the first button on `row` at `time`: a press and, 50 ms later, its release.
    private func click(_ row: Widget, in list: Widget, at time: UInt32) {
        button(GDK_BUTTON_PRESS, on: row, in: list, time: time)
        button(GDK_BUTTON_RELEASE, on: row, in: list, time: time + 50)
    }

    @Test func aDoubleClickCarriesOnFromTheStepAsEnterDoes() async throws {
        let (app, window) = try application(steps: 4)
        defer { H.close(app) }
        let problems = glibProblemsLogged
        let store = app.store
        let inspector = window.inspector
        let list = inspector.list
        let target = try #require(row(ofStep: 2, in: inspector))
        click(target, in: list, at: 1000)
        #expect(store.isPreviewing && store.timeline.currentStep == 2, "the first click previews step 2")
        click(target, in: list, at: 1100)
        H.pump()
        H.nextFrame(of: window.window)
        #expect(store.timeline.stepCount == 6, "the second carried on from step 2, as a new step")
        #expect(!store.isPreviewing, "the present shows, not step 2 again")
        #expect(store.timeline.sliderStep == store.timeline.lastStep)
        H.nextFrame(of: window.window)
        #expect(step(ofRow: gtk_list_box_get_selected_row(list.cast()).map { widget($0) }) == 5, "the new present is selected")
        #expect(glibProblemsLogged == problems, "GTK logged a warning or a critical")
    }

    /// Where `row` stands in the view of its scrolled area: its top and bottom, from the view's
    /// top, and the view's height.
    private func placeInView(of row: Widget, list: Widget) -> (top: Int32, bottom: Int32, page: Int32) {
        let layout = gtk_widget_get_parent(list)
        var y: gint = 0
        // From the layout's own window, which the scrolling moves its content under.
        gtk_widget_translate_coordinates(row, layout, 0, 0, nil, &y)
        return (y, y + gtk_widget_get_allocated_height(row), gtk_widget_get_allocated_height(layout))
    }

    @Test func afterCarryingOnByADoubleClickTheListShowsTheNewPresent() async throws {
        let (app, window) = try application(steps: 80)
        defer { H.close(app) }
        let problems = glibProblemsLogged
        let store = app.store
        let inspector = window.inspector
        store.jumpWithChosenScope(to: 3, panel: app.historyPanel)
        H.nextFrame(of: window.window)
        H.nextFrame(of: window.window)
        let target = try #require(row(ofStep: 3, in: inspector), "the list scrolled up to step 3")
        for (type, time) in [(GDK_BUTTON_PRESS, 1000), (GDK_BUTTON_RELEASE, 1050), (GDK_BUTTON_PRESS, 1100), (GDK_BUTTON_RELEASE, 1150)] {
            button(type, on: target, in: inspector.list, time: UInt32(time))
        }
        for _ in 0..<3 { H.nextFrame(of: window.window) }
        let present = store.timeline.lastStep
        #expect(present == 81 && !store.isPreviewing)
        let selected = try #require(gtk_list_box_get_selected_row(inspector.list.cast()).map { widget($0) }, "the new present's row is held")
        #expect(step(ofRow: selected) == present)
        let place = placeInView(of: selected, list: inspector.list)
        #expect(place.top >= 0 && place.bottom <= place.page, "the new present's row is in view: \(place)")
        #expect(glibProblemsLogged == problems, "GTK logged a warning or a critical")
    }

    /// A stranger clicked one row after another up a long list: each click moved the list by a
    /// row, so the row clicked ended half cut off at the bottom and the next click landed on
    /// the step below the one under the pointer. A row in view stays where it is when clicked.
    @Test func clickingRowsInViewOneAfterAnotherMovesNoRow() async throws {
        let (app, window) = try application(steps: 40)
        defer { H.close(app) }
        let problems = glibProblemsLogged
        let store = app.store
        let inspector = window.inspector
        let list = inspector.list
        var time: UInt32 = 1000
        for step in stride(from: 39, through: 36, by: -1) {
            let clicked = try #require(row(ofStep: step, in: inspector), "step \(step)'s row is held")
            let before = placeInView(of: clicked, list: list)
            try #require(before.top >= 0 && before.bottom <= before.page, "step \(step)'s row is in view before the click: \(before)")
            click(clicked, in: list, at: time)
            // Apart, so that no two clicks are a double click.
            time += 1000
            for _ in 0..<3 { H.nextFrame(of: window.window) }
            #expect(store.timeline.currentStep == step)
            let shown = try #require(row(ofStep: step, in: inspector))
            #expect(placeInView(of: shown, list: list).top == before.top, "step \(step)'s row moved when clicked")
        }
        #expect(glibProblemsLogged == problems, "GTK logged a warning or a critical")
    }

    /// Return pressed as the keyboard does, through the window to the widget with the focus.
    private func pressReturn(in window: Widget) {
        guard let event = gdk_event_new(GDK_KEY_PRESS) else { return }
        defer { gdk_event_free(event) }
        event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gtk_widget_get_window(window))))
        event.pointee.key.keyval = guint(GDK_KEY_Return)
        // Key bindings (the list box's Enter) are found by the key's code, not its value.
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: gint = 0
        if gdk_keymap_get_entries_for_keyval(gdk_keymap_get_for_display(gdk_display_get_default()), guint(GDK_KEY_Return), &keys, &count) != 0,
            let keys, count > 0
        {
            event.pointee.key.hardware_keycode = guint16(keys[0].keycode)
            event.pointee.key.group = guint8(keys[0].group)
            g_free(keys)
        }
        if let seat = gdk_display_get_default_seat(gdk_display_get_default()), let keyboard = gdk_seat_get_keyboard(seat) {
            gdk_event_set_device(event, keyboard)
        }
        gtk_main_do_event(event)
    }

    /// The list's placeholder, which a list box holds beside its rows (not among its children).
    private func placeholder(of list: Widget) -> Widget? {
        let found = FoundWidget()
        gtk_container_forall(list.cast(), { child, data in
            guard let child, let data, g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(child)), gtk_label_get_type()) != 0 else { return }
            Unmanaged<FoundWidget>.fromOpaque(data).takeUnretainedValue().widget = child
        }, Unmanaged.passUnretained(found).toOpaque())
        return found.widget
    }

    @Test func theFocusMovesWithTheSelectionAndEnterCarriesOnFromIt() async throws {
        let (app, window) = try application(steps: 6)
        defer { H.close(app) }
        let problems = glibProblemsLogged
        let store = app.store
        let inspector = window.inspector
        let list = inspector.list
        // A click on step 3's row: it has the focus and the selection, and step 3 shows.
        let clicked = try #require(row(ofStep: 3, in: inspector))
        click(clicked, in: list, at: 1000)
        H.nextFrame(of: window.window)
        #expect(gtk_window_get_focus(window.window.cast()) == clicked)
        #expect(store.timeline.currentStep == 3)

        H.press(GDK_KEY_Up, on: list)
        H.press(GDK_KEY_Up, on: list)
        H.nextFrame(of: window.window)
        #expect(store.timeline.currentStep == 1)
        let focused = gtk_window_get_focus(window.window.cast())
        #expect(step(ofRow: focused) == 1, "the focus is on step 1's row, as the selection")
        #expect(focused == gtk_list_box_get_selected_row(list.cast()).map { widget($0) })

        // Enter carries on from the step selected and focused, not the one clicked.
        pressReturn(in: window.window)
        H.pump()
        #expect(!store.isPreviewing && store.timeline.stepCount == 8)
        #expect(store.label(ofStep: 7) == "Carried on from step 1")
        #expect(glibProblemsLogged == problems, "GTK logged a warning or a critical")
    }

    @Test func aSearchThatMatchesNoStepSaysSo() async throws {
        let (app, window) = try application(steps: 3)
        defer { H.close(app) }
        let problems = glibProblemsLogged
        let inspector = window.inspector
        let area = try #require(gtk_widget_get_parent(gtk_widget_get_parent(inspector.list)))
        // Read as the height after the search is: two frames in, once the rows have been
        // measured and the list sized by them.
        H.nextFrame(of: window.window)
        H.nextFrame(of: window.window)
        let height = gtk_widget_get_allocated_height(area)
        gtk_entry_set_text(inspector.searchEntry.cast(), "no step says this")
        await H.pump(until: { Look.text(inspector.countLabel) == "0 of 3 steps" })
        H.nextFrame(of: window.window)
        H.nextFrame(of: window.window)
        let label = try #require(placeholder(of: inspector.list))
        #expect(Look.text(label) == "No matching steps")
        #expect(gtk_widget_get_mapped(label) != 0, "shown")
        var y: gint = 0
        gtk_widget_translate_coordinates(label, area, 0, 0, nil, &y)
        #expect(y >= 0 && y + gtk_widget_get_allocated_height(label) <= gtk_widget_get_allocated_height(area), "inside the list's area, not cut off")
        // The list keeps its height while the user types: nothing below it jumps.
        #expect(gtk_widget_get_allocated_height(area) == height)

        // A search that matches again shows its steps, and not the words.
        gtk_entry_set_text(inspector.searchEntry.cast(), "sorted")
        await H.pump(until: { Look.text(inspector.countLabel) == "3 of 3 steps" })
        H.nextFrame(of: window.window)
        #expect(Look.rows(inspector.list).count == 3)
        #expect(gtk_widget_get_mapped(label) == 0)

        // Escape in the search empties it, as GNOME's search fields do: every step again.
        H.pressEscape(on: inspector.searchEntry)
        await H.pump(until: { Look.text(inspector.countLabel) == "3 steps" })
        #expect(Look.entryText(inspector.searchEntry) == "")
        #expect(glibProblemsLogged == problems, "GTK logged a warning or a critical")
    }

    /// A window 640 pixels tall with a message showing: the branches, three rows of them, are
    /// drawn whole (the inspector scrolls rather than cutting them off).
    @Test func theBranchesFitASmallWindowWithAMessageShowing() async throws {
        var state = H.firstLaunch
        state.viewState.window = WindowLayout(width: 1024, height: 640, panePosition: 500)
        let app = H.makeApplication(state)
        defer { H.close(app) }
        let window = try #require(app.window)
        let problems = glibProblemsLogged
        let store = app.store
        let orders: [MeridianCore.SortOrder] = [.byName, .byOffset, .manual, .byName]
        for order in orders { store.send(.clockList(.sortOrderChosen(order))) }
        store.jump(to: 1)
        store.send(.clockList(.sortOrderChosen(.byOffset)))
        store.jump(to: 2)
        store.send(.clockList(.sortOrderChosen(.manual)))
        store.send(.message(FileMessages.keptInDatabase))
        app.historyPanel.send(.inspectorToggled(isOpen: true))
        for _ in 0..<3 { H.nextFrame(of: window.window) }
        let tree = window.inspector.tree
        #expect(tree.branches.rowCount == 3)
        #expect(gtk_widget_get_allocated_height(tree.root) >= gtk_widget_get_allocated_height(tree.area),
                "the branches' area shows all \(gtk_widget_get_allocated_height(tree.area)) pixels of them")
        #expect(glibProblemsLogged == problems, "GTK logged a warning or a critical")
    }
}

/// A widget found by a C callback.
private final class FoundWidget {
    var widget: Widget?
}
