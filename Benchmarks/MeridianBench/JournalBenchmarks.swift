import Foundation
import MeridianCore
import MeridianFiles
import MeridianStore

/// Autosave's figures: what journaling adds to each action on the main thread, how long the
/// journal's own queue takes to encode, write and sync, and the launch-time restore.
@MainActor
enum JournalBenchmarks {
    static func run(actions: Int) throws {
        let catalog = SystemTimeZones.catalog()
        let folder = StateFolder(path: FileManager.default.temporaryDirectory.appendingPathComponent("meridian-bench-journal-\(getpid())").path)
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        func makeStore() -> Store<AppState, AppAction, AppEffect> {
            Store(initialState: ProbeActions.initialState, reducer: AppReducer(catalog: catalog), history: AppHistory.rules())
        }

        let plain = makeStore()
        let withoutJournal = Measure.seconds {
            for index in 0..<actions { plain.send(ProbeActions.action(index)) }
        }
        let journaled = makeStore()
        // Compaction as the app does it: a session file every 200,000 entries, the journal after it.
        let autosave = Autosave(store: journaled, folder: folder)
        var synced = false
        var flushing = 0.0
        let withJournal = Measure.seconds {
            for index in 0..<actions {
                journaled.send(ProbeActions.action(index))
                // The app flushes every 100 ms; a user makes far fewer than 1000 actions in that time.
                if index % 1000 == 999 { flushing += Measure.seconds { autosave.flush() } }
            }
            flushing += Measure.seconds { autosave.flush { synced = true } }
        }
        let queueStart = DispatchTime.now().uptimeNanoseconds
        while !synced { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
        let drained = Double(DispatchTime.now().uptimeNanoseconds - queueStart) / 1e9
        autosave.close()
        let size = (try? FileManager.default.attributesOfItem(atPath: "\(folder.path)/journal")[.size] as? Int) ?? 0
        print(String(format: "journal: %.0f ns per action on the main thread, in the flushes (target ≤ 200 ns); a send took %.0f ns with autosave on, %.0f ns without (the other core writes and syncs); the journal's queue needed %.2f s more after the last send to write and sync %d actions (%.1f MB)",
                     flushing / Double(actions) * 1e9, withJournal / Double(actions) * 1e9,
                     withoutJournal / Double(actions) * 1e9, drained, actions, Double(size) / 1e6))

        var recovery: SessionJournal.Recovery?
        let readTime = Measure.seconds { recovery = SessionJournal.recover(from: folder, loader: FileLoader(catalog: catalog)) }
        let restored = makeStore()
        let restoreTime = try Measure.seconds {
            guard let history = recovery?.history else { return }
            try restored.restoreHistory(from: history)
        }
        print(String(format: "journal restore at launch: %.2f s (read and check %.2f s, replay into the store %.2f s) for %d actions (target ≤ 2 s)",
                     readTime + restoreTime, readTime, restoreTime, restored.logCount))
    }
}
