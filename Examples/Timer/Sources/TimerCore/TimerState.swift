import Foundation

/// Everything that can change: the duration the user set and the countdown running from it.
/// The History bar and the inspector keep their own state: the kit's.
public struct TimerState: Codable, Equatable, Sendable {
    /// What the user set, in whole seconds: what Start counts down from and Reset comes back
    /// to. Undo takes it back, and nothing else (`TimerHistory.durationOnly`).
    public var duration = 5 * 60
    /// Where the countdown stands.
    public var countdown = Countdown.ready
    /// The latest time the shell's clock gave, in a tick or a press: the running countdown's
    /// remaining time is worked out from it, so each tick overwrites all the one before wrote.
    public var now = Date(timeIntervalSince1970: 0)

    public init() {}

    /// The duration's whole minutes, as the Minutes entry shows them.
    public var minutes: Int { duration / 60 }
    /// The duration's seconds past the minutes, as the Seconds entry shows them.
    public var seconds: Int { duration % 60 }

    /// The time left, in seconds: the duration until started, the time to the end while
    /// running (never below zero), and what was left when paused.
    public var remaining: TimeInterval {
        switch countdown {
        case .ready: TimeInterval(duration)
        case .running(let endsAt): max(0, endsAt.timeIntervalSince(now))
        case .paused(let remaining): remaining
        }
    }

    /// What Start counts down from: what a paused countdown has left, else the whole duration.
    public var startsFrom: TimeInterval { phase == .paused ? remaining : TimeInterval(duration) }

    /// Whether Start (Resume, Start Again) does anything: not while running, nor from nothing.
    public var canStart: Bool { phase != .running && startsFrom > 0 }

    /// What the window shows of the countdown and which buttons it offers.
    public var phase: Phase {
        switch countdown {
        case .ready: .ready
        case .running: remaining > 0 ? .running : .finished
        case .paused: .paused
        }
    }
}

/// Where a countdown stands. A running one is known by when it ends on the wall clock, not by
/// how long it has left: the time left is worked out from the latest tick, so time travel, a
/// relaunch or a late tick never makes it run slow.
public enum Countdown: Codable, Equatable, Sendable {
    /// Not started, or reset: it shows the duration.
    case ready
    /// Counting down to `endsAt`.
    case running(endsAt: Date)
    /// Stopped with `remaining` seconds to go.
    case paused(remaining: TimeInterval)
}

/// What the window shows: a countdown that ran out is still `running` in the state, and
/// finished on screen.
public enum Phase: Equatable, Sendable {
    case ready, running, paused, finished
}
