import CGtk
import Foundation
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import MeridianKitCore
import MeridianStore
import Testing

private typealias H = GtkTestHarness

/// The inspector on a small screen keeps every page's controls in the window: the list of
/// steps shrinks first (to a few rows), and a window too short even for that scrolls the
/// inspector. At 1024×640 its pages were squeezed to nothing under a list 14 rows tall.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct InspectorLayoutTests {
    typealias Inspector = HistoryInspector<AppState, AppAction, AppEffect>

    /// Meridian in a window of `width` × `height` (header bar included) on a screen of that
    /// size, with 30 steps and its inspector open.
    private func application(width: Int, height: Int) throws -> (MeridianApplication, MainWindow) {
        var state = H.firstLaunch
        state.viewState.window = WindowLayout(width: width, height: height, panePosition: 300)
        let app = H.makeApplication(state)
        let window = try #require(app.window)
        window.sizeFollower?.workArea = { _ in (width, height) }
        window.inspector.place(in: window.window, beside: window.pastFrame.root, workArea: { _ in (width, height) })
        let orders: [MeridianCore.SortOrder] = [.byName, .byOffset, .manual]
        for step in 0..<30 { app.store.send(.clockList(.sortOrderChosen(orders[step % orders.count]))) }
        app.historyPanel.send(.inspectorToggled(isOpen: true))
        H.nextFrame(of: window.window)
        H.nextFrame(of: window.window)
        return (app, window)
    }

    /// Where `widget` lies, top and bottom, in the inspector as it shows on screen.
    private func span(of widget: Widget, in inspector: Inspector) -> (top: Int32, bottom: Int32) {
        var (x, y): (Int32, Int32) = (0, 0)
        gtk_widget_translate_coordinates(widget, inspector.root, 0, 0, &x, &y)
        return (y, y + gtk_widget_get_allocated_height(widget))
    }

    /// Whether `widget` is on screen whole, inside the inspector, at least `height` pixels high.
    private func isShownWhole(_ widget: Widget, atLeast height: Int32 = 1, in inspector: Inspector) -> Bool {
        let (top, bottom) = span(of: widget, in: inspector)
        return Look.isVisible(widget) && top >= 0 && bottom <= gtk_widget_get_allocated_height(inspector.root) && bottom - top >= height
    }

    private func show(page: String, of window: MainWindow) {
        gtk_stack_set_visible_child_name(window.inspector.detailPages.cast(), page)
        H.nextFrame(of: window.window)
        H.nextFrame(of: window.window)
    }

    @Test(arguments: [(1024, 640), (1280, 800), (1366, 768)])
    func everyPageKeepsItsControlsInTheWindow(width: Int, height: Int) throws {
        let (app, window) = try application(width: width, height: height)
        defer { H.close(app) }
        let problems = glibProblemsLogged
        let inspector = window.inspector
        #expect(Look.isVisible(inspector.root))
        #expect(span(of: inspector.root, in: inspector).bottom <= gtk_widget_get_allocated_height(gtk_widget_get_toplevel(inspector.root)))
        // The list keeps a few rows, whatever else the inspector shows.
        #expect(gtk_widget_get_allocated_height(inspector.list) >= 4 * 18, "\(width)×\(height): the list is \(gtk_widget_get_allocated_height(inspector.list)) pixels high")

        // Changes: what the step changed, a few rows of the tree, and the buttons under it.
        #expect(isShownWhole(inspector.wordsLabel, in: inspector))
        #expect(isShownWhole(inspector.changedValuesArea, atLeast: 72, in: inspector), "\(width)×\(height): the tree of changes is cut")
        #expect(isShownWhole(inspector.skipButton, atLeast: 20, in: inspector), "\(width)×\(height): Skip is out of the window")
        // The list of steps keeps its height whichever page shows: nothing jumps under the pointer.
        let stepsArea = try #require(gtk_widget_get_ancestor(inspector.list, gtk_scrolled_window_get_type()))
        let listHeight = gtk_widget_get_allocated_height(stepsArea)

        show(page: "state", of: window)
        #expect(isShownWhole(inspector.stateTree.searchEntry, atLeast: 20, in: inspector), "\(width)×\(height): the state's search is cut")
        #expect(isShownWhole(inspector.stateTree.area, atLeast: 60, in: inspector), "\(width)×\(height): the state's tree is cut")

        show(page: "action", of: window)
        #expect(isShownWhole(inspector.actionField.entry, atLeast: 20, in: inspector), "\(width)×\(height): the action field is cut")
        #expect(isShownWhole(inspector.actionField.sendButton, atLeast: 20, in: inspector), "\(width)×\(height): Send is out of the window")
        #expect(gtk_widget_get_allocated_height(stepsArea) == listHeight, "\(width)×\(height): the list moved with the page")
        #expect(glibProblemsLogged == problems, "GTK logged a warning or a critical")
    }

    /// A window lower than all the inspector needs scrolls the inspector down to its last
    /// control, rather than cutting it off.
    @Test func aWindowTooShortScrollsTheInspectorToItsLastControl() throws {
        let (app, window) = try application(width: 1024, height: 360)
        defer { H.close(app) }
        let problems = glibProblemsLogged
        let inspector = window.inspector
        let scrolled = try #require(gtk_widget_get_ancestor(inspector.content, gtk_scrolled_window_get_type()))
        let adjustment = try #require(gtk_scrolled_window_get_vadjustment(scrolled.cast()))
        #expect(gtk_adjustment_get_upper(adjustment) > gtk_adjustment_get_page_size(adjustment), "the inspector scrolls")
        #expect(!isShownWhole(inspector.skipButton, in: inspector))
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
        H.nextFrame(of: window.window)
        #expect(isShownWhole(inspector.skipButton, atLeast: 20, in: inspector), "Skip is reached by scrolling")
        #expect(glibProblemsLogged == problems, "GTK logged a warning or a critical")
    }
}
