import Foundation

/// A timer the state asks the shell to run. The shell starts and stops its timers by comparing
/// this set after every change (MeridianKit's `SubscriptionRunner`), so a countdown that is
/// paused, finished or shown in the past on the History slider has none to stop by hand.
public enum TimerSubscription: Hashable, Sendable {
    /// Send `ticked` with the clock's time at this instant.
    case tick(at: Date)
}

extension TimerState {
    /// The timers this state asks for: while the countdown runs, a tick when the next whole
    /// second is shown (at the end itself for the last), so the window wakes once a second and
    /// the countdown reads 4:59 exactly a second after 5:00. None otherwise.
    public var subscriptions: Set<TimerSubscription> {
        guard case .running(let endsAt) = countdown, phase == .running else { return [] }
        let secondsShown = remaining.rounded(.up)
        return [.tick(at: endsAt.addingTimeInterval(-(secondsShown - 1)))]
    }
}
