@testable import MeridianStore
import Testing
import TestSupport

/// The step table packs all but its last rows; every way of reading it must give back the rows
/// it was given, whatever their sizes.
struct StepTableTests {
    /// Rows a log could make: starts in order, each label one of its step's entries, times
    /// that mostly move on by a little and sometimes jump back or far ahead (a clock set wrong).
    /// Some steps are hundreds of entries long, unless `longSteps` is false.
    static func rows(count: Int, seed: UInt64, longSteps: Bool = true) -> (starts: [Int32], labels: [Int32], times: [Int64], entryCount: Int) {
        var random = SeededRandom(seed: seed)
        var starts: [Int32] = [0], labels: [Int32] = [-1], times: [Int64] = [1_700_000_000_000]
        var next = Int32(random.next() % 2)
        for _ in 1..<count {
            let length = Int32(1 + random.next() % (longSteps && random.next() % 16 == 0 ? 300 : 4))
            starts.append(next)
            labels.append(next + Int32(random.next() % UInt64(length)))
            next += length
            let jump: Int64 = switch random.next() % 50 {
            case 0: -Int64(random.next() % 86_400_000)
            case 1: Int64(random.next() % (1 << 40))
            default: Int64(random.next() % 5000)
            }
            times.append(times[times.count - 1] &+ jump)
        }
        return (starts, labels, times, Int(next))
    }

    @Test(arguments: [1, 2, 63, 64, 65, 128, 129, 1000, 4097, 8193, 9000], [false, true])
    func everyRowComesBack(count: Int, grouped: Bool) throws {
        let rows = Self.rows(count: count, seed: UInt64(count))
        let table = try StepTable(starts: rows.starts, labelEntries: rows.labels, times: rows.times, entryCount: rows.entryCount, grouped: grouped)
        #expect(table.count == count)
        for step in 0..<count {
            #expect(table.row(step) == StepRow(start: rows.starts[step], labelEntry: rows.labels[step], time: rows.times[step]))
        }
        for range in [0..<count, 0..<0, 1..<min(2, count), (count / 2)..<count, max(count - 70, 0)..<max(count - 3, 0)] {
            #expect(table.rows(range) == range.map(table.row), "rows \(range)")
        }
        for first in [0, 1, count / 2, count - 1, count] {
            var seen: [Int] = []
            table.forEachRow(from: first) { step, row in
                seen.append(step)
                #expect(row.start == rows.starts[step] && row.time == rows.times[step] && row.labelEntry == rows.labels[step])
            }
            #expect(seen == Array(first..<count))
        }
    }

    @Test(arguments: [1, 2, 64, 65, 300, 4097])
    func firstStepAgreesWithALinearSearch(count: Int) throws {
        let rows = Self.rows(count: count, seed: 99 + UInt64(count))
        let table = try StepTable(starts: rows.starts, labelEntries: rows.labels, times: rows.times, entryCount: rows.entryCount)
        // Every entry, swept in order beside the answer a linear search would give.
        var expected = 1
        for entry in -1...(rows.entryCount + 1) {
            while expected < count, Int(rows.starts[expected]) < entry { expected += 1 }
            #expect(table.firstStep(beginningAtOrAfter: entry) == expected, "entry \(entry)")
        }
    }

    @Test(arguments: [1, 2, 65, 4097])
    func stepsBeginningAtEntriesInOrderAgreeWithOneSearchEach(count: Int) throws {
        let rows = Self.rows(count: count, seed: 5 + UInt64(count))
        let table = try StepTable(starts: rows.starts, labelEntries: rows.labels, times: rows.times, entryCount: rows.entryCount)
        var random = SeededRandom(seed: 3)
        // Runs of entries close together, as returns are, and far apart; with repeats.
        var entries: [Int] = []
        var entry = -1
        while entry <= rows.entryCount + 1 {
            entries.append(entry)
            entry += Int(random.next() % (random.next() % 4 == 0 ? 400 : 3))
        }
        let expected = entries.map { entry in
            let step = table.firstStep(beginningAtOrAfter: entry)
            return step < count && table.start(of: step) == entry ? step : nil
        }
        #expect(table.steps(beginningAt: entries) == expected)
    }

    @Test func aTableGrownStepByStepEqualsOneReadBack() throws {
        let rows = Self.rows(count: 700, seed: 7)
        var grown = StepTable(startTime: rows.times[0])
        for step in 1..<rows.starts.count {
            grown.begin(at: Int(rows.starts[step]), labelEntry: Int(rows.starts[step]), time: rows.times[step])
            if rows.labels[step] != rows.starts[step] { grown.extendLast(with: Int(rows.labels[step])) }
        }
        let read = try StepTable(starts: rows.starts, labelEntries: rows.labels, times: rows.times, entryCount: rows.entryCount)
        #expect(grown == read)
        grown.extendLast(with: rows.entryCount)
        #expect(grown != read)
        #expect(grown.labelEntry(of: grown.lastIndex) == rows.entryCount)
    }

    @Test func aBlockOfExtremeTimesComesBack() throws {
        let times: [Int64] = [0, .max, .min, -1, 1, .max, 0] + Array(repeating: 5, count: 60)
        let starts = (0..<Int32(times.count)).map { $0 }
        let labels = [-1] + starts.dropFirst()
        let table = try StepTable(starts: starts, labelEntries: labels, times: times, entryCount: times.count)
        #expect((0..<times.count).map { table.time(of: $0) } == times)
    }
}

extension StepTable {
    /// The table of these rows as storage gives it back: as rows alone, or (`grouped`) with
    /// every whole group before the last step packed, as the database keeps them.
    init(starts: [Int32], labelEntries: [Int32], times: [Int64], entryCount: Int, grouped: Bool = false) throws(HistoryArchiveError) {
        var rows = HistoryStepRows()
        for step in starts.indices { rows.append(start: starts[step], labelEntry: labelEntries[step], time: times[step]) }
        try self.init(stored: grouped ? StoredSteps.grouping(rows) : StoredSteps(rows), entryCount: entryCount)
    }
}

extension StoredSteps {
    /// `rows` (from step 0) as the database stores them: each whole group that ends before the
    /// last step packed, the rest as rows.
    static func grouping(_ rows: HistoryStepRows) -> StoredSteps {
        let groupCount = max(rows.count - 1, 0) / groupSize
        var tail = HistoryStepRows(first: groupCount * groupSize)
        for row in (groupCount * groupSize)..<rows.count { tail.append(start: rows.starts[row], labelEntry: rows.labelEntries[row], time: rows.times[row]) }
        return StoredSteps(groups: (0..<groupCount).map { group(of: rows, at: $0 * groupSize) }, rows: tail)
    }
}
