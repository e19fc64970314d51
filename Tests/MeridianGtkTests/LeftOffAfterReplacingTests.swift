import CGtk
import MeridianKit
import MeridianKitCore
import MeridianStore
import TasksCore
import TasksWindow
import Testing

/// The step left off names a step of the history it was left in: a history replaced whole (a
/// session imported or opened, a kept history brought back) no longer offers it.
@MainActor
@Suite struct LeftOffAfterReplacingTests {
    func tasks(_ titles: [String]) -> Store<TasksState, TasksAction, Never> {
        let store = Store(initialState: TasksState(), reducer: TasksReducer(), history: TasksHistory.rules)
        for title in titles {
            store.send(.draftTyped(title))
            store.send(.added)
        }
        return store
    }

    @Test func aHistoryReplacedWholeNoLongerOffersTheStepLeftOff() throws {
        let store = tasks(["Milk", "Bread", "Eggs"])
        let panel = HistoryPanelStore(panel: HistoryPanel(leftOff: HistoryPanel.LeftOff(step: 2)))
        let token = store.forgettingLeftOffWhenReplaced(panel: panel)
        defer { _ = token }

        // Steps made and travelled through keep it: it is this history's.
        store.send(.draftTyped("Tea"))
        store.jump(to: 1)
        store.returnToPresent()
        #expect(panel.state.leftOff == HistoryPanel.LeftOff(step: 2))

        try store.restoreHistory(from: try tasks(["Coffee", "Jam", "Rice", "Oats"]).archive())
        #expect(panel.state.leftOff == nil)
        #expect(panel.state.leftOffStep(lastStep: store.timeline.lastStep) == nil)
    }

    @Test(.enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"), .failsOnGLibProblems)
    func theKitsApplicationForgetsTheStepLeftOffWhenAnImportReplacesTheHistory() throws {
        #expect(GtkTestHarness.isReady)
        let store = tasks(["Milk", "Bread", "Eggs"])
        let app = TimeTravelApplication(
            id: "dev.meridian.Tasks.LeftOffTest", title: "Tasks", store: store, session: TasksHistory.sessionFormat, stateFolder: .some(nil),
            view: tasksWindow)
        let gApplication = UnsafeMutablePointer<GApplication>(OpaquePointer(app.application))
        g_application_register(gApplication, nil, nil)
        g_application_activate(gApplication)
        let window = try #require(app.window)
        defer { gtk_widget_destroy(window) }
        app.panel.send(.leftOffMarked(step: 2, scopeID: "everything"))

        try store.restoreHistory(from: try tasks(["Coffee", "Jam", "Rice", "Oats"]).archive())
        #expect(app.panel.state.leftOff == nil, "Back to Step 2 would lead into the imported history's step 2")
    }
}
