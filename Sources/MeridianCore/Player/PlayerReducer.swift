import MeridianStore

/// The player's behaviour table as a pure function (see the core issue's table).
public struct PlayerReducer: Reducer {
    /// How long the chrome stays after the user was last active while playing.
    public static let hideDelay = 4.0
    /// How long buffering must last before the indicator shows, so short stalls do not flicker.
    public static let bufferingGrace = 0.5

    public init() {}

    public func reduce(into player: inout PlayerState, action: PlayerAction) -> [PlayerCommand] {
        switch action {
        case .mediaOpened(let uri, let title):
            player = PlayerState(
                media: Media(uri: uri, title: Limits.truncated(title, to: Limits.mediaTitle)), status: .loading, intent: .pause,
                rate: player.rate, approvedAddresses: player.approvedAddresses)
            player.approve(uri)
            // A load starts at normal speed: the speed the user chose goes with it.
            return [.load(uri: uri)] + (player.rate == 1 ? [] : [.setRate(player.rate)])

        case .remoteMediaApproved(let uri):
            guard player.media?.uri == uri, player.awaitsApproval else { return [] }
            player.approve(uri)
            player.status = .loading
            return Self.reopen(player)

        case .historyReceived:
            player.approvedAddresses = nil
            return Self.holdBack(&player)

        case .backgroundClicked(let now):
            if player.chrome.isShowing {
                player.chrome = .hidden(.dismiss)
                player.hideDeadline = nil
            } else {
                player.chrome = .shown(.appear)
                player.hideDeadline = player.isPlaying ? now.adding(seconds: Self.hideDelay) : nil
            }

        case .pointerMoved(let now):
            // Written whole, showing or not: a later pointer move then overwrites all an earlier
            // one wrote, and the history keeps only the latest (`AppHistory.policy`).
            player.chrome = .shown(.appear)
            if player.isPlaying && !player.isScrubbing {
                player.hideDeadline = now.adding(seconds: Self.hideDelay)
            }

        case .hideDeadlineReached(let now):
            guard player.isPlaying, !player.isScrubbing, let deadline = player.hideDeadline, deadline <= now else {
                return []
            }
            player.chrome = .hidden(.fadeAway)
            player.hideDeadline = nil

        case .playPauseClicked(let now):
            return playPause(&player, now: now)

        case .seekBegan:
            player.isScrubbing = true
            player.hideDeadline = nil
            player.isBufferingIndicatorShown = false

        case .seekChanged(let time):
            player.position = clampedPosition(time, player)
            // Sought back from the end: paused on that frame, and Play plays from there.
            if player.status == .ended && player.position < player.seekableEnd { player.status = .paused }
            return [.seek(to: player.position, accuracy: player.isScrubbing ? .fast : .accurate)]

        case .seekEnded(let now):
            guard player.isScrubbing else { return [] }
            player.isScrubbing = false
            player.hideDeadline = player.isPlaying ? now.adding(seconds: Self.hideDelay) : nil
            return [.seek(to: player.position, accuracy: .accurate)]

        case .rateChosen(let rate):
            guard Limits.playbackRate.contains(rate) else { return [] }
            player.rate = rate
            return [.setRate(rate)]

        case .bufferingGraceElapsed(let now):
            guard player.status == .buffering, !player.isScrubbing,
                let deadline = player.bufferingIndicatorDeadline, deadline <= now
            else { return [] }
            player.isBufferingIndicatorShown = true
            player.bufferingIndicatorDeadline = nil

        case .engine(let event):
            // A late report from media that is no longer open (a snapshot without media, or
            // with media that waits for the user's word, was imported meanwhile) is about
            // nothing on screen.
            guard player.media != nil, !player.awaitsApproval else { return [] }
            return engine(event, &player)
        }
        return []
    }

    /// The commands that open the media at its position, speed and intent: after an import or
    /// an approval. No seek to the start, where a load begins anyway: a web server that cannot
    /// seek would fail it.
    static func reopen(_ player: PlayerState) -> [PlayerCommand] {
        guard let media = player.media else { return [] }
        return [.load(uri: media.uri)] + (player.position > 0 ? [.seek(to: player.position, accuracy: .accurate)] : [])
            + [.setRate(player.rate)] + (player.intent == .play ? [.play] : [])
    }

    /// For media that awaits the user's word: nothing is loaded, and the engine lets go of
    /// what it had; the status is idle until the user opens it.
    static func holdBack(_ player: inout PlayerState) -> [PlayerCommand] {
        guard player.awaitsApproval else { return [] }
        player.status = .idle
        player.isBufferingIndicatorShown = false
        player.bufferingIndicatorDeadline = nil
        player.bufferingPercent = nil
        return [.unload]
    }

    private func playPause(_ player: inout PlayerState, now: Instant) -> [PlayerCommand] {
        guard player.media != nil, !player.awaitsApproval, !player.hasFailed else { return [] }
        if player.intent == .play && player.status != .ended {
            player.intent = .pause
            player.chrome = .shown(player.chrome.isShowing ? player.chrome.transition : .appear)
            player.hideDeadline = nil
            return [.pause]
        }
        player.intent = .play
        player.hideDeadline = now.adding(seconds: Self.hideDelay)
        guard player.status == .ended else { return [.play] }
        player.status = .playing
        player.position = 0
        return [.seek(to: 0, accuracy: .accurate), .play]
    }

    private func engine(_ event: PlayerEngineEvent, _ player: inout PlayerState) -> [PlayerCommand] {
        switch event {
        case .stateChanged(let state):
            // The pause that follows the end (below) leaves the clip finished.
            if !(state == .paused && player.status == .ended) {
                player.status = state == .playing ? .playing : .paused
            }
            endBuffering(&player)

        case .bufferingChanged(let percent, let now):
            guard percent < 100 else {
                if player.status == .buffering {
                    player.status = player.intent == .play ? .playing : .paused
                }
                endBuffering(&player)
                return []
            }
            player.bufferingPercent = max(0, percent)
            guard player.intent == .play, player.status != .buffering else { return [] }
            player.status = .buffering
            player.bufferingIndicatorDeadline = now.adding(seconds: Self.bufferingGrace)

        case .positionChanged(let time):
            guard !player.isScrubbing else { return [] }
            player.position = clampedPosition(time, player)

        case .durationKnown(let duration):
            guard Limits.mediaSeconds.contains(duration) else { return [] }
            player.duration = duration
            player.position = clampedPosition(player.position, player)

        case .ended:
            player.status = .ended
            player.intent = .pause
            player.position = player.seekableEnd
            showChromeToStay(&player)
            endBuffering(&player)
            // At the end of the stream the engine still plays: paused, as the button shows,
            // so a seek from there shows its frame instead of playing on.
            return [.pause]

        case .failed(let message):
            player.status = .failed(message.limited)
            player.intent = .pause
            showChromeToStay(&player)
            endBuffering(&player)
        }
        return []
    }

    private func showChromeToStay(_ player: inout PlayerState) {
        if !player.chrome.isShowing {
            player.chrome = .shown(.appear)
        }
        player.hideDeadline = nil
    }

    private func endBuffering(_ player: inout PlayerState) {
        player.bufferingPercent = nil
        player.bufferingIndicatorDeadline = nil
        player.isBufferingIndicatorShown = false
    }

    private func clampedPosition(_ time: Double, _ player: PlayerState) -> Double {
        guard time.isFinite else { return player.position }
        return min(max(time, 0), player.seekableEnd)
    }
}
