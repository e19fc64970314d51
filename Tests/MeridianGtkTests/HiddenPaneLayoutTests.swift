import CGtk
import Foundation
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import Testing

private typealias H = GtkTestHarness

/// A pane shown and hidden again before the window laid it out (two steps of a History drag
/// between frames, with nothing animating) is realized but was never given a size: a change
/// inside it later must not lay it out at GTK's placeholder size, which gave its scrolled
/// list's scrollbar less than its minimum (`gtk_box_gadget_distribute: assertion 'size >= 0'
/// failed in GtkScrollbar`, found by the soak).
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct HiddenPaneLayoutTests {
    @Test func aClockListHiddenBeforeItsFirstLayoutChangesWithoutACritical() throws {
        // A session that opens with the chooser over the clocks: the clock list is not laid out.
        var state = H.firstLaunch
        state.viewState.selection = ZoneChooser()
        let app = H.makeApplication(state)
        defer { H.close(app) }
        let window = try #require(app.window)
        let store = app.store
        let problems = glibProblemsLogged
        // Nothing animates while the past is shown (StillPast), as when the desktop says so:
        // the chooser's page gives way to the clocks and comes back with no crossfade between.
        meridian_settings_set_animations(0)
        defer { gtk_settings_reset_property(gtk_settings_get_default(), "gtk-enable-animations") }
        store.send(.chooser(.cancelled))
        store.send(.player(.rateChosen(2)))  // step 1: the clocks (closing the chooser is no step of its own)
        store.send(.clockList(.addButtonClicked))
        H.nextFrame(of: window.window)
        #expect(gtk_widget_get_realized(window.panes.clockList.root) != 0 && gtk_widget_get_mapped(window.panes.clockList.root) == 0)

        // The hidden list changes (its order; a minute's times do the same).
        store.send(.clockList(.sortOrderChosen(.byName)))
        H.nextFrame(of: window.window)
        #expect(glibProblemsLogged == problems, "GTK logged: \(GLibProblems.logged.dropFirst(problems))")

        // Shown (the step before the chooser opened again), the list has the pane's room and its rows.
        store.jump(to: 1)
        H.nextFrame(of: window.window)
        #expect(gtk_widget_get_mapped(window.panes.clockList.root) != 0)
        #expect(gtk_widget_get_allocated_height(window.panes.clockList.root) > 200)
        let rows = Look.descendants(window.panes.clockList.listBox).filter { gtk_widget_get_parent($0) == window.panes.clockList.listBox && Look.isVisible($0) }
        #expect(rows.count == H.firstLaunch.document.zones.count)
        #expect(rows.allSatisfy { gtk_widget_get_allocated_height($0) > 1 })
        store.returnToPresent()
        H.nextFrame(of: window.window)
    }
}
