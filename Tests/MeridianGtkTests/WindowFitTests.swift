import CGtk
import Foundation
import MeridianCore
import MeridianFiles
@testable import MeridianGtk
import MeridianKit
import MeridianKitCore
import MeridianStore
import Testing

private typealias H = GtkTestHarness

/// The window on a small screen and the History bar at any width: the window works at 600
/// pixels, opening the inspector never makes it wider than its monitor's work area, the
/// slider keeps its length whatever the step's words, the past is marked across the content,
/// and a launch opens at the present.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct WindowFitTests {
    func width(_ widget: Widget) -> Int { Int(gtk_widget_get_allocated_width(widget)) }

    /// The window's width as the user and the state know it: without the shadow and border
    /// GTK draws around a window that decorates itself.
    func windowWidth(_ window: MainWindow) -> Int {
        var (width, height): (Int32, Int32) = (0, 0)
        gtk_window_get_size(window.window.cast(), &width, &height)
        return Int(width)
    }

    func windowHeight(_ window: MainWindow) -> Int {
        var (width, height): (Int32, Int32) = (0, 0)
        gtk_window_get_size(window.window.cast(), &width, &height)
        return Int(height)
    }

    /// The width of what the window holds, as the window allocated it.
    func contentWidth(_ window: MainWindow) -> Int {
        gtk_bin_get_child(window.window.cast()).map(width) ?? 0
    }

    /// Waits until the window has been configured at `width` and laid out at that size.
    func waitForWidth(_ window: MainWindow, _ width: Int) {
        H.wait(until: { self.windowWidth(window) == width && self.contentWidth(window) == width })
        H.nextFrame(of: window.window)
    }

    /// Resizes the window and waits until GTK has laid it out at that width.
    func resize(_ window: MainWindow, width: Int32, height: Int32 = 700) {
        gtk_window_resize(window.window.cast(), width, height)
        waitForWidth(window, Int(width))
    }

    @Test func theWindowWorksAt600PixelsWithAUsableSlider() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        var (minimum, natural): (Int32, Int32) = (0, 0)
        let child = try #require(gtk_bin_get_child(window.window.cast()))
        gtk_widget_get_preferred_width(child, &minimum, &natural)
        #expect(minimum <= 600, "the window needs \(minimum) pixels")
        resize(window, width: 600)
        #expect(windowWidth(window) == 600 && contentWidth(window) == 600)
        #expect(app.store.state.viewState.window.width == 600)
        // The slider has the bar's width to itself, less the bar's padding.
        #expect(width(window.historyBar.slider) >= 500, "the slider is \(width(window.historyBar.slider)) pixels long")
        // With no media and no zone selected, the clocks have the width; the player is a strip.
        #expect(!Look.isVisible(window.panes.sideColumn) && !Look.isVisible(window.panes.player.root) && Look.isVisible(window.panes.player.emptyState))
        #expect(width(window.panes.leftStack) >= 590)
        #expect(Look.text(window.panes.player.emptyHint) == "Open a video or audio file with Ctrl+M, or drop one here")
    }

    @Test func theInspectorNeverWidensTheWindowPastItsWorkArea() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        resize(window, width: 600)
        // A screen 640 pixels wide: less than the content and the inspector need side by side.
        window.inspector.place(in: window.window, beside: window.pastFrame.root, workArea: { _ in (640, 700) })
        app.historyPanel.send(.inspectorToggled(isOpen: true))
        // The window's frame too (Xvfb has no compositor: GTK draws one around the window).
        let room = 640 - WindowGeometry.frame(of: window.window).width
        waitForWidth(window, room)
        #expect(Look.isVisible(window.inspector.root))
        #expect(windowWidth(window) == room, "the window is \(windowWidth(window)) pixels wide on a 640-pixel screen")
        #expect(gdk_window_get_width(gtk_widget_get_window(window.window)) == 640)
        #expect(contentWidth(window) == room)
        #expect(width(window.pastFrame.root) + 1 + width(window.inspector.root) <= room)
        // Closed, it gives back what it took.
        app.historyPanel.send(.inspectorToggled(isOpen: false))
        waitForWidth(window, 600)
        #expect(windowWidth(window) == 600 && contentWidth(window) == 600)

        // Where there is room, the window grows only by what the content cannot give up.
        window.inspector.place(in: window.window, beside: window.pastFrame.root, workArea: { _ in (1920, 1080) })
        var (frameMinimum, natural): (Int32, Int32) = (0, 0)
        gtk_widget_get_preferred_width(window.pastFrame.root, &frameMinimum, &natural)
        let grown = max(600, Int(frameMinimum) + 1 + 380)
        app.historyPanel.send(.inspectorToggled(isOpen: true))
        waitForWidth(window, grown)
        #expect(width(window.inspector.root) == 380)
        #expect(windowWidth(window) == grown)
    }

    /// A step's words, however long, never change the slider's length: the track would move
    /// under the pointer in the middle of a drag.
    @Test func theSlidersLengthDoesNotDependOnTheStepsWords() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let store = app.store
        let newYork = H.firstLaunch.document.zones[2].id
        store.send(.clockList(.sortOrderChosen(.byName)))
        store.send(.detail(.nameTextChanged(zoneID: newYork, text: String(repeating: "W", count: ZoneNameValidator.maximumLength))))
        store.send(.clockList(.editToggled(isEditing: true)))
        var lengths: [Int] = []
        var words: [String] = []
        for step in [0, 1, 2, 3, 2, 1] {
            window.historyBar.slider.withRange { gtk_range_set_value($0, Double(step)) }
            H.nextFrame(of: window.window)
            lengths.append(width(window.historyBar.slider))
            words.append(Look.text(window.historyBar.text))
        }
        #expect(Set(words.map(\.count)).count > 2, "the steps' words differ in length: \(words)")
        #expect(Set(lengths).count == 1, "the slider's lengths were \(lengths)")
    }

    @Test func thePastIsMarkedAcrossTheContentUntilTheReturn() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let store = app.store
        store.send(.clockList(.sortOrderChosen(.byName)))
        store.send(.clockList(.sortOrderChosen(.byOffset)))
        let frame = window.pastFrame
        #expect(!Look.isVisible(frame.banner))
        store.jump(to: 1)
        H.nextFrame(of: window.window)
        #expect(Look.isVisible(frame.banner))
        #expect(Look.labels(under: frame.banner).first == "Viewing the past")
        #expect(Look.text(frame.detail).hasPrefix("Step 1 of 2, as it was at "))
        #expect(gtk_style_context_has_class(gtk_widget_get_style_context(frame.overlay), "showing-past") != 0)
        #expect(Look.accessibleName(frame.returnButton) == "Return to the Present")
        gtk_button_clicked(frame.returnButton.cast())
        H.pump()
        #expect(!store.isPreviewing && !Look.isVisible(frame.banner))
        #expect(gtk_style_context_has_class(gtk_widget_get_style_context(frame.overlay), "showing-past") == 0)
    }

    /// The inspector keeps its width whatever the content beside it shows: it took a share of
    /// the room to spare, 445 pixels beside no media and 372 beside a clip.
    @Test func theInspectorKeepsItsWidthWhateverTheContentShows() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        resize(window, width: 1300)
        window.inspector.place(in: window.window, beside: window.pastFrame.root, workArea: { _ in (1920, 1080) })
        app.historyPanel.send(.inspectorToggled(isOpen: true))
        H.nextFrame(of: window.window)
        #expect(width(window.inspector.root) == InspectorFit.preferredWidth)
        app.store.send(.clockList(.rowActivated(zoneID: H.standardZone("Tokyo").id)))
        H.nextFrame(of: window.window)
        H.nextFrame(of: window.window)
        #expect(width(window.inspector.root) == InspectorFit.preferredWidth, "beside the detail pane")
        app.store.send(.clockList(.addButtonClicked))
        H.nextFrame(of: window.window)
        H.nextFrame(of: window.window)
        #expect(width(window.inspector.root) == InspectorFit.preferredWidth, "beside the chooser")
    }

    /// At 2× on a 1366×768 screen GTK has 683×384 pixels, less the desktop's top bar: the window,
    /// header bar and frame included, fits a work area of 683×352 with a message, the detail
    /// pane, the player and the History bar's hint (the inspector and the chooser too), and the
    /// History bar is on screen. Without a compositor (Xvfb) GTK draws a frame around the window,
    /// outside the size it gives: the window and its frame fit, as the screen shows them.
    @Test func theWindowFitsTheWorkAreaOfASmallScreenAt2x() throws {
        var state = H.firstLaunch
        let first = state.document.zones[0].id
        state.document.zones[0].name = String(repeating: "W", count: ZoneNameValidator.maximumLength)
        state.viewState.detail = DetailPane(
            zoneID: first, nameText: String(repeating: "W", count: Limits.typedText), nameError: .tooLong(count: Limits.typedText))
        state.player = PlayerState(
            media: Media(uri: "file:///nonexistent/clip.webm", title: String(repeating: "T", count: Limits.mediaTitle)),
            status: .failed(UserMessage(verbatim: String(repeating: "F", count: Limits.message))))
        state.viewState.window = WindowLayout(width: 683, height: 352, panePosition: 240)
        let app = H.makeApplication(state)
        defer { H.close(app) }
        app.store.send(.messageShown(UserMessage(verbatim: "Snapshot exported to /tmp/a-folder/clocks.json")))
        let window = try #require(app.window)
        window.sizeFollower?.workArea = { _ in (683, 352) }
        window.inspector.place(in: window.window, beside: window.pastFrame.root, workArea: { _ in (683, 352) })
        let content = try #require(gtk_bin_get_child(window.window.cast()))
        let titlebar = try #require(gtk_window_get_titlebar(window.window.cast()))
        let frame = WindowGeometry.frame(of: window.window)
        #expect(frame.width > 0 && frame.height > 0, "Xvfb has no compositor: GTK draws a frame around the window")
        func leastHeight() -> Int32 {
            var (content, title): (Int32, Int32) = (0, 0)
            gtk_widget_get_preferred_height_for_width(gtk_bin_get_child(window.window.cast()), Int32(683 - frame.width), &content, nil)
            gtk_widget_get_preferred_height_for_width(titlebar, Int32(683 - frame.width), &title, nil)
            return content + title + Int32(frame.height)
        }
        for when in ["with the detail pane and the player", "with the inspector", "with the chooser"] {
            if when == "with the inspector" { app.historyPanel.send(.inspectorToggled(isOpen: true)) }
            if when == "with the chooser" { app.store.send(.clockList(.addButtonClicked)) }
            // A state from a larger screen: the window stays within this one.
            app.store.send(.window(.resized(width: 1100, height: 2000)))
            // GTK 3 leaves the header bar and the frame out of the window's size.
            var header: Int32 = 0
            gtk_widget_get_preferred_height(titlebar, &header, nil)
            H.wait(until: { self.windowHeight(window) == 352 - Int(header) - frame.height })
            H.nextFrame(of: window.window)
            #expect(Look.isVisible(window.messageBar.root), "\(when): the message shows")
            #expect(leastHeight() <= 352, "\(when): the window needs \(leastHeight()) pixels")
            // What the screen shows: the window's own surface, frame and header bar included.
            let surface = try #require(gtk_widget_get_window(window.window))
            #expect(
                gdk_window_get_width(surface) == 683 && gdk_window_get_height(surface) == 352,
                "\(when): the window is \(gdk_window_get_width(surface))×\(gdk_window_get_height(surface)) on screen")
            #expect(
                windowWidth(window) + frame.width == 683 && windowHeight(window) + Int(header) + frame.height == 352,
                "\(when): the window is \(windowWidth(window))×\(windowHeight(window)) under a header bar \(header) high in a frame \(frame)")
            var (x, y): (Int32, Int32) = (0, 0)
            gtk_widget_translate_coordinates(window.historyBar.root, content, 0, 0, &x, &y)
            let bottom = y + gtk_widget_get_allocated_height(window.historyBar.root)
            #expect(bottom <= gtk_widget_get_allocated_height(content), "\(when): the History bar ends at \(bottom)")
        }
    }

    /// The first launch says what History is, under the slider, until the slider is first moved
    /// into the past; the next launch does not say it again.
    @Test func theBarSaysWhatTheSliderDoesUntilItIsFirstMovedEvenAfterARelaunch() throws {
        let folder = H.temporaryStateFolder()
        try folder.create()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let hint = "Everything you do is kept here: drag the slider to go back in time"
        do {
            let app = H.makeApplication(stateFolder: folder)
            defer { H.close(app) }
            let bar = try #require(app.window?.historyBar)
            #expect(Look.isVisible(bar.hint) && Look.text(bar.hint) == hint)
            app.store.send(.clockList(.sortOrderChosen(.byName)))
            H.pump()
            #expect(Look.isVisible(bar.hint), "a step is not a move of the slider")
            var (x, sliderY): (Int32, Int32) = (0, 0)
            gtk_widget_translate_coordinates(bar.slider, gtk_widget_get_toplevel(bar.root), 0, 0, &x, &sliderY)
            bar.slider.withRange { gtk_range_set_value($0, 0) }
            H.pump()
            #expect(Look.text(bar.hint) == "" && app.historyPanel.state.hasTravelled)
            // Its line keeps its room while the app runs: the slider does not jump under the pointer.
            var (_, movedY): (Int32, Int32) = (0, 0)
            gtk_widget_translate_coordinates(bar.slider, gtk_widget_get_toplevel(bar.root), 0, 0, &x, &movedY)
            #expect(movedY == sliderY)
            app.store.returnToPresent()
            H.pump()
            #expect(Look.text(bar.hint) == "")
            app.autosave?.close()
        }
        let again = H.makeApplication(stateFolder: folder)
        defer { H.close(again) }
        #expect(again.historyPanel.state.hasTravelled)
        #expect(!Look.isVisible(try #require(again.window?.historyBar.hint)))
    }

    /// The banner takes its room above the content and covers none of it: laid over the
    /// content (an attempt at keeping the selected row in place), it hid the clock list's
    /// toolbar and a kit app's entry while the past showed, and the Tasks walk's click on its
    /// entry landed on the banner. The frame is drawn over the content and lets clicks through.
    @Test func theBannerCoversNothingInTheContent() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let store = app.store
        store.send(.clockList(.sortOrderChosen(.byName)))
        store.send(.clockList(.sortOrderChosen(.byOffset)))
        store.jump(to: 1)
        H.nextFrame(of: window.window)
        H.nextFrame(of: window.window)
        func top(_ widget: Widget) -> Int32 {
            var (x, y): (Int32, Int32) = (0, 0)
            gtk_widget_translate_coordinates(widget, window.window, 0, 0, &x, &y)
            return y
        }
        let banner = window.pastFrame.banner
        #expect(Look.isVisible(banner) && gtk_widget_get_allocated_height(banner) > 20)
        #expect(top(window.panes.clockList.root) >= top(banner) + gtk_widget_get_allocated_height(banner), "the list's toolbar lies under the banner")
        store.returnToPresent()
        H.nextFrame(of: window.window)
        #expect(!Look.isVisible(banner))
    }

    /// After a relaunch the window shows the present, never a past step's stale time as if it
    /// were now; the step the slider stood at is a mark with a button back to it.
    @Test func aLaunchOpensAtThePresentAndOffersTheStepLeftOff() throws {
        let folder = H.temporaryStateFolder()
        try folder.create()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let recorded = Store(initialState: H.firstLaunch, reducer: AppReducer(catalog: H.catalog), history: AppHistory.rules())
        let autosave = Autosave(store: recorded, folder: folder, loader: FileLoader(catalog: H.catalog))
        recorded.send(.clockList(.sortOrderChosen(.byName)))
        recorded.send(.clockList(.sortOrderChosen(.byOffset)))
        recorded.send(.clockList(.editToggled(isEditing: true)))
        recorded.jump(to: 1, scope: AppHistory.document)
        autosave.close()

        // Launched twice: the mark is the History panel's, kept beside the history, and still
        // there the second time, when the slider was left at the present.
        let first = H.makeApplication(stateFolder: folder)
        #expect(!first.store.isPreviewing)
        first.autosave?.close()
        H.close(first)
        let app = H.makeApplication(stateFolder: folder)
        defer { H.close(app) }
        let window = try #require(app.window)
        #expect(!app.store.isPreviewing && app.store.state == recorded.present)
        #expect(!Look.isVisible(window.pastFrame.banner))
        #expect(app.historyPanel.state.leftOff == HistoryPanel.LeftOff(step: 1, scopeID: "document"))
        let button = window.historyBar.leftOffButton
        #expect(Look.isVisible(button) && Look.accessibleName(button) == "Back to Step 1")

        gtk_button_clicked(button.cast())
        H.pump()
        #expect(app.store.isPreviewing && app.store.timeline.currentStep == 1 && app.store.timeline.scopeID == "document")
        #expect(app.historyPanel.state.leftOff == nil && !Look.isVisible(button))
        #expect(Look.isVisible(window.pastFrame.banner))
    }

    /// A state folder whose history removed New York and chose 2×, then did `then`, saved as
    /// the app saves it.
    static func folderWithNewYorkRemovedAndASpeed(then: (Store<AppState, AppAction, AppEffect>) -> Void) throws -> StateFolder {
        let folder = H.temporaryStateFolder()
        try folder.create()
        let recorded = Store(initialState: H.firstLaunch, reducer: AppReducer(catalog: H.catalog), history: AppHistory.rules())
        let autosave = Autosave(store: recorded, folder: folder, loader: FileLoader(catalog: H.catalog))
        recorded.send(.clockList(.removeButtonClicked(zoneID: H.firstLaunch.document.zones[2].id)))
        recorded.send(.player(.rateChosen(2)))
        then(recorded)
        autosave.close()
        return folder
    }

    /// A slider left where an older build's Undo put it (through the undo scope of then,
    /// retired since) is the user's work as they left it: the undone change stays undone at
    /// the launch, carried on from as a step, and no mark is offered.
    @Test func aLaunchKeepsWhatAnOlderBuildsUndoUndid() throws {
        let folder = try Self.folderWithNewYorkRemovedAndASpeed { recorded in recorded.jump(to: 0, scope: AppHistory.changes) }
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let newYork = H.firstLaunch.document.zones[2].id

        let app = H.makeApplication(stateFolder: folder)
        defer { H.close(app) }
        let window = try #require(app.window)
        #expect(!app.store.isPreviewing)
        #expect(app.store.state.document.zone(withID: newYork) != nil, "the removal undone came back at the launch")
        #expect(app.store.label(ofStep: app.store.timeline.lastStep) == "Undid the changes after step 0")
        #expect(app.historyPanel.state.leftOff == nil && !Look.isVisible(window.historyBar.leftOffButton))
    }

    /// Issue 71: quitting just after an Undo kept its step, but Redo was gone at the relaunch.
    /// Undo is a step of its own now: the relaunch finds it as it was, and Redo still there.
    @Test func aLaunchAfterUndoKeepsTheUndoAndRedo() throws {
        var steps = 0
        let folder = try Self.folderWithNewYorkRemovedAndASpeed { recorded in
            recorded.undo()
            recorded.undo()
            recorded.redo()
            steps = recorded.timeline.stepCount
        }
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let newYork = H.firstLaunch.document.zones[2].id

        let app = H.makeApplication(stateFolder: folder)
        defer { H.close(app) }
        #expect(!app.store.isPreviewing && app.store.timeline.stepCount == steps)
        #expect(app.store.state.document.zone(withID: newYork) == nil && app.store.state.player.rate == 1)
        #expect(app.store.label(ofStep: steps - 1) == "Redid “Removed New York”")
        #expect(app.store.redoneLabel == "Set the speed to 2×" && app.store.undoneLabel == "Removed New York")
        #expect(!app.store.isSearchingForUndo, "what each step changed was kept with it")
    }
}
