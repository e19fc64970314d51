import MeridianCore
import MeridianKit
import MeridianStore

/// Keeps the engine on what the window shows where no effect says so (`EngineSync` decides):
/// the past's frame while the slider previews it, the present's intent on coming back, the
/// media of a history restored at launch or imported. At the present it runs once the current
/// main-loop turn is done, after the effects of the action that changed the state have reached
/// the engine, and only once however many changes came in that turn.
@MainActor
final class EngineFollower {
    private let store: AppStore
    private let engine: any PlayerEngine
    private var shown: EngineView?
    private var pending: GLibTimer?
    private var tokens: [ObservationToken] = []

    init(store: AppStore, engine: any PlayerEngine) {
        self.store = store
        self.engine = engine
        tokens = [
            store.observe({ $0.player }) { [unowned self] _ in self.schedule() },
            store.observeTimeline { [unowned self] _ in self.schedule() },
        ]
        schedule()
    }

    private func schedule() {
        // While the past is shown no action runs, so no effect can come after this change:
        // the engine follows at once, and a scrub of History reaches the video a little sooner.
        if store.timeline.isPreviewing {
            follow()
            return
        }
        guard pending == nil else { return }
        // A main-loop source rather than the main queue: it runs under `gtk_main` and in tests
        // that turn the loop by hand alike.
        pending = GLibTimer(after: 0) { [unowned self] in self.follow() }
    }

    private func follow() {
        pending = nil
        let view = EngineView(player: store.state.player, isPreviewing: store.timeline.isPreviewing)
        for command in EngineSync.commands(from: shown, to: view, engineURI: engine.loadedURI, engineRate: engine.rate) {
            engine.perform(command)
        }
        shown = view
    }
}
