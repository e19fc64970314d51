import CoreTestSupport
import Foundation
import MeridianCore
import MeridianFileFormat
import Testing
import TestSupport

/// The JSON Schemas in Resources/ describe what the encoder writes: checked by an independent
/// validator (Debian's python3-jsonschema, via scripts/validate-json-schema).
@MainActor
@Suite struct SchemaTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs the validator on `documents`; returns its exit status and what it printed.
    func validate(_ kind: String, _ documents: [Data]) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try documents.enumerated().map { index, data in
            let file = folder.appendingPathComponent("\(kind)-\(index).json")
            try data.write(to: file)
            return file.path
        }
        let run = try ProcessRun(Self.repository.appendingPathComponent("scripts/validate-json-schema").path, [kind] + files)
        return (run.status, run.output)
    }

    @Test func snapshotsTheEncoderWritesMatchTheSchema() throws {
        let states = [firstLaunch, Samples.everyField, Samples.failedPlayer]
        let documents = try states.map { try Snapshot(state: $0, createdAt: noon).jsonData() }
        let result = try validate("snapshot", documents)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func sessionsTheEncoderWritesMatchTheSchema() throws {
        let session = Session(history: try Samples.sessionStore().archive(), createdAt: noon)
        #expect(session.history.actions.count == Samples.everyAction.count)
        let result = try validate("session", [try session.jsonData()])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theSchemaRefusesWhatTheReaderRefuses() throws {
        var state = Samples.everyField
        state.player.rate = 0
        let result = try validate("snapshot", [try Snapshot(state: state, createdAt: noon).jsonData()])
        #expect(result.status == 1)
        #expect(result.output.contains("state.player.rate: 0"))
    }
}
