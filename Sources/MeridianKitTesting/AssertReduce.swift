import MeridianKitCore
import MeridianStore

/// Reduces `action` on `state` with `reducer` and compares the *whole* next state, and the
/// effects, with what the test expects: `update` says how the expected state differs from
/// `state`, so a test names only what should change and still fails on anything else that did.
/// Returns the next state, to chain steps. Throws a ``ReduceMismatch`` that names each path that
/// differs, expected → actual, as the inspector shows a step's changes.
///
/// It throws rather than records, so it works the same in Swift Testing and XCTest; a test
/// framework reports a thrown error where the test is, so the mismatch names the line of the
/// `assertReduce` that failed (`fileID` and `line`, the caller's by default):
///
/// ```swift
/// @Test func addingClearsTheDraft() throws {
///     var state = TasksState()
///     state.draft = "Milk"
///     try assertReduce(state, .added, reducer: TasksReducer()) {
///         $0.tasks = [TasksState.Task(id: 1, title: "Milk")]
///         $0.nextID = 2
///         $0.draft = ""
///     }
/// }
/// ```
@discardableResult
public func assertReduce<R: Reducer>(
    _ state: R.State, _ action: R.Action, reducer: R, effects expectedEffects: [R.Effect] = [],
    fileID: String = #fileID, line: Int = #line, _ update: (inout R.State) throws -> Void = { _ in }
) throws -> R.State where R.State: Equatable, R.Effect: Equatable {
    var actual = state
    let effects = reducer.reduce(into: &actual, action: action)
    var expected = state
    try update(&expected)
    guard actual == expected, effects == expectedEffects else {
        var changes = actual == expected ? [] : StateChanges.values(from: expected, to: actual).map(\.line)
        if actual != expected, changes.isEmpty { changes = ["(the states differ in a value that has no path, such as a reference's identity)"] }
        throw ReduceMismatch(
            action: String(describing: action),
            changes: changes,
            expectedEffects: effects == expectedEffects ? nil : String(describing: expectedEffects),
            actualEffects: effects == expectedEffects ? nil : String(describing: effects),
            location: "\(fileID):\(line)")
    }
    return actual
}

/// Why ``assertReduce(_:_:reducer:effects:fileID:line:_:)`` failed: the state after the action, or its
/// effects, are not the ones the test expected.
public struct ReduceMismatch: Error, CustomStringConvertible, Equatable, Sendable {
    /// The action reduced, as it describes itself.
    public var action: String
    /// Each value of the state that differs, "path: expected → actual"; empty when the state
    /// is the one expected.
    public var changes: [String]
    /// The effects expected and those returned, when they differ.
    public var expectedEffects: String?
    /// The effects the reducer returned, when they are not the ones expected.
    public var actualEffects: String?
    /// Where the failing `assertReduce` is ("TasksTests.swift:12"), to tell chained ones apart.
    /// Not compared: two mismatches are equal when the same things differ.
    public var location: String?

    /// A mismatch after `action`.
    public init(action: String, changes: [String], expectedEffects: String? = nil, actualEffects: String? = nil, location: String? = nil) {
        self.action = action
        self.changes = changes
        self.expectedEffects = expectedEffects
        self.actualEffects = actualEffects
        self.location = location
    }

    /// The same action, changes and effects, wherever each was asserted.
    public static func == (a: Self, b: Self) -> Bool {
        (a.action, a.changes, a.expectedEffects, a.actualEffects) == (b.action, b.changes, b.expectedEffects, b.actualEffects)
    }

    /// What differs, over several lines.
    public var description: String {
        var lines: [String] = location.map { ["at \($0):"] } ?? []
        if !changes.isEmpty {
            lines.append("the state after \(action) is not the one expected; expected → actual:")
            lines += changes.map { "    \($0)" }
        }
        if let expectedEffects, let actualEffects {
            lines.append("the effects of \(action) are not the ones expected: expected \(expectedEffects), got \(actualEffects)")
        }
        return lines.joined(separator: "\n")
    }
}
