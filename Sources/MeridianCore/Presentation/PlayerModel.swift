/// What the player pane shows: the chrome's texts and switches, from the player's state.
public struct PlayerModel: Equatable, Sendable {
    /// What the video area shows when there is no video: the media's title, or with nothing
    /// open, how to open something.
    public var title: String
    public var statusLine: String
    /// "Play" or "Pause": also the button's accessible name.
    public var playPauseLabel: String
    public var playPauseIcon: String
    public var canPlay: Bool
    /// The video takes the place of the placeholder: media is open and has not failed.
    public var showsVideo: Bool
    /// "0:12 / 1:00".
    public var positionText: String
    public var position: Double
    /// The seek bar's end; 0 while the duration is unknown.
    public var seekEnd: Double
    public var chrome: PlayerChrome
    /// The chrome's animation in whole milliseconds, as GTK takes it.
    public var transitionMilliseconds: Int
    public var isBufferingIndicatorShown: Bool

    public init(_ player: PlayerState) {
        title = player.media?.title ?? "Open a video or audio file with Ctrl+M, or drop one here"
        statusLine = Self.statusLine(player)
        let showsPause = player.intent == .play && player.status != .ended
        playPauseLabel = showsPause ? "Pause" : "Play"
        playPauseIcon = showsPause ? "media-playback-pause-symbolic" : "media-playback-start-symbolic"
        canPlay = player.media != nil
        if case .failed = player.status { showsVideo = false } else { showsVideo = player.media != nil }
        position = player.position
        seekEnd = player.seekableEnd
        positionText = "\(PlayerClock.text(seconds: player.position)) / \(PlayerClock.text(seconds: player.seekableEnd))"
        chrome = player.chrome
        let seconds = player.chrome.transition.duration
        transitionMilliseconds = Int((min(max(seconds.isFinite ? seconds : 0, 0), Limits.chromeTransitionSeconds.upperBound) * 1000).rounded())
        isBufferingIndicatorShown = player.isBufferingIndicatorShown
    }

    static func statusLine(_ player: PlayerState) -> String {
        guard let media = player.media else { return "No media open" }
        switch player.status {
        case .idle: return media.title
        case .loading: return "Opening \(media.title)…"
        case .buffering: return "Buffering \(media.title)… \(player.bufferingPercent ?? 0)%"
        case .playing: return "Playing \(media.title)"
        case .paused: return "Paused · \(media.title)"
        case .ended: return "Finished \(media.title) · press Play to watch again"
        case .failed(let message): return message
        }
    }
}
