import MeridianStore

/// Starts and stops the timers the state asks for, by diffing the set `wanted` gives after
/// every change: timers declared as a function of state, so time travel restores them for free.
/// While the window shows the past, nothing runs. The runner owns its timers, and a released
/// timer never fires, so a timer's `unowned` captures of the runner are safe.
@MainActor
public final class SubscriptionRunner<State, Action, Effect, Subscription: Hashable> {
    /// Starts the timer of `subscription`; a one-shot timer calls `done` when it has fired, so
    /// that the runner forgets it and asks the state again.
    public typealias Start = @MainActor (_ subscription: Subscription, _ done: @escaping @MainActor () -> Void) -> any ShellTimer

    private let store: Store<State, Action, Effect>
    private let wanted: (State) -> Set<Subscription>
    private let start: Start
    private var running: [Subscription: any ShellTimer] = [:]
    private var tokens: [ObservationToken] = []

    /// Runs the timers of `store` that `wanted` asks for in the present, each started by `start`.
    public init(store: Store<State, Action, Effect>, wanted: @escaping (State) -> Set<Subscription>, start: @escaping Start) {
        self.store = store
        self.wanted = wanted
        self.start = start
        tokens = [
            store.observeTimeline { [unowned self] _ in self.update() },
            store.observe({ wanted($0) }) { [unowned self] _ in self.update() },
        ]
    }

    /// The subscriptions whose timers run now.
    public var active: Set<Subscription> { Set(running.keys) }

    /// Stops the timers the state no longer asks for and starts those it newly does.
    public func update() {
        let wanted = store.isPreviewing ? [] : wanted(store.present)
        for (subscription, timer) in running where !wanted.contains(subscription) {
            timer.cancel()
            running[subscription] = nil
        }
        for subscription in wanted where running[subscription] == nil {
            running[subscription] = start(subscription) { [unowned self] in
                self.running[subscription] = nil
                self.update()
            }
        }
    }

    /// Stops every timer and stops following the state: when the app quits.
    public func stopAll() {
        tokens = []
        for timer in running.values { timer.cancel() }
        running = [:]
    }
}
