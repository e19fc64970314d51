import CGtk
import MeridianCore
import MeridianKit
import MeridianStore

/// Starts and stops the timers the state asks for (`AppState.subscriptions`), by diffing the
/// set after every change. While the window shows the past, nothing runs. The runner owns its
/// timers, and a released timer never fires, so the timers' `unowned` captures are safe.
@MainActor
final class SubscriptionRunner {
    private let store: AppStore
    private let environment: ShellEnvironment
    private let engine: any PlayerEngine
    private var running: [Subscription: any ShellTimer] = [:]
    private var tokens: [ObservationToken] = []

    init(store: AppStore, environment: ShellEnvironment, engine: any PlayerEngine) {
        self.store = store
        self.environment = environment
        self.engine = engine
        tokens = [
            store.observeTimeline { [unowned self] _ in self.update() },
            store.observe({ $0.subscriptions }) { [unowned self] _ in self.update() },
        ]
    }

    /// The subscriptions that are running now (for tests).
    var active: Set<Subscription> { Set(running.keys) }

    func update() {
        let wanted = Subscription.active(present: store.present, isPreviewing: store.isPreviewing)
        for (subscription, timer) in running where !wanted.contains(subscription) {
            timer.cancel()
            running[subscription] = nil
        }
        for subscription in wanted where running[subscription] == nil {
            schedule(subscription)
        }
    }

    func stopAll() {
        tokens = []
        for timer in running.values { timer.cancel() }
        running = [:]
    }

    private func schedule(_ subscription: Subscription) {
        let now = environment.now().millisecondsSince1970
        switch subscription {
        case .clockTick(let instant):
            // At the minute the state asks for, as the wall clock counts it; or at once when the
            // wall clock is set, so a resume or a new time shows within a second. Either way
            // the tick reads the clock, and the state asks for the next minute after it.
            running[subscription] = environment.alarm(instant) { [unowned self] _ in
                self.running[subscription] = nil
                self.store.send(.tick(at: self.environment.now()))
                self.update()
            }
        case .chromeHideDeadline(let deadline):
            running[subscription] = GLibTimer(after: deadline.millisecondsSince1970 - now) { [unowned self] in
                self.store.send(.player(.hideDeadlineReached(at: self.environment.now())))
            }
        case .bufferingIndicatorDeadline(let deadline):
            running[subscription] = GLibTimer(after: deadline.millisecondsSince1970 - now) { [unowned self] in
                self.store.send(.player(.bufferingGraceElapsed(at: self.environment.now())))
            }
        case .playbackPosition(let milliseconds):
            running[subscription] = GLibTimer(after: milliseconds) { [unowned self] in
                self.running[subscription] = nil
                if let position = self.engine.position {
                    self.store.send(.player(.engine(.positionChanged(position))))
                }
                self.update()
            }
        }
    }
}
