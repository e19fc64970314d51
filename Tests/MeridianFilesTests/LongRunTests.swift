import Foundation
import MeridianCore
@testable import MeridianFiles
@testable import MeridianKitStorage
import MeridianStore
import Testing

/// A run that never relaunches: once autosave has committed a good part of the log, the store
/// lets go of it and reads it back from the database when a jump needs it, so its memory stays
/// bounded however long it records — and nothing the user can reach is lost.
@MainActor
@Suite(.serialized) struct LongRunTests: StateFolderSuite {
    static let catalog = SystemTimeZones.catalog()
    let loader = FileLoader(catalog: LongRunTests.catalog)

    /// Hands everything recorded to the writer and waits until it is committed.
    func synced(_ autosave: Autosave) async {
        await withCheckedContinuation { done in
            autosave.flush()
            autosave.afterPendingWrites { done.resume() }
        }
    }

    @Test func whatIsSavedIsLetGoAndEveryStepStaysReachable() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-long-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let folder = StateFolder(path: path)
        let store = makeStore(), reference = makeStore()
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        for index in 0..<24_000 {
            store.send(ProbeActions.action(index))
            reference.send(ProbeActions.action(index))
            if index % 1_000 == 999 { await synced(autosave) }
        }
        // A return far back, into what was let go, and on from there.
        store.jump(to: 100)
        reference.jump(to: 100)
        store.send(.clockList(.sortOrderChosen(.byOffset)))
        reference.send(.clockList(.sortOrderChosen(.byOffset)))
        await synced(autosave)
        #expect(store.firstLogEntryInMemory >= store.logCount - Autosave.entriesKeptInMemory - 1_024)
        #expect(store.firstLogEntryInMemory > 0)
        #expect(store.present == reference.present)
        for step in stride(from: 0, to: reference.timeline.stepCount, by: 37) {
            #expect(try store.state(atStep: step) == reference.state(atStep: step), "step \(step)")
            #expect(store.label(ofStep: step) == reference.label(ofStep: step))
        }
        // The same log (the step times are each store's own clock's).
        let (archived, expected) = (try store.archive(), try reference.archive())
        #expect(archived.actions == expected.actions && archived.restores == expected.restores)
        #expect(archived.checkpoints == expected.checkpoints && archived.present == expected.present)
        autosave.close()
        let relaunched = makeStore()
        let launch = LaunchRestore.restore(into: relaunched, from: folder, loader: loader)
        #expect(launch.restored)
        Autosave(store: relaunched, launch: launch).close()
        #expect(try relaunched.archive() == archived)
    }
}
