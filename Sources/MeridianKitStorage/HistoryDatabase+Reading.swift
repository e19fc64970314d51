import Foundation
import MeridianStore

/// Reading the history back: what a launch needs (the step table, the last segment, the
/// cursor) and any older segment when a jump asks for it. Everything read is checked as a
/// session file's contents are, and a problem is named by its table and row.
extension HistoryDatabase {
    /// The history's size and the slider's position; `nil` when no history is stored yet.
    package struct Header: Equatable {
        package var checkpointInterval: Int
        package var entryCount: Int
        package var cursor: Cursor
    }

    package func header() throws(HistoryDatabaseError) -> Header? {
        try Self.naming(connection.path) {
            let row = try statement("SELECT checkpoint_interval, cursor_step, cursor_scope FROM history WHERE id = 1")
            defer { _ = try? row.bind() }
            guard try row.bind().step() else { return nil }
            let interval = Int(row.int(0))
            guard codec.checkpointIntervals.contains(interval) else {
                throw HistoryDatabaseError.damaged(path: connection.path, place: "history.checkpoint_interval", reason: "is \(interval)")
            }
            let cursor = Cursor(step: row.isNull(1) ? nil : Int(row.int(1)), scope: row.text(2) ?? "everything")
            // The entries of packed segments are in their chunks; those after them are rows.
            let count = try statement(
                "SELECT max(last) FROM (SELECT max(entry) AS last FROM entries UNION ALL SELECT (max(segment) + 1) * ?1 - 1 FROM segments WHERE history = 0)")
            defer { _ = try? count.bind() }
            _ = try count.bind(.int(Int64(interval))).step()
            let entryCount = count.isNull(0) ? 0 : Int(count.int(0)) + 1
            return Header(checkpointInterval: interval, entryCount: entryCount, cursor: cursor)
        }
    }

    /// The rows of `table`.
    package func count(_ table: String) throws(HistoryDatabaseError) -> Int {
        do {
            let select = try connection.prepare("SELECT count(*) FROM \(table)")
            _ = try select.step()
            return Int(select.int(0))
        } catch {
            throw .sqlite(error)
        }
    }

    /// The whole step table as it is stored, in order: the packed groups of steps, then the
    /// rows after them. Each group's rows are checked when a store takes them on
    /// (`StoredSteps`); here, that the groups and rows are numbered without a gap.
    package func storedSteps() throws(HistoryDatabaseError) -> StoredSteps {
        let size = StoredSteps.groupSize
        var groups: [[UInt8]] = []
        var rows = HistoryStepRows()
        try Self.naming(connection.path) {
            let packed = try statement("SELECT first_step, bytes FROM step_groups ORDER BY first_step")
            defer { _ = try? packed.bind() }
            try packed.bind()
            while try packed.step() {
                guard packed.int(0) == Int64(groups.count * size) else {
                    throw HistoryDatabaseError.damaged(path: connection.path, place: "step_groups", reason: words.noStep(groups.count * size))
                }
                groups.append(packed.blob(1))
            }
            rows = HistoryStepRows(first: groups.count * size)
            // Steps are numbered without gaps (checked below): the last one's number, found
            // through the rowid, says how many rows follow without reading the table twice.
            let last = try statement("SELECT max(step) FROM steps")
            defer { _ = try? last.bind() }
            if try last.bind().step(), !last.isNull(0) { rows.reserveCapacity(max(Int(last.int(0)) + 1 - rows.first, 0)) }
            let select = try statement("SELECT step, first_entry, label_entry, time FROM steps WHERE step >= ?1 ORDER BY step")
            defer { _ = try? select.bind() }
            try select.bind(.int(Int64(rows.first)))
            while try select.step() {
                let step = rows.first + rows.count
                guard select.int(0) == Int64(step) else {
                    throw HistoryDatabaseError.damaged(path: connection.path, place: "steps", reason: words.noStep(step))
                }
                let start = select.int(1), label = select.int(2)
                guard let start32 = Int32(exactly: start), let label32 = Int32(exactly: label) else {
                    throw HistoryDatabaseError.damaged(path: connection.path, place: "steps[\(step)]", reason: words.pastAnyLog)
                }
                rows.append(start: start32, labelEntry: label32, time: select.int(3))
            }
        }
        return StoredSteps(groups: groups, rows: rows)
    }

    /// Every step's row, checked against a log of `entryCount` entries: for keeping the history
    /// aside, and for telling of it.
    package func steps(entryCount: Int) throws(HistoryDatabaseError) -> HistoryStepRows {
        let stored = try storedSteps()
        do {
            return try stored.unpacked(entryCount: entryCount)
        } catch {
            throw .damaged(path: connection.path, place: error.path, reason: error.message)
        }
    }

    /// Segment `index`'s checkpoint, checked as a session file's state is.
    package func checkpoint(_ index: Int) throws(HistoryDatabaseError) -> State {
        let path = connection.path
        if let packed = try packedSegment(index) {
            return try state(packed.checkpoint, place: "segments[\(index)].checkpoint")
        }
        return try Self.naming(path) {
            let checkpoint = try statement("SELECT state FROM checkpoints WHERE segment = ?1")
            defer { _ = try? checkpoint.bind() }
            guard try checkpoint.bind(.int(Int64(index))).step() else {
                throw HistoryDatabaseError.damaged(path: path, place: "checkpoints", reason: words.noSegment(index))
            }
            return try state(checkpoint.textBytes(0), place: "checkpoints[\(index)].state")
        }
    }

    /// Segment `index`: its checkpoint and the entries after it, checked.
    package func segment(_ index: Int, interval: Int, entryCount: Int) throws(HistoryDatabaseError) -> HistorySegment<State, Action> {
        let path = connection.path
        if let packed = try packedSegment(index) {
            return try segment(index, unpacked: packed, interval: interval)
        }
        let checkpoint = try checkpoint(index)
        return try Self.naming(path) {
            let start = index * interval
            let end = min(start + interval, entryCount)
            var entries: [HistoryLogRecord<State, Action>.Entry] = []
            entries.reserveCapacity(end - start)
            let select = try statement(
                "SELECT entry, kind, action, restore_step, restore_scope, state, skip_step, skipping, ineffective_steps, restore_made FROM entries WHERE entry >= ?1 AND entry < ?2 ORDER BY entry")
            defer { _ = try? select.bind() }
            try select.bind(.int(Int64(start)), .int(Int64(end)))
            while try select.step() {
                let entry = start + entries.count
                let place = "entries[\(entry)]"
                guard select.int(0) == Int64(entry) else {
                    throw HistoryDatabaseError.damaged(path: path, place: "entries", reason: words.noEntry(entry))
                }
                switch select.text(1) {
                case "action":
                    switch codec.logEntry(action: select.textBytes(2), "\(place).action") {
                    case .success(let logged): entries.append(logged)
                    case .failure(let damage): throw HistoryDatabaseError.damaged(path: path, place: damage.place, reason: damage.reason)
                    }
                case "restore":
                    guard !select.isNull(3), let scope = select.text(4) else {
                        throw HistoryDatabaseError.damaged(path: path, place: place, reason: words.restoreWithoutStep)
                    }
                    guard let kind = HistoryReturnKind(stored: select.text(9)) else {
                        throw HistoryDatabaseError.damaged(path: path, place: "\(place).restore_made", reason: "is “\(select.text(9) ?? "")”")
                    }
                    entries.append(.restore(step: Int(select.int(3)), scope: scope, kind: kind))
                case "sealed":
                    entries.append(.sealed(try state(select.textBytes(5), place: "\(place).state")))
                case "skip":
                    let mark = try skipMark(select, entry: entry, firstColumn: 6, place: place)
                    entries.append(.skip(mark, state: try state(select.textBytes(5), place: "\(place).state")))
                default:
                    throw HistoryDatabaseError.damaged(path: path, place: "\(place).kind", reason: "is “\(select.text(1) ?? "")”")
                }
            }
            guard entries.count == end - start else {
                throw HistoryDatabaseError.damaged(path: path, place: "entries", reason: words.noEntry(start + entries.count))
            }
            return HistorySegment(checkpoint: checkpoint, entries: entries)
        }
    }

    /// A packed segment's values, decoded and checked; a packed segment is always whole.
    private func segment(_ index: Int, unpacked packed: PackedSegment, interval: Int) throws(HistoryDatabaseError) -> HistorySegment<State, Action> {
        let place = "segments[\(index)]"
        guard packed.entries.count == interval else {
            throw .damaged(path: connection.path, place: place, reason: words.noEntry(index * interval + packed.entries.count))
        }
        let checkpoint = try state(packed.checkpoint, place: "\(place).checkpoint")
        var entries: [HistoryLogRecord<State, Action>.Entry] = []
        entries.reserveCapacity(interval)
        for (offset, entry) in packed.entries.enumerated() {
            let place = "entries[\(index * interval + offset)]"
            switch entry {
            case .action(let bytes):
                switch codec.logEntry(action: bytes, "\(place).action") {
                case .success(let logged): entries.append(logged)
                case .failure(let damage): throw .damaged(path: connection.path, place: damage.place, reason: damage.reason)
                }
            case .restore(let step, let scope, let kind):
                entries.append(.restore(step: step, scope: scope, kind: kind))
            case .sealed(let bytes):
                entries.append(.sealed(try state(bytes, place: "\(place).state")))
            case .skip(let step, let skipping, let ineffective, let bytes):
                let mark = HistorySkipMark(entry: index * interval + offset, step: step, skipping: skipping, ineffectiveSteps: ineffective)
                entries.append(.skip(mark, state: try state(bytes, place: "\(place).state")))
            }
        }
        return HistorySegment(checkpoint: checkpoint, entries: entries)
    }

    /// Every skip in the log, in order, without the states they made: few, found through
    /// their own index.
    package func skipMarks() throws(HistoryDatabaseError) -> [HistorySkipMark] {
        let path = connection.path
        return try Self.naming(path) {
            let select = try statement(
                "SELECT entry, skip_step, skipping, ineffective_steps FROM entries WHERE kind = 'skip' ORDER BY entry")
            defer { _ = try? select.bind() }
            try select.bind()
            var marks: [HistorySkipMark] = []
            while try select.step() {
                let entry = Int(select.int(0))
                marks.append(try skipMark(select, entry: entry, firstColumn: 1, place: "entries[\(entry)]"))
            }
            return marks
        }
    }

    /// What the ended steps changed of what Undo takes back, by group, and the undo scope they
    /// answer for; `nil` when none is kept (a history written before they were). Groups of
    /// another scope than the first are left out: the steps are searched for again.
    package func undoChanges() throws(HistoryDatabaseError) -> (scopeID: String, groups: [Int: [UInt8]])? {
        try Self.naming(connection.path) {
            let select = try statement("SELECT grp, scope, bits FROM undo_changes ORDER BY grp")
            defer { _ = try? select.bind() }
            try select.bind()
            var found: (scopeID: String, groups: [Int: [UInt8]])?
            while try select.step() {
                guard let scope = select.text(1) else { continue }
                if found == nil { found = (scope, [:]) }
                guard scope == found?.scopeID else { continue }
                found?.groups[Int(select.int(0))] = select.blob(2)
            }
            return found
        }
    }

    /// Every return in the log, in order: few, found through their own index.
    package func returns() throws(HistoryDatabaseError) -> [HistoryReturn] {
        let path = connection.path
        return try Self.naming(path) {
            let select = try statement("SELECT entry, restore_step, restore_made FROM entries WHERE kind = 'restore' ORDER BY entry")
            defer { _ = try? select.bind() }
            try select.bind()
            var returns: [HistoryReturn] = []
            while try select.step() {
                let entry = Int(select.int(0))
                guard !select.isNull(1) else {
                    throw HistoryDatabaseError.damaged(path: path, place: "entries[\(entry)]", reason: words.restoreWithoutStep)
                }
                guard Int32(exactly: entry) != nil, let step = Int32(exactly: select.int(1)) else {
                    throw HistoryDatabaseError.damaged(path: path, place: "entries[\(entry)]", reason: words.pastAnyLog)
                }
                guard let kind = HistoryReturnKind(stored: select.text(2)) else {
                    throw HistoryDatabaseError.damaged(path: path, place: "entries[\(entry)].restore_made", reason: "is “\(select.text(2) ?? "")”")
                }
                returns.append(HistoryReturn(entry: entry, step: Int(step), kind: kind))
            }
            return returns
        }
    }

    /// A skip's columns (its step, whether it skips, its ineffective steps as a JSON array)
    /// from `firstColumn` on.
    private func skipMark(_ select: SQLiteStatement, entry: Int, firstColumn: Int32, place: String) throws(HistoryDatabaseError)
        -> HistorySkipMark
    {
        guard !select.isNull(firstColumn), !select.isNull(firstColumn + 1),
            let ineffective = select.text(firstColumn + 2).flatMap({ try? JSONDecoder().decode([Int].self, from: Data($0.utf8)) })
        else {
            throw .damaged(path: connection.path, place: place, reason: words.skipWithoutStep)
        }
        return HistorySkipMark(
            entry: entry, step: Int(select.int(firstColumn)), skipping: select.int(firstColumn + 1) != 0, ineffectiveSteps: ineffective)
    }

    /// A stored state, decoded and checked by the codec.
    private func state(_ bytes: [UInt8], place: String) throws(HistoryDatabaseError) -> State {
        switch codec.decodeState(bytes, place) {
        case .success(let state): return state
        case .failure(let damage): throw .damaged(path: connection.path, place: damage.place, reason: damage.reason)
        }
    }
}
