import Foundation
import MeridianCore
@testable import MeridianFiles
@testable import MeridianKitStorage
import MeridianStore
import Testing

/// The history's database file: created with its schema and version, in WAL mode with full
/// syncs, readable by the `sqlite3` shell, and refused in words when it is newer, damaged or
/// cannot be written.
@Suite struct HistoryDatabaseTests {
    func temporaryPath() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-db-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return "\(folder)/\(HistorySchema.fileName)"
    }

    func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }

    @Test func aNewFileGetsTheSchemaItsVersionWALAndFullSyncs() throws {
        let path = try temporaryPath()
        defer { remove(path) }
        let database = try AppHistoryDatabase(meridianAt: path)
        #expect(try database.connection.userVersion() == HistorySchema.version)
        #expect(try database.connection.pragma("journal_mode") == "wal")
        #expect(try database.connection.pragma("synchronous") == "2")  // FULL
        #expect(try database.connection.integrityCheck() == ["ok"])
        // Opening it again changes nothing.
        _ = try AppHistoryDatabase(meridianAt: path)
        #expect(try AppHistoryDatabase(meridianAt: path).connection.userVersion() == HistorySchema.version)
    }

    /// What a user sees with the `sqlite3` shell: the tables the README describes.
    @Test func theSQLiteShellReadsItsTables() throws {
        let path = try temporaryPath()
        defer { remove(path) }
        _ = try AppHistoryDatabase(meridianAt: path)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        shell.arguments = [path, ".tables"]
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        shell.waitUntilExit()
        let tables = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(whereSeparator: \.isWhitespace).map(String.init).sorted()
        #expect(tables == ["checkpoints", "chunks", "entries", "history", "kept", "segments", "step_groups", "steps", "undo_changes"])
    }

    @Test func aFileFromANewerMeridianIsRefusedAndLeftAsItIs() throws {
        let path = try temporaryPath()
        defer { remove(path) }
        try AppHistoryDatabase(meridianAt: path).connection.setUserVersion(HistorySchema.version + 1)
        #expect(throws: HistoryDatabaseError.newer(path: path, version: HistorySchema.version + 1)) {
            try AppHistoryDatabase(meridianAt: path)
        }
        let error = try #require(throws: HistoryDatabaseError.self) { try AppHistoryDatabase(meridianAt: path) }
        #expect(error.message(in: .meridian) == "\(path) was written by a newer Meridian (schema version \(HistorySchema.version + 1); this build reads up to \(HistorySchema.version))")
    }

    /// A file of the first schema is brought to the current one in place: its entries stay,
    /// skips can be written, and its returns are found through their own index.
    @Test func aFileOfTheFirstSchemaIsMigratedWithItsEntries() throws {
        let path = try temporaryPath()
        defer { remove(path) }
        let old = try SQLiteDatabase(path: path)
        try old.execute(HistorySchema.migrations[0])
        try old.execute("INSERT INTO entries (entry, kind, restore_step, restore_scope) VALUES (0, 'restore', 0, 'everything')")
        try old.setUserVersion(1)
        old.close()
        let database = try AppHistoryDatabase(meridianAt: path)
        #expect(try database.connection.userVersion() == HistorySchema.version)
        #expect(try database.count("entries") == 1)
        #expect(try database.returns() == [HistoryReturn(entry: 0, step: 0)])
        let plan = try database.connection.prepare("EXPLAIN QUERY PLAN SELECT entry, restore_step FROM entries WHERE kind = 'restore' ORDER BY entry")
        #expect(try plan.bind().step() && plan.text(3)?.contains("USING INDEX returns") == true)
        try database.connection.execute(
            "INSERT INTO entries (entry, kind, skip_step, skipping, ineffective_steps, state) VALUES (1, 'skip', 1, 1, '[]', '{}')")
        #expect(try database.skipMarks() == [HistorySkipMark(entry: 1, step: 1, skipping: true, ineffectiveSteps: [])])
        #expect(try database.connection.integrityCheck() == ["ok"])
    }

    @Test func aFileThatIsNotADatabaseIsCalledDamaged() throws {
        let path = try temporaryPath()
        defer { remove(path) }
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: HistoryDatabaseError.self) { try AppHistoryDatabase(meridianAt: path) }
        guard case .sqlite(let sqlite) = error else { Issue.record("\(error)"); return }
        #expect(sqlite.isCorrupt)
        #expect(error.message(in: .meridian).hasPrefix("\(path) is damaged or is not a Meridian history"))
        // Nothing was written over it.
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(repeating: 0x41, count: 8192))
    }

    /// A state folder that is not a folder (a file where it should be) cannot hold the
    /// database; it is said so, even to root, whom permissions do not stop.
    @Test func aFolderThatCannotHoldTheFileIsSaidSo() throws {
        let path = try temporaryPath()
        defer { remove(path) }
        let notAFolder = (path as NSString).deletingLastPathComponent + "/meridian"
        #expect(FileManager.default.createFile(atPath: notAFolder, contents: Data()))
        let error = try #require(throws: HistoryDatabaseError.self) { try AppHistoryDatabase(meridianAt: "\(notAFolder)/\(HistorySchema.fileName)") }
        guard case .sqlite(let sqlite) = error else { Issue.record("\(error)"); return }
        #expect(sqlite.isReadOnly)
        #expect(error.message(in: .meridian).hasPrefix("\(notAFolder)/\(HistorySchema.fileName) cannot be written"))
    }

    @Test func statementsBindAndReadEveryKindOfValue() throws {
        let path = try temporaryPath()
        defer { remove(path) }
        let database = try SQLiteDatabase(path: path)
        try database.execute("CREATE TABLE t (i INTEGER, s TEXT, b BLOB, n)")
        let insert = try database.prepare("INSERT INTO t VALUES (?1, ?2, ?3, ?4)")
        try insert.bind(.int(Int64.min), .text("Zürich · 東京"), .blob([0, 1, 255]), .null).run()
        try insert.bind(.int(7), .text(""), .blob([]), .null).run()
        let select = try database.prepare("SELECT i, s, b, n FROM t ORDER BY rowid")
        #expect(try select.step())
        #expect(select.int(0) == Int64.min && select.text(1) == "Zürich · 東京" && select.blob(2) == [0, 1, 255] && select.isNull(3))
        #expect(try select.step())
        #expect(select.int(0) == 7 && select.text(1) == "" && select.blob(2) == [])
        #expect(try !select.step())
    }

    @Test func aTransactionThatFailsLeavesNothing() throws {
        let path = try temporaryPath()
        defer { remove(path) }
        let database = try SQLiteDatabase(path: path)
        try database.execute("CREATE TABLE t (i INTEGER NOT NULL)")
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try database.transaction {
                try database.execute("INSERT INTO t VALUES (1)")
                throw Stop()
            }
        }
        let count = try database.prepare("SELECT count(*) FROM t")
        _ = try count.step()
        #expect(count.int(0) == 0)
    }
}
