@testable import MeridianStore
import Testing
import TestSupport

/// A step table read back from storage, as rows or as packed groups: the same table either
/// way, and every row a log could not have made refused with its place named, however it is
/// stored, and a damaged group refused, never misread.
struct StoredStepsTests {
    @Test(arguments: [4097, 8192, 8193, 20_000], [false, true])
    func aGroupedTableEqualsOneReadAsRows(count: Int, longSteps: Bool) throws {
        let rows = StepTableTests.rows(count: count, seed: 11 + UInt64(count), longSteps: longSteps)
        let asRows = try StepTable(starts: rows.starts, labelEntries: rows.labels, times: rows.times, entryCount: rows.entryCount)
        let grouped = try StepTable(starts: rows.starts, labelEntries: rows.labels, times: rows.times, entryCount: rows.entryCount, grouped: true)
        #expect(grouped == asRows)
        var all = HistoryStepRows()
        for step in 0..<count { all.append(start: rows.starts[step], labelEntry: rows.labels[step], time: rows.times[step]) }
        #expect(try StoredSteps.grouping(all).unpacked(entryCount: rows.entryCount) == all)
    }

    /// Each rule broken at step 5000 (inside the second group when grouped) and at the last
    /// step; with short steps only, so that the blocks are checked without decoding each row.
    @Test(arguments: [false, true], [false, true])
    func aRowNoLogCouldMakeIsNamed(grouped: Bool, longSteps: Bool) throws {
        let clean = StepTableTests.rows(count: 9000, seed: 3, longSteps: longSteps)
        func refusal(_ change: (inout [Int32], inout [Int32]) -> Void) -> HistoryArchiveError? {
            var (starts, labels) = (clean.starts, clean.labels)
            change(&starts, &labels)
            do {
                _ = try StepTable(starts: starts, labelEntries: labels, times: clean.times, entryCount: clean.entryCount, grouped: grouped)
                return nil
            } catch {
                return error
            }
        }
        let step = 5000
        #expect(refusal { starts, _ in starts[0] = 1 }?.path == "steps[0]")
        #expect(refusal { _, labels in labels[0] = 0 }?.path == "steps[0]")
        #expect(refusal { starts, _ in starts[step] = starts[step - 1] }?.path == "steps[\(step)].first_entry")
        #expect(refusal { _, labels in labels[step] = labels[step - 1] }?.path == "steps[\(step)].label_entry")
        #expect(refusal { starts, labels in labels[step] = starts[step + 1] }?.path == "steps[\(step)].label_entry")
        #expect(refusal { starts, _ in starts[8999] = Int32(clean.entryCount) }?.path == "steps[8999].first_entry")
        #expect(refusal { _, labels in labels[8999] = Int32(clean.entryCount) }?.path == "steps[8999].label_entry")
        #expect(refusal { _, _ in } == nil)
    }

    @Test func noRowsAfterTheGroupsIsRefused() throws {
        let rows = StepTableTests.rows(count: 4096, seed: 4)
        var all = HistoryStepRows()
        for step in 0..<4096 { all.append(start: rows.starts[step], labelEntry: rows.labels[step], time: rows.times[step]) }
        let stored = StoredSteps(groups: [StoredSteps.group(of: all, at: 0)], rows: HistoryStepRows(first: 4096))
        #expect(throws: HistoryArchiveError.self) { try StepTable(stored: stored, entryCount: rows.entryCount) }
    }

    /// Bytes changed anywhere in a group, or the group cut short or made longer: refused, or
    /// (a changed time, say) read as a table a log could have made, every row in it in order.
    /// Never a crash, never a table that breaks its own rules.
    @Test(arguments: [false, true])
    func aDamagedGroupIsRefusedOrStillATableALogCouldMake(longSteps: Bool) throws {
        let rows = StepTableTests.rows(count: 4200, seed: 9, longSteps: longSteps)
        var all = HistoryStepRows()
        for step in 0..<rows.starts.count { all.append(start: rows.starts[step], labelEntry: rows.labels[step], time: rows.times[step]) }
        let stored = StoredSteps.grouping(all)
        let group = stored.groups[0]
        func read(_ bytes: [UInt8]) -> StepTable? {
            try? StepTable(stored: StoredSteps(groups: [bytes], rows: stored.rows), entryCount: rows.entryCount)
        }
        #expect(read(group) != nil)
        /// The first step of `table` a log could not have made; `nil` when there is none.
        func brokenStep(_ table: StepTable) -> Int? {
            var broken: Int?
            var before = table.row(0)
            table.forEachRow(from: 1) { step, row in
                let inOrder = step == 1 ? row.start >= 0 : row.start > before.start
                if !inOrder || row.labelEntry < row.start || Int(row.labelEntry) >= table.end(of: step, entryCount: rows.entryCount) {
                    broken = broken ?? step
                }
                before = row
            }
            return broken
        }
        var random = SeededRandom(seed: 21)
        var refused = 0
        for _ in 0..<1000 {
            var bytes = group
            let changes = 1 + Int(random.next() % 3)
            for _ in 0..<changes { bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next()) }
            guard let table = read(bytes) else {
                refused += 1
                continue
            }
            let broken = brokenStep(table)
            #expect(table.count == 4200 && broken == nil, "step \(broken ?? 0)")
        }
        #expect(refused > 300, "most changes are refused: \(refused) of 1000")
        // A byte made to go on into the next (its top bit set) keeps an even start or label
        // even: the block then holds fewer numbers than bytes, which the quick check must see.
        for position in 1..<min(group.count, 600) where group[position] < 0x80 {
            var bytes = group
            bytes[position] |= 0x80
            if let table = read(bytes) { #expect(table.count == 4200 && brokenStep(table) == nil, "byte \(position)") }
        }
        for length in [0, 1, 2, group.count / 2, group.count - 1] {
            #expect(read(Array(group[..<length])) == nil, "cut to \(length) bytes")
        }
        #expect(read(group + [0]) == nil)
    }
}
