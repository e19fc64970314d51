import CGtk
import MeridianCore
import MeridianKit
import MeridianStore

/// The timers Meridian's state asks for (`AppState.subscriptions`): the clocks' tick on the
/// wall clock, the player's deadlines and its position reports, the removal notice's time.
typealias AppSubscriptionRunner = SubscriptionRunner<AppState, AppAction, AppEffect, Subscription>

extension SubscriptionRunner where State == AppState, Action == AppAction, Effect == AppEffect, Subscription == MeridianCore.Subscription {
    /// Runs Meridian's subscriptions, with times from `environment` and positions from `engine`.
    convenience init(store: AppStore, environment: ShellEnvironment, engine: any PlayerEngine) {
        self.init(store: store, wanted: { $0.subscriptions }) { [unowned store] subscription, done in
            let now = environment.now().millisecondsSince1970
            switch subscription {
            case .clockTick(let instant):
                // At the minute the state asks for, as the wall clock counts it; or at once when
                // the wall clock is set, so a resume or a new time shows within a second. Either
                // way the tick reads the clock, and the state asks for the next minute after it.
                return environment.alarm(instant) { _ in
                    store.send(.tick(at: environment.now()))
                    done()
                }
            case .chromeHideDeadline(let deadline):
                return GLibTimer(after: deadline.millisecondsSince1970 - now) {
                    store.send(.player(.hideDeadlineReached(at: environment.now())))
                }
            case .bufferingIndicatorDeadline(let deadline):
                return GLibTimer(after: deadline.millisecondsSince1970 - now) {
                    store.send(.player(.bufferingGraceElapsed(at: environment.now())))
                }
            case .noticeTimeout(let zoneID, let milliseconds):
                return GLibTimer(after: milliseconds) {
                    store.send(.notice(.timedOut(zoneID: zoneID)))
                    done()
                }
            case .playbackPosition(let milliseconds):
                return GLibTimer(after: milliseconds) {
                    if let position = engine.position { store.send(.player(.engine(.positionChanged(position)))) }
                    done()
                }
            }
        }
    }
}
