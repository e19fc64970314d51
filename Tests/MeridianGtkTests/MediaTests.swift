import CGtk
import Foundation
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import MeridianStore
import TestSupport
import Testing

/// The real GStreamer engine in the real window under Xvfb, with a silent audio sink.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct MediaTests {
    typealias H = GtkTestHarness
    /// One frame of the 30 fps test clip.
    static let frame = 1.0 / 30

    init() {
        setenv("MERIDIAN_AUDIO_SINK", "fakesink", 1)
    }

    func makeApplicationWithClip() throws -> (MeridianApplication, GStreamerEngine) {
        let app = H.makeApplication()
        let engine = try #require(app.engine as? GStreamerEngine, "GStreamer's playbin and gtksink are installed")
        app.openMedia(at: TestMedia.clip)
        try wait("the clip is loaded, paused on its first frame") { app.store.state.player.status == .paused && app.store.state.player.duration != nil }
        return (app, engine)
    }

    /// Runs the main loop until `condition` holds (GStreamer reports arrive through it).
    func wait(_ what: String, seconds: Double = 10, _ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let end = Date(timeIntervalSinceNow: seconds)
        while !condition() {
            guard Date() < end else {
                Issue.record("timed out waiting until \(what)", sourceLocation: sourceLocation)
                throw CancellationError()
            }
            H.pump()
            g_usleep(2000)
        }
    }

    /// Sends the actions of a drag of the seek bar to `seconds`; the engine's accurate seek follows.
    func seek(_ app: MeridianApplication, _ engine: GStreamerEngine, to seconds: Double) throws {
        var landed = false
        engine.onSeekDone = { landed = true }
        app.store.send(.player(.seekBegan))
        app.store.send(.player(.seekChanged(to: seconds)))
        landed = false
        app.store.send(.player(.seekEnded(at: H.noon)))
        try wait("the seek to \(seconds) s lands") { landed }
    }

    @Test func openingShowsTheTitleAndTheDurationAndPlayingRunsToTheEndWithTheChromeShown() throws {
        let (app, _) = try makeApplicationWithClip()
        defer { H.close(app) }
        #expect(app.store.state.player.media?.title == "clip")
        #expect(abs((app.store.state.player.duration ?? 0) - 4) < 0.1)
        app.store.send(.player(.playPauseClicked(at: H.noon)))
        try wait("playback starts") { app.store.state.player.status == .playing }
        try wait("the clip ends") { app.store.state.player.status == .ended }
        #expect(app.store.state.player.chrome.isShowing)
        #expect(PlayerModel(app.store.state.player).statusLine == "Finished clip · press Play to watch again")
    }

    @Test func anAccurateSeekLandsWithinOneFrame() throws {
        let (app, engine) = try makeApplicationWithClip()
        defer { H.close(app) }
        for target in [2.0, 0.5, 3.3] {
            try seek(app, engine, to: target)
            let position = try #require(engine.position)
            #expect(abs(position - target) <= Self.frame, "asked for \(target) s, at \(position) s")
        }
    }

    @Test func pauseHoldsThePosition() throws {
        let (app, engine) = try makeApplicationWithClip()
        defer { H.close(app) }
        app.store.send(.player(.playPauseClicked(at: H.noon)))
        try wait("playback passes one second") { (engine.position ?? 0) > 1 }
        app.store.send(.player(.playPauseClicked(at: H.noon)))
        try wait("playback pauses") { app.store.state.player.status == .paused }
        let held = try #require(engine.position)
        H.settle(milliseconds: 500)
        #expect(abs((engine.position ?? -1) - held) < 0.001)
        #expect(held > 1 && held < 3.9)
    }

    @Test func aTextFileNamedLikeAVideoFailsWithAMessageAUserUnderstands() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        app.openMedia(at: TestMedia.textInDisguise)
        try wait("the engine gives up") {
            if case .failed = app.store.state.player.status { return true }
            return false
        }
        #expect(app.store.state.player.status == .failed(MediaFailure.notMedia(uri: "file:///notes.ogv").message))
    }

    @Test func aMissingFileIsAStatusNotAFailureOfTheApp() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        app.openMedia(at: "\(TestMedia.folder)/moved away.ogv")
        try wait("the engine says so") { app.store.state.player.status != .loading }
        #expect(app.store.state.player.status == .failed(MediaFailure.notFound(uri: TestMedia.uri("\(TestMedia.folder)/moved away.ogv")).message))
    }

    /// A pipe named like a video, as the desktop or `--media` could hand it: refused at once,
    /// without GStreamer opening it (which would block the main loop until a writer came),
    /// and so is a device that never ends.
    @Test(.timeLimit(.minutes(10))) func aPipeOrADeviceIsRefusedWithoutWaitingOnIt() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let pipe = FileManager.default.temporaryDirectory.appendingPathComponent("pipe-\(UUID()).ogv").path
        #expect(mkfifo(pipe, 0o644) == 0)
        defer { try? FileManager.default.removeItem(atPath: pipe) }
        for path in [pipe, "/dev/zero"] {
            app.openMedia(at: path)
            try wait("the engine refuses \(path)") { app.store.state.player.status != .loading }
            #expect(app.store.state.player.status == .failed(MediaFailure.notAFile(uri: TestMedia.uri(path)).message))
        }
    }

    /// Time travel reaches the video: previewing a step shows its key frame at once, then that
    /// step's frame, paused, and coming back to the present shows the present's.
    @Test func previewingAPastStepShowsThatStepsFrame() throws {
        let (app, engine) = try makeApplicationWithClip()
        defer { H.close(app) }
        try seek(app, engine, to: 1)
        let stepAtOneSecond = app.store.timeline.currentStep
        // A step between the two seeks, so the second is a step of its own.
        app.store.send(.clockList(.sortOrderChosen(.byName)))
        try seek(app, engine, to: 3)

        var landed = false
        var keyFrameAt: Double?
        engine.onKeyFrameDone = { keyFrameAt = engine.position ?? -1 }
        engine.onSeekDone = { landed = true }
        app.store.jump(to: stepAtOneSecond)
        try wait("the past step's frame is shown") { landed }
        let keyFrame = try #require(keyFrameAt, "the step's key frame is shown before its exact frame")
        #expect((0...1 + Self.frame).contains(keyFrame), "the key frame at or before the step's position")
        #expect(abs((engine.position ?? -1) - 1) <= Self.frame)
        engine.onKeyFrameDone = nil
        #expect(app.store.state.player.position == 1)

        landed = false
        app.store.returnToPresent()
        try wait("the present's frame is shown") { landed }
        #expect(abs((engine.position ?? -1) - 3) <= Self.frame)
        #expect(app.store.present.player.position == 3)
    }

    /// A snapshot keeps the media and its position: importing it later, in another window,
    /// reopens the same media at the same frame.
    @Test func anImportedSnapshotReopensTheMediaAtItsPosition() async throws {
        let (app, engine) = try makeApplicationWithClip()
        try seek(app, engine, to: 2.5)
        let path = "\(TestMedia.folder)/at-2.5-\(UUID().uuidString).json"
        await withCheckedContinuation { done in app.files.exportSnapshot(to: path) { done.resume() } }
        H.close(app)

        let later = H.makeApplication()
        defer { H.close(later) }
        let laterEngine = try #require(later.engine as? GStreamerEngine)
        var landed = false
        laterEngine.onSeekDone = { landed = true }
        await withCheckedContinuation { done in later.files.importSnapshot(from: path) { done.resume() } }
        try wait("the media is open at its position") { landed && later.store.state.player.status == .paused }
        #expect(later.store.state.player.media?.uri == TestMedia.uri(TestMedia.clip))
        #expect(abs((laterEngine.position ?? -1) - 2.5) <= Self.frame)
    }

    func press(_ keyval: Int32, on widget: Widget) {
        // A key reaches a widget on screen: the video area shows once the clip is loaded, which
        // on a busy machine may be after the test asks (GTK refuses an event for a widget not
        // yet realized).
        H.wait(until: { gtk_widget_get_realized(widget) != 0 && gtk_widget_get_mapped(widget) != 0 })
        let event = gdk_event_new(GDK_KEY_PRESS)!
        event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gtk_widget_get_window(widget))))
        event.pointee.key.keyval = guint(keyval)
        _ = gtk_widget_event(widget, event)
        gdk_event_free(event)
        H.pump()
    }

    @Test func spacePlaysAndPausesAndTheArrowsSeek() throws {
        let (app, engine) = try makeApplicationWithClip()
        defer { H.close(app) }
        let video = try #require(app.window).panes.player.videoArea
        press(GDK_KEY_space, on: video)
        try wait("Space plays") { app.store.state.player.status == .playing }
        press(GDK_KEY_space, on: video)
        try wait("Space pauses") { app.store.state.player.status == .paused }
        var landed = false
        engine.onSeekDone = { landed = true }
        press(GDK_KEY_Right, on: video)
        try wait("→ seeks") { landed }
        #expect(app.store.state.player.position == app.store.state.player.seekableEnd, "five seconds on, held at the end of the four-second clip")
        landed = false
        press(GDK_KEY_Left, on: video)
        try wait("← seeks") { landed }
        #expect(app.store.state.player.position == 0)
        // Just after the end of the stream the pipeline may take a moment to answer a query.
        try wait("the engine at the start") { engine.position.map { $0 <= Self.frame } ?? false }
    }

    @Test func aChosenRateReachesThePipeline() throws {
        let (app, engine) = try makeApplicationWithClip()
        defer { H.close(app) }
        app.store.send(.player(.rateChosen(2)))
        try wait("the pipeline plays at twice the speed") { engine.playbackRate == 2 }
        app.store.send(.player(.playPauseClicked(at: H.noon)))
        try wait("playback starts") { app.store.state.player.status == .playing }
        #expect(engine.playbackRate == 2)
    }

    /// After the end a seek shows its frame and stays paused, as the button shows (GStreamer's
    /// pipeline at the end of the stream still plays, and played on after a seek); one press
    /// of Play plays from there.
    @Test func aSeekAfterTheEndStaysPausedAndOnePlayPlaysFromThere() throws {
        let (app, engine) = try makeApplicationWithClip()
        defer { H.close(app) }
        app.store.send(.player(.playPauseClicked(at: H.noon)))
        try wait("the clip ends") { app.store.state.player.status == .ended }
        try wait("the pipeline pauses at the end") { !engine.isPipelinePlaying }
        try seek(app, engine, to: 1)
        #expect(app.store.state.player.status == .paused)
        #expect(PlayerModel(app.store.state.player).playPauseLabel == "Play")
        #expect(!engine.isPipelinePlaying, "the seek shows its frame, paused")
        #expect(abs((engine.position ?? -1) - 1) <= Self.frame)

        app.store.send(.player(.playPauseClicked(at: H.noon)))
        try wait("one press plays") { app.store.state.player.status == .playing && engine.isPipelinePlaying }
        #expect(PlayerModel(app.store.state.player).playPauseLabel == "Pause")
        try wait("playback goes on from the frame sought") { (engine.position ?? 0) > 1.2 }
        #expect(app.store.state.player.position >= 1 - Self.frame, "from 1 s, not from the start")
    }

    /// A clip played at 2× to its end, then sought: the History slider brought back onto the
    /// step that finished shows that step's frame, its seek within the clip (GStreamer logged
    /// `gst_segment_do_seek: assertion 'start <= stop'` for a seek past the stream's end).
    @Test func previewingTheFinishedStepOfAClipPlayedFasterSeeksWithinIt() throws {
        let (app, engine) = try makeApplicationWithClip()
        defer { H.close(app) }
        app.store.send(.player(.rateChosen(2)))
        try wait("the pipeline plays at twice the speed") { engine.playbackRate == 2 }
        app.store.send(.player(.playPauseClicked(at: H.noon)))
        try wait("the clip ends") { app.store.state.player.status == .ended }
        try wait("the pipeline pauses at the end") { !engine.isPipelinePlaying }
        let finished = app.store.timeline.currentStep
        try seek(app, engine, to: 1)

        var landed = false
        engine.onSeekDone = { landed = true }
        app.store.jump(to: finished)
        try wait("the finished step's frame is shown") { landed }
        #expect(app.store.state.player.status == .ended)
        let end = try #require(app.store.state.player.duration)
        #expect(abs((engine.position ?? -1) - end) <= 0.1, "at the end, where the step stood")
    }

    /// Issue 73: the clip open already is not opened again, from the command line or the
    /// Open Media dialog: each launch with `--media clip.ogv` started it over and added a step.
    @Test func openingTheClipAlreadyOpenLoadsNothingAndAddsNoStep() throws {
        let (app, engine) = try makeApplicationWithClip()
        defer { H.close(app) }
        try seek(app, engine, to: 0.5)
        var loaded: [String] = []
        engine.onLoad = { loaded.append($0) }
        let steps = app.store.timeline.stepCount
        app.openMedia(at: TestMedia.clip)
        H.pump()
        #expect(loaded.isEmpty)
        #expect(app.store.timeline.stepCount == steps)
        #expect(abs(app.store.state.player.position - 0.5) < 0.1, "the clip stays where it was")
    }

    /// The toolbar's speed menu shows the speed that plays and sets it; the pipeline plays at
    /// it, and still does once other media is opened (a load starts at 1×).
    @Test func theSpeedMenuSetsTheSpeedTheClipPlaysAt() throws {
        let (app, engine) = try makeApplicationWithClip()
        defer { H.close(app) }
        let button = try #require(app.window).panes.player.speedButton
        #expect(Look.accessibleName(button) == "Playback speed, 1×")
        let menu = try #require(gtk_menu_button_get_menu_model(button.cast()))
        #expect(g_menu_model_get_n_items(menu) == 8)
        g_action_group_activate_action(OpaquePointer(app.application), "playback-speed", g_variant_new_double(1.5))
        H.pump()
        #expect(app.store.state.player.rate == 1.5)
        #expect(Look.accessibleName(button) == "Playback speed, 1.5×")
        #expect(Look.labels(under: button) == ["1.5×"])
        let state = try #require(g_action_group_get_action_state(OpaquePointer(app.application), "playback-speed"))
        #expect(g_variant_get_double(state) == 1.5, "the menu marks 1.5×")
        g_variant_unref(state)
        try wait("the pipeline plays at 1.5×") { engine.playbackRate == 1.5 }

        app.openMedia(at: TestMedia.matroskaClip)
        try wait("the other clip is loaded") { app.store.state.player.status == .paused && engine.playbackRate != nil }
        try wait("at the speed chosen") { engine.playbackRate == 1.5 }
        app.store.send(.player(.playPauseClicked(at: H.noon)))
        try wait("playback starts") { app.store.state.player.status == .playing }
        #expect(engine.playbackRate == 1.5)
    }

    /// While the speed menu is open the controls stay, as while the pointer moves over the
    /// video: opening it counts as the user's activity.
    @Test func theControlsStayWhileTheSpeedMenuIsOpen() throws {
        final class Clock: @unchecked Sendable { var now = H.noon }
        let clock = Clock()
        let app = H.makeApplication(environment: ShellEnvironment(now: { clock.now }, newID: { UUID() }))
        defer { H.close(app) }
        app.openMedia(at: TestMedia.clip)
        try wait("the clip is loaded") { app.store.state.player.status == .paused && app.store.state.player.duration != nil }
        app.store.send(.player(.playPauseClicked(at: clock.now)))
        try wait("playback starts") { app.store.state.player.status == .playing }
        #expect(app.store.state.player.hideDeadline == H.noon.adding(seconds: 4))
        clock.now = H.noon.adding(seconds: 3)
        let button = try #require(app.window).panes.player.speedButton
        gtk_toggle_button_set_active(button.cast(), 1)
        H.pump()
        #expect(app.store.state.player.hideDeadline == H.noon.adding(seconds: 7))
        gtk_toggle_button_set_active(button.cast(), 0)
        H.pump()
    }

    /// A past step whose media was deleted since shows why it cannot be shown, not the frame
    /// of the media open now (the engine kept the other clip and prerolled it at the step's
    /// position); nothing is logged for seeking media that is not there.
    @Test func aPastStepsMediaDeletedSinceShowsWhyNotAnotherClipsFrame() throws {
        // Longer than the clip open later: the step's position is past that clip's end.
        let gone = "\(TestMedia.folder)/gone-\(UUID().uuidString).mkv"
        try FileManager.default.createDirectory(atPath: TestMedia.folder, withIntermediateDirectories: true)
        #expect(TestClip.make(at: gone, seconds: 8, muxer: "matroskamux"))
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let engine = try #require(app.engine as? GStreamerEngine)
        app.openMedia(at: gone)
        try wait("the clip to be deleted is loaded") { app.store.state.player.status == .paused && app.store.state.player.duration != nil }
        try seek(app, engine, to: 6)
        let stepOfTheGoneClip = app.store.timeline.currentStep
        app.openMedia(at: TestMedia.clip)
        try wait("the other clip is loaded") { app.store.state.player.media?.uri == TestMedia.uri(TestMedia.clip) && app.store.state.player.status == .paused }
        try FileManager.default.removeItem(atPath: gone)

        app.store.jump(to: stepOfTheGoneClip)
        func whyShown() -> String? {
            Look.descendants(window.panes.player.root).first { widget in
                g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_label_get_type()) != 0 && gtk_widget_get_mapped(widget) != 0
                    && Look.text(widget).contains("could not be found")
            }.map(Look.text)
        }
        try wait("the step shows that its media is gone") { whyShown() != nil }
        #expect(whyShown() == MediaFailure.notFound(uri: TestMedia.uri(gone)).message.text)
        #expect(Look.text(window.panes.player.statusLine) == MediaFailure.notFound(uri: TestMedia.uri(gone)).message.text, "only that: not “Paused” beside it")
        let page = gtk_stack_get_visible_child_name(window.panes.player.screen.cast()).map { String(cString: $0) }
        #expect(page == "placeholder", "the video's place shows the step's title, not the other clip's frame")
        H.settle(milliseconds: 300)
        #expect(!engine.isPipelinePlaying)
        #expect(engine.position == nil, "nothing is prerolled in the gone clip's place")

        // Back at the present, the other clip is shown again: loaded anew at its start, and
        // prerolled there (no seek: it is at the start).
        app.store.returnToPresent()
        try wait("the present's clip is shown") { engine.position != nil && whyShown() == nil }
    }

    /// Two past steps whose media were both deleted since: each says its own file, one after
    /// the other. The engine's failure stands between them and only its words change.
    @Test func twoPastStepsWithMediaDeletedSinceEachNameTheirOwnFile() throws {
        try FileManager.default.createDirectory(atPath: TestMedia.folder, withIntermediateDirectories: true)
        let gone = (1...2).map { "\(TestMedia.folder)/gone-\($0)-\(UUID().uuidString).mkv" }
        for path in gone { #expect(TestClip.make(at: path, seconds: 2, muxer: "matroskamux")) }
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        var steps: [Int] = []
        for path in gone + [TestMedia.clip] {
            app.openMedia(at: path)
            try wait("\(path) is loaded") { app.store.state.player.media?.uri == TestMedia.uri(path) && app.store.state.player.status == .paused }
            steps.append(app.store.timeline.currentStep)
        }
        for path in gone { try FileManager.default.removeItem(atPath: path) }
        for (step, path) in zip(steps, gone).reversed() {
            app.store.jump(to: step)
            let said = MediaFailure.notFound(uri: TestMedia.uri(path)).message.text
            try wait("step \(step) says its own file is gone") { Look.text(window.panes.player.statusLine) == said }
        }
        app.store.returnToPresent()
    }

    /// A sound opened after a video shows no frame of that video: gtksink keeps the last frame
    /// it was given, and a sound gives it none. The video shows again with the next clip.
    @Test func aSoundAfterAVideoShowsNoFrameOfIt() throws {
        let (app, _) = try makeApplicationWithClip()
        defer { H.close(app) }
        let player = try #require(app.window).panes.player
        func page() -> String? { gtk_stack_get_visible_child_name(player.screen.cast()).map { String(cString: $0) } }
        #expect(page() == "video")
        app.openMedia(at: TestMedia.sound)
        try wait("the sound is loaded") { app.store.state.player.media?.uri == TestMedia.uri(TestMedia.sound) && app.store.state.player.status == .paused }
        try wait("the video's place shows the sound's page") { page() == "sound" }
        let soundPage = try #require(gtk_stack_get_visible_child(player.screen.cast()))
        #expect(Look.accessibleName(soundPage) == "Sound only: no picture")
        #expect(gtk_widget_get_mapped(soundPage) != 0)
        app.store.send(.player(.playPauseClicked(at: H.noon)))
        try wait("the sound plays") { app.store.state.player.status == .playing }
        #expect(page() == "sound")
        app.openMedia(at: TestMedia.clip)
        try wait("the clip is loaded again") { app.store.state.player.media?.uri == TestMedia.uri(TestMedia.clip) && app.store.state.player.status == .paused }
        #expect(page() == "video")
    }

    /// With nothing open the video area says how to open something; the video takes its place
    /// once media is open, and gives it back when the media fails.
    @Test func theVideoTakesThePlaceOfTheHint() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let player = try #require(app.window).panes.player
        func shown() -> String? { gtk_stack_get_visible_child_name(player.screen.cast()).map { String(cString: $0) } }
        #expect(shown() == "placeholder")
        #expect(String(cString: gtk_label_get_text(player.placeholder.cast())) == "Open a video or audio file with Ctrl+M, or drop one here")
        app.openMedia(at: TestMedia.clip)
        try wait("the clip is loaded") { app.store.state.player.status == .paused }
        #expect(shown() == "video")
        app.openMedia(at: TestMedia.textInDisguise)
        try wait("the text file fails") { app.store.state.player.status != .paused && app.store.state.player.status != .loading }
        #expect(shown() == "placeholder")
        #expect(String(cString: gtk_label_get_text(player.placeholder.cast())) == "notes")
    }
}
