import CGtk
import Foundation
import MeridianKit
import MeridianKitCore
import MeridianStore
import TasksCore
import TasksWindow
import Testing

/// A kit app that saves no history (Tasks with no state folder): every step is the user's alone,
/// so Ctrl+Q and the close button ask before they are lost.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct KitQuitTests {
    typealias H = GtkTestHarness

    func dialogs(asking question: String) -> [Widget] {
        Look.toplevels().filter { Look.labels(under: $0).contains(question) && gtk_widget_get_visible($0) != 0 }
    }

    @Test func aKitAppThatSavesNothingAsksBeforeItsStepsAreLost() throws {
        let store = Store(initialState: TasksState(), reducer: TasksReducer(), history: TasksHistory.rules)
        let app = TimeTravelApplication(
            id: "dev.meridian.Tasks.QuitTest", title: "Tasks", store: store, session: TasksHistory.sessionFormat, stateFolder: .some(nil),
            view: tasksWindow)
        let gApplication = UnsafeMutablePointer<GApplication>(OpaquePointer(app.application))
        g_application_register(gApplication, nil, nil)
        g_application_activate(gApplication)
        let window = try #require(app.window)
        H.waitUntilShown(window)
        defer {
            if let window = app.window { gtk_widget_destroy(window) }
            H.pump()
        }
        #expect(app.autosave == nil)
        store.send(.draftTyped("Milk"))
        store.send(.added)
        let steps = store.timeline.lastStep
        #expect(steps > 0)
        let asking = HistoryWords().unsavedQuestion(steps)

        g_action_group_activate_action(OpaquePointer(app.application), "quit", nil)
        H.pump()
        let question = try #require(dialogs(asking: asking).first, "Ctrl+Q asks")
        let labels = Look.labels(under: question)
        #expect(Look.accessibleName(question) == asking, "a screen reader says the question, not \"Warning\"")
        #expect(labels.contains("This app does not save its history.\n\nExport the session to a file to keep them, or quit without them."), "\(labels)")
        #expect(labels.contains("Export Session…") && !labels.contains("Try Again"))
        #expect(Look.click("Cancel", in: question))
        H.pump()
        #expect(app.window != nil && dialogs(asking: asking).isEmpty)

        // Asked again, and closed as a window (Escape closes a dialog the same way): not quit.
        g_action_group_activate_action(OpaquePointer(app.application), "quit", nil)
        H.pump()
        let closed = try #require(dialogs(asking: asking).first)
        gtk_window_close(closed.cast())
        H.pump()
        #expect(app.window != nil && dialogs(asking: asking).isEmpty)
        #expect(app.quitting.state == QuitConversation())

        // Destroyed from outside (its X window killed): as if cancelled, and Ctrl+Q asks again.
        g_action_group_activate_action(OpaquePointer(app.application), "quit", nil)
        H.pump()
        let lost = try #require(dialogs(asking: asking).first)
        gtk_widget_destroy(lost)
        H.pump()
        #expect(app.quitting.state == QuitConversation())
        g_action_group_activate_action(OpaquePointer(app.application), "quit", nil)
        H.pump()
        let askedAgain = try #require(dialogs(asking: asking).first, "asked again")
        #expect(Look.click("Cancel", in: askedAgain))
        H.pump()

        gtk_window_close(window.cast())
        H.pump()
        let again = try #require(dialogs(asking: asking).first, "the close button asks the same way")
        #expect(Look.click("Quit Without Saving", in: again))
        H.pump()
        #expect(app.window == nil)
    }
}
