import CoreTestSupport
import Foundation
import MeridianCore
import MeridianKitCore
import MeridianKitTesting
import MeridianStore
import Testing

/// The kit's `assertReduce` (MeridianKitTesting) for Meridian's reducer: the *whole* next
/// state and the effects checked, `update` saying how the expected state differs from `state`.
/// A mismatch is recorded, not thrown, so a test's later checks still run. Returns the next
/// state, to chain steps.
@discardableResult
func assertReduce(
    _ state: AppState, _ action: AppAction, reducer: AppReducer = AppReducer(catalog: systemCatalog),
    effects expectedEffects: [AppEffect] = [], sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout AppState) -> Void = { _ in }
) -> AppState {
    checked(state, action, reducer, expectedEffects, sourceLocation, update)
}

/// The player's reducer alone, with the same whole-state check.
@discardableResult
func assertReduce(
    _ player: PlayerState, _ action: PlayerAction, commands expectedCommands: [PlayerCommand] = [],
    sourceLocation: SourceLocation = #_sourceLocation, _ update: (inout PlayerState) -> Void = { _ in }
) -> PlayerState {
    checked(player, action, PlayerReducer(), expectedCommands, sourceLocation, update)
}

/// The next state; a mismatch is recorded where the test called, and the test goes on from
/// the state the reducer gave.
private func checked<R: Reducer>(
    _ state: R.State, _ action: R.Action, _ reducer: R, _ expectedEffects: [R.Effect], _ sourceLocation: SourceLocation,
    _ update: (inout R.State) -> Void
) -> R.State where R.State: Equatable, R.Effect: Equatable {
    do {
        return try MeridianKitTesting.assertReduce(state, action, reducer: reducer, effects: expectedEffects, update)
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
        var next = state
        _ = reducer.reduce(into: &next, action: action)
        return next
    }
}

/// The values that differ between two states, "path: expected → actual", a line each.
func diff<T>(_ expected: T, _ actual: T) -> String {
    StateChanges.values(from: expected, to: actual).map(\.line).joined(separator: "\n")
}

extension WorldClock {
    /// The standard zones by name: `.standard["New York"]`.
    subscript(name: String) -> Zone {
        zones.first { $0.name == name }!
    }
}
