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

/// The window on a disk that fills: the History bar says that nothing is saved, outside the
/// time-travelled state (a jump or a message does not hide it), and once when saving works
/// again; closing the window then asks what becomes of the steps not saved.
@MainActor
@Suite(
    .serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"),
    .enabled(if: SmallDisk.canMount, "mounting a small file system needs root"))
struct SavingWindowTests {
    typealias H = GtkTestHarness

    /// The message dialog on screen whose text is `question`, if any.
    func dialog(asking question: String) -> Widget? {
        Look.toplevels().first { Look.labels(under: $0).contains(question) && gtk_widget_get_visible($0) != 0 }
    }

    func sortAgain(_ app: MeridianApplication) {
        let next = SortOrder.allCases.first { $0 != app.store.present.viewState.master.sortOrder } ?? .manual
        app.store.send(.clockList(.sortOrderChosen(next)))
    }

    @Test func theBarSaysNothingIsSavedUntilItIsAndQuittingAsksFirst() async throws {
        let disk = try SmallDisk(kilobytes: 512)
        defer { disk.remove() }
        let app = H.makeApplication(stateFolder: StateFolder(path: disk.path + "/meridian"))
        defer { H.close(app) }
        let window = try #require(app.window)
        let autosave = try #require(app.autosave)
        let saving = window.historyBar.saving
        #expect(gtk_widget_get_visible(saving) == 0, "nothing to say while every step is saved")

        disk.fill()
        for _ in 0..<3 { sortAgain(app) }
        await H.pump(until: { if case .failing = autosave.status { true } else { false } })
        let warning = try #require(Look.descendants(saving).first { Look.accessibleName($0)?.hasPrefix("Not Saved: ") == true })
        #expect(gtk_widget_get_visible(saving) != 0 && gtk_widget_get_visible(warning) != 0)
        #expect(Look.accessibleName(warning)?.contains("the disk is full") == true, "\(Look.accessibleName(warning) ?? "")")
        #expect(Look.labels(under: saving).contains("Not Saved"))
        // Neither the past nor a message in the message bar hides it.
        app.store.jump(to: 1)
        app.store.send(.message(UserMessage(verbatim: "Imported something")))
        H.pump()
        #expect(gtk_widget_get_visible(warning) != 0)

        // Closing the window asks first, and Cancel keeps it open.
        gtk_window_close(window.window.cast())
        H.pump()
        let steps = autosave.unsavedSteps
        #expect(steps > 0)
        let question = try #require(dialog(asking: "Quit with \(steps) steps not saved?"))
        #expect(Look.click("Cancel", in: question))
        H.pump()
        #expect(app.window != nil && dialog(asking: "Quit with \(steps) steps not saved?") == nil)

        // Space comes back: the next step saves everything, and the bar says so once.
        disk.free()
        sortAgain(app)
        await H.pump(until: { autosave.status == .on })
        #expect(autosave.unsavedSteps == 0 && gtk_widget_get_visible(warning) == 0)
        #expect(Look.labels(under: saving).contains { $0.hasPrefix("Saving works again: all ") })
        let dismiss = try #require(Look.descendants(saving).first { Look.accessibleName($0)?.hasPrefix("Dismiss: Saving works again") == true })
        gtk_button_clicked(dismiss.cast())
        H.pump()
        #expect(gtk_widget_get_visible(saving) == 0)
        // Nothing unsaved: closing the window asks nothing.
        gtk_window_close(window.window.cast())
        H.pump()
        #expect(app.window == nil)
    }
}
