import MeridianStore

/// Packing the step table: once a group of `StoredSteps.groupSize` steps all lie before the
/// last step (which a coalesced action may still rename), they become one row of
/// `step_groups`, packed as the store packs its own blocks, and their rows go. A row cost
/// about 24 bytes on disk; a packed step costs about five, and a launch reads a group's bytes
/// straight into the store instead of decoding four thousand rows.
extension HistoryDatabase {
    /// Stores `rows`, which run to the history's last step: the groups they hold whole and that
    /// end before that step are packed straight from memory (an import's, nearly all), the
    /// other steps are rows, and a group those rows complete is packed from them.
    func insertSteps(_ rows: HistoryStepRows) throws(SQLiteError) {
        guard rows.count > 0 else { return }
        let size = StoredSteps.groupSize
        let last = rows.first + rows.count - 1
        let firstWhole = (rows.first + size - 1) / size
        let whole = firstWhole..<max(firstWhole, last / size)
        let insertGroup = try statement("INSERT OR REPLACE INTO step_groups (first_step, bytes) VALUES (?1, ?2)")
        for group in whole {
            try insertGroup.bind(.int(Int64(group * size)), .blob(StoredSteps.group(of: rows, at: group * size - rows.first))).run()
        }
        let upsertStep = try statement("INSERT OR REPLACE INTO steps (step, first_entry, label_entry, time) VALUES (?1, ?2, ?3, ?4)")
        for row in 0..<rows.count where !whole.contains((rows.first + row) / size) {
            try upsertStep.bind(
                .int(Int64(rows.first + row)), .int(Int64(rows.starts[row])), .int(Int64(rows.labelEntries[row])), .int(rows.times[row])
            ).run()
        }
        try packStepGroups(before: last)
    }

    /// Packs each group of steps stored as rows that ends before step `last`; returns how many.
    /// A group missing a row stays as it is, to be told of by the launch's check.
    @discardableResult
    func packStepGroups(before last: Int) throws(SQLiteError) -> Int {
        let size = StoredSteps.groupSize
        let first = try statement("SELECT min(step) FROM steps")
        defer { _ = try? first.bind() }
        guard try first.bind().step(), !first.isNull(0) else { return 0 }
        var group = Int(first.int(0)) / size
        var packed = 0
        let select = try statement("SELECT first_entry, label_entry, time FROM steps WHERE step >= ?1 AND step < ?2 ORDER BY step")
        defer { _ = try? select.bind() }
        while (group + 1) * size <= last {
            var rows = HistoryStepRows(first: group * size)
            rows.reserveCapacity(size)
            try select.bind(.int(Int64(group * size)), .int(Int64((group + 1) * size)))
            while try select.step() {
                guard let start = Int32(exactly: select.int(0)), let label = Int32(exactly: select.int(1)) else { return packed }
                rows.append(start: start, labelEntry: label, time: select.int(2))
            }
            guard rows.count == size else { return packed }
            try statement("INSERT OR REPLACE INTO step_groups (first_step, bytes) VALUES (?1, ?2)")
                .bind(.int(Int64(group * size)), .blob(StoredSteps.group(of: rows, at: 0))).run()
            try statement("DELETE FROM steps WHERE step >= ?1 AND step < ?2").bind(.int(Int64(group * size)), .int(Int64((group + 1) * size))).run()
            packed += 1
            group += 1
        }
        return packed
    }

    /// Packs the groups of a database of an older schema, whose steps are all rows; returns how many.
    func packCompleteStepGroups() throws(SQLiteError) -> Int {
        let last = try connection.prepare("SELECT max(step) FROM steps")
        guard try last.step(), !last.isNull(0) else { return 0 }
        return try packStepGroups(before: Int(last.int(0)))
    }
}
