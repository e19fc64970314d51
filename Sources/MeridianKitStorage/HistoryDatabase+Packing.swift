import MeridianStore
import Foundation

/// Packing complete segments: once the checkpoint after a segment is stored, its checkpoint
/// and entries become one deflated chunk (`PackedSegment`), stored once however many histories
/// hold it, and their rows go. The returns and skips stay as rows too (without their states),
/// so that a launch still finds every branch and skip through their indexes.
extension HistoryDatabase {
    /// Removes the chunks no history holds any more.
    package func forgetUnheldChunks() throws(SQLiteError) {
        try connection.execute(
            """
            DELETE FROM chunks WHERE chunk NOT IN (SELECT chunk FROM segments)
                AND chunk NOT IN (SELECT steps_chunk FROM kept) AND chunk NOT IN (SELECT tail_chunk FROM kept)
            """)
    }

    /// Packs segment `index` of the live history (history 0; those kept aside are 1 and on), whose entries must all be stored, in the
    /// transaction that is open.
    package func pack(segment index: Int, interval: Int) throws(SQLiteError) {
        let already = try statement("SELECT 1 FROM segments WHERE history = 0 AND segment = ?1")
        defer { _ = try? already.bind() }
        guard try !already.bind(.int(Int64(index))).step() else { return }
        let checkpoint = try statement("SELECT state FROM checkpoints WHERE segment = ?1")
        defer { _ = try? checkpoint.bind() }
        guard try checkpoint.bind(.int(Int64(index))).step() else { return }
        let start = Int64(index * interval), end = Int64((index + 1) * interval)
        let entries = try storedEntries(from: start, to: end)
        guard entries.count == interval else { return }
        try pack(segment: index, checkpoint: checkpoint.textBytes(0), entries: entries)
        try statement("DELETE FROM entries WHERE entry >= ?1 AND entry < ?2 AND kind NOT IN ('restore', 'skip')").bind(.int(start), .int(end)).run()
        try statement("UPDATE entries SET state = NULL WHERE entry >= ?1 AND entry < ?2 AND kind = 'skip'").bind(.int(start), .int(end)).run()
    }

    /// Stores segment `index` of the live history, whole, as its chunk; its checkpoint's row,
    /// if there is one, goes.
    package func pack(segment index: Int, checkpoint: [UInt8], entries: [PackedSegment.Entry]) throws(SQLiteError) {
        let chunk = try store(chunk: PackedSegment(checkpoint: checkpoint, entries: entries).packed())
        try statement("INSERT INTO segments (history, segment, chunk) VALUES (0, ?1, ?2)").bind(.int(Int64(index)), .int(chunk)).run()
        try statement("DELETE FROM checkpoints WHERE segment = ?1").bind(.int(Int64(index))).run()
    }

    /// Entries as rows from entry `first` on: all of them, or (`marksOnly`, for a packed
    /// segment) only the returns and skips, the skips without the states their chunk holds.
    func insert(_ entries: [PackedSegment.Entry], from first: Int, marksOnly: Bool) throws(SQLiteError) {
        func insertEntry() throws(SQLiteError) -> SQLiteStatement {
            try statement("INSERT INTO entries (entry, kind, action, restore_step, restore_scope, state, restore_made) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
        }
        for (offset, entry) in entries.enumerated() {
            let index = Int64(first + offset)
            switch entry {
            case .action(let bytes) where !marksOnly:
                try insertEntry().bind(.int(index), .text("action"), .json(bytes), .null, .null, .null, .null).run()
            case .sealed(let state) where !marksOnly:
                try insertEntry().bind(.int(index), .text("sealed"), .null, .null, .null, .json(state), .null).run()
            case .restore(let step, let scope, let kind):
                let made: SQLiteValue = kind == .carriedOn ? .null : .text(kind.rawValue)
                try insertEntry().bind(.int(index), .text("restore"), .null, .int(Int64(step)), .text(scope), .null, made).run()
            case .skip(let step, let skipping, let ineffective, let state):
                let list = "[" + ineffective.map(String.init).joined(separator: ",") + "]"
                try statement("INSERT INTO entries (entry, kind, skip_step, skipping, ineffective_steps, state) VALUES (?1, 'skip', ?2, ?3, ?4, ?5)")
                    .bind(.int(index), .int(Int64(step)), .int(skipping ? 1 : 0), .text(list), marksOnly ? .null : .json(state)).run()
            case .action, .sealed:
                break
            }
        }
    }

    /// Packs every complete segment not packed yet: when a database of an older schema is
    /// brought to this one.
    package func packCompleteSegments() throws(SQLiteError) {
        let row = try connection.prepare("SELECT checkpoint_interval FROM history WHERE id = 1")
        guard try row.step() else { return }
        let interval = Int(row.int(0))
        let last = try connection.prepare("SELECT max(segment) FROM checkpoints")
        guard try last.step(), !last.isNull(0) else { return }
        let lastCheckpoint = Int(last.int(0))
        for segment in 0..<lastCheckpoint {
            try pack(segment: segment, interval: interval)
        }
    }

    /// The rows of entries `start..<end` as bytes, in order.
    package func storedEntries(from start: Int64, to end: Int64) throws(SQLiteError) -> [PackedSegment.Entry] {
        let select = try statement(
            "SELECT kind, action, restore_step, restore_scope, state, skip_step, skipping, ineffective_steps, restore_made FROM entries WHERE entry >= ?1 AND entry < ?2 ORDER BY entry"
        )
        defer { _ = try? select.bind() }
        try select.bind(.int(start), .int(end))
        var entries: [PackedSegment.Entry] = []
        while try select.step() {
            switch select.text(0) {
            case "action": entries.append(.action(select.textBytes(1)))
            case "restore":
                guard let kind = HistoryReturnKind(stored: select.text(8)) else { return [] }
                entries.append(.restore(step: Int(select.int(2)), scope: select.text(3) ?? "", kind: kind))
            case "sealed": entries.append(.sealed(state: select.textBytes(4)))
            case "skip":
                let ineffective = select.text(7).flatMap { try? JSONDecoder().decode([Int].self, from: Data($0.utf8)) } ?? []
                entries.append(.skip(step: Int(select.int(5)), skipping: select.int(6) != 0, ineffectiveSteps: ineffective, state: select.textBytes(4)))
            default:
                // Not a row this build writes: left as it is, for the reader to call damage.
                return []
            }
        }
        return entries
    }

    /// The id of a chunk holding `bytes`: one already stored with the same bytes, or a new one.
    package func store(chunk bytes: [UInt8]) throws(SQLiteError) -> Int64 {
        let hash = Self.hash(bytes)
        let same = try statement("SELECT chunk, bytes FROM chunks WHERE hash = ?1")
        defer { _ = try? same.bind() }
        try same.bind(.int(hash))
        while try same.step() {
            if same.blob(1) == bytes { return same.int(0) }
        }
        try statement("INSERT INTO chunks (hash, bytes) VALUES (?1, ?2)").bind(.int(hash), .blob(bytes)).run()
        return connection.lastInsertedRow
    }

    /// Packed segment `index` of the live history, or `nil` when it is not packed.
    package func packedSegment(_ index: Int) throws(HistoryDatabaseError) -> PackedSegment? {
        let path = connection.path
        return try Self.naming(path) { () throws -> PackedSegment? in
            let select = try statement("SELECT chunks.bytes FROM segments JOIN chunks USING (chunk) WHERE history = 0 AND segment = ?1")
            defer { _ = try? select.bind() }
            guard try select.bind(.int(Int64(index))).step() else { return nil }
            do {
                return try PackedSegment(unpacking: select.blob(0))
            } catch let damage as PackedSegment.Damage {
                throw HistoryDatabaseError.damaged(path: path, place: "segments[\(index)]", reason: damage.reason)
            }
        }
    }

    /// FNV-1a, 64 bits: finds the chunks that may hold the same bytes, which are then compared.
    private static func hash(_ bytes: [UInt8]) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int64(bitPattern: hash)
    }
}
