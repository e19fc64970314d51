import Foundation
import MeridianStore

/// Histories kept aside in the database, when an import or a fresh start replaces the one the
/// window shows: a row of `kept` with its step table and its open segment as chunks, and its
/// packed segments as rows of `segments` naming chunks the live history (or another kept one)
/// may hold too. A hundred imports of the same session keep a hundred rows, not a hundred
/// copies. Nothing is deleted unless the user forgets a kept history.
extension HistoryDatabase {
    /// Keeps the live history aside as it is stored, in the transaction that is open; returns
    /// its id, or `nil` when there is no history to keep (none, or one nothing was done in).
    @discardableResult
    package func keepAsideLive(reason: String, at time: Int64) throws(HistoryDatabaseError) -> Int? {
        guard let header = try header(), header.entryCount > 0 else { return nil }
        let steps = try steps(entryCount: header.entryCount)
        let path = connection.path
        return try Self.naming(path) {
            let lastSegment = header.entryCount / header.checkpointInterval
            let checkpoint = try statement("SELECT state FROM checkpoints WHERE segment = ?1")
            defer { _ = try? checkpoint.bind() }
            guard try checkpoint.bind(.int(Int64(lastSegment))).step() else {
                throw HistoryDatabaseError.damaged(path: path, place: "checkpoints", reason: words.noSegment(lastSegment))
            }
            let tail = PackedSegment(
                checkpoint: checkpoint.textBytes(0),
                entries: try storedEntries(from: Int64(lastSegment * header.checkpointInterval), to: Int64(header.entryCount)))
            let stepsChunk = try store(chunk: PackedSteps.pack(steps))
            let tailChunk = try store(chunk: tail.packed())
            let insert = try statement(
                """
                INSERT INTO kept (kept_at, reason, checkpoint_interval, entry_count, step_count, first_time, last_time, cursor_step,
                    cursor_scope, steps_chunk, tail_chunk)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
                """)
            try insert.bind(
                .int(time), .text(reason), .int(Int64(header.checkpointInterval)), .int(Int64(header.entryCount)), .int(Int64(steps.count)),
                steps.times.first.map { .int($0) } ?? .null, steps.times.last.map { .int($0) } ?? .null,
                header.cursor.step.map { .int(Int64($0)) } ?? .null, .text(header.cursor.scope), .int(stepsChunk), .int(tailChunk)
            ).run()
            let id = connection.lastInsertedRow
            try statement("INSERT INTO segments (history, segment, chunk) SELECT ?1, segment, chunk FROM segments WHERE history = 0")
                .bind(.int(id)).run()
            return Int(id)
        }
    }

    /// Empties the live history, in the transaction that is open.
    package func clearLive() throws(SQLiteError) {
        try connection.execute(
            "DELETE FROM entries; DELETE FROM steps; DELETE FROM step_groups; DELETE FROM undo_changes; DELETE FROM checkpoints; DELETE FROM history; DELETE FROM segments WHERE history = 0;")
    }

    /// Keeps the live history aside and begins an empty one: a fresh start. Returns the kept
    /// history's id, or `nil` when nothing was done in the live one, so there was nothing to keep.
    @discardableResult
    package func startAfresh(keepingAside reason: String, at time: Int64) throws(HistoryDatabaseError) -> Int? {
        try transaction { () throws(HistoryDatabaseError) in
            let kept = try keepAsideLive(reason: reason, at: time)
            try Self.naming(connection.path) { try clearLive() }
            return kept
        }
    }

    /// The histories kept aside, oldest first.
    package func keptHistories() throws(HistoryDatabaseError) -> [KeptHistorySummary] {
        try Self.naming(connection.path) {
            // Each chunk's holders, counted once: what only one history holds is what
            // forgetting it frees.
            let select = try connection.prepare(
                """
                WITH holders AS (
                    SELECT chunk, history FROM segments
                    UNION SELECT steps_chunk, history FROM kept
                    UNION SELECT tail_chunk, history FROM kept
                ), sole AS (
                    SELECT chunk, min(history) AS history FROM holders GROUP BY chunk HAVING count(*) = 1
                ), own AS (
                    SELECT sole.history, sum(length(chunks.bytes)) AS bytes FROM sole JOIN chunks USING (chunk) GROUP BY sole.history
                )
                SELECT kept.history, kept_at, reason, step_count, first_time, last_time, coalesce(own.bytes, 0)
                FROM kept LEFT JOIN own USING (history) ORDER BY kept.history
                """)
            var kept: [KeptHistorySummary] = []
            while try select.step() {
                kept.append(
                    KeptHistorySummary(
                        id: Int(select.int(0)), keptAt: select.int(1), reason: select.text(2) ?? "", steps: max(Int(select.int(3)) - 1, 0),
                        firstStepTime: select.isNull(4) ? nil : select.int(4), lastStepTime: select.isNull(5) ? nil : select.int(5),
                        ownBytes: Int(select.int(6))))
            }
            return kept
        }
    }

    /// Makes kept history `id` the live one again, keeping the live one aside first (as
    /// `reason`), all in one transaction. The app must not be running on this database: it
    /// would go on from the history it has in memory.
    package func bringBack(kept id: Int, keepingLiveAs reason: String, at time: Int64) throws(HistoryDatabaseError) {
        let path = connection.path
        try transaction { () throws(HistoryDatabaseError) in
            try Self.naming(path) {
                let row = try connection.prepare(
                    "SELECT checkpoint_interval, entry_count, cursor_step, cursor_scope, steps_chunk, tail_chunk FROM kept WHERE history = ?1")
                guard try row.bind(.int(Int64(id))).step() else { throw HistoryDatabaseError.unusable(path: path, reason: words.noKeptHistory(id)) }
                let interval = Int(row.int(0)), entryCount = Int(row.int(1))
                let cursor = Cursor(step: row.isNull(2) ? nil : Int(row.int(2)), scope: row.text(3) ?? "everything")
                let steps = try unpackSteps(chunk: row.int(4), place: "kept[\(id)].steps")
                let tail = try packed(chunk: row.int(5), place: "kept[\(id)].tail")
                try keepAsideLive(reason: reason, at: time)
                try clearLive()
                try connection.prepare("INSERT INTO history (id, checkpoint_interval, cursor_step, cursor_scope) VALUES (1, ?1, ?2, ?3)")
                    .bind(.int(Int64(interval)), cursor.step.map { .int(Int64($0)) } ?? .null, .text(cursor.scope)).run()
                try connection.prepare("UPDATE segments SET history = 0 WHERE history = ?1").bind(.int(Int64(id))).run()
                try connection.prepare("DELETE FROM kept WHERE history = ?1").bind(.int(Int64(id))).run()
                try insertSteps(steps)
                let lastSegment = entryCount / interval
                try statement("INSERT OR REPLACE INTO checkpoints (segment, state) VALUES (?1, ?2)").bind(.int(Int64(lastSegment)), .json(tail.checkpoint)).run()
                try insert(tail.entries, from: lastSegment * interval, marksOnly: false)
                // The returns and skips of the packed segments, for the indexes a launch reads.
                let segments = try connection.prepare("SELECT segment, chunk FROM segments WHERE history = 0 ORDER BY segment")
                while try segments.step() {
                    let segment = Int(segments.int(0))
                    let entries = try packed(chunk: segments.int(1), place: "segments[\(segment)]").entries
                    try insert(entries, from: segment * interval, marksOnly: true)
                }
                try forgetUnheldChunks()
            }
        }
    }

    /// Forgets kept history `id` for good and frees what no other history holds, giving the
    /// space back to the disk; returns the bytes freed. Only on the user's explicit word, and
    /// not while the app records (the file is rewritten).
    package func forget(kept id: Int) throws(HistoryDatabaseError) -> Int {
        let freed = try keptHistories().first { $0.id == id }?.ownBytes
        guard let freed else { throw .unusable(path: connection.path, reason: words.noKeptHistory(id)) }
        try transaction { () throws(HistoryDatabaseError) in
            try Self.naming(connection.path) {
                try connection.prepare("DELETE FROM segments WHERE history = ?1").bind(.int(Int64(id))).run()
                try connection.prepare("DELETE FROM kept WHERE history = ?1").bind(.int(Int64(id))).run()
                try forgetUnheldChunks()
            }
        }
        try Self.naming(connection.path) { try compact() }
        return freed
    }

    private func chunkBytes(_ chunk: Int64, place: String) throws -> [UInt8] {
        let select = try statement("SELECT bytes FROM chunks WHERE chunk = ?1")
        defer { _ = try? select.bind() }
        guard try select.bind(.int(chunk)).step() else {
            throw HistoryDatabaseError.damaged(path: connection.path, place: place, reason: words.noChunk(Int(chunk)))
        }
        return select.blob(0)
    }

    private func packed(chunk: Int64, place: String) throws -> PackedSegment {
        do {
            return try PackedSegment(unpacking: chunkBytes(chunk, place: place))
        } catch let damage as PackedSegment.Damage {
            throw HistoryDatabaseError.damaged(path: connection.path, place: place, reason: damage.reason)
        }
    }

    private func unpackSteps(chunk: Int64, place: String) throws -> HistoryStepRows {
        do {
            return try PackedSteps.unpack(chunkBytes(chunk, place: place))
        } catch let damage as PackedSegment.Damage {
            throw HistoryDatabaseError.damaged(path: connection.path, place: place, reason: damage.reason)
        }
    }

    /// `body` in one write transaction, its errors named as this file's.
    private func transaction<T>(_ body: () throws(HistoryDatabaseError) -> T) throws(HistoryDatabaseError) -> T {
        try Self.naming(connection.path) { try connection.transaction { try body() } }
    }
}
