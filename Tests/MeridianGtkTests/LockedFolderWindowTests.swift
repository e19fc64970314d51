import CGtk
import Foundation
import MeridianCore
import MeridianFiles
@testable import MeridianGtk
import MeridianKit
import MeridianKitCore
import MeridianStore
import TestSupport
import Testing

/// A window whose state folder another process holds locked: it shows the saved history with
/// autosave off, and quitting it with steps made meanwhile — Ctrl+Q or the close button — asks
/// first, with Export Session… as a way out, instead of losing them.
@MainActor
@Suite(
    .serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"),
    .enabled(if: HeldFolderLock.isAvailable, "needs flock(1)"))
struct LockedFolderWindowTests {
    typealias H = GtkTestHarness

    /// The message dialogs on screen whose text is `question`.
    func dialogs(asking question: String) -> [Widget] {
        Look.toplevels().filter { Look.labels(under: $0).contains(question) && gtk_widget_get_visible($0) != 0 }
    }

    func sortAgain(_ app: MeridianApplication) {
        let next = SortOrder.allCases.first { $0 != app.store.present.viewState.master.sortOrder } ?? .manual
        app.store.send(.clockList(.sortOrderChosen(next)))
    }

    @Test func quittingAWindowWhoseFolderIsLockedAsksForTheStepsMadeInIt() async throws {
        let folder = H.temporaryStateFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        // An earlier run saved a few steps.
        let earlier = H.makeApplication(stateFolder: folder)
        for _ in 0..<3 { sortAgain(earlier) }
        let savedSteps = earlier.store.timeline.lastStep
        earlier.autosave?.close()
        H.close(earlier)

        let lock = try HeldFolderLock(folder.path)
        defer { lock.release() }
        let app = H.makeApplication(stateFolder: folder)
        defer { H.close(app) }
        let window = try #require(app.window?.window)
        let autosave = try #require(app.autosave)
        guard case .off(let reason) = autosave.status else {
            Issue.record("autosave is \(autosave.status) in a locked folder")
            return
        }
        #expect(reason.hasPrefix("Autosave is off: “flock” (process \(lock.pid)) is using \(folder.path)."), "\(reason)")
        #expect(app.store.timeline.lastStep == savedSteps, "the saved history is shown")
        // The History bar says so for as long as it is off: the launch's message may be closed.
        let bar = try #require(app.window?.historyBar.root)
        let warning = try #require(Look.descendants(bar).first { Look.accessibleName($0) == "Not Saved: \(reason)" })
        #expect(Look.isVisible(warning) && Look.tooltip(warning) == reason)
        app.store.send(.messageDismissed)
        H.pump()
        #expect(Look.isVisible(warning))
        gtk_toggle_button_set_active(warning.cast(), 1)
        H.pump()
        let popover = try #require(gtk_menu_button_get_popover(warning.cast()))
        let popoverWidget = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)
        let said = Look.labels(under: popoverWidget)
        #expect(said.contains(reason) && said.contains(HistoryWords.meridian.offDetail), "\(said)")
        #expect(!Look.descendants(popoverWidget).contains { Look.labels(under: $0) == [HistoryWords.meridian.tryNow] && gtk_widget_get_can_focus($0) != 0 && Look.isVisible($0) }, "nothing to try")
        #expect(Look.descendants(popoverWidget).contains { Look.labels(under: $0) == [HistoryWords.meridian.exportSession] && Look.isVisible($0) }, "what is not saved can be exported")
        gtk_toggle_button_set_active(warning.cast(), 0)
        H.pump()

        for _ in 0..<2 { sortAgain(app) }
        // Ctrl+Q asks; closing the window meanwhile does not ask twice.
        g_action_group_activate_action(OpaquePointer(app.application), "quit", nil)
        H.pump()
        gtk_window_close(window.cast())
        H.pump()
        let asked = dialogs(asking: "Quit with 2 steps not saved?")
        #expect(asked.count == 1 && app.window != nil)
        let question = try #require(asked.first)
        let labels = Look.labels(under: question)
        #expect(labels.contains(reason + "\n\nExport the session to a file to keep them, or quit without them."), "\(labels)")
        #expect(labels.contains("Export Session…") && labels.contains("Quit Without Saving"))
        #expect(!labels.contains("Try Again"), "nothing to try while another process holds the folder")
        #expect(Look.click("Cancel", in: question))
        H.pump()
        #expect(app.window != nil && dialogs(asking: "Quit with 2 steps not saved?").isEmpty)

        // The close button asks the same way; quitting without them closes the window.
        gtk_window_close(window.cast())
        H.pump()
        let again = try #require(dialogs(asking: "Quit with 2 steps not saved?").first)
        #expect(Look.click("Quit Without Saving", in: again))
        H.pump()
        #expect(app.window == nil)
    }
}
