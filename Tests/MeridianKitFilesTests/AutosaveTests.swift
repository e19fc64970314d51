import Foundation
import MeridianKitStorage
import MeridianStore
import Testing

@MainActor
struct KitAutosaveTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kit-autosave-\(UUID())/state/tally").path

    /// Every step handed to the database and committed.
    private func synced(_ autosave: HistoryAutosave<Tally, TallyAction, Never>) async {
        await withCheckedContinuation { done in autosave.flush { done.resume() } }
    }

    /// The next launch brings back everything, at the present: a past step is not shown as if
    /// it were now. Where the slider stood comes back as the step to offer going back to.
    @Test func whatWasSavedComesBackAtTheNextLaunchAtThePresentWithWhereTheSliderStood() async throws {
        let store = makeStore()
        let (autosave, notices) = HistoryAutosave.start(store: store, folder: folder)
        #expect(notices.isEmpty && autosave.status == .on)
        for amount in [1, 2, 3] { store.send(.added(amount)) }
        store.jump(to: 2)
        await synced(autosave)
        // A second instance while the first writes: it shows what was saved, says so and
        // leaves the history alone; the steps it makes are not saved.
        let secondStore = makeStore()
        let (second, secondNotices) = HistoryAutosave.start(store: secondStore, folder: folder)
        #expect(
            secondNotices == [
                "Autosave is off: another instance of the app (process \(getpid())) is saving to \(folder). The saved history is shown; what you do now is not saved."
            ])
        #expect(second.status == .off(reason: secondNotices[0]))
        #expect(secondStore.present == Tally(count: 6) && second.unsavedSteps == 0)
        secondStore.send(.added(4))
        #expect(second.unsavedSteps == 1)
        second.close()
        autosave.close()
        let third = makeStore()
        let (resumed, thirdNotices) = HistoryAutosave.start(store: third, folder: folder)
        #expect(thirdNotices.isEmpty && resumed.status == .on)
        #expect(third.timeline.stepCount == 4 && third.present == Tally(count: 6))
        #expect(!third.timeline.isPreviewing && third.state == Tally(count: 6))
        #expect(resumed.leftOffAtLaunch?.step == 2 && resumed.leftOffAtLaunch?.scopeID == "everything")
        resumed.close()
    }

    @Test func aDamagedDatabaseIsKeptAsideAndANewHistoryBegins() async throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "/history.sqlite3", contents: Data(repeating: 7, count: 4096)))
        let store = makeStore()
        let (autosave, notices) = HistoryAutosave.start(store: store, folder: folder)
        #expect(autosave.status == .on)
        #expect(notices.count == 1 && notices[0].hasPrefix("The saved history could not be read ("))
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder + "/kept")
        #expect(kept.count == 1 && kept[0].hasPrefix("unreadable-"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/kept/" + kept[0]) == ["history.sqlite3"])
        autosave.close()
    }
}
