import Foundation
import MeridianKitCore
import MeridianKitFiles
import MeridianStore

/// Sessions a user recorded, kept in a folder as regression tests: each is replayed through
/// the app's current reducer and rules, and a test fails at the first step whose state differs
/// from the one recorded, naming the file, the step, its label and the changed paths.
///
/// One line in a Swift Testing or XCTest test:
///
/// ```swift
/// @Test func recordedSessions() throws {
///     try RecordedSessions(reducer: TasksReducer(), rules: TasksHistory.rules, format: TasksSession.format)
///         .replay("RecordedSessions")
/// }
/// ```
///
/// A kit app's "Save Session as Test…" writes such a file, with the state after every step
/// recorded. Any exported session works too; one that records states only every few steps
/// names the first recorded state that differs, and the last that still matched.
public struct RecordedSessions<State: Codable & Equatable, Action: Codable> {
    private let coding: SessionCoding<State, Action>
    private let firstMismatch: (HistoryArchive<State, Action>) throws -> RecordedStateMismatch<State>?
    private let recordingAgain: (HistoryArchive<State, Action>) throws -> HistoryArchive<State, Action>

    /// Replays with `reducer` and `rules`, the app's own, reading and writing files as `coding` says.
    public init<R: Reducer>(reducer: R, rules: HistoryRules<State, Action>, coding: SessionCoding<State, Action>)
    where R.State == State, R.Action == Action {
        self.coding = coding
        firstMismatch = { try $0.firstStateUnlikeRecorded(reducer: reducer, rules: rules) }
        recordingAgain = { try $0.recordingEveryState(reducer: reducer, rules: rules) }
    }

    /// Replays the kit's session files of `format` with `reducer` and `rules`.
    public init<R: Reducer>(reducer: R, rules: HistoryRules<State, Action>, format: SessionFormat)
    where R.State == State, R.Action == Action {
        self.init(reducer: reducer, rules: rules, coding: .sessionFiles(format))
    }

    /// Replays every `.json` file in `folder`, a path relative to the folder of the test file
    /// that calls it (or absolute), in the order of their names. Throws a
    /// ``RecordedSessionsFailure`` naming each file that no longer replays as recorded, or
    /// when the folder holds no sessions: a test that replays nothing passes nothing.
    ///
    /// With ``SessionRecording`` on, records every file again with today's reducer instead,
    /// and throws to say so.
    public func replay(_ folder: String, recording: Bool = SessionRecording.isOn, filePath: StaticString = #filePath) throws {
        let folder = Self.resolve(folder, besides: "\(filePath)")
        let files = try Self.sessionFiles(in: folder)
        var problems: [RecordedSessionsFailure.Problem] = []
        for file in files {
            if let problem = recording ? record(file) : check(file) { problems.append(problem) }
        }
        guard problems.isEmpty else { throw RecordedSessionsFailure(folder: folder, problems: problems) }
        if recording {
            throw RecordedSessionsFailure(folder: folder, problems: files.map { RecordedSessionsFailure.Problem(file: $0) }, recorded: true)
        }
    }

    /// The file's first state that differs from the recorded one, or what kept it from being replayed.
    private func check(_ file: String) -> RecordedSessionsFailure.Problem? {
        do {
            guard let mismatch = try firstMismatch(read(file)) else { return nil }
            let changes = StateChanges.values(from: mismatch.recorded, to: mismatch.replayed).map(\.line)
            return RecordedSessionsFailure.Problem(
                file: file, step: mismatch.step, label: mismatch.label, lastMatchingStep: mismatch.lastMatchingStep,
                changes: changes.isEmpty ? ["(the states differ in a value that has no path, such as a reference's identity)"] : changes)
        } catch {
            return RecordedSessionsFailure.Problem(file: file, message: Self.words(for: error, file: file))
        }
    }

    /// Writes the file again with the states today's reducer gives, or says why it could not.
    private func record(_ file: String) -> RecordedSessionsFailure.Problem? {
        do {
            try AtomicFile.write(try coding.write(recordingAgain(read(file))), to: file)
            return nil
        } catch {
            return RecordedSessionsFailure.Problem(file: file, message: Self.words(for: error, file: file))
        }
    }

    private func read(_ file: String) throws -> HistoryArchive<State, Action> {
        // Its kind and size first, as the app's import checks them: neither a pipe nor a file of
        // gigabytes is read, nor waited on.
        try coding.read(try RegularFile.read(at: file, maximumSize: coding.maximumSize).mapError(SessionFileError.unreadable).get())
    }

    /// What kept `file` from being replayed or recorded, in a sentence that names it once.
    private static func words(for error: any Error, file: String) -> String {
        switch error {
        case let error as SessionFileError: error.message(path: file)
        case let error as HistoryArchiveError: error.path.isEmpty ? "\(file): \(error.message)" : "\(file), at history.\(error.path): \(error.message)"
        case let error as FileWriteError: error.message(in: FileWords())
        default: "\(file): \(error)"
        }
    }

    private static func resolve(_ folder: String, besides testFile: String) -> String {
        guard !folder.hasPrefix("/") else { return folder }
        return URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent(folder).path
    }

    private static func sessionFiles(in folder: String) throws -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw RecordedSessionsFailure(folder: folder, problems: [.init(file: folder, message: "\(folder): no such folder of sessions")])
        }
        let files = names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
        guard !files.isEmpty else {
            throw RecordedSessionsFailure(folder: folder, problems: [.init(file: folder, message: "\(folder) holds no session files (*.json) to replay")])
        }
        return files
    }
}
