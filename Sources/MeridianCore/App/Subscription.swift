/// Long-running work the state asks the shell for; the shell starts and stops timers by diffing
/// `subscriptions(state)` after each change, so time travel restores them for free.
public enum Subscription: Hashable, Sendable {
    /// Send `tick` every second.
    case clockTick
    /// Send `player(.hideDeadlineReached)` at this instant.
    case chromeHideDeadline(Instant)
    /// Send `player(.bufferingGraceElapsed)` at this instant.
    case bufferingIndicatorDeadline(Instant)
    /// Ask the engine for the position about ten times a second.
    case playbackPosition
}

extension AppState {
    public var subscriptions: Set<Subscription> {
        var wanted: Set<Subscription> = [.clockTick]
        if let deadline = player.hideDeadline {
            wanted.insert(.chromeHideDeadline(deadline))
        }
        if let deadline = player.bufferingIndicatorDeadline {
            wanted.insert(.bufferingIndicatorDeadline(deadline))
        }
        if player.status == .playing {
            wanted.insert(.playbackPosition)
        }
        return wanted
    }
}

extension Subscription {
    /// What the shell runs: the present's subscriptions, or none while the window shows the past
    /// (timers, polling and the clock are held, and resume from whatever becomes the present).
    public static func active(present: AppState, isPreviewing: Bool) -> Set<Subscription> {
        isPreviewing ? [] : present.subscriptions
    }
}
