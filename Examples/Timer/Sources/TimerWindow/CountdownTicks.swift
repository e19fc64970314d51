import Foundation
import MeridianKit
import TimerCore

/// Runs the timers the countdown asks for (`TimerState.subscriptions`): each tick is a timer
/// that fires at its instant and sends the clock's time then. MeridianKit's runner starts and
/// stops them as the state changes, and runs none while the History slider shows the past; after
/// Undo, a step of the present, they run on. `now` is the shell's clock and `timer` makes a
/// one-shot timer (GLib's), both given so that tests run time by hand.
@MainActor
public func countdownTicks(
    store: Store<TimerState, TimerAction, Never>,
    now: @escaping @MainActor () -> Date,
    timer: @escaping @MainActor (_ after: TimeInterval, _ fire: @escaping @MainActor () -> Void) -> any ShellTimer = glibTimer
) -> SubscriptionRunner<TimerState, TimerAction, Never, TimerSubscription> {
    SubscriptionRunner(store: store, wanted: \.subscriptions) { [unowned store] subscription, done in
        switch subscription {
        case .tick(let instant):
            timer(instant.timeIntervalSince(now())) {
                store.send(.ticked(at: now()))
                // Forgotten, so the state is asked again: a tick that came early asks for the same instant.
                done()
            }
        }
    }
}

/// A GLib timeout on the main loop, rounded up to the millisecond so it never fires early.
@MainActor
public func glibTimer(after seconds: TimeInterval, _ fire: @escaping @MainActor () -> Void) -> any ShellTimer {
    GLibTimer(after: Int64((seconds * 1000).rounded(.up)), fire)
}
