import MeridianKitTesting
import TasksCore
import Testing

/// Sessions used in the real app and saved with "Save Session as Test…", replayed through
/// today's reducer: a change in what Tasks does fails here, naming the step and the path.
/// `MERIDIAN_RECORD_SESSIONS=1 swift test` records them again when the change is meant.
@Test func recordedSessionsReplayAsRecorded() throws {
    try RecordedSessions(reducer: TasksReducer(), rules: TasksHistory.rules, format: TasksHistory.sessionFormat).replay("RecordedSessions")
}
