import CGtk
import Foundation
import GtkBenchSupport
import MeridianCore
import MeridianFiles
import MeridianGtk
import MeridianKit
import MeridianStore

/// A relaunch with a long history beside one with none (issue 71, item 4): the window's first
/// frame, then the first Undo, Redo, drag of the History slider to step 1 and opening of the
/// inspector, each from the command to the frame that shows what it did; and the longest the
/// main loop went without turning, from the first frame to a minute after the launch.
///
/// The histories are made once and kept in `BENCH_KEEP` (a folder; a temporary one by default):
/// `speeds`, every step a speed chosen (a change Undo takes back), and `playing`, a clock added
/// and then only plays, pauses and the clock's ticks (steps Undo passes by: its change is the
/// first step). `BENCH_ENTRIES` (comma-separated, "1000000,5000000" by default) says how long;
/// `BENCH_WATCH_SECONDS` (60) how long the main loop is watched after each launch; `BENCH_RUNS`
/// (3) how many launches of each, alternating with the empty one's; figures are medians.
@MainActor
enum RelaunchBench {
    enum Kind: String, CaseIterable {
        case speeds, playing
    }

    /// One relaunch's figures, in milliseconds; `nil` where nothing answered within 30 s.
    struct Figures {
        var firstFrame: Double?
        var undo: Double?
        var redo: Double?
        var drag: Double?
        var inspector: Double?
        var longestStall: Double
        var stallsOver50: Int
        /// What the window was doing when the main loop stalled longest.
        var longestStallDuring = ""

        /// Each figure's median over `runs`; the stalls, the worst.
        static func median(_ runs: [Figures]) -> Figures {
            func median(_ figure: (Figures) -> Double?) -> Double? {
                let values = runs.compactMap(figure).sorted()
                return values.count < runs.count || values.isEmpty ? nil : values[values.count / 2]
            }
            let worst = runs.max { $0.longestStall < $1.longestStall }
            return Figures(
                firstFrame: median(\.firstFrame), undo: median(\.undo), redo: median(\.redo), drag: median(\.drag), inspector: median(\.inspector),
                longestStall: worst?.longestStall ?? 0, stallsOver50: runs.map(\.stallsOver50).max() ?? 0, longestStallDuring: worst?.longestStallDuring ?? "")
        }
    }

    static func run(catalog: TimeZoneCatalog) {
        let environment = ProcessInfo.processInfo.environment
        let counts = (environment["BENCH_ENTRIES"] ?? "1000000,5000000").split(separator: ",").compactMap { Int($0) }
        let watch = Double(environment["BENCH_WATCH_SECONDS"] ?? "") ?? 60
        let runs = max(Int(environment["BENCH_RUNS"] ?? "") ?? 3, 1)
        let kept = environment["BENCH_KEEP"]
        let base = kept ?? FileManager.default.temporaryDirectory.appendingPathComponent("meridian-bench-relaunch-\(getpid())").path
        defer { if kept == nil { try? FileManager.default.removeItem(atPath: base) } }
        say("# A relaunch with a long history beside an empty one: to the frame that shows each, ms (targets: within 50 ms of the empty one's; no stall over 50 ms)")
        // The empty one: a clock added, so Undo and Redo have something to do.
        let emptyFolder = base + "/empty"
        try? FileManager.default.removeItem(atPath: emptyFolder)
        make(.speeds, entries: 2, in: emptyFolder, catalog: catalog)
        // The first window of the process pays for what every later one finds loaded.
        _ = relaunch(emptyFolder, catalog: catalog, watch: 1)
        var empties: [Figures] = []
        for count in counts {
            for kind in Kind.allCases {
                let folder = "\(base)/\(kind.rawValue)-\(count)"
                if !FileManager.default.fileExists(atPath: folder + "/history.sqlite3") {
                    let seconds = Measure.seconds { make(kind, entries: count, in: folder, catalog: catalog) }
                    say(String(format: "relaunch: the %@ history of %d entries made in %.0f s", kind.rawValue, count, seconds))
                }
                var long: [Figures] = []
                for _ in 0..<runs {
                    empties.append(relaunch(emptyFolder, catalog: catalog, watch: watch))
                    long.append(relaunch(folder, catalog: catalog, watch: watch))
                }
                report("\(count) entries, \(kind == .speeds ? "every step a speed" : "a clock added, then plays, pauses and ticks")", .median(long), against: .median(empties))
            }
        }
        report("an empty history, every launch between them", .median(empties), against: nil)
    }

    private static func report(_ name: String, _ figures: Figures, against empty: Figures?) {
        func text(_ value: Double?, _ reference: Double?) -> String {
            guard let value else { return "none in 30 s" }
            guard let reference else { return String(format: "%.1f", value) }
            return String(format: "%.1f (%+.1f)", value, value - reference)
        }
        say("relaunch, \(name): first frame \(text(figures.firstFrame, empty?.firstFrame)), first Undo \(text(figures.undo, empty?.undo)), "
            + "Redo \(text(figures.redo, empty?.redo)), drag to step 1 \(text(figures.drag, empty?.drag)), inspector opened \(text(figures.inspector, empty?.inspector)); "
            + String(format: "longest stall of any run %.0f ms (%@), at most %d over 50 ms a run", figures.longestStall, figures.longestStallDuring, figures.stallsOver50))
    }

    /// Records a history of `kind` with about `entries` log entries and saves it in `folder`,
    /// as the app's autosave does.
    private static func make(_ kind: Kind, entries: Int, in folder: String, catalog: TimeZoneCatalog) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let start = Instant(millisecondsSince1970: 1_780_000_000_000)
        let store = Store(
            initialState: .firstLaunch(now: start, userTimeZone: "Europe/London"), reducer: AppReducer(catalog: catalog),
            history: AppHistory.rules(), now: { Date(timeIntervalSince1970: 1_780_000_000) })
        switch kind {
        case .speeds:
            let rates = [0.5, 1, 1.5, 2]
            for index in 0..<entries { store.send(.player(.rateChosen(rates[index % rates.count]))) }
        case .playing:
            store.send(.chooser(.zoneChosen(id: UUID(), identifier: "Europe/Paris")))
            for index in 0..<(entries - 1) / 2 {
                store.send(.player(.playPauseClicked(at: start)))
                store.send(.tick(at: Instant(millisecondsSince1970: start.millisecondsSince1970 + Int64(index) * 60_000)))
            }
        }
        let autosave = Autosave(store: store, folder: StateFolder(path: folder), loader: FileLoader(catalog: catalog))
        autosave.restartFromStore()
        autosave.close()
    }

    private static var launches = 0

    /// Launches the window on a copy of `folder` and times its first frame and first actions,
    /// watching the main loop for `watch` seconds from the launch.
    private static func relaunch(_ folder: String, catalog: TimeZoneCatalog, watch: Double) -> Figures {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-bench-relaunch-copy-\(getpid())").path
        try? FileManager.default.removeItem(atPath: copy)
        try? FileManager.default.copyItem(atPath: folder, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        launches += 1
        let begin = g_get_monotonic_time()
        let application = MeridianApplication(
            catalog: catalog, initialState: .firstLaunch(now: Instant(Date()), userTimeZone: "Europe/London"),
            applicationID: "dev.meridian.Meridian.BenchRelaunch\(launches)", isUnique: false, stateFolder: StateFolder(path: copy))
        let gApplication = UnsafeMutablePointer<GApplication>(OpaquePointer(application.application))
        g_application_register(gApplication, nil, nil)
        g_application_activate(gApplication)
        guard let window = gtk_application_get_active_window(application.application).map({ UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) }) else {
            say("relaunch: no window")
            exit(1)
        }
        let frames = PaintedFrames(window: window)
        var figures = Figures(longestStall: 0, stallsOver50: 0)
        figures.firstFrame = frames.nextPaint(seconds: 30) ? Double(g_get_monotonic_time() - begin) / 1000 : nil
        // Watched from the first frame: making the window is the launch's own work.
        StallProbe.phase = "the first frame's settling"
        let probe = StallProbe()
        let store = application.store
        let group = OpaquePointer(application.application)
        func answered(by command: () -> Void, when done: () -> Bool) -> Double? {
            settle(milliseconds: 200)
            let start = g_get_monotonic_time()
            command()
            while !done() {
                guard g_get_monotonic_time() - start < 30_000_000 else { return nil }
                g_main_context_iteration(nil, 0)
            }
            guard frames.nextPaint(seconds: 5) else { return nil }
            return Double(g_get_monotonic_time() - start) / 1000
        }
        let steps = store.timeline.stepCount
        StallProbe.phase = "Undo"
        figures.undo = answered(by: { g_action_group_activate_action(group, "undo", nil) }, when: { store.timeline.stepCount > steps })
        StallProbe.phase = "Redo"
        figures.redo = answered(by: { g_action_group_activate_action(group, "redo", nil) }, when: { store.timeline.stepCount > steps + 1 })
        StallProbe.phase = "the drag"
        figures.drag = answered(by: {
            g_action_group_activate_action(group, "jump-to-step", g_variant_new_int32(1))
        }, when: { store.timeline.currentStep == 1 && store.timeline.loadingStep == nil })
        StallProbe.phase = "the return to the present"
        store.returnToPresent()
        StallProbe.phase = "the inspector opening"
        figures.inspector = answered(by: { application.historyPanel.send(.inspectorToggled(isOpen: true)) }, when: { true })
        StallProbe.phase = "the inspector closing"
        application.historyPanel.send(.inspectorToggled(isOpen: false))
        settle(milliseconds: 300)
        StallProbe.phase = "the idle rest of the minute"
        while Double(g_get_monotonic_time() - begin) / 1e6 < watch {
            g_main_context_iteration(nil, 0)
            g_usleep(1000)
        }
        (figures.longestStall, figures.stallsOver50, figures.longestStallDuring) = probe.stop()
        gtk_widget_destroy(window)
        settle(milliseconds: 100)
        return figures
    }
}

/// The main loop's stalls: a timeout every 5 ms, and the longest it waited beyond that.
@MainActor
final class StallProbe {
    nonisolated(unsafe) private static var last = 0
    nonisolated(unsafe) private static var longest = 0
    nonisolated(unsafe) private static var over50 = 0
    /// What the window is doing now, as the bench says; kept with the longest stall.
    nonisolated(unsafe) static var phase = ""
    nonisolated(unsafe) private static var longestDuring = ""
    private var source: guint = 0

    init() {
        Self.last = g_get_monotonic_time()
        (Self.longest, Self.over50, Self.longestDuring) = (0, 0, "")
        source = g_timeout_add_full(G_PRIORITY_HIGH, 5, { _ in
            let now = g_get_monotonic_time()
            let gap = now - StallProbe.last - 5_000
            if gap > StallProbe.longest { (StallProbe.longest, StallProbe.longestDuring) = (gap, StallProbe.phase) }
            if gap > 50_000 { StallProbe.over50 += 1 }
            StallProbe.last = now
            return 1
        }, nil, nil)
    }

    /// Stops watching: the longest stall in milliseconds, how many went over 50 ms, and what
    /// the window was doing during the longest.
    func stop() -> (Double, Int, String) {
        g_source_remove(source)
        return (Double(Self.longest) / 1000, Self.over50, Self.longestDuring)
    }
}
