@testable import MeridianStore
import Testing

/// Naming the step after the one on screen (Redo's tooltip, asked at every jump of a drag)
/// replays that step's own actions from the state on screen, not its segment from the checkpoint.
@MainActor
struct StepLabelReplayTests {
    /// Notes' reducer, counting the actions it reduces.
    final class CountingReducer: Reducer {
        var reduced = 0
        func reduce(into state: inout Notes, action: NotesAction) -> [NotesEffect] {
            reduced += 1
            return NotesReducer().reduce(into: &state, action: action)
        }
    }

    @Test func theNextStepIsNamedFromTheStepOnScreen() {
        let reducer = CountingReducer()
        let store = Store(initialState: Notes(), reducer: reducer, history: NotesHistory.rules(checkpointInterval: 64), now: TestClock().read)
        for index in 0..<60 { store.send(.add("note \(index)")) }
        store.jump(to: 50)
        #expect(store.timeline.sliderStep == 50)
        reducer.reduced = 0
        #expect(store.label(ofStep: 51) == "Added note 50")
        // The step's one action: from the checkpoint it would be 51.
        #expect(reducer.reduced == 1)
    }

    @Test func everyStepAfterTheOneOnScreenIsNamedAsFromTheCheckpoint() {
        let store = Store(initialState: Notes(), reducer: NotesReducer(), history: NotesHistory.rules(checkpointInterval: 8), now: TestClock().read)
        for index in 0..<30 {
            store.send(.add("note \(index)"))
            if index % 4 == 0 { store.send(.type("draft \(index)")) }
            if index % 5 == 0 { store.send(.select(index % 3)) }
        }
        let last = store.timeline.lastStep
        let expected = (0...last).map(store.label(ofStep:))
        for shown in 0..<last {
            store.jump(to: shown)
            for step in 0...last { #expect(store.label(ofStep: step) == expected[step], "shown \(shown), step \(step)") }
        }
    }
}
