import Foundation
import MeridianCore
import MeridianFiles
import MeridianStore

/// Autosave's figures: what saving adds to each action on the main thread, and how long its own
/// queue takes to encode, write and commit (the launch's restore is in `YearBenchmarks`).
@MainActor
enum JournalBenchmarks {
    static func run(actions: Int) throws {
        let catalog = SystemTimeZones.catalog()
        let folder = StateFolder(path: FileManager.default.temporaryDirectory.appendingPathComponent("meridian-bench-journal-\(getpid())").path)
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        func makeStore() -> Store<AppState, AppAction, AppEffect> {
            Store(initialState: ProbeActions.initialState, reducer: AppReducer(catalog: catalog), history: AppHistory.rules())
        }

        // The main thread's own CPU time, so that what the journal's queue does on the other
        // core (encoding, writing, syncing, compacting) is not counted, nor waiting for it.
        let plain = makeStore()
        let withoutJournal = threadCPUSeconds {
            for index in 0..<actions { plain.send(ProbeActions.action(index)) }
        }
        let journaled = makeStore()
        let autosave = Autosave(store: journaled, folder: folder, loader: FileLoader(catalog: catalog))
        var synced = false
        var flushing = 0.0
        let withJournal = threadCPUSeconds {
            for index in 0..<actions {
                journaled.send(ProbeActions.action(index))
                // The app flushes every 100 ms; a user makes far fewer than 1000 actions in that time.
                if index % 1000 == 999 { flushing += threadCPUSeconds { autosave.flush() } }
            }
            flushing += threadCPUSeconds { autosave.flush { synced = true } }
        }
        let queueStart = DispatchTime.now().uptimeNanoseconds
        while !synced { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
        let drained = Double(DispatchTime.now().uptimeNanoseconds - queueStart) / 1e9
        autosave.close()
        let size = ["", "-wal"].reduce(0) { total, suffix in
            total + ((try? FileManager.default.attributesOfItem(atPath: "\(folder.path)/history.sqlite3\(suffix)")[.size] as? Int) ?? 0)
        }
        print(String(format: "autosave: %.0f ns of the main thread's CPU per action (with autosave %.0f ns, without %.0f ns; target ≤ 300 ns), of which %.0f ns in the flushes; its queue needed %.2f s more after the last send to write and sync the last of %d actions (database %.1f MB)",
                     (withJournal - withoutJournal) / Double(actions) * 1e9, withJournal / Double(actions) * 1e9,
                     withoutJournal / Double(actions) * 1e9, flushing / Double(actions) * 1e9, drained, actions, Double(size) / 1e6))
    }
}

/// The CPU time the calling thread spends in `work`.
func threadCPUSeconds(_ work: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    try work()
    return now() - start
}
