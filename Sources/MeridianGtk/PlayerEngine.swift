import MeridianCore
import MeridianStore

/// The media engine the player's effects drive. Its reports come back as actions.
@MainActor
protocol PlayerEngine: AnyObject {
    /// Carries out one command of the core.
    func perform(_ command: PlayerCommand)
    /// Where playback is, in seconds, when the engine knows.
    var position: Double? { get }
    /// The media last loaded.
    var loadedURI: String? { get }
    /// The speed it plays at: 1 after a load, until told otherwise.
    var rate: Double { get }
    /// Where the engine's reports go.
    var report: (PlayerEngineEvent) -> Void { get set }
}

/// The engine of a machine without GStreamer's elements: it says what is missing, honestly,
/// instead of pretending.
@MainActor
final class UnavailablePlayerEngine: PlayerEngine {
    private let reason: UserMessage
    private(set) var loadedURI: String?
    private(set) var rate = 1.0
    var report: (PlayerEngineEvent) -> Void = { _ in }

    init(reason: UserMessage) {
        self.reason = reason
    }

    var position: Double? { nil }

    func perform(_ command: PlayerCommand) {
        switch command {
        case .unload: loadedURI = nil
        case .setRate(let rate): self.rate = rate
        case .load(let uri):
            loadedURI = uri
            rate = 1
            report(.failed(message: reason))
        default: break
        }
    }
}

extension AppStore {
    /// Makes the player's engine, GStreamer's or one that says why there is none, and wires it
    /// to the store: the player's effects are its commands, and its reports come back as actions
    /// while the window shows the present.
    func startPlayerEngine(now: @escaping () -> Instant) -> any PlayerEngine {
        let engine: any PlayerEngine
        switch GStreamerEngine.make(now: now) {
        case .success(let gstreamer): engine = gstreamer
        case .failure(let unavailable): engine = UnavailablePlayerEngine(reason: unavailable.message)
        }
        engine.report = { [unowned self] event in
            guard EngineSync.delivers(isPreviewing: self.timeline.isPreviewing) else { return }
            self.send(.player(.engine(event)))
        }
        effectHandler = { effect in
            switch effect {
            case .player(let command): engine.perform(command)
            }
        }
        return engine
    }
}
