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

    /// A launch of the tally in `folder` that saved adding each of `amounts`, a step each.
    func launched(in folder: String, adding amounts: ClosedRange<Int>) async -> (Store<Tally, TallyAction, Never>, HistoryAutosave<Tally, TallyAction, Never>) {
        let store = makeStore()
        let (autosave, _) = HistoryAutosave.start(store: store, folder: folder)
        for amount in amounts { store.send(.added(amount)) }
        await flushed(autosave)
        return (store, autosave)
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
        let (_, firstSave) = await launched(in: folder, adding: 1...3)
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

    /// An import while saving fails: refused while work is not saved (the database could not
    /// keep that work aside), and written whole — the history it replaces kept aside — by the
    /// first write that succeeds once nothing else was unsaved.
    @Test func anImportWhileSavingFailsLosesNothing() async throws {
        let disk = try SmallDisk(kilobytes: 512)
        defer { disk.remove() }
        let folder = disk.path + "/tally"
        let (store, autosave) = await launched(in: folder, adding: 1...3)
        let other = makeStore()
        for amount in [100, 200] { other.send(.added(amount)) }
        let imported = try #require(store.historyRestorer()).read(try other.archive())

        disk.fill()
        store.send(.added(4))
        await flushed(autosave)
        #expect(autosave.hasUnsavedWork)
        #expect(!autosave.replaceHistory(keepingAsideAs: "before-import", at: 0) { store.replaceHistory(with: imported) })
        #expect(store.present == Tally(count: 10), "not imported: the unsaved step would be lost")

        disk.free()
        await withCheckedContinuation { done in autosave.retry { done.resume() } }
        disk.fill()
        #expect(autosave.replaceHistory(keepingAsideAs: "before-import", at: 0) { store.replaceHistory(with: try! store.historyRestorer()!.read(try! other.archive())) })
        #expect(store.present == Tally(count: 300) && autosave.hasUnsavedWork)
        await withCheckedContinuation { done in autosave.afterPendingWrites { done.resume() } }
        guard case .failing = autosave.status else {
            Issue.record("the import's write on a full disk left saving \(autosave.status)")
            return
        }
        disk.free()
        await withCheckedContinuation { done in autosave.retry { done.resume() } }
        #expect(autosave.status == .on && !autosave.hasUnsavedWork)
        let kept = await withCheckedContinuation { done in autosave.keptHistories { done.resume(returning: $0) } }
        #expect((try? kept.get())?.map(\.steps) == [4], "the history the import replaced, every step")
        let (before, after) = try everyStepAfterARelaunch(of: store, autosave, folder: folder)
        #expect(after == before && before == [Tally(count: 0), Tally(count: 100), Tally(count: 300)])
    }

    /// Quitting without saving while the disk is full: what was saved before is what the next
    /// launch has, and nothing half-written.
    @Test func quittingWhileTheDiskIsFullKeepsWhatWasSaved() async throws {
        let disk = try SmallDisk(kilobytes: 512)
        defer { disk.remove() }
        let folder = disk.path + "/tally"
        let (store, autosave) = await launched(in: folder, adding: 1...3)
        disk.fill()
        for amount in 4...9 { store.send(.added(amount)) }
        await flushed(autosave)
        autosave.close()
        #expect(autosave.status == .off(reason: AutosaveWords().closing))
        disk.free()
        let relaunched = makeStore()
        let (resumed, _) = HistoryAutosave.start(store: relaunched, folder: folder)
        #expect(relaunched.present == Tally(count: 6) && relaunched.timeline.lastStep == 3)
        resumed.close()
    }
}
