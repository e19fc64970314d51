import Foundation
import Testing
import TimerCore

/// The timers the state asks for, as values: the shell runs exactly these.
struct TimerSubscriptionTests {
    let reducer = TimerReducer()
    let noon = Date(timeIntervalSinceReferenceDate: 794_000_000)

    func state(after actions: TimerAction...) -> TimerState {
        var state = TimerState()
        for action in actions { _ = reducer.reduce(into: &state, action: action) }
        return state
    }

    @Test func onlyARunningCountdownAsksForATick() {
        #expect(state().subscriptions == [])
        #expect(state(after: .started(at: noon), .paused(at: noon.addingTimeInterval(10))).subscriptions == [])
        #expect(state(after: .started(at: noon), .reset).subscriptions == [])
        #expect(state(after: .started(at: noon), .ticked(at: noon.addingTimeInterval(300))).subscriptions == [], "the time is up")
    }

    @Test func theTickComesWhenTheNextWholeSecondShows() {
        #expect(state(after: .started(at: noon)).subscriptions == [.tick(at: noon.addingTimeInterval(1))])
        // Paused with 4:59.6 left and resumed: 5:00 shows until 4:59 does, 0.6 s on.
        let resumed = noon.addingTimeInterval(100)
        let state = state(after: .started(at: noon), .paused(at: noon.addingTimeInterval(0.4)), .started(at: resumed))
        #expect(state.subscriptions == [.tick(at: resumed.addingTimeInterval(299.6 - 299))])
        // The last tick comes at the end itself.
        #expect(self.state(after: .started(at: noon), .ticked(at: noon.addingTimeInterval(299.5))).subscriptions == [.tick(at: noon.addingTimeInterval(300))])
    }
}
