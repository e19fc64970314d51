import Foundation
import MeridianKitStorage
import MeridianStore
import TestSupport
import Testing

/// Any app on the kit (Tasks, here a tally) on a disk that fills and empties: saving fails
/// and says so, resumes by itself, and a relaunch holds every step the app held at quit; a
/// launch on a full disk shows what was saved and saves once there is room.
@MainActor
@Suite(.serialized, .enabled(if: SmallDisk.canMount, "mounting a small file system needs root")) struct KitFullDiskTests {
    func flushed(_ autosave: HistoryAutosave<Tally, TallyAction, Never>) async {
        await withCheckedContinuation { done in autosave.flush { done.resume() } }
    }

    func everyStep(_ store: Store<Tally, TallyAction, Never>) throws -> [Tally] {
        try (0...store.timeline.lastStep).map { try store.state(atStep: $0) }
    }

    /// Every step `store` holds, after it quits and the app is launched again in `folder`.
    func everyStepAfterARelaunch(of store: Store<Tally, TallyAction, Never>, _ autosave: HistoryAutosave<Tally, TallyAction, Never>, folder: String) throws -> (before: [Tally], after: [Tally]) {
        let before = try everyStep(store)
        autosave.close()
        let relaunched = makeStore()
        let (resumed, _) = HistoryAutosave.start(store: relaunched, folder: folder)
        defer { resumed.close() }
        return (before, try everyStep(relaunched))
    }

    @Test func savingFailsWhileTheDiskIsFullAndResumesWithEveryStep() async throws {
        let disk = try SmallDisk(kilobytes: 512)
        defer { disk.remove() }
        let folder = disk.path + "/tally"
        let store = makeStore()
        let (autosave, notices) = HistoryAutosave.start(store: store, folder: folder)
        #expect(notices.isEmpty && autosave.status == .on)
        for amount in 1...5 { store.send(.added(amount)) }
        await flushed(autosave)

        disk.fill()
        for amount in 6...35 { store.send(.added(amount)) }
        await flushed(autosave)
        guard case .failing(let reason) = autosave.status else {
            Issue.record("with the disk full, saving is \(autosave.status)")
            return
        }
        #expect(reason.hasSuffix("the disk is full. What was saved before is kept.") && autosave.unsavedSteps == 30, "\(reason)")

        disk.free()
        for amount in 36...40 { store.send(.added(amount)) }
        await flushed(autosave)
        #expect(autosave.status == .on && autosave.unsavedSteps == 0)
        let (before, after) = try everyStepAfterARelaunch(of: store, autosave, folder: folder)
        #expect(after == before && before.count == 41)
    }

    @Test func aLaunchOnAFullDiskShowsTheSavedHistoryAndSavesOnceThereIsRoom() async throws {
        let disk = try SmallDisk(kilobytes: 512)
        defer { disk.remove() }
        let folder = disk.path + "/tally"
        let first = makeStore()
        let (firstSave, _) = HistoryAutosave.start(store: first, folder: folder)
        for amount in 1...3 { first.send(.added(amount)) }
        firstSave.close()

        disk.fill()
        let store = makeStore()
        let (autosave, _) = HistoryAutosave.start(store: store, folder: folder)
        #expect(store.present == Tally(count: 6), "the saved history is shown")
        store.send(.added(4))
        await flushed(autosave)
        guard case .failing = autosave.status else {
            Issue.record("on a full disk, saving is \(autosave.status)")
            return
        }
        disk.free()
        await withCheckedContinuation { done in autosave.retry { done.resume() } }
        #expect(autosave.status == .on)
        let (before, after) = try everyStepAfterARelaunch(of: store, autosave, folder: folder)
        #expect(after == before && before.count == 5)
    }
}
