import Foundation
import MeridianKitTesting
import Testing
import TimerCore

/// The reducer, an action at a time: each test names what should change, and `assertReduce`
/// fails on anything else that did.
struct TimerReducerTests {
    let reducer = TimerReducer()
    let noon = Date(timeIntervalSinceReferenceDate: 794_000_000)

    @Test func typingTheDurationSetsItsMinutesAndSeconds() throws {
        let minutes = try assertReduce(TimerState(), .minutesSet(25), reducer: reducer) { $0.duration = 25 * 60 }
        try assertReduce(minutes, .secondsSet(30), reducer: reducer) { $0.duration = 25 * 60 + 30 }
        try assertReduce(minutes, .secondsSet(75), reducer: reducer) { $0.duration = 25 * 60 + 59 }
    }

    @Test func aStartCountsDownFromTheDurationOnTheClockOfTheTicks() throws {
        let running = try assertReduce(TimerState(), .started(at: noon), reducer: reducer) {
            $0.countdown = .running(endsAt: self.noon.addingTimeInterval(300))
            $0.now = self.noon
        }
        #expect(running.remaining == 300 && running.phase == .running)
        let later = try assertReduce(running, .ticked(at: noon.addingTimeInterval(61)), reducer: reducer) { $0.now = self.noon.addingTimeInterval(61) }
        #expect(later.remaining == 239)
        let over = try assertReduce(later, .ticked(at: noon.addingTimeInterval(301)), reducer: reducer) { $0.now = self.noon.addingTimeInterval(301) }
        #expect(over.remaining == 0 && over.phase == .finished)
    }

    @Test func pauseKeepsWhatIsLeftAndResumeCountsOnFromIt() throws {
        let running = try assertReduce(TimerState(), .started(at: noon), reducer: reducer) {
            $0.countdown = .running(endsAt: self.noon.addingTimeInterval(300))
            $0.now = self.noon
        }
        let paused = try assertReduce(running, .paused(at: noon.addingTimeInterval(100)), reducer: reducer) {
            $0.countdown = .paused(remaining: 200)
            $0.now = self.noon.addingTimeInterval(100)
        }
        // A tick that comes late, while paused, changes nothing the window shows.
        try assertReduce(paused, .ticked(at: noon.addingTimeInterval(150)), reducer: reducer) { $0.now = self.noon.addingTimeInterval(150) }
        try assertReduce(paused, .started(at: noon.addingTimeInterval(1000)), reducer: reducer) {
            $0.countdown = .running(endsAt: self.noon.addingTimeInterval(1200))
            $0.now = self.noon.addingTimeInterval(1000)
        }
    }

    @Test func resetShowsTheDurationAgainAndStartAgainStartsOver() throws {
        var finished = TimerState()
        _ = reducer.reduce(into: &finished, action: .started(at: noon))
        _ = reducer.reduce(into: &finished, action: .ticked(at: noon.addingTimeInterval(300)))
        #expect(finished.phase == .finished)
        try assertReduce(finished, .reset, reducer: reducer) { $0.countdown = .ready }
        try assertReduce(finished, .started(at: noon.addingTimeInterval(400)), reducer: reducer) {
            $0.countdown = .running(endsAt: self.noon.addingTimeInterval(700))
            $0.now = self.noon.addingTimeInterval(400)
        }
    }

    @Test func whatCannotBeDoneChangesNothing() throws {
        var empty = TimerState()
        empty.duration = 0
        try assertReduce(empty, .started(at: noon), reducer: reducer)
        try assertReduce(TimerState(), .paused(at: noon), reducer: reducer)
        // Pause pressed after the end, before the tick that shows it: the time is up.
        var running = TimerState()
        _ = reducer.reduce(into: &running, action: .started(at: noon))
        try assertReduce(running, .paused(at: noon.addingTimeInterval(301)), reducer: reducer) { $0.now = self.noon.addingTimeInterval(301) }
    }

    @Test func theTimeReadsAsAKitchenTimerCountsIt() {
        #expect(CountdownText.clock(300) == "5:00")
        #expect(CountdownText.clock(298.2) == "4:59")
        #expect(CountdownText.clock(0.1) == "0:01")
        #expect(CountdownText.clock(0) == "0:00")
        #expect(CountdownText.clock(3900) == "1:05:00")
    }
}
