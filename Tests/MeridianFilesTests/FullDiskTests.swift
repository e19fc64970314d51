import Foundation
import MeridianCore
import MeridianFiles
import MeridianKitStorage
import MeridianStore
import TestSupport
import Testing

/// Meridian on a disk that fills and empties, as issue 41 tried it: the state folder on a
/// file system of 512 KB, five steps, the disk full, thirty steps, space freed, five more
/// steps, quit and launch again — and a launch on a full disk. What the relaunch holds is
/// compared with what the app held before it quit, step for step.
@MainActor
@Suite(.serialized, .enabled(if: SmallDisk.canMount, "mounting a small file system needs root")) struct FullDiskTests: StateFolderSuite {
    static let catalog = SystemTimeZones.catalog()
    let loader = FileLoader(catalog: FullDiskTests.catalog)

    /// `count` steps, each a different sort order than the last.
    func steps(_ count: Int, on store: Store<AppState, AppAction, AppEffect>) {
        for _ in 0..<count {
            let next = SortOrder.allCases.first { $0 != store.present.viewState.master.sortOrder } ?? .manual
            store.send(.clockList(.sortOrderChosen(next)))
        }
    }

    func flushed(_ autosave: Autosave) async {
        await withCheckedContinuation { done in autosave.flush { done.resume() } }
    }

    /// Every step's state and label, to compare a relaunch with.
    func everyStep(_ store: Store<AppState, AppAction, AppEffect>) throws -> [String] {
        try (0...store.timeline.lastStep).map { step in
            "\(step) \(store.label(ofStep: step)) \(try store.state(atStep: step).viewState.master.sortOrder)"
        }
    }

    /// A launch in `folder` that saves there, as the app's.
    func launched(in folder: StateFolder) -> (Store<AppState, AppAction, AppEffect>, Autosave) {
        let store = makeStore()
        return (store, Autosave(store: store, launch: LaunchRestore.restore(into: store, from: folder, loader: loader)))
    }

    @Test func savingFailsWhileTheDiskIsFullAndResumesWithEveryStep() async throws {
        let disk = try SmallDisk(kilobytes: 512)
        defer { disk.remove() }
        let folder = StateFolder(path: disk.path + "/meridian")
        let (store, autosave) = launched(in: folder)
        steps(5, on: store)
        await flushed(autosave)
        #expect(autosave.status == .on)

        disk.fill()
        steps(30, on: store)
        await flushed(autosave)
        guard case .failing(let reason) = autosave.status else {
            Issue.record("with the disk full, saving is \(autosave.status)")
            return
        }
        #expect(reason.contains("the disk is full") && autosave.unsavedSteps == 30, "\(reason), \(autosave.unsavedSteps)")
        // A jump, an import of a snapshot, a message: none of them are saving, none hides it.
        store.jump(to: 2)
        store.send(.message(UserMessage(verbatim: "Something else")))
        await flushed(autosave)
        #expect(autosave.status == .failing(reason: reason))

        disk.free()
        var resumed: [Int] = []
        autosave.onResume = { resumed.append($0) }
        steps(5, on: store)
        await flushed(autosave)  // the next action's save is a try, and it succeeds
        #expect(autosave.status == .on && autosave.unsavedSteps == 0)
        #expect(resumed.count == 1, "saving resumed is said once")
        await flushed(autosave)
        let before = try everyStep(store)
        let expected = 42  // the start, 5 + 30 steps, the return to step 2 and 5 steps more
        #expect(before.count == expected, "a return to step 2 is a step too")
        autosave.close()

        let (relaunched, launch) = relaunch(folder)
        #expect(launch.restored && launch.autosaveOff == nil)
        #expect(try everyStep(relaunched) == before)
    }

    @Test func aLaunchOnAFullDiskShowsTheSavedHistoryAndSavesOnceThereIsRoom() async throws {
        let disk = try SmallDisk(kilobytes: 512)
        defer { disk.remove() }
        let folder = StateFolder(path: disk.path + "/meridian")
        let (first, firstSave) = launched(in: folder)
        steps(3, on: first)
        firstSave.close()

        disk.fill()
        let (store, launch) = relaunch(folder)
        #expect(launch.restored && store.timeline.lastStep == 3, "the saved history is shown")
        let autosave = Autosave(store: store, launch: launch)
        steps(2, on: store)
        await flushed(autosave)
        guard case .failing = autosave.status else {
            Issue.record("on a full disk, saving is \(autosave.status)")
            return
        }
        #expect(autosave.unsavedSteps == 2 && "\(autosave.status)".contains("the disk is full"), "\(autosave.status)")

        disk.free()
        await withCheckedContinuation { done in autosave.retry { done.resume() } }
        #expect(autosave.status == .on && autosave.unsavedSteps == 0)
        let before = try everyStep(store)
        autosave.close()
        let (relaunched, _) = relaunch(folder)
        #expect(try everyStep(relaunched) == before && before.count == 6)
    }
}
