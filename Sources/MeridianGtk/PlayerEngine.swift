import MeridianCore
import MeridianStore

/// The media engine the player's effects drive. Its reports come back as actions.
@MainActor
protocol PlayerEngine: AnyObject {
    /// Carries out one command of the core.
    func perform(_ command: PlayerCommand)
    /// Where playback is, in seconds, when the engine knows.
    var position: Double? { get }
}

/// The engine of a build without playback: it says so, honestly, instead of pretending.
@MainActor
final class UnavailablePlayerEngine: PlayerEngine {
    private let store: AppStore

    init(store: AppStore) {
        self.store = store
    }

    var position: Double? { nil }

    func perform(_ command: PlayerCommand) {
        guard case .load = command else { return }
        store.send(.player(.engine(.failed(message: "This build of Meridian cannot play media yet."))))
    }
}
