import Foundation
import MeridianKitCore
import Testing
import TimerCore

/// The history's rules in a store, with the time in the actions: no test waits.
@MainActor
struct TimerHistoryTests {
    let store = Store(initialState: TimerState(), reducer: TimerReducer(), history: TimerHistory.rules)
    let noon = Date(timeIntervalSinceReferenceDate: 794_000_000)

    func tick(_ seconds: TimeInterval) { store.send(.ticked(at: noon.addingTimeInterval(seconds))) }

    @Test func undoTakesBackTheDurationAndNeverTheRunningCountdown() {
        store.typing(in: "minutes") { store.send(.minutesSet(2)) }
        store.typing(in: "seconds") {
            store.send(.secondsSet(3))
            store.send(.secondsSet(30))
        }
        store.send(.started(at: noon))
        for second in 1...5 { tick(TimeInterval(second)) }
        #expect(store.label(ofStep: 2) == "Set to 2:30", "typing into a field is one step")

        store.undo()
        #expect(!store.isPreviewing, "Undo is a step of the present")
        #expect(store.label(ofStep: store.timeline.lastStep) == "Undid “Set to 2:30”")
        #expect(store.state.duration == 120 && store.state.remaining == 145)
        #expect(store.state.subscriptions == [.tick(at: noon.addingTimeInterval(6))], "the countdown still asks for its tick")
        tick(6)
        #expect(store.state.remaining == 144, "and a tick after Undo shows")

        // Undo passed by Start, a step that set nothing: the next takes back “Set to 2:00”.
        store.undo()
        #expect(store.state.duration == 300 && store.state.phase == .running)
        // Redo stays while time passes and through steps Undo passes by, such as Pause.
        tick(7)
        store.send(.paused(at: noon.addingTimeInterval(7.5)))
        #expect(store.redoneLabel == "Set to 2:00")
        store.redo()
        store.redo()
        #expect(store.state.duration == 150 && store.state.countdown == .paused(remaining: 142.5))
    }

    @Test func aTickSentWhileThePastIsShownChangesThePresentBehindIt() {
        store.send(.started(at: noon))
        tick(1)
        store.send(.paused(at: noon.addingTimeInterval(1)))
        store.jump(to: 1)
        #expect(store.isPreviewing && store.state.phase == .running)
        // A late tick: the past stays on screen, the present moves behind it.
        tick(2)
        #expect(store.isPreviewing && store.present.now == noon.addingTimeInterval(2))
    }

    @Test func timePassingCostsTheHistoryOneEntry() throws {
        store.send(.minutesSet(90))
        store.send(.started(at: noon))
        let entries = try store.archive().entryCount
        for second in 1...3600 { tick(TimeInterval(second)) }
        #expect(store.timeline.stepCount == 3)
        #expect(try store.archive().entryCount == entries + 1, "each tick replaced the one before")
        #expect(store.state.remaining == 1800)
    }

    /// `.replaceable("clock")` is right only if a tick overwrites all an earlier one wrote: the
    /// history folded and kept whole agree on every step, label and scope, Undo and Redo included.
    @Test func theTickIsReplaceable() {
        let noon = self.noon
        let divergence = TimerHistory.rules.foldingDivergence(initialState: TimerState(), reducer: TimerReducer()) { store in
            store.send(.secondsSet(20))
            store.send(.started(at: noon))
            for second in 1...4 { store.send(.ticked(at: noon.addingTimeInterval(TimeInterval(second)))) }
            store.undo()
            for second in 5...7 { store.send(.ticked(at: noon.addingTimeInterval(TimeInterval(second)))) }
            store.redo()
            store.send(.paused(at: noon.addingTimeInterval(7.5)))
            store.send(.started(at: noon.addingTimeInterval(20)))
            for second in 21...400 { store.send(.ticked(at: noon.addingTimeInterval(TimeInterval(second)))) }
            store.send(.reset)
        }
        #expect(divergence == nil)
    }
}
