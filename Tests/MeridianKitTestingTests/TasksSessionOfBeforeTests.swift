import Foundation
import MeridianKitFiles
import MeridianStore
import TasksCore
import Testing

/// Tasks's session recorded before the kit kept its own view-state: its log holds two of the
/// History panel's actions (the inspector opened and closed) after the last step, which Tasks's
/// action no longer has. They read as entries that replay as nothing, joined to that step as
/// they were: the same nine steps, named as before.
@MainActor
@Test func aTasksSessionOfBeforeReadsWithTheSameStepsAndLabels() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/Tasks/Tests/TasksTests/RecordedSessions/shopping-list.json").path
    let data = try #require(FileManager.default.contents(atPath: path))
    let archive: HistoryArchive<TasksState, TasksAction> = try SessionFile.read(data, format: TasksHistory.sessionFormat)
    #expect(archive.retired == [32, 33] && archive.entryCount == 34)
    let store = Store(initialState: TasksState(), reducer: TasksReducer(), history: TasksHistory.rules)
    try store.restoreHistory(from: archive)
    let labels = (0..<store.timeline.stepCount).map(store.label(ofStep:))
    #expect(labels.count == 9)
    #expect(labels.first == "Opened Tasks" && labels.last == "Added “Post letter”")
    #expect(labels[1...5] == ["Typed “Buy milk”", "Added “Buy milk”", "Typed “Call Ana”", "Added “Call Ana”", "Done: “Buy milk”"])
    #expect(store.present.tasks.map(\.title) == ["Buy milk", "Post letter"])
}
