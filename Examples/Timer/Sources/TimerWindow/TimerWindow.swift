import Foundation
import MeridianKit
import TimerCore

/// The window's content, as a function of the state: the time left, large, what the countdown
/// is doing, its buttons, and the duration to type. `now` is the shell's clock: a press sends
/// the time it was pressed at, so the reducer never reads a clock.
@MainActor
public func timerWindow(_ state: TimerState, _ send: Send<TimerAction>, now: @escaping @MainActor () -> Date) -> View {
    VBox(spacing: 24) {
        VBox(spacing: 6) {
            Label(CountdownText.clock(state.remaining), xalign: 0.5, overflow: .whole)
                .styleClass("countdown")
            Label(words(for: state.phase), xalign: 0.5)
                .styleClass("dim-label")
        }
        // Of one width, so that nothing moves as Start becomes Pause.
        HBox(spacing: 12, homogeneous: true) {
            // One button that changes with the phase, so the keyboard's focus stays on it.
            switch state.phase {
            case .ready: Button("Start") { send(.started(at: now())) }.enabled(state.canStart).styleClass("suggested-action")
            case .running: Button("Pause") { send(.paused(at: now())) }
            case .paused: Button("Resume") { send(.started(at: now())) }.styleClass("suggested-action")
            case .finished: Button("Start Again") { send(.started(at: now())) }.styleClass("suggested-action")
            }
            Button("Reset") { send(.reset) }
                .enabled(state.phase != .ready)
        }
        .minimumSize(width: 240)
        .align(horizontal: .center)
        HBox(spacing: 6) {
            Label(mnemonic: "_Minutes", for: "minutes")
            Entry(state.minutes, format: .integer(range: 0...99)) { send(.minutesSet($0)) }
                .tag("minutes")
            Label(mnemonic: "_Seconds", for: "seconds")
                .margins(start: 12)
            Entry(state.seconds, format: .integer(range: 0...59)) { send(.secondsSet($0)) }
                .tag("seconds")
        }
        .align(horizontal: .center)
    }
    .align(vertical: .center)
    .margins(24)
}

/// What the line under the time says.
private func words(for phase: Phase) -> String {
    switch phase {
    case .ready: "Ready"
    case .running: "Running"
    case .paused: "Paused"
    case .finished: "Time’s up"
    }
}

/// The countdown's look, after the kit's: large figures of one width, so the time does not
/// shift as it counts.
public let timerStyle = """
    .countdown { font-size: 64pt; font-weight: 300; font-feature-settings: "tnum"; }
    """
