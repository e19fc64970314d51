import Foundation

/// Everything that can happen. The time arrives inside the actions that need it, read by the
/// shell's clock: the reducer never reads one, so a replay gives what the user saw.
public enum TimerAction: Codable, Equatable, Sendable {
    /// The user typed the duration's minutes.
    case minutesSet(Int)
    /// The user typed the duration's seconds past the minutes.
    case secondsSet(Int)
    /// Start, Resume or Start Again was pressed at `at`.
    case started(at: Date)
    /// Pause was pressed at `at`.
    case paused(at: Date)
    /// Reset was pressed: the countdown shows the duration again.
    case reset
    /// Time passed: the subscription's timer fired at `at` (`TimerState.subscriptions`).
    case ticked(at: Date)
}
