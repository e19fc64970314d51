import Foundation
import MeridianCore
import MeridianFileFormat
import MeridianFiles
import MeridianKitFiles
import MeridianStore
import StoreBenchmarks

/// Ten years of Meridian (`BENCH_ONLY=decade`): one simulated year (`SimulatedYear`, 71 M
/// actions) folded as the app records it, then its folded log sent ten times, each year's
/// times moved on by a year, into a store that autosaves; then the state folder, a relaunch's
/// memory, cold jumps, export and import, and a hundred imports of the year's session kept
/// aside. `BENCH_DAYS=N` makes each year N days, for a quick look; `BENCH_KEEP=DIR` leaves the decade's state folder there (for `Benchmarks/gtk-figures`).
@MainActor
enum DecadeBenchmarks {
    static func run(days: Int = 365) throws {
        say("# A simulated decade — \(Measure.machine), one run")
        let catalog = SystemTimeZones.catalog()
        let loader = FileLoader(catalog: catalog)
        let kept = ProcessInfo.processInfo.environment["BENCH_KEEP"]
        let folder = StateFolder(path: kept ?? FileManager.default.temporaryDirectory.appendingPathComponent("meridian-bench-decade-\(getpid())").path)
        try? FileManager.default.removeItem(atPath: folder.path)
        defer { if kept == nil { try? FileManager.default.removeItem(atPath: folder.path) } }
        let startTime = SimulatedYear.start.millisecondsSince1970
        func newStore(clock: @escaping () -> Int64 = { startTime }) -> Store<AppState, AppAction, AppEffect> {
            Store(
                initialState: .firstLaunch(now: SimulatedYear.start, userTimeZone: "Europe/London"), reducer: AppReducer(catalog: catalog),
                history: AppHistory.rules(), now: { Instant(millisecondsSince1970: clock()).date })
        }

        // The year, folded as the app folds it.
        var yearClock = SimulatedYear.start.millisecondsSince1970
        let yearStore = newStore { yearClock }
        var simulated = SimulatedYear()
        for day in 0..<days {
            yearClock = SimulatedYear.start.millisecondsSince1970 + Int64(day) * 86_400_000
            simulated.day(day, into: yearStore) { yearClock += 1000 }
        }
        let year = try yearStore.archive()
        let yearActions = year.actions.map(AppActionJSON.encode)
        // The returns to earlier steps, by the entry they are at: replayed as the user made
        // them (a jump, then an action), or the state would only ever grow.
        let returns = Dictionary(year.restores.map { ($0.entry, $0) }, uniquingKeysWith: { first, _ in first })
        let seals = Set((year.seals ?? []).map(\.entry))
        say(String(format: "decade: one year is %d actions sent, %d log entries kept", simulated.actions, yearStore.logCount))

        // Ten of them, autosaved as the app saves them.
        let millisecondsPerAction = Int64(days) * 86_400_000 / Int64(yearActions.count)
        var clock = SimulatedYear.start.millisecondsSince1970
        var store: Store<AppState, AppAction, AppEffect>? = newStore { clock }
        var autosave: Autosave? = Autosave(store: store!, folder: folder, loader: loader)
        // A return far back reads what autosave let go from disk: here at once, not in the
        // background, so that the action after it carries on from the step it returned to.
        store?.readsHistoryInBackground = false
        let recording = Measure.seconds {
            guard let store, let autosave else { return }
            for yearIndex in 0..<10 {
                let firstStep = store.timeline.stepCount - 1
                var next = yearActions.makeIterator()
                for entry in 0..<yearStore.logCount {
                    if let restore = returns[entry] {
                        store.jump(to: firstStep + restore.step, scope: store.scopes.first { $0.id == restore.scope } ?? .everything)
                        continue
                    }
                    // A sealed run's transients were folded away; the state it sealed follows from the next step's.
                    if seals.contains(entry) { continue }
                    guard let bytes = next.next() else { break }
                    guard let action = moved(bytes, years: yearIndex) else { continue }
                    store.send(action)
                    clock += millisecondsPerAction
                    if entry % 256 == 0 { autosave.flush() }
                }
            }
            wait(for: autosave)
        }
        autosave?.close()
        // What the store holds after ten years: the heap with it, less the heap once it is gone.
        let (entryCount, stepCount) = (store?.logCount ?? 0, (store?.timeline.stepCount ?? 1) - 1)
        let withStore = Measure.heapBytes()
        (store, autosave) = (nil, nil)
        let runningBytes = withStore - Measure.heapBytes()
        say(String(format: "decade: %d log entries in %d steps, recorded and autosaved in %.0f s", entryCount, stepCount, recording))
        say(String(format: "decade: in the run that recorded all ten years without a relaunch, the history holds %.1f MB of memory (target ≤ 32 MB)", Double(runningBytes) / 1e6))
        let folderBytes = bytes(in: folder)
        say(String(format: "decade: state folder %.1f MB (target ≤ 240 MB, aim ≤ 160 MB)", Double(folderBytes) / 1e6))

        // A relaunch: what it holds, and jumps far back from disk.
        let (relaunched, relaunchedAutosave) = try relaunch(from: folder, loader: loader, entryCount: entryCount) { newStore() }
        // Export and import of the whole decade.
        let path = folder.path + "-decade.json"
        defer { unlink(path) }
        let source = relaunched.archiveSource()
        let exportSeconds = try Measure.seconds { try Session.writeFile(source.stream(), createdAt: SimulatedYear.start, to: path) }
        let fileBytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let importFolder = StateFolder(path: folder.path + "-import")
        defer { try? FileManager.default.removeItem(atPath: importFolder.path) }
        let importer = newStore()
        let importAutosave = Autosave(store: importer, folder: importFolder, loader: loader)
        let importSeconds = try Measure.seconds {
            try importer.restoreSession(try loader.session(at: path).get())
            importAutosave.restartFromStore()
            importAutosave.close()
        }
        say(String(format: "decade: export of the whole session %.1f s (a file of %.0f MB); import of it (read, check, restore, written into the database) %.1f s",
                     exportSeconds, Double(fileBytes) / 1e6, importSeconds))

        // A hundred imports of the year's session, each keeping the history it replaces aside.
        let restored = try relaunched.historyRestorer().map { try $0.read(year) }
        guard let restored else { throw BenchError("the year's session did not restore") }
        let beforeImports = bytes(in: folder)
        let importsSeconds = Measure.seconds {
            for index in 0..<100 {
                _ = relaunchedAutosave.replaceHistory(keepingAsideAs: "before-import", at: clock + Int64(index)) {
                    relaunched.replaceHistory(with: restored)
                }
                wait(for: relaunchedAutosave)
            }
        }
        relaunchedAutosave.close()
        let keptCount = (try? KeptHistories.list(folder, loader: loader).get().count) ?? 0
        say(String(format: "decade: a hundred imports kept aside %.1f MB (%d histories kept; the year's session imported a hundred times into the decade's folder, %.1f s each; target ≤ 50 MB)",
                     Double(bytes(in: folder) - beforeImports) / 1e6, keptCount, importsSeconds / 100))
        withExtendedLifetime(yearStore) {}
    }

    /// `relaunch(from:…)` on a state folder a run left (`BENCH_KEEP`).
    static func relaunch(folder path: String) throws {
        let catalog = SystemTimeZones.catalog()
        let (store, autosave) = try relaunch(from: StateFolder(path: path), loader: FileLoader(catalog: catalog)) {
            Store(
                initialState: .firstLaunch(now: SimulatedYear.start, userTimeZone: "Europe/London"), reducer: AppReducer(catalog: catalog),
                history: AppHistory.rules())
        }
        autosave.close()
        withExtendedLifetime(store) {}
    }

    /// Relaunches from `folder` as the app does and prints what the history then holds in
    /// memory, the launch's time and cold jumps to random steps, read from disk. Also run alone
    /// on a kept folder: `BENCH_ONLY=relaunch BENCH_KEEP=DIR`.
    static func relaunch(
        from folder: StateFolder, loader: FileLoader, entryCount: Int? = nil, newStore: () -> Store<AppState, AppAction, AppEffect>
    ) throws -> (Store<AppState, AppAction, AppEffect>, Autosave) {
        let beforeLaunch = Measure.heapBytes()
        let relaunched = newStore()
        var launch: LaunchRestore.Outcome?
        let launchSeconds = Measure.seconds { launch = LaunchRestore.restore(into: relaunched, from: folder, loader: loader) }
        guard launch?.restored == true, entryCount.map({ relaunched.logCount == $0 }) ?? true else {
            throw BenchError("the state folder \(folder.path) did not restore: \(launch?.notices ?? [])")
        }
        let relaunchedAutosave = Autosave(store: relaunched, launch: launch!)
        launch = nil
        say(String(format: "decade: memory of the whole history %.1f MB after a relaunch (target ≤ 8 MB); launch restore %.0f ms",
                     Double(Measure.heapBytes() - beforeLaunch) / 1e6, launchSeconds * 1e3))
        relaunched.readsHistoryInBackground = false
        var generator = SystemRandomNumberGenerator()
        let steps = relaunched.timeline.stepCount
        let coldJumps = (0..<500).map { _ in
            let step = Int.random(in: 0..<steps, using: &generator)
            relaunched.returnToPresent()
            return Measure.seconds { relaunched.jump(to: step) }
        }
        relaunched.returnToPresent()
        say(String(format: "decade: a cold jump to a random step, from disk p50 %.2f ms p99 %.2f ms (target p99 ≤ 5 ms)",
                     Measure.percentile(coldJumps, 0.5) * 1e3, Measure.percentile(coldJumps, 0.99) * 1e3))
        return (relaunched, relaunchedAutosave)
    }

    /// Prints `line` at once: the run takes minutes, and each figure is worth seeing as it comes.
    private static func say(_ line: String) {
        print(line)
        fflush(nil)
    }

    /// `bytes`, an action as JSON, with every time in it moved on by `years` years.
    private static func moved(_ bytes: [UInt8], years: Int) -> AppAction? {
        guard years > 0 else { return AppActionJSON.decode(bytes) }
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("\"2026-") else { return AppActionJSON.decode(bytes) }
        return AppActionJSON.decode(Array(text.replacingOccurrences(of: "\"2026-", with: "\"\(2026 + years)-").utf8))
    }

    /// Runs the main loop until everything recorded is committed.
    private static func wait(for autosave: Autosave) {
        var synced = false
        autosave.flush()
        autosave.afterPendingWrites { synced = true }
        while !synced { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
    }

    private static func bytes(in folder: StateFolder) -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.reduce(0) { total, name in
            total + ((try? FileManager.default.attributesOfItem(atPath: "\(folder.path)/\(name)")[.size] as? Int) ?? 0)
        } ?? 0
    }
}
