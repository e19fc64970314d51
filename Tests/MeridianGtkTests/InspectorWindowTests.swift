import CGtk
import Foundation
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import MeridianKitCore
import MeridianStore
import Testing

private typealias H = GtkTestHarness

/// The history inspector in the real window: it follows the slider and the slider follows it,
/// its search and filter keep the matching steps, and skipping a step makes a step that the
/// slider undoes.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct InspectorWindowTests {
    /// The rows on screen, by their accessible names.
    func rowNames(_ inspector: HistoryInspector<AppState, AppAction, AppEffect>) -> [String] {
        Look.descendants(inspector.list).filter { gtk_widget_get_parent($0) == inspector.list && Look.isVisible($0) }
            .compactMap { Look.accessibleName($0) }
    }

    func selectedRowName(_ inspector: HistoryInspector<AppState, AppAction, AppEffect>) -> String? {
        gtk_list_box_get_selected_row(inspector.list.cast()).flatMap { Look.accessibleName(widget($0)) }
    }

    @Test func theListFollowsTheSliderAndSelectingARowPreviewsIt() async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let problems = glibProblemsLogged
        let store = app.store
        store.send(.clockList(.sortOrderChosen(.byName)))
        let newYork = H.firstLaunch.document.zones[2].id
        store.send(.detail(.nameTextChanged(zoneID: newYork, text: "Home")))
        store.send(.player(.rateChosen(2)))
        g_action_group_activate_action(OpaquePointer(app.application), "toggle-inspector", nil)
        H.pump()
        let inspector = window.inspector
        #expect(Look.isVisible(inspector.root))
        #expect(rowNames(inspector).count == 4)
        #expect(rowNames(inspector)[2].hasPrefix("Step 2, ") && rowNames(inspector)[2].hasSuffix(", Renamed New York to Home, clocks"))
        #expect(selectedRowName(inspector)?.hasPrefix("Step 3,") == true, "the present is selected")
        // No row, however much it says, makes the inspector (and so the window) wider.
        var (minimum, natural): (Int32, Int32) = (0, 0)
        gtk_widget_get_preferred_width(inspector.root, &minimum, &natural)
        #expect(minimum <= 380 + 16)

        // The slider moves the selection.
        window.historyBar.slider.withRange { gtk_range_set_value($0, 1) }
        H.pump()
        #expect(selectedRowName(inspector)?.hasPrefix("Step 1,") == true)
        #expect(Look.text(inspector.wordsLabel) == "Sorted by name")

        // Selecting a row previews its step, and shows what it changed.
        let rows = Look.descendants(inspector.list).filter { gtk_widget_get_parent($0) == inspector.list }
        gtk_list_box_select_row(inspector.list.cast(), rows[2].cast())
        H.pump()
        #expect(store.timeline.currentStep == 2 && store.isPreviewing)
        #expect(Look.text(inspector.wordsLabel) == "Renamed New York to Home")
        func changedRows() -> [String] { Look.rows(inspector.changedValues).map { Look.labels(under: $0).joined() } }
        #expect(changedRows() == ["document", "zones[id …00000002].name: “New York” → “Home”"])
        // ← on a row folds its part of the tree, and → opens it again; kept by its path.
        func press(_ key: Int32) {
            let row = Look.rows(inspector.changedValues)[0]
            gtk_widget_grab_focus(row)
            H.press(key, on: inspector.changedValues)
        }
        press(GDK_KEY_Left)
        #expect(changedRows() == ["document"], "the tree folds")
        press(GDK_KEY_Right)
        #expect(changedRows().count == 2, "the tree opens again")
        // A click on the arrow folds an open part and opens a folded one, a press and a release
        // through GTK's main loop as the pointer's are (the list's own click must not undo it).
        func clickArrow(at time: UInt32) throws {
            // The arrow is drawn by the row: the press falls on the list, in its middle.
            let row = Look.rows(inspector.changedValues)[0]
            var (arrow, place) = (GdkRectangle(), GtkAllocation())
            try #require(meridian_row_expander_area(row, &arrow) != 0)
            gtk_widget_get_allocation(row, &place)
            for type in [GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE] {
                let event = try #require(gdk_event_new(type))
                event.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gtk_widget_get_window(inspector.changedValues))))
                event.pointee.button.button = 1
                event.pointee.button.time = time + (type == GDK_BUTTON_RELEASE ? 50 : 0)
                event.pointee.button.x = Double(place.x + arrow.x + arrow.width / 2)
                event.pointee.button.y = Double(place.y + arrow.y + arrow.height / 2)
                if let seat = gdk_display_get_default_seat(gdk_display_get_default()), let pointer = gdk_seat_get_pointer(seat) {
                    gdk_event_set_device(event, pointer)
                    gdk_event_set_source_device(event, pointer)
                }
                gtk_main_do_event(event)
                gdk_event_free(event)
            }
            H.pump()
        }
        try clickArrow(at: 10_000)
        #expect(changedRows() == ["document"], "a click on an open part's arrow folds it")
        try clickArrow(at: 20_000)
        // The rows in view are made at the list's next layout.
        H.wait(until: { changedRows().count == 2 })
        #expect(changedRows().count == 2, "a click on a folded part's arrow opens it")

        // Search and filter keep the matching steps and count them.
        gtk_entry_set_text(inspector.searchEntry.cast(), "rename")
        // Steps after the start, as the slider counts them: "Step 3 of 3".
        await H.pump(until: { Look.text(inspector.countLabel) == "1 of 3 steps" })
        #expect(rowNames(inspector).count == 1)
        #expect(app.historyPanel.state.inspector.searchText == "rename")
        #expect(glibProblemsLogged == problems, "GTK logged a warning or a critical")
    }

    @Test func skippingAStepMakesAStepThatTheSliderUndoes() async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let problems = glibProblemsLogged
        let store = app.store
        let newYork = H.firstLaunch.document.zones[2].id
        store.send(.detail(.nameTextChanged(zoneID: newYork, text: "Home")))
        store.send(.clockList(.sortOrderChosen(.byName)))
        app.historyPanel.send(.inspectorToggled(isOpen: true))
        H.pump()
        store.jump(to: 1)
        H.pump()
        #expect(String(cString: gtk_button_get_label(window.inspector.skipButton.cast())) == "Skip this step")
        gtk_button_clicked(window.inspector.skipButton.cast())
        await H.pump(until: { store.timeline.skippingStep == nil && store.timeline.stepCount == 4 })
        #expect(store.present.document.zones[2].name == "New York")
        #expect(store.label(ofStep: 3) == "Skipped step 1: Renamed New York to Home")
        #expect(store.skippedSteps == [1])
        #expect(Look.labels(under: window.inspector.list).contains("Skipped step 1: Renamed New York to Home"))

        // The slider one step back undoes the skip.
        window.historyBar.slider.withRange { gtk_range_set_value($0, 2) }
        H.pump()
        #expect(store.state.document.zones[2].name == "Home")
        #expect(glibProblemsLogged == problems, "GTK logged a warning or a critical")
    }

    @Test func theTreeHasABranchAfterAReturnAndClickingItPreviewsAStep() async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let problems = glibProblemsLogged
        let store = app.store
        for order in [SortOrder.byName, .byOffset, .manual] { store.send(.clockList(.sortOrderChosen(order))) }
        app.historyPanel.send(.inspectorToggled(isOpen: true))
        H.pump()
        let tree = window.inspector.tree
        #expect(tree.branches.branches.count == 1)
        #expect(Look.accessibleDescription(tree.area) == "Main line: steps 0 to 3. The present is step 3.")

        // Back to step 1 on the slider, and a new action there: a branch off step 1.
        window.historyBar.slider.withRange { gtk_range_set_value($0, 1) }
        H.pump()
        store.send(.player(.rateChosen(2)))
        H.pump()
        #expect(tree.branches.branches.map(\.parent) == [nil, 1])
        #expect(tree.branches.rowCount == 2)
        #expect(Look.accessibleDescription(tree.area) == "Main line: steps 0 to 3. Branch from step 1: steps 4 to 5. The present is step 5.")
        // The second row asked for room: it is there once GTK has laid out the next frame.
        H.nextFrame(of: tree.area)
        #expect(Look.isVisible(tree.area) && gtk_widget_get_allocated_height(tree.area) >= 2 * 14)

        // A click on the main line's row, at its left end, previews step 0.
        let event = try #require(gdk_event_new(GDK_BUTTON_PRESS))
        defer { gdk_event_free(event) }
        event.pointee.button.button = 1
        event.pointee.button.window = gtk_widget_get_window(tree.area)
        g_object_ref(UnsafeMutableRawPointer(event.pointee.button.window))
        (event.pointee.button.x, event.pointee.button.y) = (1, 10)
        let pressed = gtk_widget_event(tree.area, event)
        H.pump()
        #expect(pressed != 0)
        #expect(store.isPreviewing && store.timeline.currentStep == 0)
        #expect(glibProblemsLogged == problems, "GTK logged a warning or a critical")
    }

    /// The index is read on another thread; a window closed meanwhile takes its inspector with
    /// it there and then, and the summaries that come back later find nothing to update.
    @Test func aWindowClosedWhileTheInspectorIndexesTakesTheInspectorWithIt() async throws {
        let app = H.makeApplication()
        weak var closedInspector: HistoryInspector<AppState, AppAction, AppEffect>?
        do {
            let window = try #require(app.window)
            app.historyPanel.send(.inspectorToggled(isOpen: true))
            H.pump()
            gtk_entry_set_text(window.inspector.searchEntry.cast(), "rename")
            H.pump()
            #expect(Look.text(window.inspector.countLabel).hasPrefix("Reading "), "the index is being read")
            closedInspector = window.inspector
        }
        H.close(app)
        #expect(closedInspector == nil, "the reading thread holds no strong reference to the inspector")
        // Let the summaries come back through the main queue to the gone inspector; what GTK
        // would log then fails the test (the suite's trait).
        try await Task.sleep(nanoseconds: 200_000_000)
        H.pump()
    }
}
