import Foundation
import MeridianKitFiles
import StoreBenchmarks
import MeridianCore
import MeridianFileFormat
import MeridianFiles
import MeridianStore

/// The history's cost over a user's year (`SimulatedYear`), as the app records and autosaves it:
/// what stays in memory and on disk, the launch that restores it, what an idle day adds, and the
/// main thread's cost per action; beside a week recorded the old way, every transient kept.
@MainActor
enum YearBenchmarks {
    struct Figures {
        var actions = 0
        var entries = 0
        var steps = 0
        var memoryBytes = 0
        var runningMemoryBytes = 0
        var folderBytes = 0
        var launchSeconds = 0.0
        var idleDayEntries = 0
        var recordingNanoseconds = 0.0
        var recordingOnlyNanoseconds = 0.0
        var flushNanoseconds = 0.0
        var scrubbedMemoryBytes = 0
        var coldJumps: [Double] = []
        var warmJumps: [Double] = []
        var exportSeconds = 0.0
        var exportPeakBytes = 0
        var exportFileBytes = 0
        var importSeconds = 0.0
    }

    static func run(runs: Int, days: Int = 365) throws {
        print("# A simulated year — \(Measure.machine), \(runs) runs, medians")
        let catalog = SystemTimeZones.catalog()
        let figures = try (0..<runs).map { _ in try simulate(days: days, catalog: catalog) }
        func median(_ value: (Figures) -> Double) -> Double { Measure.median(figures.map(value)) }
        let first = figures[0]
        print(String(format: "year: %d actions sent; %.0f log entries kept in %.0f steps",
                     first.actions, median { Double($0.entries) }, median { Double($0.steps) }))
        print(String(format: "year: memory of the whole history %.1f MB after a relaunch, %.1f MB in the app that ran all year (target ≤ 64 MB)",
                     median { Double($0.memoryBytes) } / 1e6, median { Double($0.runningMemoryBytes) } / 1e6))
        print(String(format: "year: state folder %.1f MB (target ≤ 128 MB)", median { Double($0.folderBytes) } / 1e6))
        print(String(format: "year: launch restore of the state folder %.1f ms (the step table and the last segment; the window's first frame is in gtk-figures)", median { $0.launchSeconds } * 1e3))
        print(String(format: "year: the history's memory after a scrub across every step %.1f MB (target ≤ 32 MB)", median { Double($0.scrubbedMemoryBytes) } / 1e6))
        print(String(format: "year: a jump to a random step, from disk p50 %.2f ms p99 %.2f ms (target ≤ 50 ms); kept in memory p50 %.3f ms p99 %.3f ms (target ≤ 2 ms)",
                     median { Measure.percentile($0.coldJumps, 0.5) } * 1e3, median { Measure.percentile($0.coldJumps, 0.99) } * 1e3,
                     median { Measure.percentile($0.warmJumps, 0.5) } * 1e3, median { Measure.percentile($0.warmJumps, 0.99) } * 1e3))
        print(String(format: "year: export of the whole session %.2f s; import of it (read, check, restore, written into the database) %.2f s",
                     median { $0.exportSeconds }, median { $0.importSeconds }))
        print(String(format: "year: export's peak memory above the store's %.1f MB, for a file of %.1f MB (written as the history is read, a segment at a time)",
                     median { Double($0.exportPeakBytes) } / 1e6, median { Double($0.exportFileBytes) } / 1e6))
        print(String(format: "year: one idle day adds %.0f entries (target ≤ 16)", median { Double($0.idleDayEntries) }))
        print(String(format: "year: the main thread's cost per action: recording %.0f ns + autosave's flushes %.0f ns = %.0f ns (target ≤ 300 ns); end to end, with the journal's queue busy on the other core, %.0f ns",
                     median { $0.recordingOnlyNanoseconds }, median { $0.flushNanoseconds },
                     median { $0.recordingOnlyNanoseconds + $0.flushNanoseconds }, median { $0.recordingNanoseconds }))
        let week = oldWeek(catalog: catalog)
        print(String(format: "reference, every transient kept (the old behaviour): a week is %d log entries and %.1f MB of memory, so a year %.0f MB",
                     week.entries, Double(week.memoryBytes) / 1e6, Double(week.memoryBytes) / 1e6 * 365 / 7))
    }

    /// The launch restore of a state folder a run left with `BENCH_KEEP` (`BENCH_ONLY=launch`),
    /// alone: the read (on another thread in the app, beside GTK's start-up) and the restore
    /// into the store (on the main thread, before the first frame).
    static func launch(from path: String, runs: Int) throws {
        let catalog = SystemTimeZones.catalog()
        let loader = FileLoader(catalog: catalog)
        var reads: [Double] = [], restores: [Double] = []
        for _ in 0..<runs {
            let store = Store(
                initialState: .firstLaunch(now: SimulatedYear.start, userTimeZone: "Europe/London"), reducer: AppReducer(catalog: catalog),
                history: AppHistory.rules())
            var reading: LaunchRestore.Reading?
            reads.append(Measure.seconds { reading = LaunchRestore.read(from: StateFolder(path: path), loader: loader) })
            restores.append(Measure.seconds { _ = LaunchRestore.restore(into: store, reading!, from: StateFolder(path: path), loader: loader) })
        }
        print(String(format: "launch restore of %@: the read %.1f ms (another thread), the restore %.1f ms (the main thread)",
                     path, Measure.median(reads) * 1e3, Measure.median(restores) * 1e3))
    }

    static func simulate(days: Int, catalog: TimeZoneCatalog) throws -> Figures {
        // BENCH_KEEP=DIR leaves the year's state folder there, to look at (`XDG_STATE_HOME=… meridian history info`).
        let kept = ProcessInfo.processInfo.environment["BENCH_KEEP"]
        let folder = StateFolder(path: kept ?? FileManager.default.temporaryDirectory.appendingPathComponent("meridian-bench-year-\(getpid())").path)
        try? FileManager.default.removeItem(atPath: folder.path)
        defer { if kept == nil { try? FileManager.default.removeItem(atPath: folder.path) } }
        var figures = Figures()
        var year = SimulatedYear()

        // What the same actions cost with no history and no autosave, for the difference.
        let bare = Store(
            initialState: .firstLaunch(now: SimulatedYear.start, userTimeZone: "Europe/London"), reducer: AppReducer(catalog: catalog),
            history: nil)
        var bareYear = SimulatedYear()
        let sampleDays = min(days, 14)
        let bareSeconds = threadCPUSeconds { for day in 0..<sampleDays { bareYear.day(day, into: bare) {} } }
        let bareNanoseconds = bareSeconds / Double(bareYear.actions) * 1e9
        // And with the history but no autosave, to tell recording from saving.
        let unsaved = Store(
            initialState: .firstLaunch(now: SimulatedYear.start, userTimeZone: "Europe/London"), reducer: AppReducer(catalog: catalog),
            history: AppHistory.rules())
        var unsavedYear = SimulatedYear()
        let unsavedSeconds = threadCPUSeconds { for day in 0..<sampleDays { unsavedYear.day(day, into: unsaved) {} } }
        figures.recordingOnlyNanoseconds = unsavedSeconds / Double(unsavedYear.actions) * 1e9 - bareNanoseconds

        var clock = SimulatedYear.start.millisecondsSince1970
        let beforeRunning = Measure.heapBytes()
        let store = Store(
            initialState: .firstLaunch(now: SimulatedYear.start, userTimeZone: "Europe/London"), reducer: AppReducer(catalog: catalog),
            history: AppHistory.rules(), now: { Instant(millisecondsSince1970: clock).date })
        let autosave = Autosave(store: store, folder: folder, loader: FileLoader(catalog: catalog))
        var flushedAt = 0
        var flushing = 0.0
        let recordedSeconds = threadCPUSeconds {
            for day in 0..<days {
                clock = SimulatedYear.start.millisecondsSince1970 + Int64(day) * 86_400_000
                year.day(day, into: store) {
                    clock += 1000
                    // The app's timer flushes within 100 ms of anything new in the log.
                    if store.logCount != flushedAt {
                        flushing += threadCPUSeconds { autosave.flush() }
                        flushedAt = store.logCount
                    }
                }
            }
        }
        var synced = false
        autosave.flush { synced = true }
        while !synced { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
        autosave.close()
        // The journal's queue fell far behind a year simulated in seconds (a write and a sync
        // per step), and what it has finished waits for the main thread to hear of it: let it,
        // as the app's main loop would within milliseconds, before measuring what stays.
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
        figures.runningMemoryBytes = Measure.heapBytes() - beforeRunning
        figures.actions = year.actions
        figures.entries = store.logCount
        figures.steps = store.timeline.stepCount - 1
        figures.recordingNanoseconds = recordedSeconds / Double(year.actions) * 1e9 - bareNanoseconds
        figures.flushNanoseconds = flushing / Double(year.actions) * 1e9
        figures.folderBytes = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.reduce(0) { total, name in
            total + ((try? FileManager.default.attributesOfItem(atPath: "\(folder.path)/\(name)")[.size] as? Int) ?? 0)
        } ?? 0

        // The history's memory: what the next launch holds of it.
        let beforeLaunch = Measure.heapBytes()
        let relaunched = Store(
            initialState: .firstLaunch(now: SimulatedYear.start, userTimeZone: "Europe/London"), reducer: AppReducer(catalog: catalog),
            history: AppHistory.rules())
        var launch: LaunchRestore.Outcome?
        figures.launchSeconds = Measure.seconds {
            launch = LaunchRestore.restore(into: relaunched, from: folder, loader: FileLoader(catalog: catalog))
        }
        guard launch?.restored == true, relaunched.logCount == store.logCount else {
            throw BenchError("the year's state folder did not restore: \(launch?.notices ?? [])")
        }
        // What the files were read into goes once the store holds it, as in the app.
        launch = nil
        figures.memoryBytes = Measure.heapBytes() - beforeLaunch

        try pagedFigures(relaunched, folder: folder, catalog: catalog, into: &figures)

        // An idle day after it: the clock ticks, nothing else; saved at quit.
        let entriesBefore = relaunched.logCount
        let idleDay = SimulatedYear.start.adding(seconds: Double(days) * 86_400)
        for second in 0..<86_400 { relaunched.send(.tick(at: idleDay.adding(seconds: Double(second)))) }
        relaunched.writeTransientRun()
        figures.idleDayEntries = relaunched.logCount - entriesBefore
        withExtendedLifetime(store) {}
        return figures
    }

    /// Scrubbing, jumping, exporting and importing the relaunched year.
    static func pagedFigures(
        _ relaunched: Store<AppState, AppAction, AppEffect>, folder: StateFolder, catalog: TimeZoneCatalog, into figures: inout Figures
    ) throws {
        relaunched.readsHistoryInBackground = false
        let beforeScrub = Measure.heapBytes() - figures.memoryBytes
        let steps = relaunched.timeline.stepCount
        // The slider dragged from the start to the present: every step shown, and its label.
        for step in 0..<steps {
            relaunched.jump(to: step)
            _ = relaunched.label(ofStep: step)
        }
        figures.scrubbedMemoryBytes = Measure.heapBytes() - beforeScrub
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let step = Int.random(in: 0..<steps, using: &generator)
            relaunched.returnToPresent()
            figures.coldJumps.append(Measure.seconds { relaunched.jump(to: step) })
            relaunched.returnToPresent()
            figures.warmJumps.append(Measure.seconds { relaunched.jump(to: step) })
        }
        relaunched.returnToPresent()
        let path = folder.path + "-export.json"
        defer { unlink(path) }
        let source = relaunched.archiveSource()
        let heapBeforeExport = Measure.heapBytes()
        var exportPeak = 0
        figures.exportSeconds = try Measure.seconds {
            // As the window's export writes it, with the heap sampled at every megabyte written.
            try AtomicFile.write(to: path) { put in
                try Session.write(source.stream(), createdAt: SimulatedYear.start) { bytes in
                    exportPeak = max(exportPeak, Measure.heapBytes() - heapBeforeExport)
                    try bytes.withUnsafeBytes { try put($0) }
                }
            }
        }
        figures.exportPeakBytes = exportPeak
        figures.exportFileBytes = Int((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
        let importer = Store(
            initialState: .firstLaunch(now: SimulatedYear.start, userTimeZone: "Europe/London"), reducer: AppReducer(catalog: catalog),
            history: AppHistory.rules())
        let importFolder = StateFolder(path: folder.path + "-import")
        defer { try? FileManager.default.removeItem(atPath: importFolder.path) }
        let autosave = Autosave(store: importer, folder: importFolder, loader: FileLoader(catalog: catalog))
        figures.importSeconds = try Measure.seconds {
            try importer.restoreSession(try FileLoader(catalog: catalog).session(at: path).get())
            autosave.restartFromStore()
            autosave.close()
        }
    }

    /// A week recorded the old way: every tick, report and pointer move kept in the log.
    static func oldWeek(catalog: TimeZoneCatalog) -> Figures {
        var rules = AppHistory.rules()
        rules.foldsTransients = false
        let before = Measure.heapBytes()
        let store = Store(
            initialState: .firstLaunch(now: SimulatedYear.start, userTimeZone: "Europe/London"), reducer: AppReducer(catalog: catalog),
            history: rules)
        var week = SimulatedYear()
        for day in 0..<7 { week.day(day, into: store) {} }
        var figures = Figures()
        figures.memoryBytes = Measure.heapBytes() - before
        figures.entries = store.logCount
        withExtendedLifetime(store) {}
        return figures
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
