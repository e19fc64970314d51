import CoreTestSupport
import Foundation
import MeridianCore
import Testing

/// Reduces `action` on `state` and checks the *whole* next state and the effects: `update`
/// says how the expected state differs from `state`. On a mismatch the failure shows a
/// line-by-line diff of the two states. Returns the next state, to chain steps.
@discardableResult
func assertReduce(
    _ state: AppState, _ action: AppAction, reducer: AppReducer = AppReducer(catalog: systemCatalog),
    effects expectedEffects: [AppEffect] = [], sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout AppState) -> Void = { _ in }
) -> AppState {
    var actual = state
    let effects = reducer.reduce(into: &actual, action: action)
    var expected = state
    update(&expected)
    if actual != expected {
        Issue.record("state after \(action) differs (− expected, + actual):\n\(diff(expected, actual))", sourceLocation: sourceLocation)
    }
    #expect(effects == expectedEffects, sourceLocation: sourceLocation)
    return actual
}

/// The player's reducer alone, with the same whole-state check.
@discardableResult
func assertReduce(
    _ player: PlayerState, _ action: PlayerAction, commands expectedCommands: [PlayerCommand] = [],
    sourceLocation: SourceLocation = #_sourceLocation, _ update: (inout PlayerState) -> Void = { _ in }
) -> PlayerState {
    var actual = player
    let commands = PlayerReducer().reduce(into: &actual, action: action)
    var expected = player
    update(&expected)
    if actual != expected {
        Issue.record("player after \(action) differs (− expected, + actual):\n\(diff(expected, actual))", sourceLocation: sourceLocation)
    }
    #expect(commands == expectedCommands, sourceLocation: sourceLocation)
    return actual
}

/// The lines of two values' dumps that differ, by longest common subsequence.
func diff<T>(_ expected: T, _ actual: T) -> String {
    func lines(_ value: T) -> [String] {
        var text = ""
        dump(value, to: &text)
        return text.split(separator: "\n").map(String.init)
    }
    let (a, b) = (lines(expected), lines(actual))
    var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
        }
    }
    var output: [String] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
        if i < a.count, j < b.count, a[i] == b[j] {
            (i, j) = (i + 1, j + 1)
        } else if i < a.count, j == b.count || common[i + 1][j] >= common[i][j + 1] {
            output.append("− \(a[i])")
            i += 1
        } else {
            output.append("+ \(b[j])")
            j += 1
        }
    }
    return output.joined(separator: "\n")
}

extension WorldClock {
    /// The standard zones by name: `.standard["New York"]`.
    subscript(name: String) -> Zone {
        zones.first { $0.name == name }!
    }
}
