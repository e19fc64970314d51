import Foundation
import MeridianKitCore
import MeridianKitFiles

/// How the history treats each action, what its step is called, and what Undo takes back.
public enum TimerHistory {
    /// The duration alone, the countdown left as it is now. It is the undo scope: Undo takes
    /// back what the user set (“Set to 25:00”), never the running countdown — it passes by
    /// Start, Pause and Reset, and time keeps passing after it, as after any step.
    public static let durationOnly = HistoryScope<TimerState>(id: "duration", title: "Duration") { past, present in
        var mixed = present
        mixed.duration = past.duration
        return mixed
    }

    /// Timer's session files: what Export Session writes, and the recorded sessions its tests replay.
    public static let sessionFormat = SessionFormat(name: "dev.meridian.Timer.session")

    public static var rules: HistoryRules<TimerState, TimerAction> {
        HistoryRules(
            policy: { action in
                switch action {
                // Time passing is no step, and costs the history one entry, not one a second:
                // a tick only sets `now`, so the next tick overwrites all it wrote and the
                // history folds it away. Not `.transient`, which keeps every tick in the log,
                // nor a step, which would fill the slider with seconds.
                case .ticked: .replaceable("clock")
                // Typing into an entry joins one step a field by itself (“Set to 25:00”).
                case .minutesSet, .secondsSet, .started, .paused, .reset: .step
                }
            },
            // A label says what the reducer did, seen in the state it left.
            label: { action, before, after in
                switch action {
                case .minutesSet, .secondsSet: "Set to \(CountdownText.clock(TimeInterval(after.duration)))"
                case .started where before.phase == .running, .started where after.phase != .running: "Nothing to start"
                case .started: before.phase == .paused ? "Resumed at \(CountdownText.clock(after.remaining))" : "Started \(CountdownText.clock(after.remaining))"
                case .paused where before.phase != .running, .paused where after.phase != .paused: "Nothing to pause"
                case .paused: "Paused at \(CountdownText.clock(after.remaining))"
                case .reset: "Reset to \(CountdownText.clock(TimeInterval(after.duration)))"
                case .ticked: "Time passed"
                }
            },
            startLabel: "Opened Timer", undoScope: durationOnly)
    }
}
