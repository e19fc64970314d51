/// Long-running work the state asks the shell for; the shell starts and stops timers by diffing
/// `subscriptions(state)` after each change, so time travel restores them for free.
public enum Subscription: Hashable, Sendable {
    /// Send `tick` at this instant of the wall clock — or sooner, when the wall clock is set.
    case clockTick(Instant)
    /// Send `player(.hideDeadlineReached)` at this instant.
    case chromeHideDeadline(Instant)
    /// Send `player(.bufferingGraceElapsed)` at this instant.
    case bufferingIndicatorDeadline(Instant)
    /// Ask the engine for the position about ten times a second.
    case playbackPosition
}

extension AppState {
    public var subscriptions: Set<Subscription> {
        var wanted: Set<Subscription> = [.clockTick(nextClockTick)]
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

extension AppState {
    /// How often what the clocks show changes: they show hours and minutes, so once a minute.
    /// (Every zone's offset is whole minutes, so one boundary serves them all.) A display of
    /// seconds would make it a second.
    public static let clockResolutionMilliseconds: Int64 = 60_000

    /// When the clocks next change: the first minute boundary after `now`. An idle clock wakes
    /// the app once a minute, not once a second.
    public var nextClockTick: Instant {
        let resolution = Self.clockResolutionMilliseconds
        let ms = now.millisecondsSince1970
        let floored = ms - ((ms % resolution) + resolution) % resolution
        return Instant(millisecondsSince1970: floored + resolution)
    }
}

extension Subscription {
    /// What the shell runs: the present's subscriptions, or none while the window shows the past
    /// (timers, polling and the clock are held, and resume from whatever becomes the present).
    public static func active(present: AppState, isPreviewing: Bool) -> Set<Subscription> {
        isPreviewing ? [] : present.subscriptions
    }
}
