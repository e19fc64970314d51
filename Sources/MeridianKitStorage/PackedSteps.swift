import MeridianStore

/// A history's whole step table packed into one chunk, for a history kept aside: each row as
/// the difference from the row before (varints, signed ones zigzagged), deflated. About two
/// bytes a step instead of the table's sixteen and a row's overhead.
package enum PackedSteps {
    private static let format: UInt8 = 1

    package static func pack(_ rows: HistoryStepRows) -> [UInt8] {
        var body = ByteWriter()
        var previous = (start: Int64(0), label: Int64(0), time: Int64(0))
        for row in 0..<rows.count {
            let current = (start: Int64(rows.starts[row]), label: Int64(rows.labelEntries[row]), time: rows.times[row])
            body.signed(current.start - previous.start)
            body.signed(current.label - previous.label)
            body.signed(current.time - previous.time)
            previous = current
        }
        let deflated = Deflate.compress(body.output)
        var out = ByteWriter()
        out.byte(format)
        out.varint(rows.count)
        out.varint(body.output.count)
        out.fixed32(Deflate.checksum(deflated))
        out.output += deflated
        return out.output
    }

    package static func unpack(_ bytes: [UInt8]) throws(PackedSegment.Damage) -> HistoryStepRows {
        var header = ByteReader(bytes)
        guard header.byte() == format, let count = header.varint(), let length = header.varint(), length <= count * 30,
            let checksum = header.fixed32(), case let deflated = Array(bytes[header.position...]), Deflate.checksum(deflated) == checksum,
            let body = count == 0 ? [] : Deflate.decompress(deflated, length: length)
        else { throw PackedSegment.Damage(reason: "is not a step table, or is damaged") }
        var input = ByteReader(body)
        var rows = HistoryStepRows(first: 0)
        var previous = (start: Int64(0), label: Int64(0), time: Int64(0))
        for _ in 0..<count {
            guard let start = input.signed(), let label = input.signed(), let time = input.signed(),
                let start32 = Int32(exactly: previous.start + start), let label32 = Int32(exactly: previous.label + label)
            else { throw PackedSegment.Damage(reason: "is a step table cut short") }
            previous = (Int64(start32), Int64(label32), previous.time &+ time)
            rows.append(start: start32, labelEntry: label32, time: previous.time)
        }
        guard input.isAtEnd else { throw PackedSegment.Damage(reason: "is a step table with bytes after its last step") }
        return rows
    }
}

extension ByteWriter {
    /// A signed number, zigzagged so that small negative numbers stay short.
    mutating func signed(_ value: Int64) {
        unsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }
}

extension ByteReader {
    mutating func signed() -> Int64? {
        guard let bits = unsigned() else { return nil }
        return Int64(bitPattern: bits >> 1) ^ -Int64(bitPattern: bits & 1)
    }
}
