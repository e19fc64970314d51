import Foundation
import MeridianCore
import MeridianFiles
import MeridianKitCore
import MeridianStore
import StoreBenchmarks

/// A long history (`BENCH_ONLY=long`): `BENCH_STEPS` steps (5 million by default) that each
/// chose another sort order, autosaved as an import writes it. Prints the launch with that
/// history against an empty one (the first frame's questions: the step table, the last step's
/// label, Undo and Redo, answered from what storage keeps of each step), when Undo's answer is
/// known (at once, unless a search on another thread had to find it), and one action's cost
/// with the inspector's list of every step in use.
@MainActor
enum LongHistoryBenchmarks {
    static func run(steps: Int, runs: Int) throws {
        say("# A history of \(steps) steps that only changed the sort order — \(Measure.machine), \(runs) runs, medians")
        let catalog = SystemTimeZones.catalog()
        let loader = FileLoader(catalog: catalog)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-bench-long-\(getpid())").path
        let folder = StateFolder(path: ProcessInfo.processInfo.environment["BENCH_KEEP"] ?? base)
        let empty = StateFolder(path: base + "-empty")
        defer {
            if ProcessInfo.processInfo.environment["BENCH_KEEP"] == nil { try? FileManager.default.removeItem(atPath: folder.path) }
            try? FileManager.default.removeItem(atPath: empty.path)
        }
        func newStore() -> Store<AppState, AppAction, AppEffect> {
            Store(
                initialState: .firstLaunch(now: SimulatedYear.start, userTimeZone: "Europe/London"), reducer: AppReducer(catalog: catalog),
                history: AppHistory.rules())
        }
        let orders = SortOrder.allCases

        if !FileManager.default.fileExists(atPath: folder.path + "/history.sqlite3") {
            try? FileManager.default.removeItem(atPath: folder.path)
            let writing = Measure.seconds {
                let store = newStore()
                for index in 0..<steps { store.send(.clockList(.sortOrderChosen(orders[(index + 1) % orders.count]))) }
                let autosave = Autosave(store: store, folder: folder, loader: loader)
                autosave.restartFromStore()
                autosave.close()
            }
            say(String(format: "long: %d steps recorded and written in %.0f s, a state folder of %.0f MB", steps, writing, Double(bytes(in: folder)) / 1e6))
        }

        // The launch and the first frame's questions, with the long history and with none.
        var restoreTimes: [Double] = []
        func firstFrame(_ folder: StateFolder, keepingRestore: Bool = false) -> (seconds: Double, store: Store<AppState, AppAction, AppEffect>) {
            let store = newStore()
            var canUndo = false, canRedo = false
            let seconds = Measure.seconds {
                let restore = Measure.seconds { _ = LaunchRestore.restore(into: store, from: folder, loader: loader) }
                if keepingRestore { restoreTimes.append(restore) }
                let timeline = store.timeline
                canUndo = store.undoableStep != nil
                canRedo = store.redoableStep != nil
                _ = store.label(ofStep: timeline.sliderStep)
            }
            withExtendedLifetime((canUndo, canRedo)) {}
            return (seconds, store)
        }
        var emptyTimes: [Double] = [], longTimes: [Double] = [], answerTimes: [Double] = []
        var stepCount = 0
        for _ in 0..<runs {
            try? FileManager.default.removeItem(atPath: empty.path)
            emptyTimes.append(firstFrame(empty).seconds)
            let start = Date()
            let (seconds, store) = firstFrame(folder, keepingRestore: true)
            longTimes.append(seconds)
            stepCount = store.timeline.stepCount
            // When Undo's button has its answer: at once, from what storage kept.
            waitForSearch(store)
            answerTimes.append(Date().timeIntervalSince(start))
        }
        say(String(format: "long: launch restore and first frame's questions (Undo, Redo, the label) %.1f ms with %d steps, %.1f ms with an empty history: %.1f ms more (target ≤ 50 ms)",
                   Measure.median(longTimes) * 1e3, stepCount - 1, Measure.median(emptyTimes) * 1e3, (Measure.median(longTimes) - Measure.median(emptyTimes)) * 1e3))
        say(String(format: "long: of which the launch restore (the step table of every step, the last segment) %.1f ms, the questions %.1f ms",
                   Measure.median(restoreTimes) * 1e3, (Measure.median(longTimes) - Measure.median(restoreTimes)) * 1e3))
        say(String(format: "long: Undo's answer known %.1f s after the launch (kept with the steps: no search)", Measure.median(answerTimes)))

        // One action with the inspector open: the action, the Undo and Redo buttons' questions,
        // the list of every step and the rows in view.
        let (_, store) = firstFrame(folder)
        waitForSearch(store)
        let visibleRows = 30
        var listed = ListedSteps()
        func action(_ index: Int, list: (Int) -> Void) -> Double {
            Measure.seconds {
                store.send(.clockList(.sortOrderChosen(orders[index % orders.count])))
                let timeline = store.timeline
                _ = store.undoableStep
                _ = store.redoableStep
                list(timeline.stepCount)
                let top = max(0, timeline.stepCount - visibleRows)
                _ = try? store.stepSummaries(top..<timeline.stepCount)
            }
        }
        let actions = 200
        let withList = (0..<actions).map { index in
            action(index) { count in
                listed = .every(count)
                _ = InspectorListing.position(of: count - 1, in: listed)
            }
        }
        say(String(format: "long: one action with the inspector's list in use, %d steps: p50 %.3f ms, p99 %.3f ms (target ≤ 16 ms, a frame)",
                   store.timeline.stepCount - 1, Measure.percentile(withList, 0.5) * 1e3, Measure.percentile(withList, 0.99) * 1e3))
        // The list as it was made before, a copy of every step's number at every action.
        let copying = (0..<20).map { index in
            action(index) { count in
                let copy = Array(0..<Int32(count))
                _ = InspectorListing.position(of: count - 1, in: copy)
            }
        }
        say(String(format: "reference, the list copied whole at every action (the old behaviour): p50 %.1f ms", Measure.percentile(copying, 0.5) * 1e3))
    }

    /// Runs the main loop until the search for Undo's steps a launch started has ended.
    private static func waitForSearch(_ store: Store<AppState, AppAction, AppEffect>) {
        _ = store.undoableStep
        while store.isSearchingForUndo { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.005)) }
    }

    private static func say(_ line: String) {
        print(line)
        fflush(nil)
    }

    private static func bytes(in folder: StateFolder) -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.reduce(0) { total, name in
            total + ((try? FileManager.default.attributesOfItem(atPath: "\(folder.path)/\(name)")[.size] as? Int) ?? 0)
        } ?? 0
    }
}
