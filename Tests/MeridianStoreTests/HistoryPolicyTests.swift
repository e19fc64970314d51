import Foundation
import MeridianStore
import Testing

@MainActor
@Suite struct HistoryPolicyTests {
    @Test func eachStepActionMakesAStep() throws {
        let store = makeNotesStore()
        store.send(.add("a"))
        store.send(.select(0))
        store.send(.remove(0))
        #expect(store.timeline.stepCount == 4)
        #expect((0..<4).map(store.label(ofStep:)) == ["Start", "Added a", "Selected 0", "Removed note 0"])
    }

    @Test func coalescingActionsJoinTheStepBeforeWhenItHasTheSameKey() throws {
        let store = makeNotesStore()
        store.send(.type("H"))
        store.send(.type("He"))
        store.send(.tick(1))  // a transient action between keystrokes does not split the run
        store.send(.type("Hey"))
        store.send(.scroll(1))
        store.send(.scroll(2))
        store.send(.type("Hey!"))
        #expect(store.timeline.stepCount == 4)
        #expect(store.label(ofStep: 1) == "Draft \"\" → \"Hey\"")
        #expect(store.label(ofStep: 2) == "Scrolled to 2.0")
        #expect(store.label(ofStep: 3) == "Draft \"Hey\" → \"Hey!\"")
    }

    @Test func transientActionsChangeStateButMakeNoStep() throws {
        let store = makeNotesStore()
        store.send(.add("a"))
        store.send(.tick(1))
        store.send(.tick(2))
        #expect(store.timeline.stepCount == 2)
        #expect(store.state.clock == 2)
        // The last step lasts to the end of the log, so it includes the ticks.
        #expect(try store.state(atStep: 1).clock == 2)
    }

    @Test func transientActionsBeforeTheFirstStepBelongToStepZero() throws {
        let store = makeNotesStore()
        store.send(.tick(7))
        store.send(.add("a"))
        #expect(try store.state(atStep: 0) == Notes(clock: 7))
    }

    @Test func stepsCarryTheTimeTheyWereMadeFromTheInjectedClock() throws {
        let clock = TestClock()
        let store = makeNotesStore(clock: clock)
        let start = clock.now
        store.send(.add("a"))
        store.send(.tick(1))
        store.send(.add("b"))
        #expect(store.time(ofStep: 0) == start)
        #expect(store.time(ofStep: 1) == start.addingTimeInterval(1))
        #expect(store.time(ofStep: 2) == start.addingTimeInterval(2))
    }

    @Test func aCoalescingActionAfterAStepOfAnotherKindStartsANewStep() throws {
        let store = makeNotesStore()
        store.send(.scroll(1))
        store.send(.add("a"))
        store.send(.scroll(2))
        #expect(store.timeline.stepCount == 4)
    }
}
