import CGtk
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import Testing

/// While the window shows the past, nothing animates: a jump shows its step as it was, at once,
/// and the app animates again back in the present or once the window is gone.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct StillPastTests {
    typealias H = GtkTestHarness

    private var animates: Bool { ThemeSetting.bool(gtk_settings_get_default(), "gtk-enable-animations") }

    /// Opens the time-zone chooser and closes it, a step made each time (a speed chosen: opening
    /// and closing it are no steps of their own): step 1 shows the chooser, step 2 the clocks.
    private func openAndCloseTheChooser(_ store: AppStore) {
        store.send(.clockList(.addButtonClicked))
        store.send(.player(.rateChosen(2)))
        store.send(.chooser(.cancelled))
        store.send(.player(.rateChosen(1)))
    }

    /// Moves History's slider to `step`; the window shows it before the call returns.
    private func jump(_ window: MainWindow, to step: Int) {
        window.historyBar.slider.withRange { gtk_range_set_value($0, Double(step)) }
    }

    @Test func aJumpShowsThePaneItSwitchesToAtOnceAndThePresentAnimatesAgain() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let stack = try #require(gtk_widget_get_parent(window.panes.chooser.root))
        H.nextFrame(of: window.window)
        openAndCloseTheChooser(app.store)
        #expect(animates)

        jump(window, to: 0)
        #expect(!animates)
        // The clocks crossfade into the chooser when the user opens it; a jump to a step at
        // which it was open shows it at once.
        jump(window, to: 1)
        #expect(gtk_stack_get_visible_child(stack.cast()) == window.panes.chooser.root)
        #expect(gtk_stack_get_transition_running(stack.cast()) == 0)

        app.store.returnToPresent()
        H.pump()
        #expect(animates)
    }

    @Test func animationsTurnedOffByTheUserStayOffInThePresent() throws {
        let settings = gtk_settings_get_default()!
        ThemeSetting.set(settings, "gtk-enable-animations", false)
        defer { gtk_settings_reset_property(settings, "gtk-enable-animations") }
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        openAndCloseTheChooser(app.store)
        jump(window, to: 0)
        app.store.returnToPresent()
        H.pump()
        #expect(!animates)
    }

    @Test func aWindowClosedWhileItShowsThePastLeavesTheAppAnimating() throws {
        let app = H.makeApplication()
        let window = try #require(app.window)
        openAndCloseTheChooser(app.store)
        jump(window, to: 0)
        #expect(!animates)
        H.close(app)
        #expect(animates)
    }
}
