import Foundation
import MeridianCore
import MeridianStore

/// The store the window binds to.
public typealias AppStore = Store<AppState, AppAction, AppEffect>

/// What the shell needs from the outside world, so tests can pass their own.
public struct ShellEnvironment: Sendable {
    /// The current time, for actions that carry it.
    public var now: @Sendable () -> Instant
    /// New ids for zones the user adds.
    public var newID: @Sendable () -> UUID

    public init(now: @escaping @Sendable () -> Instant, newID: @escaping @Sendable () -> UUID) {
        self.now = now
        self.newID = newID
    }

    public static let live = ShellEnvironment(now: { Instant(Date()) }, newID: { UUID() })
}
