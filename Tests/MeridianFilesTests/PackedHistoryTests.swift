import Foundation
import MeridianCore
@testable import MeridianFiles
@testable import MeridianKitStorage
@testable import MeridianStore
import Testing

/// The history on disk packed a segment at a time: complete segments become one deflated
/// chunk each, read back as they were written, damage in one named by its place, and a
/// database of schema 4 (as Meridian 0.5 wrote it) migrated in place.
@MainActor
@Suite(.serialized) struct PackedHistoryTests: StateFolderSuite {
    static let catalog = SystemTimeZones.catalog()
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/state-folder-schema-4/history.sqlite3").path
    let loader = FileLoader(catalog: PackedHistoryTests.catalog)

    /// The history in the schema-4 fixture, as the build before packing recorded it: 700
    /// actions, a return far back, a skipped step, and more after them.
    static func fixtureHistory(_ store: Store<AppState, AppAction, AppEffect>) throws {
        for index in 0..<500 { store.send(ProbeActions.action(index)) }
        store.jump(to: 30)
        store.send(.clockList(.sortOrderChosen(.byOffset)))
        var outcome: Result<Void, HistorySkipError>?
        // A step of the branch the return left: that build skipped it, which the store now refuses.
        store.toggleSkip(step: store.timeline.lastStep - 100, offThePresentLine: true) { outcome = $0 }
        try #require(outcome != nil)
        try outcome!.get()
        for index in 500..<700 { store.send(ProbeActions.action(index)) }
    }

    func database(in folder: StateFolder) throws -> AppHistoryDatabase {
        try AppHistoryDatabase(meridianAt: AppHistoryFile.path(inFolder: folder.path))
    }

    @Test func aSegmentPacksAndUnpacksToTheSameEntries() throws {
        let segment = PackedSegment(
            checkpoint: Array(#"{"a":1}"#.utf8),
            entries: [
                .action(Array(#"{"tick":{}}"#.utf8)), .restore(step: 300, scope: "everything", kind: .carriedOn), .restore(step: 12, scope: "undoable", kind: .undo),
                .restore(step: 13, scope: "undoable", kind: .redo), .sealed(state: Array("{}".utf8)),
                .skip(step: 7, skipping: true, ineffectiveSteps: [8, 9, 1_000_000], state: Array(#"{"b":2}"#.utf8)),
            ])
        let packed = segment.packed()
        #expect(try PackedSegment(unpacking: packed) == segment)
        #expect(packed == segment.packed(), "the same segment packs to the same bytes")
        // Every flipped byte and every cut is refused, never misread.
        for index in packed.indices {
            var damaged = packed
            damaged[index] ^= 0x20
            #expect(throws: PackedSegment.Damage.self, "byte \(index) of \(packed.count)") { try PackedSegment(unpacking: damaged) }
        }
        for length in 0..<packed.count {
            #expect(throws: PackedSegment.Damage.self) { try PackedSegment(unpacking: Array(packed[..<length])) }
        }
    }

    /// The fixture's history, autosaved into `folder` and closed: its store.
    func recordedFixture(in folder: StateFolder) throws -> Store<AppState, AppAction, AppEffect> {
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        try Self.fixtureHistory(store)
        autosave.close()
        return store
    }

    /// One byte inside the packed chunk of `segment` zeroed, the SQLite file left sound.
    func damageChunk(ofSegment segment: Int, in database: AppHistoryDatabase) throws {
        try database.connection.execute(
            "UPDATE chunks SET bytes = substr(bytes, 1, 40) || x'00' || substr(bytes, 42) WHERE chunk = (SELECT chunk FROM segments WHERE segment = \(segment))")
    }

    /// Complete segments are packed as autosave writes them; the open one stays as rows. What
    /// comes back is what was recorded, and the returns and skips are still found by index.
    @Test func completeSegmentsArePackedAndComeBackWhole() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = try recordedFixture(in: folder)
        let database = try database(in: folder)
        let segments = store.logCount / store.checkpointInterval
        #expect(try database.count("segments") == segments)
        #expect(try database.count("checkpoints") == 1, "only the open segment's checkpoint is a row")
        #expect(try database.count("entries") == store.logCount - segments * store.checkpointInterval + 2, "the open segment, the return and the skip")
        #expect(try database.returns().count == 1 && database.skipMarks().count == 1)
        database.close()
        let restored = makeStore()
        let launch = LaunchRestore.restore(into: restored, from: folder, loader: loader)
        #expect(launch.restored, "\(launch.notices)")
        #expect(try restored.archive() == store.archive())
        #expect(restored.skippedSteps == store.skippedSteps && restored.branchPoints == store.branchPoints)
        #expect(try restored.verify() == nil)
    }

    /// A byte flipped inside a packed segment: the launch still brings back the history (it
    /// reads only the last segment), and a jump into the damaged segment says where it is.
    @Test func damageInAPackedSegmentIsNamedByItsPlace() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = try recordedFixture(in: folder)
        let database = try database(in: folder)
        try damageChunk(ofSegment: 0, in: database)
        #expect(throws: HistoryDatabaseError.damaged(path: database.connection.path, place: "segments[0]", reason: "does not inflate: it is damaged")) {
            _ = try database.segment(0, interval: store.checkpointInterval, entryCount: store.logCount)
        }
        database.close()
        let restored = makeStore()
        let launch = LaunchRestore.restore(into: restored, from: folder, loader: loader)
        #expect(launch.restored)
        #expect(restored.present == store.present)
        #expect(throws: (any Error).self) { try restored.state(atStep: 2) }
        #expect(try restored.state(atStep: store.timeline.lastStep - 1) == store.state(atStep: store.timeline.lastStep - 1))
    }

    /// A chunk damaged inside a sound SQLite file: `meridian history info` reads every segment
    /// back and names the damaged one with its steps, where SQLite's own check says "ok".
    @Test func historyInfoNamesADamagedSegmentAndItsSteps() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = try recordedFixture(in: folder)
        let sound = try AutosavedHistorySummary.read(folder, loader: loader).get()
        #expect(sound.check == "ok" && sound.damagedSegments.isEmpty)
        let database = try database(in: folder)
        try damageChunk(ofSegment: 1, in: database)
        database.close()
        let summary = try AutosavedHistorySummary.read(folder, loader: loader).get()
        #expect(summary.sqliteCheck == "ok", "SQLite cannot see damage inside a chunk")
        // The steps with an entry in segment 1: from the one entry 256 belongs to, to the one entry 511 does.
        let starts = store.logSlice(from: 0).steps.starts.map(Int.init)
        let interval = store.checkpointInterval
        let firstStep = try #require(starts.lastIndex { $0 <= interval })
        let lastStep = try #require(starts.lastIndex { $0 <= 2 * interval - 1 })
        #expect(summary.damagedSegments == [
            .init(segment: 1, firstStep: firstStep, lastStep: lastStep, place: "segments[1]", reason: "does not inflate: it is damaged"),
        ])
        #expect(summary.check == "segment 1 (steps \(firstStep) to \(lastStep)) is damaged at segments[1]: does not inflate: it is damaged")
    }

    /// A segment whose bytes are sound but are not what led to the checkpoint after it (here,
    /// another segment's chunk in its place): reading it replays it against that checkpoint,
    /// names the steps it holds as damaged, and leaves every other step reachable.
    @Test func aSegmentThatDoesNotReplayToTheNextCheckpointIsNamedWithItsSteps() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = try recordedFixture(in: folder)
        let database = try database(in: folder)
        try database.connection.execute(
            "UPDATE segments SET chunk = (SELECT chunk FROM segments WHERE segment = 1) WHERE segment = 0")
        database.close()
        let restored = makeStore()
        let launch = LaunchRestore.restore(into: restored, from: folder, loader: loader)
        #expect(launch.restored)
        withExtendedLifetime(launch) {}
        let error = try #require(throws: HistoryStorageError.self) { try restored.state(atStep: 3) }
        #expect(error.message.hasPrefix("the saved history is damaged from step 0 to step "), "\(error.message)")
        #expect(error.message.hasSuffix("segment 0 does not replay to the state saved after it"))
        // Asked again, the same answer, without reading it again.
        #expect(throws: HistoryStorageError.self) { try restored.state(atStep: 3) }
        let last = store.timeline.lastStep
        #expect(try restored.state(atStep: last - 1) == store.state(atStep: last - 1))
        // A step of segment 2, after the return to step 30 in segment 1 that needs segment 0.
        let starts = store.logSlice(from: 0).steps.starts.map(Int.init)
        let later = try #require(starts.firstIndex { $0 >= 2 * store.checkpointInterval + 8 })
        #expect(try restored.state(atStep: later) == store.state(atStep: later))
    }

    /// A state folder written by the build before packing (schema 4; the fixture was made by
    /// that build from `fixtureHistory`) is migrated in place at launch: its segments packed,
    /// the file smaller, and everything recorded comes back.
    @Test func aDatabaseOfSchema4IsPackedInPlace() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let path = AppHistoryFile.path(inFolder: folder.path)
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: path)
        let before = try SQLiteDatabase(path: path, readOnly: true)
        #expect(try before.userVersion() == 4)
        before.close()
        let bytesBefore = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        // That build made a step of every scroll and selection; its steps stay as they were.
        let recorded = makeStore(steppingEveryLook: true)
        try Self.fixtureHistory(recorded)
        let restored = makeStore()
        let launch = LaunchRestore.restore(into: restored, from: folder, loader: loader)
        #expect(launch.restored, "\(launch.notices) \(launch.autosaveOff ?? "")")
        Autosave(store: restored, launch: launch).close()
        #expect(try restored.archive().actions == recorded.archive().actions)
        #expect(restored.present == recorded.present)
        #expect(restored.skippedSteps == recorded.skippedSteps && restored.branchPoints == recorded.branchPoints)
        for step in 0..<recorded.timeline.stepCount {
            #expect(try restored.state(atStep: step) == recorded.state(atStep: step))
            #expect(restored.label(ofStep: step) == recorded.label(ofStep: step))
        }
        #expect(try restored.verify() == nil)
        let database = try database(in: folder)
        #expect(try database.connection.userVersion() == HistorySchema.version)
        #expect(try database.count("segments") == recorded.logCount / recorded.checkpointInterval)
        #expect(try database.connection.integrityCheck() == ["ok"])
        database.close()
        let bytesAfter = ["", "-wal"].reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: path + $1)[.size] as? Int) ?? 0) }
        #expect(bytesAfter < bytesBefore, "\(bytesBefore) bytes before, \(bytesAfter) after")
    }
}
