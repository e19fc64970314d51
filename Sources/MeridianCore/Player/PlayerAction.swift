/// What happened in the player: the user, the shell's timers, or the media engine.
public enum PlayerAction: Codable, Equatable, Sendable {
    /// The user opened media (chosen, dropped or named on the command line): a remote address
    /// opened so is approved as well.
    case mediaOpened(uri: String, title: String)
    /// The user pressed Open under a remote address that came in a file
    /// (`PlayerState.awaitsApproval`): the engine may fetch it now, and this history does not
    /// ask again for it.
    case remoteMediaApproved(uri: String)
    /// The history was replaced by one read from a file (a session imported or opened): the
    /// approvals in it were made by whoever wrote the file, not here, so none is kept, and
    /// remote media in it waits for the user's word.
    case historyReceived
    case backgroundClicked(at: Instant)
    case pointerMoved(at: Instant)
    case playPauseClicked(at: Instant)
    case seekBegan
    case seekChanged(to: Double)
    case seekEnded(at: Instant)
    case rateChosen(Double)
    /// The shell's timer for `hideDeadline` fired.
    case hideDeadlineReached(at: Instant)
    /// The shell's timer for `bufferingIndicatorDeadline` fired.
    case bufferingGraceElapsed(at: Instant)
    case engine(PlayerEngineEvent)
}

/// What the media engine reports.
public enum PlayerEngineEvent: Codable, Equatable, Sendable {
    /// The engine is playing or paused (after loading, a play or a pause).
    case stateChanged(EngineState)
    /// Below 100 the engine is waiting for data; 100 ends buffering.
    case bufferingChanged(percent: Int, at: Instant)
    case positionChanged(Double)
    case durationKnown(Double)
    case ended
    /// A failure, in words the user understands.
    case failed(message: UserMessage)

    public enum EngineState: String, Codable, CaseIterable, Sendable {
        case playing, paused
    }
}

/// A command for the media engine.
public enum PlayerCommand: Codable, Equatable, Sendable {
    case load(uri: String)
    /// Let go of what is loaded and fetch nothing: the media on screen waits for the user's word.
    case unload
    case play
    case pause
    case seek(to: Double, accuracy: SeekAccuracy)
    case setRate(Double)
}

public enum SeekAccuracy: String, Codable, CaseIterable, Sendable {
    /// To the nearest key frame: fast enough to follow a drag.
    case fast
    /// To the exact time, once the drag ends.
    case accurate
    /// To the nearest key frame at once, then to the exact time: for a slider that may move
    /// on before the exact frame is decoded (decoding from the key frame before it takes
    /// longer than a frame). A later seek takes the exact one's place.
    case keyFrameFirst
}

extension AppState {
    /// What a launch sends once it has restored the saved history: remote addresses approved in
    /// it are forgotten (`historyReceived`), since a database written by an earlier Meridian may
    /// hold a history imported from someone's file, and nothing in it tells their approvals from
    /// the user's. The pointer and the focus that held the removal notice when the app last ran
    /// hold it no more, so it can go in its time. A message the last run showed ("Session
    /// imported…", a file refused) was about that run's work: it goes, and only what this launch
    /// has to say shows. Nothing when there is nothing to forget, so a launch adds nothing to
    /// the log.
    public var actionsAfterRestore: [AppAction] {
        var actions: [AppAction] = player.approvedAddresses == nil ? [] : [.player(.historyReceived)]
        if viewState.message != nil { actions.append(.messageDismissed) }
        if viewState.notice?.isHovered == true { actions.append(.notice(.hoverChanged(isHovered: false))) }
        if viewState.notice?.hasFocus == true { actions.append(.notice(.focusChanged(hasFocus: false))) }
        return actions
    }
}
