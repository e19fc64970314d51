import Foundation
import MeridianCore
import MeridianKit
import MeridianStore

/// The store the window binds to.
public typealias AppStore = Store<AppState, AppAction, AppEffect>

/// What the shell needs from the outside world, so tests can pass their own.
public struct ShellEnvironment: Sendable {
    /// The current time, for actions that carry it.
    public var now: @Sendable () -> Instant
    /// New ids for zones the user adds.
    public var newID: @Sendable () -> UUID

    /// An alarm at an instant of `now`'s clock that also goes off when that clock is set: what
    /// wakes the clocks. Given no other, one that counts down to the instant from `now()`, which
    /// suits a clock that is never set (a test's).
    public var alarm: Alarm

    public typealias Alarm = @MainActor @Sendable (Instant, @escaping @MainActor (WallClockAlarm.Reason) -> Void) -> any ShellTimer

    public init(now: @escaping @Sendable () -> Instant, newID: @escaping @Sendable () -> UUID, alarm: Alarm? = nil) {
        self.now = now
        self.newID = newID
        self.alarm = alarm ?? { instant, fire in
            GLibTimer(after: instant.millisecondsSince1970 - now().millisecondsSince1970) { fire(.due) }
        }
    }

    /// The system's clock, with alarms on the wall clock.
    public static let live = ShellEnvironment(now: { Instant(Date()) }, newID: { UUID() }, alarm: { WallClockAlarm(at: $0, $1) })
}
