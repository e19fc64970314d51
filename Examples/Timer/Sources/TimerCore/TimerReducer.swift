import Foundation
import MeridianKitCore

/// The only code that changes the state. Pure: the time comes inside the actions.
public struct TimerReducer: Reducer {
    public init() {}

    public func reduce(into state: inout TimerState, action: TimerAction) -> [Never] {
        switch action {
        case .minutesSet(let minutes): state.duration = max(0, minutes) * 60 + state.seconds
        case .secondsSet(let seconds): state.duration = state.minutes * 60 + min(max(0, seconds), 59)
        case .started(let now):
            // A paused countdown resumes; any other starts over from the duration.
            guard state.canStart else { break }
            state.countdown = .running(endsAt: now.addingTimeInterval(state.startsFrom))
            state.now = now
        case .paused(let now):
            guard state.phase == .running else { break }
            state.now = now
            // Pressed after the end but before the tick that shows it: the time is up.
            if state.remaining > 0 { state.countdown = .paused(remaining: state.remaining) }
        case .reset: state.countdown = .ready
        case .ticked(let now): state.now = now
        }
        return []
    }
}
