import Foundation
import MeridianKitFiles
import MeridianKitTesting
import MeridianStore
import TasksCore
import Testing

/// A folder of recorded sessions replayed through today's reducer: a reducer changed since
/// the recording is caught at its step, named with its label and the paths it changed.
@MainActor
struct RecordedSessionsTests {
    /// Tasks's reducer with one behaviour changed, as a regression would change it: removing
    /// a task does nothing.
    struct ForgetfulReducer: Reducer {
        func reduce(into state: inout TasksState, action: TasksAction) -> [Never] {
            if case .removed = action { return [] }
            return TasksReducer().reduce(into: &state, action: action)
        }
    }

    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recorded-sessions-\(UUID().uuidString)").path

    /// A store in which the user added Milk and Bread, ticked Milk off and removed Bread: six steps.
    private func shopping() -> Store<TasksState, TasksAction, Never> {
        let store = Store(initialState: TasksState(), reducer: TasksReducer(), history: TasksHistory.rules)
        for action: TasksAction in [.draftTyped("Milk"), .added, .draftTyped("Bread"), .added, .toggled(id: 1), .removed(id: 2)] {
            store.send(action)
        }
        return store
    }

    private func save(_ archive: HistoryArchive<TasksState, TasksAction>, as name: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try SessionFile(history: archive, format: TasksHistory.sessionFormat).data().write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
    }

    private func sessions<R: Reducer>(_ reducer: R) -> RecordedSessions<TasksState, TasksAction> where R.State == TasksState, R.Action == TasksAction {
        RecordedSessions(reducer: reducer, rules: TasksHistory.rules, format: TasksHistory.sessionFormat)
    }

    private func failure(_ body: () throws -> Void) throws -> RecordedSessionsFailure {
        do {
            try body()
        } catch let failure as RecordedSessionsFailure {
            return failure
        }
        Issue.record("the replay passed")
        throw CancellationError()
    }

    @Test func aSessionSavedAsATestReplaysWithTheReducerThatRecordedIt() throws {
        try save(try shopping().archiveSource().archiveRecordingEveryState(), as: "shopping.json")
        try sessions(TasksReducer()).replay(folder, recording: false)
    }

    @Test func aChangedReducerFailsAtTheStepItChangedNamingTheFileLabelAndPath() throws {
        try save(try shopping().archiveSource().archiveRecordingEveryState(), as: "shopping.json")
        let failure = try failure { try sessions(ForgetfulReducer()).replay(folder, recording: false) }
        let problem = try #require(failure.problems.first)
        #expect(failure.problems.count == 1)
        #expect(problem.file == "\(folder)/shopping.json")
        #expect(problem.step == 6)
        #expect(problem.label == "Removed “Bread”")
        #expect(problem.lastMatchingStep == 5)
        #expect(problem.changes.count == 1)
        #expect(problem.changes.first?.hasPrefix("tasks[id 2]") == true)
        let message = failure.description
        #expect(message.contains("shopping.json, step 6 (Removed “Bread”): the state replayed differs from the one recorded"))
        #expect(message.contains("MERIDIAN_RECORD_SESSIONS=1"))
    }

    @Test func withinAStepOfTypingTheLastStepThatMatchedIsTheOneBeforeIt() throws {
        /// Tasks's reducer typing capitals from the third letter on.
        struct ShoutingReducer: Reducer {
            func reduce(into state: inout TasksState, action: TasksAction) -> [Never] {
                if case .draftTyped(let text) = action, text.count >= 3 { return TasksReducer().reduce(into: &state, action: .draftTyped(text.uppercased())) }
                return TasksReducer().reduce(into: &state, action: action)
            }
        }
        let store = Store(initialState: TasksState(), reducer: TasksReducer(), history: TasksHistory.rules)
        // Typed into the window's entry, as the kit sends it: one step.
        store.typing(in: "draft") { for text in ["M", "Mi", "Mil", "Milk"] { store.send(.draftTyped(text)) } }
        store.send(.added)
        try save(try store.archiveSource().archiveRecordingEveryState(), as: "typing.json")
        let problem = try #require(try failure { try sessions(ShoutingReducer()).replay(folder, recording: false) }.problems.first)
        #expect(problem.step == 1)
        #expect(problem.label == "Typed “Milk”")
        #expect(problem.lastMatchingStep == 0, "the typing's first letters matched, but the step they belong to did not")
        #expect(problem.changes == ["draft: “Mil” → “MIL”"])
    }

    @Test func aHistoryTooLongToKeepAsATestIsRefused() throws {
        let store = Store(initialState: TasksState(), reducer: TasksReducer(), history: TasksHistory.rules)
        for index in 0...HistoryArchiveSource<TasksState, TasksAction>.maximumEntriesRecordingEveryState { store.send(index.isMultiple(of: 2) ? .draftTyped("a") : .added) }
        #expect(throws: HistoryArchiveError.self) { try store.archiveSource().archiveRecordingEveryState() }
    }

    @Test func aPlainExportNamesTheFirstRecordedStateThatDiffersAndTheLastThatMatched() throws {
        // Exported as Export Session writes it: a state recorded every 256 entries, so here
        // the present alone.
        try save(try shopping().archive(), as: "exported.json")
        let problem = try #require(try failure { try sessions(ForgetfulReducer()).replay(folder, recording: false) }.problems.first)
        #expect(problem.step == 6)
        #expect(problem.lastMatchingStep == 0)
        #expect(problem.description.contains("the change lies after step 0"))
    }

    @Test func theRecordSwitchRecordsTheFolderAgainAndFailsToSaySo() throws {
        try save(try shopping().archiveSource().archiveRecordingEveryState(), as: "shopping.json")
        let recorded = try failure { try sessions(ForgetfulReducer()).replay(folder, recording: true) }
        #expect(recorded.recorded)
        #expect(recorded.description.contains("Recorded 1 session"))
        // Recorded with today's reducer, it now replays with it, and the old one is caught.
        try sessions(ForgetfulReducer()).replay(folder, recording: false)
        let problem = try #require(try failure { try sessions(TasksReducer()).replay(folder, recording: false) }.problems.first)
        #expect(problem.step == 6)
        #expect(problem.changes.first?.hasPrefix("tasks[id 2]") == true)
    }

    @Test func aSessionOfAnOlderBuildIsReplayedAsTheImportReadsIt() throws {
        // Files that predate seals and skips have neither key; the import reads them.
        let data = try SessionFile(history: try shopping().archiveSource().archiveRecordingEveryState(), format: TasksHistory.sessionFormat).data()
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var history = try #require(object["history"] as? [String: Any])
        history["seals"] = nil
        history["skips"] = nil
        object["history"] = history
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: "\(folder)/older.json"))
        try sessions(TasksReducer()).replay(folder, recording: false)
    }

    @Test func aFileThatIsNotASessionIsNamedWithWhatIsWrongAndWhere() throws {
        try save(try shopping().archiveSource().archiveRecordingEveryState(), as: "good.json")
        try Data(#"{"format": "dev.meridian.Tasks.session", "version": 1, "history": {"checkpointInterval": 0}}"#.utf8)
            .write(to: URL(fileURLWithPath: "\(folder)/broken.json"))
        let failure = try failure { try sessions(TasksReducer()).replay(folder, recording: false) }
        #expect(failure.problems.map(\.file) == ["\(folder)/broken.json"])
        #expect(failure.description.contains("broken.json, at history"))
        #expect(failure.description.components(separatedBy: "broken.json").count == 2, "the file is named once")
    }

    /// A 2 GB file (sparse: it costs no disk) and a pipe among the sessions: each is refused by
    /// its size or kind before a byte of it is read — the replay takes no more memory than a
    /// small session does, and never waits for a writer of the pipe.
    @Test(.timeLimit(.minutes(10))) func aHugeFileAndAPipeAreRefusedUnreadNamingTheirSizeAndKind() throws {
        try save(try shopping().archiveSource().archiveRecordingEveryState(), as: "good.json")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let big = "\(folder)/big.json"
        try #require(FileManager.default.createFile(atPath: big, contents: Data("{".utf8)))
        try #require(truncate(big, 2 << 30) == 0, "a sparse file of 2 GB")
        try #require(mkfifo("\(folder)/pipe.json", 0o600) == 0)
        let memoryBefore = Self.peakMemory()
        let failure = try failure { try sessions(TasksReducer()).replay(folder, recording: false) }
        #expect(failure.problems.map(\.file) == [big, "\(folder)/pipe.json"])
        #expect(failure.description.contains("\(big) is 2,048 MB, larger than 512 MB, the most it may be"), "\(failure)")
        #expect(failure.description.contains("\(folder)/pipe.json is not a regular file"), "\(failure)")
        #expect(Self.peakMemory() - memoryBefore < 256 << 20, "the big file was read: the replay's peak memory grew by \((Self.peakMemory() - memoryBefore) >> 20) MB")
    }

    /// The most memory this process has held at once, in bytes.
    static func peakMemory() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    @Test func aFolderWithNoSessionsFailsRatherThanPassingNothing() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let failure = try failure { try sessions(TasksReducer()).replay(folder, recording: false) }
        #expect(failure.description.contains("holds no session files"))
        let missing = try self.failure { try sessions(TasksReducer()).replay("\(folder)/nowhere", recording: false) }
        #expect(missing.description.contains("no such folder"))
    }
}

/// Tasks's own folder of sessions recorded in the app, replayed here too, so `swift test` of
/// Meridian catches a kit change that breaks them before the example's build does.
@Test func tasksRecordedSessionsReplayAsRecorded() throws {
    try RecordedSessions(reducer: TasksReducer(), rules: TasksHistory.rules, format: TasksHistory.sessionFormat)
        .replay("../../Examples/Tasks/Tests/TasksTests/RecordedSessions")
}
