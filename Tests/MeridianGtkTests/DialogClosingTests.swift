import CGtk
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import Testing

/// Every way a person closes a dialog — its own button, Escape, the window's close button —
/// leaves the app running. Kept Histories crashed on each of them: its "response" handler
/// took no argument, so GLib handed it the response id as its closure.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct DialogClosingTests {
    typealias H = GtkTestHarness

    enum Way: CaseIterable { case ownButton, escape, windowClose }

    /// The dialog on screen (not the app's window) whose labels or title include `text`.
    func shownDialog(showing text: String, besides window: Widget) -> Widget? {
        Look.toplevels().first { toplevel in
            guard toplevel != window, gtk_widget_get_visible(toplevel) != 0 else { return false }
            let title = gtk_window_get_title(toplevel.cast()).map { String(cString: $0) }
            return title == text || Look.labels(under: toplevel).contains(text)
        }
    }

    func close(_ dialog: Widget, _ way: Way, button: String) throws {
        switch way {
        case .ownButton:
            let close = try #require(
                Look.descendants(dialog).first {
                    g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_button_get_type()) != 0
                        && gtk_button_get_label($0.cast()).map { String(cString: $0) } == button
                })
            gtk_button_clicked(close.cast())
        case .escape:
            H.waitUntilShown(dialog)
            H.pressEscape(on: dialog)
        case .windowClose:
            gtk_window_close(dialog.cast())
        }
        H.pump()
    }

    @Test(arguments: Way.allCases)
    func keptHistoriesClosesEveryWay(_ way: Way) async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window?.window)
        let autosave = try #require(app.autosave)
        await H.pump(until: { autosave.status == .on })
        for _ in 0..<2 {
            g_action_group_activate_action(OpaquePointer(app.application), "kept-histories", nil)
            H.pump()
            let dialog = try #require(shownDialog(showing: "Kept Histories", besides: window))
            try close(dialog, way, button: "_Close")
            #expect(shownDialog(showing: "Kept Histories", besides: window) == nil)
        }
        #expect(app.window != nil, "the app's window is still there")
    }

    /// A `Dialog` whose window is destroyed from outside (its X window killed) closes as its
    /// button does, and opens again, made anew around the same content.
    @Test func keptHistoriesDestroyedFromOutsideOpensAgain() async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window?.window)
        let autosave = try #require(app.autosave)
        await H.pump(until: { autosave.status == .on })
        g_action_group_activate_action(OpaquePointer(app.application), "kept-histories", nil)
        H.pump()
        let dialog = try #require(shownDialog(showing: "Kept Histories", besides: window))
        // Marked, to tell it from the one made again: that one may be allocated where this one was.
        g_object_set_data(UnsafeMutablePointer(OpaquePointer(dialog)), "destroyed-from-outside", UnsafeMutableRawPointer(bitPattern: 1))
        gtk_widget_destroy(dialog)
        H.pump()
        #expect(app.shell.keptHistories.store.state.isOpen == false, "closed, as its button closes it")
        g_action_group_activate_action(OpaquePointer(app.application), "kept-histories", nil)
        H.pump()
        let again = try #require(shownDialog(showing: "Kept Histories", besides: window), "made again")
        #expect(g_object_get_data(UnsafeMutablePointer(OpaquePointer(again)), "destroyed-from-outside") == nil, "a new window, not the destroyed one")
        let lists = { (dialog: Widget) in Look.descendants(dialog).filter { g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_list_box_get_type()) != 0 } }
        #expect(lists(again).count == 1 && Look.isVisible(lists(again)[0]), "the list of kept histories, in the new dialog")
        try close(again, .ownButton, button: "_Close")
        #expect(shownDialog(showing: "Kept Histories", besides: window) == nil)
    }

    /// The kit's About window (`TimeTravelApplication.about`) hides every way it is closed and
    /// the same window shows again; destroyed from outside, it closes and is made again.
    @Test(arguments: Way.allCases)
    func aboutClosesEveryWayAndShowsAgain(_ way: Way) throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window?.window)
        func about() -> Widget? { Look.toplevels().first { $0 != window && Look.accessibleName($0) == "About Meridian" && gtk_widget_get_visible($0) != 0 } }
        g_action_group_activate_action(OpaquePointer(app.application), "about", nil)
        H.pump()
        let shown = try #require(about())
        #expect(Look.labels(under: shown).contains(AppInfo.version))
        try close(shown, way, button: "_Close")
        #expect(about() == nil && app.shell.aboutShown.state == false)
        g_action_group_activate_action(OpaquePointer(app.application), "about", nil)
        H.pump()
        #expect(about() == shown, "the same window again")
        gtk_widget_destroy(shown)
        H.pump()
        #expect(app.shell.aboutShown.state == false, "closed, as its Close closes it")
        g_action_group_activate_action(OpaquePointer(app.application), "about", nil)
        H.pump()
        let again = try #require(about(), "made again after it was destroyed")
        #expect(Look.labels(under: again).contains(AppInfo.version))
        try close(again, .windowClose, button: "_Close")
        #expect(app.window != nil, "the app's window is still there")
    }

    /// Kept Histories used as a person does: Forget… asks over the dialog, Cancel keeps the
    /// history, Forget forgets it; Bring Back makes another the window's, closes the dialog and
    /// says so in the window.
    @Test func keptHistoriesForgetsOnlyWhenAskedAndBringsOneBack() async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window?.window)
        let autosave = try #require(app.autosave)
        await H.pump(until: { autosave.status == .on })
        // Two histories kept aside, as two imports keep them.
        for order in [SortOrder.byName, .byOffset] {
            app.store.send(.clockList(.sortOrderChosen(order)))
            let restored = try #require(app.store.historyRestorer()).read(try app.store.archive())
            #expect(autosave.replaceHistory(keepingAsideAs: "before-import", at: 1_000) { app.store.replaceHistory(with: restored) })
        }
        g_action_group_activate_action(OpaquePointer(app.application), "kept-histories", nil)
        let dialog = try #require(shownDialog(showing: "Kept Histories", besides: window))
        let forgets = { Look.descendants(dialog).filter { (Look.accessibleName($0) ?? "").hasPrefix("Forget: ") && Look.isVisible($0) } }
        await H.pump(until: { forgets().count == 2 })
        #expect(forgets().count == 2)

        gtk_button_clicked(try #require(forgets().first).cast())
        H.pump()
        let question = try #require(shownDialog(showing: "Forget this history for good?", besides: window))
        #expect(gtk_window_get_transient_for(question.cast()).map { UnsafeMutableRawPointer($0) } == UnsafeMutableRawPointer(dialog), "asked over the dialog")
        #expect(Look.click("Cancel", in: question))
        H.pump()
        #expect(shownDialog(showing: "Forget this history for good?", besides: window) == nil)
        #expect(forgets().count == 2, "Cancel forgets nothing")

        gtk_button_clicked(try #require(forgets().first).cast())
        H.pump()
        #expect(Look.click("Forget", in: try #require(shownDialog(showing: "Forget this history for good?", besides: window))))
        await H.pump(until: { forgets().count == 1 })
        #expect(forgets().count == 1)

        let bringBack = try #require(Look.descendants(dialog).first { (Look.accessibleName($0) ?? "").hasPrefix("Bring back: ") && Look.isVisible($0) })
        gtk_button_clicked(bringBack.cast())
        await H.pump(until: { gtk_widget_get_visible(dialog) == 0 })
        #expect(gtk_widget_get_visible(dialog) == 0, "brought back: the dialog has done its work")
        #expect(app.store.state.viewState.message?.text.hasPrefix("History brought back: ") == true, "\(String(describing: app.store.state.viewState.message))")
    }

    /// The Keyboard Shortcuts window has no button of its own: Escape and the window's close
    /// hide it, and it opens again (it was destroyed, and the app's pointer to it left dangling).
    @Test(arguments: [Way.escape, .windowClose])
    func keyboardShortcutsClosesAndOpensAgain(_ way: Way) throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window?.window)
        var first: Widget?
        for _ in 0..<2 {
            g_action_group_activate_action(OpaquePointer(app.application), "shortcuts", nil)
            H.pump()
            let shortcuts = try #require(shownDialog(showing: "Keyboard Shortcuts", besides: window), "it says what it is in its title")
            #expect(first == nil || first == shortcuts, "the same window again")
            first = shortcuts
            H.waitUntilShown(shortcuts)
            #expect(Look.labels(under: shortcuts).contains("Undo the last change"))
            // Never wider than the screen (1280 here), nor taller.
            #expect(gtk_widget_get_allocated_width(shortcuts) <= 1280 && gtk_widget_get_allocated_height(shortcuts) <= 800)
            try close(shortcuts, way, button: "")
            #expect(gtk_widget_get_visible(shortcuts) == 0 && app.shell.shortcutsShown.state == false)
            #expect(shownDialog(showing: "Keyboard Shortcuts", besides: window) == nil)
        }
        #expect(app.window != nil)
    }

    @Test(arguments: Way.allCases)
    func aProblemToldClosesEveryWay(_ way: Way) async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window?.window)
        // Two told at once: one alert at a time, in the order they came.
        app.shell.tell("Something could not be done", detail: "Because of a test.")
        app.shell.tell("Something else could not be done", detail: "Because of a test too.")
        H.pump()
        let dialog = try #require(shownDialog(showing: "Something could not be done", besides: window))
        #expect(shownDialog(showing: "Something else could not be done", besides: window) == nil)
        try close(dialog, way, button: "_Close")
        #expect(shownDialog(showing: "Something could not be done", besides: window) == nil)
        let next = try #require(shownDialog(showing: "Something else could not be done", besides: window))
        try close(next, way, button: "_Close")
        #expect(shownDialog(showing: "Something else could not be done", besides: window) == nil)
        #expect(app.shell.notices.state == Notices())
        #expect(app.window != nil)
    }
}
