/// What happened in the player: the user, the shell's timers, or the media engine.
public enum PlayerAction: Codable, Equatable, Sendable {
    case mediaOpened(uri: String, title: String)
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
}
