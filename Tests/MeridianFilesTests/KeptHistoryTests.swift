import Foundation
import MeridianCore
@testable import MeridianFiles
@testable import MeridianKitStorage
import MeridianStore
import Testing

/// Histories kept aside in the database by an import or a fresh start: they share the
/// segments they have in common, every one can be listed and brought back, and one is only
/// forgotten when asked, freeing what it alone held.
@MainActor
@Suite(.serialized) struct KeptHistoryTests: StateFolderSuite {
    static let catalog = SystemTimeZones.catalog()
    let loader = FileLoader(catalog: KeptHistoryTests.catalog)

    /// A session of `count` probe actions from `first`, as an import reads it.
    func session(_ first: Int, _ count: Int) throws -> (archive: HistoryArchive<AppState, AppAction>, steps: Int) {
        let store = makeStore()
        for index in first..<(first + count) { store.send(ProbeActions.action(index)) }
        return (try store.archive(), store.timeline.stepCount - 1)
    }

    func bytes(_ folder: StateFolder) -> Int {
        let path = AppHistoryFile.path(inFolder: folder.path)
        return ["", "-wal"].reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: path + $1)[.size] as? Int) ?? 0) }
    }

    /// Imports `archive` into `store` as the window does: the history it replaces kept aside.
    func importSession(_ archive: HistoryArchive<AppState, AppAction>, into store: Store<AppState, AppAction, AppEffect>, autosave: Autosave, at time: Int64)
        throws
    {
        let restored = try #require(store.historyRestorer()).read(archive)
        let replaced = autosave.replaceHistory(keepingAsideAs: "before-import", at: time) { store.replaceHistory(with: restored) }
        #expect(replaced)
    }

    /// Twenty imports of the same session keep twenty histories, which cost almost nothing
    /// beyond the first: their segments are the live history's.
    @Test func importsOfTheSameSessionShareTheirSegments() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        var autosave = Autosave(store: store, folder: folder, loader: loader)
        for index in 0..<1_500 { store.send(ProbeActions.action(10_000 + index)) }
        let ownSteps = store.timeline.stepCount - 1
        let (imported, importedSteps) = try session(0, 3_000)
        try importSession(imported, into: store, autosave: autosave, at: 1_000)
        autosave.close()
        let afterOne = bytes(folder)
        let (again, launch) = relaunch(folder)
        autosave = Autosave(store: again, launch: launch)
        for round in 1..<20 { try importSession(imported, into: again, autosave: autosave, at: 1_000 + Int64(round)) }
        autosave.close()
        let kept = try KeptHistories.list(folder, loader: loader).get()
        #expect(kept.count == 20)
        #expect(kept.first?.reason == "before-import" && kept.first?.steps == ownSteps)
        #expect(kept.dropFirst().allSatisfy { $0.steps == importedSteps })
        // Each later one holds only its own step table and open segment: a few kilobytes.
        #expect(kept.dropFirst().allSatisfy { $0.ownBytes < 8_000 }, "\(kept.map(\.ownBytes))")
        #expect(bytes(folder) - afterOne < 19 * 16_000, "\(afterOne) bytes after one import, \(bytes(folder)) after twenty")
        let (last, _) = relaunch(folder)
        #expect(try last.archive().actions == imported.actions)
    }

    /// The history an import replaced comes back whole, and the one it replaces is kept in
    /// its turn; forgetting one frees what it alone held and leaves the others whole.
    @Test func aKeptHistoryComesBackAndOneIsForgottenOnlyWhenAsked() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        for index in 0..<1_200 { store.send(ProbeActions.action(index)) }
        store.jump(to: 100)
        store.send(.clockList(.sortOrderChosen(.byOffset)))
        let original = try store.archive()
        let branches = store.branchPoints
        #expect(branches.count == 1)
        try importSession(try session(5_000, 700).archive, into: store, autosave: autosave, at: 2_000)
        let imported = try store.archive()
        autosave.flush()
        autosave.close()

        let kept = try KeptHistories.list(folder, loader: loader).get()
        #expect(kept.map(\.number) == [1] && kept[0].keptAt == Instant(millisecondsSince1970: 2_000))
        try KeptHistories.restore(1, in: folder, loader: loader, at: Instant(millisecondsSince1970: 3_000)).get()
        let (restored, launch) = relaunch(folder)
        #expect(launch.restored)
        Autosave(store: restored, launch: launch).close()
        #expect(try restored.archive() == original)
        #expect(restored.branchPoints == branches)
        let afterRestore = try KeptHistories.list(folder, loader: loader).get()
        #expect(afterRestore.map(\.reason) == ["before-restore"])
        let before = bytes(folder)
        let freed = try KeptHistories.forget(afterRestore[0].number, in: folder, loader: loader).get()
        #expect(freed > 0 && freed == afterRestore[0].ownBytes)
        #expect(try KeptHistories.list(folder, loader: loader).get().isEmpty)
        #expect(bytes(folder) <= before)
        let (stillThere, _) = relaunch(folder)
        #expect(try stillThere.archive() == original)
        #expect(imported.actions.count == 700)
        #expect(throws: FileError.self) { try KeptHistories.forget(7, in: folder, loader: loader).get() }
    }

    /// Bringing back, in the running app, a kept history shorter than the one the window
    /// shows: the next entries follow the brought-back one's, even when nothing is saved
    /// between the bring back and the quit (the writer's last commit was the longer history's).
    /// It left a gap once, and the next launch found the database damaged.
    @Test func aShorterHistoryBroughtBackGoesOnFromItsOwnEnd() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        for index in 0..<20 { store.send(ProbeActions.action(index)) }
        await withCheckedContinuation { done in autosave.flush { done.resume() } }
        // A little longer, as the same session imported again with a step or two more.
        try importSession(try session(100, 22).archive, into: store, autosave: autosave, at: 1_000)
        await withCheckedContinuation { done in autosave.flush { done.resume() } }
        let kept = try #require(await withCheckedContinuation { done in autosave.keptHistories { done.resume(returning: try? $0.get()) } })
        #expect(kept.map(\.reason) == ["before-import"])
        let broughtBack = await withCheckedContinuation { done in autosave.bringBack(kept: kept[0].id, at: 2_000) { done.resume(returning: $0) } }
        #expect((try? broughtBack.get()) != nil)
        for index in 200..<205 { store.send(ProbeActions.action(index)) }
        let expected = try store.archive()
        autosave.close()
        let (again, launch) = relaunch(folder)
        #expect(launch.restored, "\(launch.notices)")
        #expect(try again.archive() == expected)
    }

    /// What the window records while a bring back is under way belongs to the history it
    /// replaces: it is not written into the one brought back.
    @Test func whatIsRecordedDuringABringBackIsNotWrittenIntoIt() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        for index in 0..<20 { store.send(ProbeActions.action(index)) }
        try importSession(try session(100, 40).archive, into: store, autosave: autosave, at: 1_000)
        await withCheckedContinuation { done in autosave.flush { done.resume() } }
        let broughtBack = await withCheckedContinuation { done in
            autosave.bringBack(kept: 1, at: 2_000) { done.resume(returning: $0) }
            // A tick or the player's news, before the bring back answers.
            for index in 300..<305 { store.send(ProbeActions.action(index)) }
            autosave.flush()
        }
        #expect((try? broughtBack.get()) != nil)
        for index in 200..<203 { store.send(ProbeActions.action(index)) }
        await withCheckedContinuation { done in autosave.flush { done.resume() } }
        let expected = try store.archive()
        autosave.close()
        let (again, launch) = relaunch(folder)
        #expect(launch.restored, "\(launch.notices)")
        #expect(try again.archive() == expected)
    }

    /// `--fresh` keeps the history aside in the database and the next launch begins anew.
    @Test func aFreshStartKeepsTheHistoryInTheDatabase() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        for index in 0..<600 { store.send(ProbeActions.action(index)) }
        autosave.close()
        #expect(try KeptHistories.startAfresh(in: folder, loader: loader, at: Instant(millisecondsSince1970: 5)).get() == .keptAside(number: 1))
        let (fresh, launch) = relaunch(folder)
        #expect(!launch.restored && fresh.logCount == 0)
        let kept = try KeptHistories.list(folder, loader: loader).get()
        #expect(kept.map(\.reason) == ["fresh"] && kept[0].steps == store.timeline.stepCount - 1)
    }

    /// A running Meridian holds the folder: the command line changes nothing and says so.
    @Test func aRunningMeridianIsNotChangedUnderIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        store.send(ProbeActions.action(1))
        let error = try #require(throws: FileError.self) { try KeptHistories.startAfresh(in: folder, loader: loader, at: Instant(millisecondsSince1970: 0)).get() }
        #expect(error.description.contains("Meridian is running on \(folder.path)"))
        autosave.close()
    }
}
