import CGtk
import Foundation
import MeridianCore
@testable import MeridianGtk
@testable import MeridianKit
import MeridianStore
import Testing

/// Issue 60, item 4 on the real window under Xvfb: Alt+Up and Alt+Down move a row in Edit
/// mode, as one step, with words for a screen reader; a row has a handle to drag it by; a
/// clock added below the fold is brought into view.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct ClockListMoveAndRevealTests {
    typealias H = GtkTestHarness

    /// With a clock shown in the detail pane, the keyboard still goes through the list and
    /// out of it: Down and Tab move the focus from row to row, the selection (the clock shown)
    /// stays, and Tab from the last row leaves the list. The list box's cursor selected the
    /// row it moved to; putting the state's selection back took the focus back with it.
    @Test func theKeyboardLeavesARowThatIsShownInTheDetailPane() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let rows = Look.rows(window.panes.clockList.listBox)
        let shown = app.store.state.document.zones[0].id
        app.store.send(.clockList(.rowActivated(zoneID: shown)))
        H.pump()
        #expect(app.store.state.viewState.detail?.zoneID == shown)
        // As the keyboard focuses a row: the list box's cursor with it.
        _ = gtk_widget_child_focus(rows[0], GTK_DIR_DOWN)
        func focus() -> Widget? { gtk_window_get_focus(window.window.cast()) }
        #expect(focus() == rows[0])

        // The list box's own keys, as GTK binds them (H.press's key does not reach them here).
        func press(_ key: Int32) { _ = gtk_bindings_activate(UnsafeMutablePointer(OpaquePointer(window.panes.clockList.listBox)), guint(key), GdkModifierType(0)); H.pump() }
        press(GDK_KEY_Down)
        #expect(focus() == rows[1], "Down moves the focus to the next clock")
        #expect(gtk_list_box_get_selected_row(window.panes.clockList.listBox.cast()).map { widget($0) } == rows[0], "the clock shown stays selected")
        #expect(app.store.state.viewState.detail?.zoneID == shown)
        for _ in 0..<rows.count where focus().map({ rows.contains($0) }) == true {
            _ = gtk_widget_child_focus(window.window, GTK_DIR_TAB_FORWARD)
            H.pump()
        }
        #expect(focus().map { rows.contains($0) } == false, "Tab from the last clock leaves the list")
        #expect(app.store.state.viewState.detail?.zoneID == shown)
    }

    @Test func altDownMovesTheFocusedRowInEditModeAndSaysWhereItIs() throws {
        var state = H.firstLaunch
        state.viewState.master.isEditing = true
        let app = H.makeApplication(state)
        defer { H.close(app) }
        let window = try #require(app.window)
        let list = window.panes.clockList
        let newYork = Look.rows(list.listBox)[2]
        #expect(Look.accessibleDescription(newYork) == "Position 3 of 5. Alt+Up or Alt+Down moves it; drag its handle to move it.")
        gtk_widget_grab_focus(newYork)
        let steps = app.store.timeline.lastStep

        H.press(GDK_KEY_Down, on: window.window, holding: GDK_MOD1_MASK)
        #expect(app.store.state.document.zones.map(\.name) == ["UTC", "London", "Tokyo", "New York", "Brisbane"])
        #expect(app.store.timeline.lastStep == steps + 1)
        #expect(app.store.label(ofStep: app.store.timeline.lastStep) == "Moved New York down")
        // The row moved with the focus on it, and says where it now is (Orca speaks a focused
        // row's new description).
        #expect(Look.rows(list.listBox)[3] == newYork)
        #expect(gtk_widget_has_focus(newYork) != 0)
        #expect(Look.accessibleDescription(newYork) == "Position 4 of 5. Alt+Up or Alt+Down moves it; drag its handle to move it.")

        H.press(GDK_KEY_Up, on: window.window, holding: GDK_MOD1_MASK)
        H.press(GDK_KEY_Up, on: window.window, holding: GDK_MOD1_MASK)
        #expect(app.store.state.document.zones.map(\.name) == ["UTC", "New York", "London", "Tokyo", "Brisbane"])
        #expect(app.store.label(ofStep: app.store.timeline.lastStep) == "Moved New York up")

        // Out of Edit mode a row does not move, and says nothing of moving.
        app.store.send(.clockList(.editToggled(isEditing: false)))
        H.pump()
        gtk_widget_grab_focus(newYork)
        H.press(GDK_KEY_Down, on: window.window, holding: GDK_MOD1_MASK)
        #expect(app.store.state.document.zones.map(\.name) == ["UTC", "New York", "London", "Tokyo", "Brisbane"])
        #expect(Look.accessibleDescription(newYork) ?? "" == "")
    }

    @Test func aRowHasAHandleToDragItInEditModeOnly() throws {
        var state = H.firstLaunch
        state.viewState.master.isEditing = true
        let app = H.makeApplication(state)
        defer { H.close(app) }
        let list = try #require(app.window?.panes.clockList)
        func handles() -> [Widget] {
            Look.descendants(list.listBox).filter { gtk_widget_get_tooltip_text($0).map { String(cString: $0) } == "Drag to move" }
        }
        #expect(handles().count == 5)
        #expect(handles().allSatisfy { Look.isVisible($0) && gtk_drag_source_get_target_list($0) != nil })
        #expect(gtk_drag_dest_get_target_list(list.listBox) != nil)
        app.store.send(.clockList(.editToggled(isEditing: false)))
        H.pump()
        #expect(handles().allSatisfy { !Look.isVisible($0) })
    }

    /// Where a row dragged over the list lands: by the row under the pointer, before it on its
    /// upper half and after it on its lower half, after the last row below the rows; that place
    /// is marked while the drag is over it.
    @Test func aRowDraggedOverTheListLandsByTheRowUnderThePointer() throws {
        var state = H.firstLaunch
        state.viewState.master.isEditing = true
        let app = H.makeApplication(state)
        defer { H.close(app) }
        let list = try #require(app.window?.panes.clockList)
        let rows = Look.rows(list.listBox)
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(rows[3], &allocation)
        let upper = try #require(ItemDrag.row(of: list.listBox, at: Int(allocation.y) + 5))
        #expect(upper.row == rows[3] && !upper.isAfter)
        let lower = try #require(ItemDrag.row(of: list.listBox, at: Int(allocation.y + allocation.height) - 5))
        #expect(lower.row == rows[3] && lower.isAfter)
        let below = try #require(ItemDrag.row(of: list.listBox, at: 10_000))
        #expect(below.row == rows[4] && below.isAfter)

        func marked(_ name: String) -> [Int] {
            rows.indices.filter { gtk_style_context_has_class(gtk_widget_get_style_context(rows[$0]), name) != 0 }
        }
        ItemDrag.markLanding(in: list.listBox, at: lower)
        #expect(marked("drop-after") == [3] && marked("drop-before").isEmpty)
        ItemDrag.markLanding(in: list.listBox, at: upper)
        #expect(marked("drop-before") == [3] && marked("drop-after").isEmpty)
        ItemDrag.markLanding(in: list.listBox, at: nil)
        #expect(marked("drop-before").isEmpty && marked("drop-after").isEmpty)
    }

    /// The ninth clock landed below the fold, selected but unseen.
    @Test func aClockAddedBelowTheFoldIsBroughtIntoView() throws {
        var state = H.firstLaunch
        for (index, identifier) in ["Asia/Kolkata", "Europe/Paris", "America/Lima"].enumerated() {
            state.document.zones.append(Zone(id: UUID(uuidString: "AA000000-0000-0000-0000-00000000010\(index)")!, identifier: identifier, name: TimeZoneCatalog.city(of: identifier)))
        }
        state.viewState.window.height = WindowLayout.minimumHeight
        let app = H.makeApplication(state)
        defer { H.close(app) }
        let list = try #require(app.window?.panes.clockList)
        let scrolled = try #require(gtk_widget_get_ancestor(list.listBox, gtk_scrolled_window_get_type()))
        let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.cast())
        #expect(gtk_adjustment_get_value(adjustment) == 0)

        app.store.send(.clockList(.addButtonClicked))
        H.pump()
        let dubai = UUID(uuidString: "AA000000-0000-0000-0000-0000000001F0")!
        app.store.send(.chooser(.zoneChosen(id: dubai, identifier: "Asia/Dubai")))
        func isInView() -> Bool {
            guard let row = Look.rows(list.listBox).last, gtk_widget_get_mapped(row) != 0 else { return false }
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(row, &allocation)
            let top = gtk_adjustment_get_value(adjustment)
            return allocation.height > 1 && Double(allocation.y) >= top - 0.5
                && Double(allocation.y + allocation.height) <= top + gtk_adjustment_get_page_size(adjustment) + 0.5
        }
        #expect(H.wait(until: { isInView() && app.store.state.viewState.master.zoneToReveal == nil }))
        #expect(app.store.state.viewState.master.scrollOffsetY > 0)
        #expect(app.store.state.viewState.detail?.zoneID == dubai)
    }
}
