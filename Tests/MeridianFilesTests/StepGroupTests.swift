import Foundation
import MeridianCore
@testable import MeridianFiles
@testable import MeridianKitStorage
import MeridianStore
import Testing

/// The step table on disk packed a group of 4096 steps at a time, as autosave commits them:
/// what comes back is what was recorded, a database of schema 5 (every step a row) is packed
/// in place, and a damaged group is named and kept aside, never trusted.
@MainActor
@Suite(.serialized) struct StepGroupTests: StateFolderSuite {
    static let catalog = SystemTimeZones.catalog()
    let loader = FileLoader(catalog: StepGroupTests.catalog)
    static let steps = 9_500

    func database(in folder: StateFolder) throws -> AppHistoryDatabase {
        try AppHistoryDatabase(meridianAt: AppHistoryFile.path(inFolder: folder.path))
    }

    /// `steps` steps autosaved in batches of 700 actions (so that groups are completed from rows some
    /// batches wrote and others begin), with a return far back among them; the store.
    func recorded(in folder: StateFolder) async throws -> Store<AppState, AppAction, AppEffect> {
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        var index = 0
        while store.timeline.stepCount < Self.steps {
            store.send(ProbeActions.action(index))
            if index == 5_000 { store.jump(to: 40) }
            index += 1
            if index % 700 == 0 {
                await withCheckedContinuation { done in
                    autosave.flush()
                    autosave.afterPendingWrites { done.resume() }
                }
            }
        }
        autosave.close()
        return store
    }

    func expectSameHistory(_ restored: Store<AppState, AppAction, AppEffect>, as store: Store<AppState, AppAction, AppEffect>) throws {
        #expect(restored.timeline.stepCount == store.timeline.stepCount)
        #expect(try restored.archive() == store.archive())
        for step in stride(from: 0, to: store.timeline.stepCount, by: 97) {
            #expect(restored.label(ofStep: step) == store.label(ofStep: step), "step \(step)")
        }
        #expect(restored.branchPoints == store.branchPoints)
    }

    @Test func wholeGroupsBeforeTheLastStepArePackedAndComeBackWhole() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = try await recorded(in: folder)
        let database = try database(in: folder)
        let stepCount = store.timeline.stepCount
        let groups = (stepCount - 1) / StoredSteps.groupSize
        #expect(groups == 2)
        #expect(try database.count("step_groups") == groups)
        #expect(try database.count("steps") == stepCount - groups * StoredSteps.groupSize, "only the steps after the groups are rows")
        database.close()
        let restored = makeStore()
        let launch = LaunchRestore.restore(into: restored, from: folder, loader: loader)
        #expect(launch.restored, "\(launch.notices) \(launch.autosaveOff ?? "")")
        try expectSameHistory(restored, as: store)
        // Carrying on after the relaunch packs the next group as it fills.
        let autosave = Autosave(store: restored, launch: launch)
        var index = 0
        while restored.timeline.stepCount < 3 * StoredSteps.groupSize + 10 {
            restored.send(ProbeActions.action(index))
            index += 1
        }
        autosave.close()
        let again = try self.database(in: folder)
        #expect(try again.count("step_groups") == 3)
        again.close()
        let relaunched = makeStore()
        #expect(LaunchRestore.restore(into: relaunched, from: folder, loader: loader).restored)
        try expectSameHistory(relaunched, as: restored)
    }

    /// A database as the build before groups wrote it (every step a row, schema 5) is packed in
    /// place at launch, the file smaller, every step back as it was.
    @Test func aDatabaseOfSchema5IsPackedInPlace() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = try await recorded(in: folder)
        let path = AppHistoryFile.path(inFolder: folder.path)
        let database = try database(in: folder)
        let header = try #require(try database.header())
        let rows = try database.steps(entryCount: header.entryCount)
        try database.connection.transaction {
            // Schema 5: no step groups, nor what schema 7 added.
            try database.connection.execute(
                "DROP TABLE step_groups; DELETE FROM steps; DROP TABLE undo_changes; ALTER TABLE entries DROP COLUMN restore_made;")
            let insert = try database.connection.prepare("INSERT INTO steps (step, first_entry, label_entry, time) VALUES (?1, ?2, ?3, ?4)")
            for step in 0..<rows.count {
                try insert.bind(.int(Int64(step)), .int(Int64(rows.starts[step])), .int(Int64(rows.labelEntries[step])), .int(rows.times[step])).run()
            }
            try database.connection.setUserVersion(5)
        }
        try database.compact()
        database.close()
        let bytesBefore = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let restored = makeStore()
        let launch = LaunchRestore.restore(into: restored, from: folder, loader: loader)
        #expect(launch.restored, "\(launch.notices) \(launch.autosaveOff ?? "")")
        Autosave(store: restored, launch: launch).close()
        try expectSameHistory(restored, as: store)
        let migrated = try self.database(in: folder)
        #expect(try migrated.connection.userVersion() == HistorySchema.version)
        #expect(try migrated.count("step_groups") == 2)
        #expect(try migrated.connection.integrityCheck() == ["ok"])
        migrated.close()
        let bytesAfter = ["", "-wal"].reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: path + $1)[.size] as? Int) ?? 0) }
        #expect(bytesAfter < bytesBefore, "\(bytesBefore) bytes before, \(bytesAfter) after")
    }

    /// One byte of a packed group changed inside a sound SQLite file: the launch names the
    /// group's steps, keeps the file aside and starts afresh; nothing is read from it as if sound.
    @Test func aDamagedGroupIsNamedAndTheFileKeptAside() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        _ = try await recorded(in: folder)
        let database = try database(in: folder)
        // The first block's columns begin after the format byte, its start, time and length:
        // byte 30 is among its first starts, which must grow.
        try database.connection.execute("UPDATE step_groups SET bytes = substr(bytes, 1, 29) || x'7f' || substr(bytes, 31) WHERE first_step = 4096")
        database.close()
        let restored = makeStore()
        let launch = LaunchRestore.restore(into: restored, from: folder, loader: loader)
        #expect(!launch.restored)
        #expect(restored.timeline.stepCount == 1)
        let notice = try #require(launch.notices.first)
        #expect(notice.contains("history.sqlite3: steps[41") && notice.contains("steps begin in order"), "\(notice)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.keptFolder)
        #expect(kept.contains { $0.hasPrefix("unrestorable-") }, "\(kept)")
    }
}
