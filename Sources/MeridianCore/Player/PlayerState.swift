import Foundation

/// The media player's state: what plays, what the engine reports, what the user wants, and the
/// overlay chrome. The shell's engine and timers only carry out what this says.
public struct PlayerState: Codable, Equatable, Sendable {
    public var media: Media?
    /// What the engine last reported.
    public var status: PlaybackStatus
    /// What the user asked for: the play/pause button shows this, not the engine's status.
    public var intent: PlaybackIntent
    /// Seconds from the start.
    public var position: Double
    /// Seconds; `nil` until the engine knows it.
    public var duration: Double?
    public var rate: Double
    /// The user is dragging the seek bar.
    public var isScrubbing: Bool
    public var chrome: PlayerChrome
    /// When the chrome hides by itself; the shell's timer sends `hideDeadlineReached` then.
    public var hideDeadline: Instant?
    /// When continuous buffering has lasted long enough to show the indicator.
    public var bufferingIndicatorDeadline: Instant?
    public var isBufferingIndicatorShown: Bool
    /// The engine's last buffering report, 0–100, while buffering.
    public var bufferingPercent: Int?
    /// The remote addresses (`MediaAddress.isRemote`) the user opened or said to open in this
    /// history, oldest first, at most `Limits.approvedAddresses`; `nil` when none. What a file
    /// carries here is never taken: an import keeps the present's, a history received from a
    /// file starts with none (`PlayerAction.historyReceived`), and a jump keeps the present's
    /// (`AppHistory.keepFromPresent`), so an address approved once is not asked again when the
    /// slider passes over it.
    public var approvedAddresses: [String]?

    public init(
        media: Media? = nil, status: PlaybackStatus = .idle, intent: PlaybackIntent = .pause,
        position: Double = 0, duration: Double? = nil, rate: Double = 1, isScrubbing: Bool = false,
        chrome: PlayerChrome = .shown, hideDeadline: Instant? = nil, bufferingIndicatorDeadline: Instant? = nil,
        isBufferingIndicatorShown: Bool = false, bufferingPercent: Int? = nil, approvedAddresses: [String]? = nil
    ) {
        self.media = media
        self.status = status
        self.intent = intent
        self.position = position
        self.duration = duration
        self.rate = rate
        self.isScrubbing = isScrubbing
        self.chrome = chrome
        self.hideDeadline = hideDeadline
        self.bufferingIndicatorDeadline = bufferingIndicatorDeadline
        self.isBufferingIndicatorShown = isBufferingIndicatorShown
        self.bufferingPercent = bufferingPercent
        self.approvedAddresses = approvedAddresses
    }

    /// Playing as far as the chrome is concerned: the user wants play and the engine is on it.
    public var isPlaying: Bool {
        intent == .play && [.loading, .buffering, .playing].contains(status)
    }

    /// Whether the open media failed: it plays no more until other media is opened.
    public var hasFailed: Bool {
        if case .failed = status { true } else { false }
    }

    /// The media is remote and came in a file: nothing is fetched, and the player shows its
    /// address and a button to open it, until the user says so (`remoteMediaApproved`).
    public var awaitsApproval: Bool {
        guard let uri = media?.uri else { return false }
        return MediaAddress.isRemote(uri) && !isApproved(uri)
    }

    /// Whether the user opened `uri`, or said to open it, in this history.
    public func isApproved(_ uri: String) -> Bool {
        approvedAddresses?.contains(uri) == true
    }

    /// Records that the user opened or approved `uri`: a local file needs no word, and the
    /// oldest approval goes when there are more than `Limits.approvedAddresses`.
    mutating func approve(_ uri: String) {
        guard MediaAddress.isRemote(uri), !isApproved(uri) else { return }
        let approved = (approvedAddresses ?? []) + [uri]
        approvedAddresses = Array(approved.suffix(Limits.approvedAddresses))
    }

    /// The latest position the seek bar can reach.
    public var seekableEnd: Double { duration ?? 0 }
}

public struct Media: Codable, Equatable, Sendable {
    /// A `file://` URI, or an `http(s)://` one (`MediaAddress`).
    public var uri: String
    public var title: String

    public init(uri: String, title: String) {
        self.uri = uri
        self.title = title
    }
}

public enum PlaybackIntent: String, Codable, CaseIterable, Sendable {
    case play, pause
}

/// The engine's state as the user reads it in the status line.
public enum PlaybackStatus: Equatable, Sendable {
    case idle, loading, buffering, playing, paused, ended
    case failed(UserMessage)
}

extension PlaybackStatus: Codable {
    private static let names: [String: PlaybackStatus] = [
        "idle": .idle, "loading": .loading, "buffering": .buffering, "playing": .playing,
        "paused": .paused, "ended": .ended,
    ]

    private enum CodingKeys: String, CodingKey {
        case failed
    }

    /// A name (`"playing"`), or `{"failed": "message"}`.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: CodingKeys.self) {
            self = .failed(try container.decode(UserMessage.self, forKey: .failed))
            return
        }
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let status = Self.names[name] else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\"\(name)\" is not a playback status; expected one of \(Self.names.keys.sorted().joined(separator: ", ")) or {\"failed\": message}")
        }
        self = status
    }

    public func encode(to encoder: any Encoder) throws {
        if case .failed(let message) = self {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(message, forKey: .failed)
        } else {
            var container = encoder.singleValueContainer()
            try container.encode(Self.names.first { $0.value == self }?.key ?? "idle")
        }
    }
}
