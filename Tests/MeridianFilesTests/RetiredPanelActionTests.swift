import Foundation
import MeridianCore
@testable import MeridianFiles
@testable import MeridianKitStorage
import MeridianStore
import Testing

/// Histories written before the kit kept its own view-state hold the History panel's actions
/// among Meridian's. Each reads as an entry that replays as nothing, where it was: dropping it
/// would move every later entry (steps, checkpoints, returns and skips name entries by index).
@MainActor
@Suite(.serialized) struct RetiredPanelActionTests: StateFolderSuite {
    static let catalog = SystemTimeZones.catalog()
    let loader = FileLoader(catalog: RetiredPanelActionTests.catalog)

    /// A database of the build before: its entries table holds the panel's actions as that
    /// build's JSON. The relaunch finds the same steps, labels and present.
    @Test func aDatabaseFromBeforeWithThePanelsActionsOpensWithTheSameSteps() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let first = makeStore()
        let autosave = Autosave(store: first, folder: folder, loader: loader)
        first.send(.clockList(.sortOrderChosen(.byName)))
        // Transients that change nothing (no message is shown): where the build before logged
        // the panel's actions, which changed only the panel.
        first.send(.messageDismissed)
        first.send(.clockList(.sortOrderChosen(.byOffset)))
        first.send(.messageDismissed)
        first.send(.clockList(.editToggled(isEditing: true)))
        first.jump(to: 1, scope: AppHistory.document)
        first.send(.clockList(.sortOrderChosen(.manual)))
        autosave.close()
        let path = AppHistoryFile.path(inFolder: folder.path)
        let database = try AppHistoryDatabase(meridianAt: path)
        for (entry, json) in [
            (1, #"{"historyPanel":{"_0":{"inspectorToggled":{"isOpen":true}}}}"#),
            (3, #"{"historyPanel":{"_0":{"scopeChosen":{"id":"document"}}}}"#),
        ] {
            let before = try database.connection.prepare("SELECT action FROM entries WHERE entry = ?1").bind(.int(Int64(entry)))
            #expect(try before.step() && before.text(0)?.contains("messageDismissed") == true)
            try database.connection.execute("UPDATE entries SET action = '\(json)' WHERE entry = \(entry)")
        }
        database.close()

        let (restored, launch) = relaunch(folder)
        #expect(launch.restored && launch.notices.isEmpty, "\(launch.notices)")
        #expect(restored.logCount == first.logCount)
        #expect(restored.timeline.stepCount == first.timeline.stepCount)
        #expect(restored.present == first.present)
        for step in 0..<first.timeline.stepCount {
            #expect(restored.label(ofStep: step) == first.label(ofStep: step))
            #expect(try restored.state(atStep: step) == first.state(atStep: step))
        }
        // Exported, the entries stay in their places, and the session reads back the same.
        let archive = try restored.archive()
        #expect(archive.retired == [1, 3])
        let again = makeStore()
        try again.restoreHistory(from: archive)
        #expect(again.timeline.stepCount == first.timeline.stepCount && again.present == first.present)
        withExtendedLifetime(launch) {}
    }
}
