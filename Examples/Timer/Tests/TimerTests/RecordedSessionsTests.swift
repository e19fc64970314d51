import MeridianKitTesting
import Testing
import TimerCore

/// Sessions used in the real app and saved with "Save Session as Test…", replayed through
/// today's reducer: a change in what Timer does fails here, naming the step and the path.
/// `MERIDIAN_RECORD_SESSIONS=1 swift test` records them again when the change is meant.
///
/// `interval-with-undo.json`: 1:30 typed, started; Undo (back to 1:00) and Redo while it runs,
/// the countdown going on through both; paused, resumed, reset.
@Test func recordedSessionsReplayAsRecorded() throws {
    try RecordedSessions(reducer: TimerReducer(), rules: TimerHistory.rules, format: TimerHistory.sessionFormat).replay("RecordedSessions")
}
