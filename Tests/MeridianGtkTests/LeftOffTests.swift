import MeridianKit
import MeridianKitCore
import MeridianStore
import TasksCore
import Testing

/// The step left off names a step of the history it was left in: a history replaced whole (a
/// session imported or opened, a kept history brought back) no longer offers it.
@MainActor
@Suite struct LeftOffTests {
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
}
