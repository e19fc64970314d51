import Foundation
import MeridianKit
import TimerCore
import TimerWindow

let store = Store(initialState: TimerState(), reducer: TimerReducer(), history: TimerHistory.rules)
let app = TimeTravelApplication(
    id: "dev.meridian.Timer", title: "Timer", store: store, session: TimerHistory.sessionFormat,
    view: { state, send in timerWindow(state, send, now: Date.init) })
app.style = timerStyle
// The ticks run from start-up, when the main loop runs, to shutdown: through the History
// slider's previews (held), Undo and Redo (running on) and the history brought back at launch.
var ticks: SubscriptionRunner<TimerState, TimerAction, Never, TimerSubscription>?
app.onStartUp = { ticks = countdownTicks(store: store, now: Date.init) }
app.onShutdown = { ticks?.stopAll() }
exit(app.run())
