import CGtk
import Foundation
import GtkBenchSupport
import MeridianCore
import MeridianFiles
import MeridianGtk
import MeridianKit
import MeridianStore
import TestSupport

// meridian-player-bench: the player's figures with the real GStreamer engine, under a display
// (make bench runs Xvfb), on a clip made here: 10 s of 640×360 at 30 fps, Theora and Vorbis.
//   play:  Play pressed → the next frame painted by the video widget (clip already open), and
//          Open → the first frame painted (nothing open before);
//   seek:  an accurate seek (the end of a seek-bar drag) → its frame painted, at random times;
//   scrub: History moved to steps of a session recorded while playing → its key frame painted,
//          then that step's exact frame, and whether it is within two frames of its position;
//   cpu:   the whole process's CPU while the clip plays, as a share of one core.
setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/meridian-bench", 1)
// No sound card under Xvfb: a silent sink that keeps time (set MERIDIAN_AUDIO_SINK to measure another).
setenv("MERIDIAN_AUDIO_SINK", ProcessInfo.processInfo.environment["MERIDIAN_AUDIO_SINK"] ?? "fakesink", 1)
let frame = 1.0 / 30
nonisolated(unsafe) var videoDraws = 0
/// Called at each draw of the video, for a figure that needs to know what the draw showed.
nonisolated(unsafe) var onVideoDraw: (() -> Void)?

MainActor.assumeIsolated {
    var argc: Int32 = 0
    guard gtk_init_check(&argc, nil) != 0 else {
        say("meridian-player-bench: no display; run it under xvfb-run")
        exit(1)
    }
    let clip = makeClip()
    let application = MeridianApplication(
        catalog: SystemTimeZones.catalog(), initialState: .firstLaunch(now: Instant(Date()), userTimeZone: "Europe/London"),
        applicationID: "dev.meridian.Meridian.PlayerBench", isUnique: false,
        stateFolder: StateFolder(path: FileManager.default.temporaryDirectory.appendingPathComponent("meridian-player-bench-\(getpid())").path))
    let gApplication = UnsafeMutablePointer<GApplication>(OpaquePointer(application.application))
    g_application_register(gApplication, nil, nil)
    g_application_activate(gApplication)
    settle()
    guard let engine = application.mediaEngine else {
        say("meridian-player-bench: GStreamer's playbin or gtksink is missing")
        exit(1)
    }
    g_signal_connect_data(
        UnsafeMutableRawPointer(engine.videoWidget), "draw",
        unsafeBitCast({ (_: gpointer?, _: gpointer?, _: gpointer?) -> gboolean in
            videoDraws += 1
            onVideoDraw?()
            return 0
        } as @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean, to: GCallback.self),
        nil, nil, G_CONNECT_AFTER)
    let store = application.store
    let bench = PlayerBench(application: application, store: store, engine: engine, clip: clip)
    bench.openToFirstFrame()
    bench.playToNextFrame()
    bench.accurateSeeks()
    bench.cpuWhilePlaying()
    bench.historyScrub()
    exit(0)
}

@MainActor
struct PlayerBench {
    let application: MeridianApplication
    let store: AppStore
    let engine: any MediaEngineProbe
    let clip: String

    func now() -> Instant { Instant(Date()) }

    func openToFirstFrame() {
        var times: [Double] = []
        for _ in 0..<10 {
            store.send(.player(.mediaOpened(uri: "file:///nonexistent/none.ogv", title: "none")))
            settle(milliseconds: 100)
            let drawsBefore = videoDraws
            let begin = g_get_monotonic_time()
            application.openMedia(at: clip)
            guard waitUntil(seconds: 5, { videoDraws > drawsBefore && store.state.player.status == .paused }) else { continue }
            times.append(Double(g_get_monotonic_time() - begin) / 1000)
        }
        say(String(format: "open → first frame painted: median %.1f ms, p95 %.1f ms (%d opens)", percentile(times, 0.5), percentile(times, 0.95), times.count))
    }

    func playToNextFrame() {
        var times: [Double] = []
        for _ in 0..<20 {
            seek(to: 1)
            settle(milliseconds: 100)
            let drawsBefore = videoDraws
            let begin = g_get_monotonic_time()
            store.send(.player(.playPauseClicked(at: now())))
            guard waitUntil(seconds: 2, { videoDraws > drawsBefore }) else { continue }
            times.append(Double(g_get_monotonic_time() - begin) / 1000)
            store.send(.player(.playPauseClicked(at: now())))
            _ = waitUntil(seconds: 2) { store.state.player.status == .paused }
        }
        say(String(format: "Play → next frame painted: median %.1f ms, p95 %.1f ms (target ≤ 150 ms; %d presses)", percentile(times, 0.5), percentile(times, 0.95), times.count))
    }

    func accurateSeeks() {
        var times: [Double] = []
        var offByMoreThanAFrame = 0
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<60 {
            let target = Double(Int.random(in: 0..<950, using: &generator)) / 100
            settle(milliseconds: 30)
            let begin = g_get_monotonic_time()
            guard seek(to: target) else { continue }
            times.append(Double(g_get_monotonic_time() - begin) / 1000)
            if abs((engine.position ?? -1) - target) > frame { offByMoreThanAFrame += 1 }
        }
        say(String(format: "accurate seek → its frame painted: median %.1f ms, p95 %.1f ms (target p95 ≤ 100 ms; %d seeks, %d more than a frame off)",
                   percentile(times, 0.5), percentile(times, 0.95), times.count, offByMoreThanAFrame))
    }

    func cpuWhilePlaying() {
        seek(to: 0)
        store.send(.player(.playPauseClicked(at: now())))
        _ = waitUntil(seconds: 2) { store.state.player.status == .playing }
        let (cpuBefore, wallBefore) = (cpuSeconds(), g_get_monotonic_time())
        // The main loop sleeps between events, as gtk_main does.
        let end = wallBefore + 8_000_000
        while g_get_monotonic_time() < end { g_main_context_iteration(nil, 1) }
        let share = (cpuSeconds() - cpuBefore) / (Double(g_get_monotonic_time() - wallBefore) / 1e6)
        store.send(.player(.playPauseClicked(at: now())))
        _ = waitUntil(seconds: 2) { store.state.player.status == .paused }
        say(String(format: "CPU while playing 640×360 at 30 fps: %.1f %% of one core (8 s, the whole process: decoding, painting, the app)", share * 100))
    }

    /// A session recorded while the clip plays: a step every 150 ms (edit mode toggled), each
    /// holding the position playback had reached; then History moved to random ones of them.
    func historyScrub() {
        seek(to: 0)
        store.send(.player(.playPauseClicked(at: now())))
        _ = waitUntil(seconds: 2) { store.state.player.status == .playing }
        var steps: [Int] = []
        for index in 0..<55 {
            settle(milliseconds: 150)
            store.send(.clockList(.editToggled(isEditing: index % 2 == 0)))
            steps.append(store.timeline.currentStep)
        }
        store.send(.player(.playPauseClicked(at: now())))
        _ = waitUntil(seconds: 2) { store.state.player.status == .paused }
        var keyFrames: [Double] = [], exactFrames: [Double] = []
        var withinTwoFrames = 0
        var generator = SystemRandomNumberGenerator()
        var shown = store.state.player.position
        for _ in 0..<150 {
            let step = steps.randomElement(using: &generator)!
            guard let position = try? store.state(atStep: step).player.position else { continue }
            guard position != shown else { continue }
            settle(milliseconds: 20)
            // The first frame drawn once a seek has landed, and the first drawn while the sink
            // shows the step's own frame (within two frames): what the draw showed is read at
            // the draw, as the exact frame may be drawn before its seek's message arrives.
            var seekLanded = false, landed = false
            var firstDrawn: Int?, exactDrawn: Int?
            engine.onKeyFrameDone = { seekLanded = true }
            engine.onSeekDone = { seekLanded = true; landed = true }
            onVideoDraw = {
                let now = g_get_monotonic_time()
                if seekLanded, firstDrawn == nil { firstDrawn = now }
                if exactDrawn == nil, let shown = engine.shownFrameTime, abs(shown - position) <= 2 * frame { exactDrawn = now }
            }
            let begin = g_get_monotonic_time()
            store.jump(to: step)
            guard waitUntil(seconds: 2, { landed && exactDrawn != nil }), let exactDrawn else { continue }
            // Drawn before its seek's message, the exact frame may be the first drawn.
            keyFrames.append(Double(min(firstDrawn ?? exactDrawn, exactDrawn) - begin) / 1000)
            exactFrames.append(Double(exactDrawn - begin) / 1000)
            if abs((engine.position ?? -1) - position) <= 2 * frame { withinTwoFrames += 1 }
            shown = position
        }
        engine.onKeyFrameDone = nil
        engine.onSeekDone = nil
        onVideoDraw = nil
        say(String(format: "History scrub over a playing session (%d steps): step → a frame painted (its key frame, while the slider may move on) median %.1f ms, p95 %.1f ms (target p95 ≤ 16 ms); → its exact frame painted median %.1f ms, p95 %.1f ms; %d of %d exact frames within two frames of the step's position",
                   steps.count, percentile(keyFrames, 0.5), percentile(keyFrames, 0.95), percentile(exactFrames, 0.5), percentile(exactFrames, 0.95), withinTwoFrames, exactFrames.count))
        dragHistory(over: steps)
        store.returnToPresent()
    }

    /// History dragged over the session's steps, a step each 60th of a second as a pointer
    /// moves, there and back three times: how often the video sink showed another frame
    /// meanwhile.
    func dragHistory(over steps: [Int]) {
        settle(milliseconds: 100)
        var changes: [Int] = []
        var shown = engine.shownFrameTime
        func look() {
            let now = engine.shownFrameTime
            if now != shown { changes.append(g_get_monotonic_time()) }
            shown = now
        }
        let path = Array(repeating: steps + steps.reversed(), count: 3).joined()
        let begin = g_get_monotonic_time()
        for (index, step) in path.enumerated() {
            store.jump(to: step)
            let next = begin + (index + 1) * 1_000_000 / 60
            while g_get_monotonic_time() < next {
                if g_main_context_iteration(nil, 0) == 0 { g_usleep(500) }
                look()
            }
            look()
        }
        let end = g_get_monotonic_time()
        let waits = zip([begin] + changes, changes + [end]).map { Double($1 - $0) / 1000 }
        say(String(format: "History dragged over the session, a step each 60th of a second (%d jumps in %.1f s): the video showed another frame %d times, the longest wait for one %.0f ms",
                   path.count, Double(end - begin) / 1e6, changes.count, waits.max() ?? 0))
    }

    /// Drags the seek bar to `seconds`; true when the accurate seek's frame has been painted.
    @discardableResult
    func seek(to seconds: Double) -> Bool {
        var landed = false
        engine.onSeekDone = { landed = true }
        store.send(.player(.seekBegan))
        store.send(.player(.seekChanged(to: seconds)))
        store.send(.player(.seekEnded(at: now())))
        guard waitUntil(seconds: 2, { landed }) else { return false }
        let drawsAfterSeek = videoDraws
        return waitUntil(seconds: 0.2) { videoDraws > drawsAfterSeek }
    }
}

/// Turns the main loop until `condition` holds; false after `seconds`.
@MainActor
func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
    let end = g_get_monotonic_time() + Int(seconds * 1e6)
    while !condition() {
        guard g_get_monotonic_time() < end else { return false }
        g_main_context_iteration(nil, 0)
    }
    return true
}

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// The benchmark's clip: ten seconds, made here.
func makeClip() -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-bench-clip-\(getpid()).ogv").path
    guard TestClip.make(at: path, seconds: 10) else {
        say("meridian-player-bench: gst-launch-1.0 could not make the clip (install gstreamer1.0-tools)")
        exit(1)
    }
    return path
}
