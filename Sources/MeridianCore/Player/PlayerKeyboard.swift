import MeridianKitCore

/// The player's keys: Space plays or pauses, the arrows seek five seconds back or on.
public enum PlayerKey: Sendable {
    case space, left, right
}

extension PlayerKey {
    /// The player's key for a key the window heard; `nil` for a key the player does not take.
    public init?(_ key: Key) {
        switch key {
        case .space: self = .space
        case .left: self = .left
        case .right: self = .right
        default: return nil
        }
    }
}

public enum PlayerKeyboard {
    /// How far an arrow key seeks.
    public static let seekStep = 5.0

    /// The actions a key makes: a press of Play/Pause, or a whole seek (as a drag of the seek
    /// bar makes one: one step, one accurate seek) to a time inside the media.
    public static func actions(for key: PlayerKey, player: PlayerState, at now: Instant) -> [PlayerAction] {
        guard player.media != nil else { return [] }
        switch key {
        case .space:
            return [.playPauseClicked(at: now)]
        case .left, .right:
            guard player.duration != nil else { return [] }
            let target = player.position + (key == .left ? -seekStep : seekStep)
            return [.seekBegan, .seekChanged(to: min(max(target, 0), player.seekableEnd)), .seekEnded(at: now)]
        }
    }
}
