/// A step table as storage keeps it: whole groups of `groupSize` steps packed as the store
/// packs its own (a group is 64 of the store's blocks, about five bytes a step), then the rows
/// after them, which the next steps may still change.
///
/// A launch reads the groups' bytes straight into the store's blocks, checking each row as
/// it decodes it, instead of reading millions of rows into columns and packing them again:
/// five million steps take about 15 MB and a few tens of milliseconds, where their rows took
/// 120 MB and over a second.
public struct StoredSteps: Equatable, Sendable {
    /// Steps a group holds.
    public static var groupSize: Int { StepBlocks.size * blocksPerGroup }
    static var blocksPerGroup: Int { 64 }
    /// The first byte of every group: the packing it uses.
    static var format: UInt8 { 1 }

    /// Group `g` holds steps `g * groupSize ..< (g + 1) * groupSize`, as `group(of:at:)` packs them.
    public private(set) var groups: [[UInt8]]
    /// The steps after the groups, from step `groups.count * groupSize` on.
    public private(set) var rows: HistoryStepRows

    /// The steps held.
    public var count: Int { groups.count * Self.groupSize + rows.count }

    /// A table of these groups and the rows after them, which must begin where the groups end.
    public init(groups: [[UInt8]], rows: HistoryStepRows) {
        precondition(rows.first == groups.count * Self.groupSize, "the rows after the groups begin at step \(groups.count * Self.groupSize)")
        self.groups = groups
        self.rows = rows
    }

    /// A table of rows alone, from step 0.
    public init(_ rows: HistoryStepRows) {
        self.init(groups: [], rows: rows)
    }

    /// `rows`' steps `offset ..< offset + groupSize` (counted in `rows`, not from step 0) as one
    /// group: the format, then each block's first start, its first time and its length (zigzag varints, as
    /// in a block) and its bytes.
    public static func group(of rows: HistoryStepRows, at offset: Int) -> [UInt8] {
        precondition(offset >= 0 && offset + groupSize <= rows.count, "a group is \(groupSize) whole rows")
        var bytes: [UInt8] = [format]
        bytes.reserveCapacity(groupSize * 6)
        var block: [UInt8] = []
        block.reserveCapacity(StepBlocks.largestBlock)
        for first in stride(from: offset, to: offset + groupSize, by: StepBlocks.size) {
            block.removeAll(keepingCapacity: true)
            StepBlocks.encode({ StepRow(start: rows.starts[first + $0], labelEntry: rows.labelEntries[first + $0], time: rows.times[first + $0]) }, into: &block)
            StepBlocks.write(Int64(rows.starts[first]), to: &bytes)
            StepBlocks.write(rows.times[first], to: &bytes)
            StepBlocks.write(Int64(block.count), to: &bytes)
            bytes.append(contentsOf: block)
        }
        return bytes
    }

    /// Every row, checked as a store resuming the table checks it (`entryCount` is the log's
    /// length): for a history kept aside, or told of.
    public func unpacked(entryCount: Int) throws(HistoryArchiveError) -> HistoryStepRows {
        let table = try StepTable(stored: self, entryCount: entryCount)
        var rows = HistoryStepRows()
        rows.reserveCapacity(table.count)
        table.forEachRow(from: 0) { _, row in rows.append(start: row.start, labelEntry: row.labelEntry, time: row.time) }
        return rows
    }

    /// Group `index`'s blocks appended to `blocks`, each row checked with `check`.
    static func append(group index: Int, _ bytes: [UInt8], to blocks: inout StepBlocks, check: inout StepTableCheck) throws(HistoryArchiveError) {
        let first = index * groupSize
        let damaged = HistoryArchiveError(path: "steps[\(first)...\(first + groupSize - 1)]", message: "is a packed group of steps that does not decode")
        try bytes.withUnsafeBufferPointer { (bytes) throws(HistoryArchiveError) in
            guard bytes.first == format else { throw damaged }
            var position = 1
            for _ in 0..<blocksPerGroup {
                guard let start = StepBlocks.read(bytes, at: &position, before: bytes.count).flatMap({ Int32(exactly: $0) }),
                    let time = StepBlocks.read(bytes, at: &position, before: bytes.count),
                    let length = StepBlocks.read(bytes, at: &position, before: bytes.count), length >= 0, length <= Int64(bytes.count - position)
                else { throw damaged }
                let block = UnsafeBufferPointer(rebasing: bytes[position..<(position + Int(length))])
                try blocks.appendStored(start: start, time: time, bytes: block, check: &check)
                position += Int(length)
            }
            guard position == bytes.count else { throw damaged }
        }
    }
}
