import Foundation
import MeridianCore
import MeridianFileFormat
import MeridianFiles
import MeridianKitTesting
import MeridianStore
import Testing

/// Meridian's sessions saved with "Save Session as Test…" in the real app, replayed through
/// today's reducer and rules as today's import reads them. A change in what Meridian does
/// fails here, naming the file, the step, its label and the paths; when the change is meant,
/// `MERIDIAN_RECORD_SESSIONS=1 swift test --filter RecordedSessions` records them again.
struct RecordedSessionsTests {
    static let catalog = SystemTimeZones.catalog()

    @Test func recordedSessionsReplayAsRecorded() throws {
        try RecordedSessions(reducer: AppReducer(catalog: Self.catalog), rules: AppHistory.rules(), coding: .meridianSessions(Self.catalog))
            .replay("RecordedSessions")
    }
}

extension RecordedSessionsTests {
    /// A 2 GB sparse file among Meridian's sessions is refused by its size, unread, against
    /// the limit of Meridian's own import.
    @Test(.timeLimit(.minutes(10))) func aHugeFileIsRefusedUnreadAgainstTheImportsLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-recorded-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let big = "\(folder)/big.json"
        try #require(FileManager.default.createFile(atPath: big, contents: Data("{".utf8)))
        try #require(truncate(big, 2 << 30) == 0, "a sparse file of 2 GB")
        do {
            try RecordedSessions(reducer: AppReducer(catalog: Self.catalog), rules: AppHistory.rules(), coding: .meridianSessions(Self.catalog))
                .replay(folder)
            Issue.record("a 2 GB file replayed")
        } catch let failure as RecordedSessionsFailure {
            #expect(failure.description.contains("\(big) is 2,048 MB, larger than 512 MB, the most it may be"), "\(failure)")
        }
    }
}

extension SessionCoding<AppState, AppAction> {
    /// Meridian's session files: read as the app's import reads them, written as Export Session writes them.
    static func meridianSessions(_ catalog: TimeZoneCatalog) -> Self {
        Self(
            read: { data in try MeridianFileReader(catalog: catalog).session(from: [UInt8](data)).get().history },
            write: { history in try Session(history: history, createdAt: Instant(Date())).jsonData() },
            maximumSize: MeridianFile.Kind.session.maximumSize)
    }
}
