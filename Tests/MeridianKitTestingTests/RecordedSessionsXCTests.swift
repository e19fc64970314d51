import MeridianKitTesting
import MeridianStore
import TasksCore
import XCTest

/// The same one line in an XCTest test: a folder that replays passes, and a changed reducer
/// fails the test with the step and the path.
final class RecordedSessionsXCTests: XCTestCase {
    func testTasksRecordedSessionsReplayAsRecorded() throws {
        try RecordedSessions(reducer: TasksReducer(), rules: TasksHistory.rules, format: TasksHistory.sessionFormat)
            .replay("../../Examples/Tasks/Tests/TasksTests/RecordedSessions")
    }

    func testAChangedReducerFailsTheTestNamingTheStep() {
        /// Tasks's reducer ticking nothing off.
        struct Unticking: Reducer {
            func reduce(into state: inout TasksState, action: TasksAction) -> [Never] {
                if case .toggled = action { return [] }
                return TasksReducer().reduce(into: &state, action: action)
            }
        }
        XCTAssertThrowsError(
            try RecordedSessions(reducer: Unticking(), rules: TasksHistory.rules, format: TasksHistory.sessionFormat)
                .replay("../../Examples/Tasks/Tests/TasksTests/RecordedSessions")
        ) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("shopping-list.json, step 5 (Done: “Buy milk”)"), message)
            XCTAssertTrue(message.contains("tasks[id 1].isDone: true → false"), message)
        }
    }
}
