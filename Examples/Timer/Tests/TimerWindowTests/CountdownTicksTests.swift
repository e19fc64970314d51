import Foundation
import MeridianKit
import Testing
import TimerCore
import TimerWindow

/// The countdown's ticks, run by MeridianKit's `SubscriptionRunner` as the app runs them, on a
/// clock the test moves by hand.
@MainActor
struct CountdownTicksTests {
    let time = HandRunTime()
    let store = Store(initialState: TimerState(), reducer: TimerReducer(), history: TimerHistory.rules)

    func ticks() -> SubscriptionRunner<TimerState, TimerAction, Never, TimerSubscription> {
        countdownTicks(store: store, now: { [time] in time.now }, timer: time.timer)
    }

    @Test func aRunningCountdownTicksEverySecondAndStopsAtTheEnd() {
        let runner = ticks()
        store.send(.secondsSet(3))
        store.send(.minutesSet(0))
        #expect(runner.active.isEmpty, "nothing runs until Start")
        store.send(.started(at: time.now))
        #expect(runner.active == [.tick(at: time.now.addingTimeInterval(1))])
        time.pass(2)
        #expect(store.state.remaining == 1)
        time.pass(5)
        #expect(store.state.phase == .finished && store.state.remaining == 0)
        #expect(runner.active.isEmpty, "no tick after the end")
    }

    /// The bug a user of the kit once met: after Ctrl+Z the countdown froze while the window
    /// said “Running”. Undo is a step of the present: the ticks run on after it, and after Redo.
    /// Only the History slider's preview of the past holds them.
    @Test func afterUndoTheTicksRunOnAndWhileThePastIsShownNoneDo() {
        let runner = ticks()
        store.send(.secondsSet(30))
        store.send(.started(at: time.now))
        time.pass(3)
        #expect(store.state.remaining == 327)

        store.undo()
        #expect(!store.isPreviewing)
        #expect(store.state.duration == 300, "Undo took back the duration set")
        #expect(store.state.remaining == 327, "and did not rewind the countdown")
        #expect(!runner.active.isEmpty && runner.active == store.present.subscriptions, "the tick runs on")
        time.pass(2)
        #expect(store.state.remaining == 325, "a tick after Undo shows")

        store.redo()
        #expect(store.state.duration == 330 && !store.isPreviewing)
        time.pass(1)
        #expect(store.state.remaining == 324)

        // The slider shows step 2, Start, as it ended (at Undo): nothing runs meanwhile.
        store.jump(to: 2)
        #expect(store.isPreviewing && store.state.remaining == 327)
        #expect(runner.active.isEmpty)
        time.pass(5)
        #expect(store.present.remaining == 324, "no tick while the past is shown")

        // Back at the present, the tick is asked for at once: the clock passed meanwhile.
        store.returnToPresent()
        #expect(!runner.active.isEmpty)
        time.pass(0)
        #expect(store.state.remaining == 319)
    }
}
