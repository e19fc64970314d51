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
    /// The media has no picture: a sound's page stands in for the video.
    public var isSoundOnly: Bool
    /// No media is open: the player is a compact strip that says how to open some, not an
    /// empty video area.
    public var isEmpty: Bool
    /// "0:12 / 1:00".
    public var positionText: String
    public var position: Double
    /// The seek bar's end; 0 while the duration is unknown.
    public var seekEnd: Double
    public var chrome: PlayerChrome
    /// The chrome's animation in whole milliseconds, as GTK takes it.
    public var transitionMilliseconds: Int
    public var isBufferingIndicatorShown: Bool
    /// The remote address waiting for the user's word, when there is one: the video area
    /// shows it and a button to open it instead of the video.
    public var approval: RemoteApproval?
    /// The speed control: the speed that plays, and the others to choose from.
    public var speed: PlaybackSpeedMenu

    /// What the player shows of a remote address that came in a file, before anything is fetched.
    public struct RemoteApproval: Equatable, Sendable {
        /// The whole address, as the file has it: what the button sends back.
        public var uri: String
        /// The machine it names, in full (`media.example.org:8080`).
        public var host: String
        /// The explanation above the button, with the host and the address.
        public var prompt: String
        /// "Open": what the button says.
        public var buttonLabel: String
        /// The button's accessible name, which names the host.
        public var buttonAccessibleName: String
    }

    /// The model of `player`; `engine` is what the engine has to show for the media it was
    /// told to show. When that media cannot be shown (a past step's file, deleted since), the
    /// pane says only that, as for media that failed at the present, never the step's "Paused"
    /// beside it. Only while the past is shown (`showsThePast`): at the present the engine's
    /// failures reach the state, which says them already.
    public init(_ player: PlayerState, engine: EnginePicture = .video, showsThePast: Bool = false) {
        var player = player
        if showsThePast, let engineFailure = engine.failure, player.media != nil, !player.awaitsApproval, !player.hasFailed {
            player.status = .failed(engineFailure)
        }
        title = player.media?.title ?? tr("Open a video or audio file with Ctrl+M, or drop one here")
        statusLine = Self.statusLine(player)
        let showsPause = player.intent == .play && player.status != .ended
        playPauseLabel = showsPause ? tr("Pause") : tr("Play")
        playPauseIcon = showsPause ? "media-playback-pause-symbolic" : "media-playback-start-symbolic"
        // Media that failed (not media at all, gone, refused by its server) cannot play until
        // another is opened: Play, the seek bar and the speed are off.
        canPlay = player.media != nil && !player.awaitsApproval && !player.hasFailed
        showsVideo = canPlay
        isSoundOnly = engine == .soundOnly
        isEmpty = player.media == nil
        approval = player.media.flatMap { media in
            guard player.awaitsApproval else { return nil }
            let host = MediaAddress.host(of: media.uri) ?? media.uri
            return RemoteApproval(
                uri: media.uri, host: host,
                prompt: tr("{title} is on another machine, {host}, at {address}. Meridian fetches nothing a file names until you say so: opening it tells that server you are watching.", [
                    "title": media.title, "host": host, "address": media.uri,
                ]),
                buttonLabel: tr("Open"), buttonAccessibleName: tr("Open media from {host}", ["host": host]))
        }
        position = player.position
        seekEnd = player.seekableEnd
        positionText = tr("{position} / {duration}", ["position": PlayerClock.text(seconds: player.position), "duration": PlayerClock.text(seconds: player.seekableEnd)])
        chrome = player.chrome
        let seconds = player.chrome.transition.duration
        transitionMilliseconds = Int((min(max(seconds.isFinite ? seconds : 0, 0), Limits.chromeTransitionSeconds.upperBound) * 1000).rounded())
        isBufferingIndicatorShown = player.isBufferingIndicatorShown
        speed = PlaybackSpeedMenu(rate: player.rate)
    }

    /// What the video area shows: one page at a time.
    public enum Screen: String, Sendable {
        /// The media's title, or how to open something.
        case placeholder
        /// The remote address waiting for the user's word, and the button to open it.
        case approval
        /// The engine's video.
        case video
        /// A sound's page, for media with no picture.
        case sound
    }

    /// What the video area shows, when the engine paints into a widget of the window
    /// (`hasVideoWidget`); without one, the placeholder stands for the video.
    public func screen(hasVideoWidget: Bool) -> Screen {
        if approval != nil { return .approval }
        guard showsVideo, hasVideoWidget else { return .placeholder }
        return isSoundOnly ? .sound : .video
    }

    static func statusLine(_ player: PlayerState) -> String {
        guard let media = player.media else { return tr("No media open") }
        if player.awaitsApproval {
            return tr("{title} waits for your word: it is on {host}", ["title": media.title, "host": MediaAddress.host(of: media.uri) ?? media.uri])
        }
        switch player.status {
        case .idle: return media.title
        case .loading: return tr("Opening {title}…", ["title": media.title])
        case .buffering: return tr("Buffering {title}… {percent}%", ["title": media.title, "percent": player.bufferingPercent ?? 0])
        case .playing: return tr("Playing {title}", ["title": media.title])
        case .paused: return tr("Paused · {title}", ["title": media.title])
        case .ended: return tr("Finished {title} · press Play to watch again", ["title": media.title])
        case .failed(let message): return message.text
        }
    }
}
