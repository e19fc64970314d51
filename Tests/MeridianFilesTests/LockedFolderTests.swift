import Foundation
import MeridianCore
@testable import MeridianFiles
@testable import MeridianKitStorage
import MeridianStore
import TestSupport
import Testing

/// A state folder whose lock another process holds (`sqlite3`, a backup, another Meridian):
/// the launch shows the history saved there, read without writing, names the holder, and what
/// the user then does is counted as not saved, for quitting to ask.
@MainActor
@Suite(.serialized) struct LockedFolderTests: StateFolderSuite {
    static let catalog = SystemTimeZones.catalog()
    let loader = FileLoader(catalog: LockedFolderTests.catalog)

    /// A folder holding a history of 40 steps with the slider left at step 12, and that store.
    func savedHistory() throws -> (StateFolder, Store<AppState, AppAction, AppEffect>) {
        let folder = try temporaryFolder()
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        for index in 0..<40 { store.send(ProbeActions.action(index)) }
        store.jump(to: 12)
        autosave.close()
        store.returnToPresent()
        return (folder, store)
    }

    @Test(.enabled(if: HeldFolderLock.isAvailable)) func aFolderLockedByAnotherProgramShowsItsSavedHistoryReadOnlyAndNamesIt() throws {
        let (folder, saved) = try savedHistory()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let database = AppHistoryFile.path(inFolder: folder.path)
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        let lock = try HeldFolderLock(folder.path)
        defer { lock.release() }

        let (shown, launch) = relaunch(folder)
        #expect(launch.restored && launch.file == nil)
        #expect(
            launch.autosaveOff
                == "Autosave is off: “flock” (process \(lock.pid)) is using \(folder.path). The saved history is shown; what you do now is not saved.")
        #expect(try shown.archive() == saved.archive())
        #expect(!shown.timeline.isPreviewing && launch.leftOff?.step == 12)
        #expect(try shown.state(atStep: 3) == saved.state(atStep: 3), "older segments are read from the file")

        // Autosave is off and writes nothing; the steps made now are the ones not saved.
        let autosave = Autosave(store: shown, launch: launch)
        #expect(autosave.status == .off(reason: launch.autosaveOff ?? ""))
        #expect(autosave.unsavedSteps == 0)
        let launched = shown.timeline.lastStep
        for index in 40..<50 { shown.send(ProbeActions.action(index)) }
        #expect(shown.timeline.lastStep > launched && autosave.unsavedSteps == shown.timeline.lastStep - launched)
        autosave.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    }

    @Test func aFolderAnotherMeridianWritesShowsWhatItSavedAndSaysSo() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let first = makeStore()
        let writing = Autosave(store: first, folder: folder, loader: loader)
        for index in 0..<10 { first.send(ProbeActions.action(index)) }
        await withCheckedContinuation { done in writing.flush { done.resume() } }

        // Here the holder is this very process, a Meridian as far as the launch can tell.
        let (shown, launch) = relaunch(folder)
        #expect(
            launch.autosaveOff
                == "Autosave is off: another Meridian (process \(getpid()), in another window or session) is saving to \(folder.path). The saved history is shown; what you do now is not saved."
        )
        #expect(launch.restored && shown.present == first.present && shown.timeline.lastStep == first.timeline.lastStep)
        writing.close()
    }

    @Test(.enabled(if: HeldFolderLock.isAvailable)) func aLockedFolderWithNothingSavedStartsAfreshAndSaysWhoHoldsIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let lock = try HeldFolderLock(folder.path)
        defer { lock.release() }
        let (shown, launch) = relaunch(folder)
        #expect(!launch.restored && shown.timeline.lastStep == 0)
        #expect(launch.autosaveOff == "Autosave is off: “flock” (process \(lock.pid)) is using \(folder.path). What you do now is not saved.")
    }
}
