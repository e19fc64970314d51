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
            try connection.execute(
                "DELETE FROM entries; DELETE FROM steps; DELETE FROM checkpoints; DELETE FROM history; DELETE FROM segments WHERE history = 0;")
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
        let insertEntry = try statement("INSERT INTO entries (entry, kind, action, restore_step, restore_scope, state) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
        let insertSkip = try statement(
            "INSERT INTO entries (entry, kind, skip_step, skipping, ineffective_steps, state) VALUES (?1, 'skip', ?2, ?3, ?4, ?5)")
        var index = Int64(slice.start)
        var failure: SQLiteError?
        slice.forEach { record in
            guard failure == nil else { return }
            do throws(SQLiteError) {
                switch record.entry {
                case .action(let action):
                    try insertEntry.bind(.int(index), .text("action"), .json(codec.encodeAction(action)), .null, .null, .null).run()
                case .restore(let step, let scope):
                    try insertEntry.bind(.int(index), .text("restore"), .null, .int(Int64(step)), .text(scope), .null).run()
                case .sealed(let state):
                    try insertEntry.bind(.int(index), .text("sealed"), .null, .null, .null, .json(codec.encodeState(state))).run()
                case .skip(let mark, let state):
                    let ineffective = "[" + mark.ineffectiveSteps.map(String.init).joined(separator: ",") + "]"
                    try insertSkip.bind(
                        .int(index), .int(Int64(mark.step)), .int(mark.skipping ? 1 : 0), .text(ineffective), .json(codec.encodeState(state))
                    ).run()
                }
            } catch {
                failure = error
            }
            index += 1
        }
        if let failure { throw failure }
        let upsertStep = try statement("INSERT OR REPLACE INTO steps (step, first_entry, label_entry, time) VALUES (?1, ?2, ?3, ?4)")
        let steps = slice.steps
        for row in 0..<steps.count {
            try upsertStep.bind(
                .int(Int64(steps.first + row)), .int(Int64(steps.starts[row])), .int(Int64(steps.labelEntries[row])), .int(steps.times[row])
            ).run()
        }
        let insertCheckpoint = try statement("INSERT OR REPLACE INTO checkpoints (segment, state) VALUES (?1, ?2)")
        for checkpoint in slice.checkpoints {
            try insertCheckpoint.bind(.int(Int64(checkpoint.segment)), .json(codec.encodeState(checkpoint.state))).run()
        }
        // A checkpoint completes the segment before it.
        for checkpoint in slice.checkpoints where checkpoint.segment > 0 {
            try pack(segment: checkpoint.segment - 1, interval: interval)
        }
    }

    private func write(_ cursor: Cursor) throws(SQLiteError) {
        try statement("UPDATE history SET cursor_step = ?1, cursor_scope = ?2 WHERE id = 1")
            .bind(cursor.step.map { .int(Int64($0)) } ?? .null, .text(cursor.scope)).run()
    }
}
