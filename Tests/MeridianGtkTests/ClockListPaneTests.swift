import CGtk
import Foundation
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import MeridianStore
import Testing

/// The clock list with no clocks, its remove buttons in every theme, the notice a removal
/// leaves, and the detail pane's name entry and layout, on the real window under Xvfb.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct ClockListPaneTests {
    typealias H = GtkTestHarness

    @Test func anEmptyListSaysWhatToDoAndItsButtonAddsAsTheHeadersDoes() throws {
        var state = H.firstLaunch
        state.document.zones = []
        let app = H.makeApplication(state)
        defer { H.close(app) }
        let list = try #require(app.window?.panes.clockList)
        #expect(String(cString: gtk_stack_get_visible_child_name(list.content.cast())) == "empty")
        #expect(Look.labels(under: list.emptyState.root) == [
            "No World Clocks", "Add the cities whose time you want to see.", "Add World Clock…",
        ])
        #expect(gtk_widget_get_sensitive(list.sortChoice) == 0)
        #expect(gtk_widget_get_sensitive(list.editToggle) == 0)
        gtk_button_clicked(list.emptyState.addButton.cast())
        H.pump()
        #expect(app.store.state.viewState.selection == ZoneChooser())
        #expect(app.store.timeline.lastStep == 0, "opening the chooser is looking around, no step of its own")

        // A clock added: the list again, and sorting and editing back.
        app.store.send(.chooser(.zoneChosen(id: UUID(uuidString: "AA000000-0000-0000-0000-0000000000F1")!, identifier: "Asia/Tokyo")))
        H.pump()
        #expect(String(cString: gtk_stack_get_visible_child_name(list.content.cast())) == "list")
        #expect(gtk_widget_get_sensitive(list.sortChoice) != 0)
        #expect(gtk_widget_get_sensitive(list.editToggle) != 0)
    }

    /// Removing the last clock from the keyboard leaves the focus on the empty list's Add.
    @Test func removingTheLastClockPutsTheFocusOnAdd() throws {
        var state = H.firstLaunch
        state.document.zones = [H.standardZone("Tokyo")]
        state.viewState.master.isEditing = true
        let app = H.makeApplication(state)
        defer { H.close(app) }
        let list = try #require(app.window?.panes.clockList)
        let remove = try #require(Look.descendants(list.listBox).first { Look.accessibleName($0) == "Remove Tokyo" })
        gtk_widget_grab_focus(remove)
        #expect(gtk_widget_has_focus(remove) != 0)
        gtk_button_clicked(remove.cast())
        H.pump()
        #expect(app.store.state.document.zones.isEmpty)
        #expect(gtk_widget_has_focus(list.emptyState.addButton) != 0)
    }

    /// Adwaita gave a framed image button in a list row no background but kept the white of
    /// `destructive-action`: a white square on a light row. Each theme must draw the icon in a
    /// colour that stands out from the row (3:1, WCAG's least for a control's graphics).
    @Test(arguments: [("Adwaita", false), ("Adwaita", true), ("HighContrast", false)])
    func removeButtonsShowTheirIconInEveryTheme(theme: String, dark: Bool) throws {
        var state = H.firstLaunch
        state.viewState.master.isEditing = true
        let app = H.makeApplication(state)
        defer { H.close(app) }
        let restoreTheme = try ThemeSetting.use(theme, dark: dark)
        defer { restoreTheme() }
        let list = try #require(app.window?.panes.clockList)
        let remove = try #require(Look.descendants(list.listBox).first { Look.accessibleName($0) == "Remove Tokyo" })
        H.nextFrame(of: remove)
        let contrast = Pixels.contrast(of: remove, drawnWith: list.listBox)
        #expect(contrast >= 3, "the remove icon stands out from its row by only \(contrast):1 in \(theme)\(dark ? " dark" : "")")
    }

    @Test func removingAZoneShowsANoticeWhoseUndoBringsItBack() throws {
        var state = H.firstLaunch
        state.viewState.master.isEditing = true
        let app = H.makeApplication(state)
        defer { H.close(app) }
        let window = try #require(app.window)
        let notice = window.panes.clockList.notice
        let tokyo = H.standardZone("Tokyo")
        #expect(gtk_revealer_get_reveal_child(notice.root.cast()) == 0)
        let remove = try #require(Look.descendants(window.panes.clockList.listBox).first { Look.accessibleName($0) == "Remove Tokyo" })
        gtk_button_clicked(remove.cast())
        H.pump()
        #expect(app.store.state.viewState.notice == RemovalNotice(zoneID: tokyo.id, zoneName: "Tokyo"))
        #expect(gtk_revealer_get_reveal_child(notice.root.cast()) != 0)
        #expect(Look.text(notice.text) == "Removed Tokyo")
        // A screen reader announces it when it shows, in words that say how to undo.
        let accessible = gtk_widget_get_accessible(notice.text)
        #expect(atk_object_get_role(accessible) == ATK_ROLE_NOTIFICATION)
        #expect(Look.accessibleName(notice.text) == "Removed Tokyo. Undo with Ctrl+Z.")
        #expect(Look.accessibleName(notice.undoButton) == "Undo")
        #expect(Look.accessibleName(notice.closeButton) == "Close notice")
        // Its timer runs while nothing holds it.
        let runner = try #require(app.runner)
        let timeout = Subscription.noticeTimeout(zoneID: tokyo.id, afterMilliseconds: RemovalNotice.timeoutMilliseconds)
        #expect(runner.active.contains(timeout))
        // The pointer over it, or the keyboard in it, holds it.
        H.wait(until: { gtk_widget_get_mapped(notice.undoButton) != 0 })
        Events.cross(notice.root, entering: true)
        H.pump()
        #expect(app.store.state.viewState.notice?.isHovered == true)
        #expect(!runner.active.contains(timeout))
        Events.cross(notice.root, entering: false)
        gtk_widget_grab_focus(notice.undoButton)
        H.pump()
        #expect(app.store.state.viewState.notice?.isHovered == false)
        #expect(app.store.state.viewState.notice?.hasFocus == true)
        #expect(!runner.active.contains(timeout))
        gtk_widget_grab_focus(window.panes.clockList.editToggle)
        H.pump()
        #expect(app.store.state.viewState.notice?.hasFocus == false)
        #expect(runner.active.contains(timeout))

        // Undo in the notice is the app's Undo: the zone is back, and the notice gone.
        gtk_button_clicked(notice.undoButton.cast())
        H.pump()
        #expect(app.store.state.document.zone(withID: tokyo.id) != nil)
        #expect(app.store.state.viewState.notice == nil)
        #expect(gtk_revealer_get_reveal_child(notice.root.cast()) == 0)
        #expect(Look.rows(window.panes.clockList.listBox).count == 5)
    }

    /// After the notice's Undo, one Redo brings the removal back, as after Ctrl+Z.
    @Test func oneRedoAfterTheNoticesUndoBringsTheRemovalBack() throws {
        var state = H.firstLaunch
        state.viewState.master.isEditing = true
        let app = H.makeApplication(state)
        defer { H.close(app) }
        let window = try #require(app.window)
        let notice = window.panes.clockList.notice
        let tokyo = H.standardZone("Tokyo")
        let remove = try #require(Look.descendants(window.panes.clockList.listBox).first { Look.accessibleName($0) == "Remove Tokyo" })
        gtk_button_clicked(remove.cast())
        H.pump()
        H.wait(until: { gtk_widget_get_mapped(notice.undoButton) != 0 })
        // As a click does: the pointer comes in, the button takes the focus, and is clicked.
        Events.cross(notice.root, entering: true)
        gtk_widget_grab_focus(notice.undoButton)
        H.pump()
        gtk_button_clicked(notice.undoButton.cast())
        H.pump()
        #expect(app.store.state.document.zone(withID: tokyo.id) != nil)
        Events.cross(notice.root, entering: false)
        H.pump()
        let group = OpaquePointer(app.application)
        #expect(g_action_group_get_action_enabled(group, "redo") != 0)
        g_action_group_activate_action(group, "redo", nil)
        H.pump()
        #expect(app.store.state.document.zone(withID: tokyo.id) == nil)
    }

    @Test func theNoticeGoesWhenClosedAndWhenItsTimeIsUp() async throws {
        var state = H.firstLaunch
        state.viewState.master.isEditing = true
        let app = H.makeApplication(state)
        defer { H.close(app) }
        let notice = try #require(app.window?.panes.clockList.notice)
        app.store.send(.clockList(.removeButtonClicked(zoneID: H.standardZone("Tokyo").id)))
        H.pump()
        gtk_button_clicked(notice.closeButton.cast())
        H.pump()
        #expect(app.store.state.viewState.notice == nil)
        #expect(gtk_revealer_get_reveal_child(notice.root.cast()) == 0)
        // Left alone, the next one goes by itself, through the shell's timer.
        app.store.send(.clockList(.removeButtonClicked(zoneID: H.standardZone("London").id)))
        H.pump()
        #expect(gtk_revealer_get_reveal_child(notice.root.cast()) != 0)
        H.wait(until: { app.store.state.viewState.notice == nil }, seconds: 20)
        #expect(app.store.state.viewState.notice == nil)
        #expect(gtk_revealer_get_reveal_child(notice.root.cast()) == 0)
    }

    /// The name stops at 64 characters as it is typed, counted as a person counts them, and
    /// says so: before, the entry took 66, showed an error, and the state kept a shorter name
    /// than shown.
    @Test func typingANameStopsAtItsLimit() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let newYork = H.standardZone("New York")
        app.store.send(.clockList(.rowActivated(zoneID: newYork.id)))
        H.pump()
        let entry = window.panes.detail.nameEntry
        H.wait(until: { gtk_widget_get_mapped(entry) != 0 })
        gtk_widget_grab_focus(entry)
        gtk_entry_set_text(entry.cast(), "")
        H.pump()
        Events.type(String(repeating: "a", count: ZoneNameValidator.maximumLength + 6), into: entry)
        H.pump()
        let sixtyFour = String(repeating: "a", count: ZoneNameValidator.maximumLength)
        #expect(Look.entryText(entry) == sixtyFour)
        #expect(app.store.state.viewState.detail == DetailPane(zoneID: newYork.id, nameText: sixtyFour))
        #expect(app.store.state.document.zone(withID: newYork.id)?.name == sixtyFour)
        // The keys refused past it are said, not only rung.
        #expect(Look.isVisible(window.panes.detail.nameError) && Look.text(window.panes.detail.nameError) == "A name can have at most 64 characters.")

        // A flag is one character of two code points: 64 of them fit, none is cut in half.
        gtk_entry_set_text(entry.cast(), "")
        H.pump()
        Events.type(String(repeating: "🇯🇵", count: 70), into: entry)
        H.pump()
        let flags = String(repeating: "🇯🇵", count: ZoneNameValidator.maximumLength)
        #expect(Look.entryText(entry) == flags)
        #expect(app.store.state.document.zone(withID: newYork.id)?.name == flags)

        // A paste in the middle takes what fits, where it goes.
        gtk_entry_set_text(entry.cast(), String(repeating: "b", count: 60))
        var position: gint = 30
        gtk_editable_insert_text(entry.opaque, "0123456789", -1, &position)
        H.pump()
        #expect(Look.entryText(entry) == String(repeating: "b", count: 30) + "0123" + String(repeating: "b", count: 30))
        #expect(position == 34)
    }

    /// In a window too short for the whole pane, its top stays on screen, the name and Close
    /// first, and the rest scrolls: inside the revealer that slides it down, the pane was given
    /// its natural height and showed its bottom, Close cut off above (at 2× on 1366×768 with a
    /// clip open).
    @Test func aShortWindowShowsTheDetailPanesNameAndClose() throws {
        var state = H.firstLaunch
        state.viewState.window = WindowLayout(width: WindowLayout.minimumWidth, height: WindowLayout.minimumHeight, panePosition: 240)
        state.player = PlayerState(
            media: Media(uri: "file:///nonexistent/clip.webm", title: "clip"), status: .failed(UserMessage(verbatim: "The clip is gone.")))
        let app = H.makeApplication(state)
        defer { H.close(app) }
        let window = try #require(app.window)
        app.store.send(.clockList(.rowActivated(zoneID: H.standardZone("London").id)))
        let close = window.panes.detail.closeButton
        H.wait(until: { gtk_widget_get_mapped(close) != 0 && gtk_revealer_get_child_revealed(window.panes.detail.root.cast()) != 0 })
        H.nextFrame(of: window.window)
        H.nextFrame(of: window.window)
        // Where Close is within the pane's place in the window.
        let place = window.panes.detail.widget
        var (x, top): (Int32, Int32) = (0, 0)
        gtk_widget_translate_coordinates(close, place, 0, 0, &x, &top)
        let height = gtk_widget_get_allocated_height(place)
        #expect(top >= 0 && top + gtk_widget_get_allocated_height(close) <= height, "Close is at \(top) in a pane \(height) high")
        #expect(height < gtk_widget_get_allocated_height(window.panes.detail.root), "the pane is shorter than all it holds: it scrolls")
    }

    /// An empty name stands for the place's own: the empty entry shows it, and the line under
    /// it says so, rather than a blank field beside a clock renamed without a word.
    @Test func anEmptyNameShowsThePlacesOwnName() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let london = H.standardZone("London")
        app.store.send(.clockList(.rowActivated(zoneID: london.id)))
        app.store.send(.detail(.nameTextChanged(zoneID: london.id, text: "Home")))
        app.store.send(.detail(.nameTextChanged(zoneID: london.id, text: "  ")))
        H.pump()
        let entry = window.panes.detail.nameEntry
        #expect(String(cString: gtk_entry_get_placeholder_text(entry.cast())) == "London")
        #expect(app.store.state.document.zone(withID: london.id)?.name == "London")
        #expect(!Look.isVisible(window.panes.detail.nameError))
        // GTK 3 hides the placeholder while the entry has the focus: the line under it says it.
        #expect(Look.isVisible(window.panes.detail.nameHint) && Look.text(window.panes.detail.nameHint) == "Left empty, the clock is called London.")
        app.store.send(.detail(.nameTextChanged(zoneID: london.id, text: "Home")))
        H.pump()
        #expect(!Look.isVisible(window.panes.detail.nameHint))
    }

    /// A refusal that appears under the entry does not move it: the refusal wraps within the
    /// rename column (it made the pane lay its two columns out as one, and the entry jumped).
    @Test func aRefusalUnderTheNameDoesNotMoveTheEntry() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let london = H.standardZone("London")
        app.store.send(.clockList(.rowActivated(zoneID: london.id)))
        let entry = window.panes.detail.nameEntry
        H.wait(until: { gtk_widget_get_mapped(entry) != 0 })
        H.nextFrame(of: window.window)
        func place() -> GtkAllocation {
            var box = GtkAllocation()
            gtk_widget_get_allocation(entry, &box)
            return box
        }
        let before = place()
        app.store.send(.detail(.nameTextChanged(zoneID: london.id, text: "Lon\tdon")))
        H.wait(until: { Look.isVisible(window.panes.detail.nameError) })
        H.nextFrame(of: window.window)
        let after = place()
        #expect(Look.text(window.panes.detail.nameError).hasPrefix("A name cannot contain control characters"))
        #expect(
            (after.x, after.y, after.width) == (before.x, before.y, before.width),
            "the entry moved from \(before.x),\(before.y) \(before.width) px wide to \(after.x),\(after.y) \(after.width) px wide")
    }

    /// At the narrowest the paned allows, the detail pane wraps its facts and puts the entry
    /// under them: no label is cut ("UTC +00:00 · GMT · To…" was) or reaches past the pane.
    @Test func theDetailPaneCutsNothingAtItsNarrowest() throws {
        var state = H.firstLaunch
        state.viewState.detail = DetailPane(zoneID: H.standardZone("UTC").id, nameText: "UTC")
        let app = H.makeApplication(state)
        defer { H.close(app) }
        let window = try #require(app.window)
        app.store.send(.window(.panePositionChanged(Limits.windowPixels.upperBound)))
        let pane = window.panes.detail.root
        let labels = Look.descendants(pane).filter { g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_label_get_type()) != 0 }
        #expect(labels.count >= 7)
        /// What is cut or reaches past the pane.
        func cut() -> [String] {
            var paneBox = GtkAllocation()
            gtk_widget_get_allocation(pane, &paneBox)
            return labels.filter(Look.isVisible).compactMap { label in
                let text = Look.text(label)
                if pango_layout_is_ellipsized(gtk_label_get_layout(label.cast())) != 0 { return "“\(text)” is cut at \(paneBox.width) px" }
                var (x, y): (gint, gint) = (0, 0)
                var box = GtkAllocation()
                gtk_widget_get_allocation(label, &box)
                gtk_widget_translate_coordinates(label, pane, 0, 0, &x, &y)
                return x >= 0 && x + box.width <= paneBox.width ? nil : "“\(text)” reaches past the pane (\(paneBox.width) px)"
            }
        }
        // The pane follows its new width once GTK has laid it out again, which may take more
        // than a frame (the pane fits its content from an idle after each allocation): read
        // after each painted frame, never before GTK has laid the labels out (a label not laid
        // out yet has no width, and would pass for one not cut).
        let laidOut = { labels.filter(Look.isVisible).allSatisfy { gtk_widget_get_allocated_width($0) > 1 } }
        H.wait(until: { H.nextFrame(of: pane); return laidOut() && cut().isEmpty })
        #expect(cut() == [])
        #expect(Look.text(window.panes.detail.offset) == "UTC +00:00 · GMT · Today")
        // The entry sits under the facts, not beside them, when the pane is this narrow.
        var entryY: gint = 0
        var offsetY: gint = 0
        var unused: gint = 0
        gtk_widget_translate_coordinates(window.panes.detail.nameEntry, pane, 0, 0, &unused, &entryY)
        gtk_widget_translate_coordinates(window.panes.detail.offset, pane, 0, 0, &unused, &offsetY)
        #expect(entryY > offsetY)
        // The pane's own Close, a word, not an × like the window's; Tab goes from it to the
        // entry and back, through the columns' cells.
        #expect(Look.labels(under: window.panes.detail.closeButton) == ["Close"])
        #expect(Look.accessibleName(window.panes.detail.closeButton) == "Close details")
        gtk_widget_grab_focus(window.panes.detail.closeButton)
        gtk_widget_child_focus(window.window, GTK_DIR_TAB_FORWARD)
        #expect(gtk_widget_has_focus(window.panes.detail.nameEntry) != 0)
        gtk_widget_child_focus(window.window, GTK_DIR_TAB_BACKWARD)
        #expect(gtk_widget_has_focus(window.panes.detail.closeButton) != 0)
        gtk_button_clicked(window.panes.detail.closeButton.cast())
        H.pump()
        #expect(app.store.state.viewState.detail == nil)
    }

    /// One above the other, the facts and the entry are taller than side by side: in a window
    /// at its least height the pane scrolls rather than making the window taller.
    @Test func theDetailPaneNeverMakesAShortWindowTaller() throws {
        var state = H.firstLaunch
        state.viewState.window = WindowLayout(width: WindowLayout.minimumWidth, height: WindowLayout.minimumHeight, panePosition: 240)
        state.document.zones[0].name = String(repeating: "W", count: ZoneNameValidator.maximumLength)
        state.viewState.detail = DetailPane(
            zoneID: state.document.zones[0].id, nameText: String(repeating: "W", count: Limits.typedText), nameError: .tooLong(count: Limits.typedText))
        let app = H.makeApplication(state)
        defer { H.close(app) }
        let window = try #require(app.window)
        for position in [240, 360, Limits.windowPixels.upperBound] {
            app.store.send(.window(.panePositionChanged(position)))
            H.nextFrame(of: window.window)
            H.nextFrame(of: window.window)
            var (width, height): (Int32, Int32) = (0, 0)
            gtk_window_get_size(window.window.cast(), &width, &height)
            #expect(height == Int32(WindowLayout.minimumHeight), "with the pane at \(position), the window is \(height) px tall")
        }
    }
}

extension GtkTestHarness {
    /// A zone of the first launch's list, by name.
    static func standardZone(_ name: String) -> Zone {
        WorldClock.standard.zones.first { $0.name == name }!
    }
}

/// GtkSettings' properties, through GValues (`g_object_set` is variadic).
@MainActor
enum ThemeSetting {
    /// Switches the app to `theme` (its dark variant with `dark`); the result puts back the
    /// theme there was.
    static func use(_ theme: String, dark: Bool) throws -> () -> Void {
        let settings = try #require(gtk_settings_get_default())
        let before = (string(settings, "gtk-theme-name"), bool(settings, "gtk-application-prefer-dark-theme"))
        set(settings, "gtk-theme-name", theme)
        set(settings, "gtk-application-prefer-dark-theme", dark)
        return {
            set(settings, "gtk-theme-name", before.0)
            set(settings, "gtk-application-prefer-dark-theme", before.1)
        }
    }

    static func set(_ settings: UnsafeMutablePointer<GtkSettings>, _ name: String, _ text: String) {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        g_value_set_string(&value, text)
        g_object_set_property(UnsafeMutablePointer(OpaquePointer(settings)), name, &value)
        g_value_unset(&value)
    }

    static func set(_ settings: UnsafeMutablePointer<GtkSettings>, _ name: String, _ flag: Bool) {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gboolean"))
        g_value_set_boolean(&value, flag ? 1 : 0)
        g_object_set_property(UnsafeMutablePointer(OpaquePointer(settings)), name, &value)
        g_value_unset(&value)
    }

    static func string(_ settings: UnsafeMutablePointer<GtkSettings>, _ name: String) -> String {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        g_object_get_property(UnsafeMutablePointer(OpaquePointer(settings)), name, &value)
        defer { g_value_unset(&value) }
        return g_value_get_string(&value).map { String(cString: $0) } ?? ""
    }

    static func bool(_ settings: UnsafeMutablePointer<GtkSettings>, _ name: String) -> Bool {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gboolean"))
        g_object_get_property(UnsafeMutablePointer(OpaquePointer(settings)), name, &value)
        defer { g_value_unset(&value) }
        return g_value_get_boolean(&value) != 0
    }
}

/// What a widget looks like, from its pixels.
@MainActor
enum Pixels {
    /// The contrast ratio (WCAG's, 1 to 21) between the lightest and the darkest pixel inside
    /// `widget`, drawn as `container` (which draws the background) draws it.
    static func contrast(of widget: Widget, drawnWith container: Widget) -> Double {
        var inner = GtkAllocation()
        gtk_widget_get_allocation(widget, &inner)
        return contrast(in: GdkRectangle(x: 3, y: 3, width: inner.width - 6, height: inner.height - 6), of: widget, drawnWith: container)
    }

    /// The same within `area` of `widget` (in its own coordinates).
    static func contrast(in area: GdkRectangle, of widget: Widget, drawnWith container: Widget) -> Double {
        var box = GtkAllocation()
        gtk_widget_get_allocation(container, &box)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, box.width, box.height)
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)
        gtk_widget_draw(container, cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        var x: gint = 0
        var y: gint = 0
        gtk_widget_translate_coordinates(widget, container, 0, 0, &x, &y)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return 0 }
        var lightest = 0.0
        var darkest = 1.0
        // By default inside the frame a button may draw, where its icon is.
        for row in Int(y + area.y)..<Int(y + area.y + area.height) {
            for column in Int(x + area.x)..<Int(x + area.x + area.width) {
                let pixel = data.advanced(by: row * stride + column * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                let luminance = relativeLuminance(red: (pixel >> 16) & 0xFF, green: (pixel >> 8) & 0xFF, blue: pixel & 0xFF)
                lightest = max(lightest, luminance)
                darkest = min(darkest, luminance)
            }
        }
        return (lightest + 0.05) / (darkest + 0.05)
    }

    private static func relativeLuminance(red: UInt32, green: UInt32, blue: UInt32) -> Double {
        func channel(_ value: UInt32) -> Double {
            let c = Double(value) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }
}

/// Input as GDK delivers it to a widget.
@MainActor
enum Events {
    /// Presses a key for each code point of `text`, as a keyboard (or an input method) types it.
    static func type(_ text: String, into widget: Widget) {
        let keyboard = gdk_seat_get_keyboard(gdk_display_get_default_seat(gdk_display_get_default()))
        for scalar in text.unicodeScalars {
            let event = gdk_event_new(GDK_KEY_PRESS)!
            event.pointee.key.window = gtk_widget_get_window(widget).map { OpaquePointer(g_object_ref(UnsafeMutableRawPointer($0))) }
            event.pointee.key.send_event = 1
            event.pointee.key.keyval = gdk_unicode_to_keyval(scalar.value)
            gdk_event_set_device(event, keyboard)
            gtk_widget_event(widget, event)
            gdk_event_free(event)
        }
    }

    /// The pointer entering or leaving `widget` from outside it (or, with `GDK_NOTIFY_INFERIOR`, from or to a child).
    static func cross(_ widget: Widget, entering: Bool, detail: GdkNotifyType = GDK_NOTIFY_NONLINEAR) {
        let target = Look.descendants(widget).first { g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_event_box_get_type()) != 0 } ?? widget
        let event = gdk_event_new(entering ? GDK_ENTER_NOTIFY : GDK_LEAVE_NOTIFY)!
        event.pointee.crossing.window = gtk_widget_get_window(target).map { OpaquePointer(g_object_ref(UnsafeMutableRawPointer($0))) }
        event.pointee.crossing.send_event = 1
        event.pointee.crossing.detail = detail
        event.pointee.crossing.mode = GDK_CROSSING_NORMAL
        gdk_event_set_device(event, gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default())))
        gtk_widget_event(target, event)
        gdk_event_free(event)
    }
}
