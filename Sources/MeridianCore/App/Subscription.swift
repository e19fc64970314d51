import Foundation

/// Long-running work the state asks the shell for; the shell starts and stops timers by diffing
/// `subscriptions(state)` after each change, so time travel restores them for free.
public enum Subscription: Hashable, Sendable {
    /// Send `tick` at this instant of the wall clock — or sooner, when the wall clock is set.
    case clockTick(Instant)
    /// Send `player(.hideDeadlineReached)` at this instant.
    case chromeHideDeadline(Instant)
    /// Send `player(.bufferingGraceElapsed)` at this instant.
    case bufferingIndicatorDeadline(Instant)
    /// Ask the engine for the position every so many milliseconds, while playing.
    case playbackPosition(everyMilliseconds: Int64)
    /// Send `notice(.timedOut(zoneID:))` this many milliseconds after the notice of that zone
    /// shows with nothing holding it. The removal carries no time, so the timer counts from when
    /// the shell starts it; a notice the pointer or the focus let go of gets its whole time again.
    case noticeTimeout(zoneID: UUID, afterMilliseconds: Int64)
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
            wanted.insert(.playbackPosition(everyMilliseconds: playbackReportMilliseconds))
        }
        if let notice = viewState.notice, !notice.isHeld {
            wanted.insert(.noticeTimeout(zoneID: notice.zoneID, afterMilliseconds: RemovalNotice.timeoutMilliseconds))
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

extension AppState {
    /// What the player's controls take beside the seek bar, in pixels: the play button, the
    /// time and the open button, with their spacing.
    static let playerControlsWidth = 220

    /// When a playing player's position is next asked for: when what shows it changes, not
    /// sooner. The seek bar moves a pixel every `duration / its width` of the media's time and
    /// the time label at each whole second, so the next of those — between a tenth of a second
    /// (a short clip) and a second (a film, or a stream of unknown length) of the media's time,
    /// made shorter by a faster rate. The history keeps only the last report of a step anyway.
    public var playbackReportMilliseconds: Int64 {
        let window = viewState.window
        let seekBar = Double(max(window.width - window.panePosition - Self.playerControlsWidth, 100))
        let secondsPerPixel = player.duration.map { $0 / seekBar } ?? 1
        let nextPixel = min(secondsPerPixel.isFinite ? secondsPerPixel : 1, 1)
        let position = player.position.isFinite ? player.position : 0
        let nextSecond = 1 - (position - position.rounded(.down))
        // Never sooner than a tenth: a position that does not move must not spin the timer.
        let mediaSeconds = max(min(nextPixel, nextSecond), 0.1)
        return Int64((mediaSeconds / min(max(player.rate, 0.25), 4) * 1000).rounded())
    }
}

extension Subscription {
    /// What the shell runs: the present's subscriptions, or none while the window shows the past
    /// (timers, polling and the clock are held, and resume from whatever becomes the present).
    public static func active(present: AppState, isPreviewing: Bool) -> Set<Subscription> {
        isPreviewing ? [] : present.subscriptions
    }
}
