import Foundation
import MeridianCore
import MeridianFileFormat
import MeridianStore

/// Reading the history back: what a launch needs (the step table, the last segment, the
/// cursor) and any older segment when a jump asks for it. Everything read is checked as a
/// session file's contents are, and a problem is named by its table and row.
extension HistoryDatabase {
    /// The history's size and the slider's position; `nil` when no history is stored yet.
    struct Header: Equatable {
        var checkpointInterval: Int
        var entryCount: Int
        var cursor: Cursor
    }

    func header() throws(HistoryDatabaseError) -> Header? {
        try Self.naming(connection.path) {
            let row = try statement("SELECT checkpoint_interval, cursor_step, cursor_scope FROM history WHERE id = 1")
            defer { _ = try? row.bind() }
            guard try row.bind().step() else { return nil }
            let interval = Int(row.int(0))
            guard Limits.checkpointInterval.contains(interval) else {
                throw HistoryDatabaseError.damaged(path: connection.path, place: "history.checkpoint_interval", reason: "is \(interval)")
            }
            let cursor = Cursor(step: row.isNull(1) ? nil : Int(row.int(1)), scope: row.text(2) ?? "everything")
            let count = try statement("SELECT max(entry) FROM entries")
            defer { _ = try? count.bind() }
            _ = try count.bind().step()
            let entryCount = count.isNull(0) ? 0 : Int(count.int(0)) + 1
            return Header(checkpointInterval: interval, entryCount: entryCount, cursor: cursor)
        }
    }

    /// The rows of `table`.
    func count(_ table: String) throws(HistoryDatabaseError) -> Int {
        do {
            let select = try connection.prepare("SELECT count(*) FROM \(table)")
            _ = try select.step()
            return Int(select.int(0))
        } catch {
            throw .sqlite(error)
        }
    }

    /// The whole step table, in order.
    func steps() throws(HistoryDatabaseError) -> HistoryStepRows {
        var rows = HistoryStepRows(first: 0)
        try Self.naming(connection.path) {
            let select = try statement("SELECT step, first_entry, label_entry, time FROM steps ORDER BY step")
            defer { _ = try? select.bind() }
            try select.bind()
            while try select.step() {
                guard select.int(0) == Int64(rows.count) else {
                    throw HistoryDatabaseError.damaged(path: connection.path, place: "steps", reason: tr("has no step {step}", ["step": rows.count]))
                }
                let start = select.int(1), label = select.int(2)
                guard let start32 = Int32(exactly: start), let label32 = Int32(exactly: label) else {
                    throw HistoryDatabaseError.damaged(path: connection.path, place: "steps[\(rows.count)]", reason: tr("names an entry past any log"))
                }
                rows.append(start: start32, labelEntry: label32, time: select.int(3))
            }
        }
        return rows
    }

    /// Segment `index`'s checkpoint, checked as a session file's state is.
    func checkpoint(_ index: Int, validator: SessionValidator) throws(HistoryDatabaseError) -> AppState {
        let path = connection.path
        return try Self.naming(path) {
            let checkpoint = try statement("SELECT state FROM checkpoints WHERE segment = ?1")
            defer { _ = try? checkpoint.bind() }
            guard try checkpoint.bind(.int(Int64(index))).step() else {
                throw HistoryDatabaseError.damaged(path: path, place: "checkpoints", reason: tr("has no segment {segment}", ["segment": index]))
            }
            return try Self.state(checkpoint.textBytes(0), place: "checkpoints[\(index)].state", path: path, validator: validator)
        }
    }

    /// Segment `index`: its checkpoint and the entries after it, checked.
    func segment(_ index: Int, interval: Int, entryCount: Int, validator: SessionValidator) throws(HistoryDatabaseError)
        -> HistorySegment<AppState, AppAction>
    {
        let path = connection.path
        let state = try checkpoint(index, validator: validator)
        return try Self.naming(path) {
            let start = index * interval
            let end = min(start + interval, entryCount)
            var entries: [HistoryLogRecord<AppState, AppAction>.Entry] = []
            entries.reserveCapacity(end - start)
            let select = try statement(
                "SELECT entry, kind, action, restore_step, restore_scope, state, skip_step, skipping, ineffective_steps FROM entries WHERE entry >= ?1 AND entry < ?2 ORDER BY entry")
            defer { _ = try? select.bind() }
            try select.bind(.int(Int64(start)), .int(Int64(end)))
            while try select.step() {
                let entry = start + entries.count
                let place = "entries[\(entry)]"
                guard select.int(0) == Int64(entry) else {
                    throw HistoryDatabaseError.damaged(path: path, place: "entries", reason: tr("has no entry {entry}", ["entry": entry]))
                }
                switch select.text(1) {
                case "action":
                    guard let action = AppActionJSON.decode(select.textBytes(2)) else {
                        throw HistoryDatabaseError.damaged(path: path, place: "\(place).action", reason: tr("is not an action"))
                    }
                    if let problem = validator.actions.problems(in: action, at: "\(place).action").first {
                        throw HistoryDatabaseError.damaged(path: path, place: problem.path, reason: problem.message)
                    }
                    entries.append(.action(action))
                case "restore":
                    guard !select.isNull(3), let scope = select.text(4) else {
                        throw HistoryDatabaseError.damaged(path: path, place: place, reason: tr("is a restore without its step and scope"))
                    }
                    entries.append(.restore(step: Int(select.int(3)), scope: scope))
                case "sealed":
                    entries.append(.sealed(try Self.state(select.textBytes(5), place: "\(place).state", path: path, validator: validator)))
                case "skip":
                    let mark = try Self.skipMark(select, entry: entry, firstColumn: 6, place: place, path: path)
                    entries.append(.skip(mark, state: try Self.state(select.textBytes(5), place: "\(place).state", path: path, validator: validator)))
                default:
                    throw HistoryDatabaseError.damaged(path: path, place: "\(place).kind", reason: "is “\(select.text(1) ?? "")”")
                }
            }
            guard entries.count == end - start else {
                throw HistoryDatabaseError.damaged(path: path, place: "entries", reason: tr("has no entry {entry}", ["entry": start + entries.count]))
            }
            return HistorySegment(checkpoint: state, entries: entries)
        }
    }

    /// Every skip in the log, in order, without the states they made: few, found through
    /// their own index.
    func skipMarks() throws(HistoryDatabaseError) -> [HistorySkipMark] {
        let path = connection.path
        return try Self.naming(path) {
            let select = try statement(
                "SELECT entry, skip_step, skipping, ineffective_steps FROM entries WHERE kind = 'skip' ORDER BY entry")
            defer { _ = try? select.bind() }
            try select.bind()
            var marks: [HistorySkipMark] = []
            while try select.step() {
                let entry = Int(select.int(0))
                marks.append(try Self.skipMark(select, entry: entry, firstColumn: 1, place: "entries[\(entry)]", path: path))
            }
            return marks
        }
    }

    /// Every return in the log, in order: few, found through their own index.
    func returns() throws(HistoryDatabaseError) -> [HistoryReturn] {
        let path = connection.path
        return try Self.naming(path) {
            let select = try statement("SELECT entry, restore_step FROM entries WHERE kind = 'restore' ORDER BY entry")
            defer { _ = try? select.bind() }
            try select.bind()
            var returns: [HistoryReturn] = []
            while try select.step() {
                let entry = Int(select.int(0))
                guard !select.isNull(1) else {
                    throw HistoryDatabaseError.damaged(path: path, place: "entries[\(entry)]", reason: tr("is a restore without its step and scope"))
                }
                returns.append(HistoryReturn(entry: entry, step: Int(select.int(1))))
            }
            return returns
        }
    }

    /// A skip's columns (its step, whether it skips, its ineffective steps as a JSON array)
    /// from `firstColumn` on.
    private static func skipMark(_ select: SQLiteStatement, entry: Int, firstColumn: Int32, place: String, path: String) throws(HistoryDatabaseError)
        -> HistorySkipMark
    {
        guard !select.isNull(firstColumn), !select.isNull(firstColumn + 1),
            let ineffective = select.text(firstColumn + 2).flatMap({ try? JSONDecoder().decode([Int].self, from: Data($0.utf8)) })
        else {
            throw .damaged(path: path, place: place, reason: tr("is a skip without its step, direction and ineffective steps"))
        }
        return HistorySkipMark(
            entry: entry, step: Int(select.int(firstColumn)), skipping: select.int(firstColumn + 1) != 0, ineffectiveSteps: ineffective)
    }

    /// A state stored as JSON, decoded and checked as a snapshot's.
    private static func state(_ json: [UInt8], place: String, path: String, validator: SessionValidator) throws(HistoryDatabaseError) -> AppState {
        let state: AppState
        do {
            state = try JSONDecoder().decode(AppState.self, from: Data(json))
        } catch {
            throw .damaged(path: path, place: place, reason: tr("is not a state ({reason})", ["reason": "\(error)"]))
        }
        if let problem = validator.states.problems(in: state, at: place).first {
            throw .damaged(path: path, place: problem.path, reason: problem.message)
        }
        return state
    }
}
