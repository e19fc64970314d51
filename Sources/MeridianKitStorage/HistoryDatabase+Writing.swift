import Foundation
import MeridianStore

/// Writing the running history: each batch of new log entries, with the steps they begin or
/// rename, the checkpoints they complete and the slider's position, in one transaction.
extension HistoryDatabase {
    /// Where the slider stands: the step previewed, or `nil` at the present, and the scope.
    package struct Cursor: Equatable, Sendable {
        package var step: Int?
        package var scope: String

        package init(step: Int?, scope: String) {
            self.step = step
            self.scope = scope
        }
    }

    /// Appends `slice` (which must begin where the stored log ends) and sets the cursor, all
    /// or nothing.
    package func append(_ slice: HistoryLogSlice<State, Action>, interval: Int, cursor: Cursor?) throws(SQLiteError) {
        try transaction {
            try write(slice, interval: interval)
            if let cursor { try write(cursor) }
        }
    }

    /// Replaces everything stored with `slice`, which must be the whole log: after an import,
    /// or when a journal is migrated. With `keepingAside`, the history it replaces is kept
    /// aside first, in the same transaction, for that reason and at that time.
    package func replaceAll(
        with slice: HistoryLogSlice<State, Action>, interval: Int, cursor: Cursor, keepingAside: (reason: String, time: Int64)? = nil
    ) throws(SQLiteError) {
        try transaction {
            if let keepingAside {
                do {
                    try keepAsideLive(reason: keepingAside.reason, at: keepingAside.time)
                } catch let error as HistoryDatabaseError {
                    if case .sqlite(let error) = error { throw error }
                    throw SQLiteError(code: 1, message: error.message(in: words), path: connection.path)
                }
            }
            try clearLive()
            try write(slice, interval: interval)
            try write(cursor)
            try forgetUnheldChunks()
        }
    }

    /// `body` in one write transaction, its errors as SQLite's.
    private func transaction(_ body: () throws -> Void) throws(SQLiteError) {
        do {
            try connection.transaction(body)
        } catch let error as SQLiteError {
            throw error
        } catch {
            throw SQLiteError(code: 1, message: "\(error)", path: connection.path)
        }
    }

    private func write(_ slice: HistoryLogSlice<State, Action>, interval: Int) throws(SQLiteError) {
        if slice.start == 0 {
            try connection.prepare("INSERT OR REPLACE INTO history (id, checkpoint_interval) VALUES (1, ?1)").bind(.int(Int64(interval))).run()
        }
        var checkpoints: [Int: State] = [:]
        for checkpoint in slice.checkpoints { checkpoints[checkpoint.segment] = checkpoint.state }
        // The segments the slice holds whole and completes (an import's, nearly all) are packed
        // straight from memory: never written as rows only to be read back and deleted.
        let firstWhole = (slice.start + interval - 1) / interval
        let whole = firstWhole..<max(firstWhole, slice.checkpoints.last?.segment ?? 0)
        var index = slice.start
        var packing: [PackedSegment.Entry] = []
        var failure: SQLiteError?
        slice.forEach { record in
            guard failure == nil else { return }
            let entry = stored(record.entry)
            let segment = index / interval
            defer { index += 1 }
            do throws(SQLiteError) {
                if whole.contains(segment) {
                    // Returns and skips stay rows too, for the indexes a launch reads.
                    try insert([entry], from: index, marksOnly: true)
                    packing.append(entry)
                    if packing.count == interval {
                        try pack(segment: segment, checkpoint: checkpointBytes(segment, checkpoints), entries: packing)
                        packing.removeAll(keepingCapacity: true)
                    }
                } else {
                    try insert([entry], from: index, marksOnly: false)
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        try insertSteps(slice.steps)
        try insertUndoChanges(slice)
        let insertCheckpoint = try statement("INSERT OR REPLACE INTO checkpoints (segment, state) VALUES (?1, ?2)")
        for checkpoint in slice.checkpoints where !whole.contains(checkpoint.segment) {
            try insertCheckpoint.bind(.int(Int64(checkpoint.segment)), .json(codec.encodeState(checkpoint.state))).run()
        }
        // A checkpoint completes the segment before it: one begun in an earlier batch is packed
        // from its rows.
        for checkpoint in slice.checkpoints where checkpoint.segment > 0 && !whole.contains(checkpoint.segment - 1) {
            try pack(segment: checkpoint.segment - 1, interval: interval)
        }
    }

    /// What each ended step changed of what Undo takes back, by group: the groups the slice
    /// holds replace those stored.
    private func insertUndoChanges(_ slice: HistoryLogSlice<State, Action>) throws(SQLiteError) {
        guard let scope = slice.undoScopeID else { return }
        for (group, bytes) in slice.undoChanges {
            try statement("INSERT OR REPLACE INTO undo_changes (grp, scope, bits) VALUES (?1, ?2, ?3)")
                .bind(.int(Int64(group)), .text(scope), .blob(bytes)).run()
        }
    }

    /// A log entry as the database stores it.
    private func stored(_ entry: HistoryLogRecord<State, Action>.Entry) -> PackedSegment.Entry {
        switch entry {
        case .action(let action): .action(codec.encodeAction(action))
        // Kept as an action the app no longer has, which reads back as nothing again.
        case .nothing: .action(HistoryRetiredAction.json)
        case .restore(let step, let scope, let kind): .restore(step: step, scope: scope, kind: kind)
        case .sealed(let state): .sealed(state: codec.encodeState(state))
        case .skip(let mark, let state):
            .skip(step: mark.step, skipping: mark.skipping, ineffectiveSteps: mark.ineffectiveSteps, state: codec.encodeState(state))
        }
    }

    /// Segment `segment`'s checkpoint as bytes: the slice's, or the row an earlier batch wrote.
    private func checkpointBytes(_ segment: Int, _ checkpoints: [Int: State]) throws(SQLiteError) -> [UInt8] {
        if let state = checkpoints[segment] { return codec.encodeState(state) }
        let row = try statement("SELECT state FROM checkpoints WHERE segment = ?1")
        defer { _ = try? row.bind() }
        guard try row.bind(.int(Int64(segment))).step() else {
            throw SQLiteError(code: 1, message: words.noSegment(segment), path: connection.path)
        }
        return row.textBytes(0)
    }

    private func write(_ cursor: Cursor) throws(SQLiteError) {
        try statement("UPDATE history SET cursor_step = ?1, cursor_scope = ?2 WHERE id = 1")
            .bind(cursor.step.map { .int(Int64($0)) } ?? .null, .text(cursor.scope)).run()
    }
}
