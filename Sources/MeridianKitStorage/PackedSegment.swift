import CZlib
import MeridianStore

/// A whole segment of the log — its checkpoint and every entry after it, as the database
/// stores their bytes — packed into one deflated value: one row where there were 256, and
/// about a ninth of the bytes (a simulated year's 30.3 MB of segments deflate to 3.3 MB). A
/// segment is packed once it is complete, and never changes again.
///
/// The packed form is a format byte, the body's length as a varint, a CRC-32 of what follows
/// (zlib's own checksum misses a flip in the deflate stream's unused last bits), then the body
/// deflated by zlib. The body: the checkpoint's bytes, the number
/// of entries, and each entry as a kind byte and its values (varints, length-prefixed bytes).
/// A return Undo or Redo made is kind 4, with its kind as one more byte (1 Undo, 2 Redo): a
/// return carried on from the slider stays kind 1, as every return was before.
package struct PackedSegment: Equatable, Sendable {
    /// An entry as the database stores it: actions and states as the codec's bytes.
    package enum Entry: Equatable, Sendable {
        case action([UInt8])
        case restore(step: Int, scope: String, kind: HistoryReturnKind)
        case sealed(state: [UInt8])
        case skip(step: Int, skipping: Bool, ineffectiveSteps: [Int], state: [UInt8])
    }

    /// Why packed bytes could not be read back.
    package struct Damage: Error, Equatable {
        package var reason: String
    }

    /// The segment's checkpoint: the state its entries start from.
    package var checkpoint: [UInt8]
    package var entries: [Entry]

    package init(checkpoint: [UInt8], entries: [Entry]) {
        self.checkpoint = checkpoint
        self.entries = entries
    }

    private static let format: UInt8 = 1
    /// No segment's body is larger: a length beyond it is damage, not a reason to allocate.
    private static let largestBody = 1 << 30

    /// The packed bytes; the same segment always packs to the same bytes, so that histories
    /// kept aside share what they have in common.
    package func packed() -> [UInt8] {
        var body = ByteWriter()
        body.bytes(checkpoint)
        body.varint(entries.count)
        for entry in entries {
            switch entry {
            case .action(let bytes):
                body.byte(0)
                body.bytes(bytes)
            case .restore(let step, let scope, let kind):
                body.byte(kind == .carriedOn ? 1 : 4)
                body.varint(step)
                body.bytes(Array(scope.utf8))
                if kind != .carriedOn { body.byte(kind == .undo ? 1 : 2) }
            case .sealed(let state):
                body.byte(2)
                body.bytes(state)
            case .skip(let step, let skipping, let ineffective, let state):
                body.byte(3)
                body.varint(step)
                body.byte(skipping ? 1 : 0)
                body.varint(ineffective.count)
                for step in ineffective { body.varint(step) }
                body.bytes(state)
            }
        }
        let deflated = Deflate.compress(body.output)
        var out = ByteWriter()
        out.byte(Self.format)
        out.varint(body.output.count)
        out.fixed32(Deflate.checksum(deflated))
        out.output += deflated
        return out.output
    }

    /// The segment `bytes` packed, or what is wrong with them.
    package init(unpacking bytes: [UInt8]) throws(Damage) {
        var header = ByteReader(bytes)
        guard header.byte() == Self.format else { throw Damage(reason: "is not a packed segment of a known format") }
        guard let length = header.varint(), length <= Self.largestBody, let checksum = header.fixed32(),
            case let deflated = Array(bytes[header.position...]), Deflate.checksum(deflated) == checksum,
            let body = Deflate.decompress(deflated, length: length)
        else { throw Damage(reason: "does not inflate: it is damaged") }
        var input = ByteReader(body)
        func fail() -> Damage { Damage(reason: "is cut short or malformed at byte \(input.position) of its body") }
        guard let checkpoint = input.bytes(), let count = input.varint(), count <= body.count else { throw fail() }
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            switch input.byte() {
            case 0:
                guard let action = input.bytes() else { throw fail() }
                entries.append(.action(action))
            case 1:
                guard let step = input.varint(), let scope = input.bytes(), let text = String(validating: scope, as: UTF8.self) else { throw fail() }
                entries.append(.restore(step: step, scope: text, kind: .carriedOn))
            case 4:
                guard let step = input.varint(), let scope = input.bytes(), let text = String(validating: scope, as: UTF8.self),
                    let made = input.byte(), made == 1 || made == 2
                else { throw fail() }
                entries.append(.restore(step: step, scope: text, kind: made == 1 ? .undo : .redo))
            case 2:
                guard let state = input.bytes() else { throw fail() }
                entries.append(.sealed(state: state))
            case 3:
                guard let step = input.varint(), let skipping = input.byte(), skipping <= 1, let n = input.varint(), n <= body.count else { throw fail() }
                var ineffective: [Int] = []
                for _ in 0..<n {
                    guard let step = input.varint() else { throw fail() }
                    ineffective.append(step)
                }
                guard let state = input.bytes() else { throw fail() }
                entries.append(.skip(step: step, skipping: skipping == 1, ineffectiveSteps: ineffective, state: state))
            default:
                throw fail()
            }
        }
        guard input.isAtEnd else { throw fail() }
        self.init(checkpoint: checkpoint, entries: entries)
    }
}

/// zlib's deflate at its strongest level: packing runs on the autosave's queue once per
/// segment, so bytes on disk matter more than the millisecond it takes.
enum Deflate {
    static func compress(_ input: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(input.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        let result = input.withUnsafeBufferPointer { source in
            compress2(&output, &size, source.baseAddress, uLong(input.count), Z_BEST_COMPRESSION)
        }
        // Only a lack of memory fails with a buffer of compressBound's size.
        precondition(result == Z_OK, "zlib's compress2 failed (\(result))")
        output.removeSubrange(Int(size)...)
        return output
    }

    /// The CRC-32 of `input`.
    static func checksum(_ input: [UInt8]) -> UInt32 {
        input.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    /// `input` inflated, when it is a whole zlib stream of exactly `length` bytes.
    static func decompress(_ input: [UInt8], length: Int) -> [UInt8]? {
        guard length > 0 else { return nil }
        var output = [UInt8](repeating: 0, count: length)
        var size = uLong(length)
        let result = output.withUnsafeMutableBufferPointer { target in
            input.withUnsafeBufferPointer { source in
                uncompress(target.baseAddress, &size, source.baseAddress, uLong(input.count))
            }
        }
        return result == Z_OK && Int(size) == length ? output : nil
    }
}

/// Bytes written as varints and length-prefixed runs.
struct ByteWriter {
    var output: [UInt8] = []

    mutating func byte(_ value: UInt8) { output.append(value) }

    /// A non-negative number, seven bits a byte, least significant first.
    mutating func varint(_ value: Int) {
        precondition(value >= 0, "varints are for counts and indexes")
        unsigned(UInt64(value))
    }

    mutating func unsigned(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            output.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        output.append(UInt8(rest))
    }

    mutating func bytes(_ value: [UInt8]) {
        varint(value.count)
        output += value
    }

    /// Four bytes, little-endian.
    mutating func fixed32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { output.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }
}

/// Reads what `ByteWriter` wrote, refusing (with `nil`) anything that runs past the end.
struct ByteReader {
    private let input: [UInt8]
    private(set) var position = 0

    init(_ input: [UInt8]) { self.input = input }

    var isAtEnd: Bool { position == input.count }

    mutating func byte() -> UInt8? {
        guard position < input.count else { return nil }
        defer { position += 1 }
        return input[position]
    }

    mutating func varint() -> Int? {
        unsigned().flatMap { Int(exactly: $0) }
    }

    mutating func unsigned() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = byte() {
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
            if shift > 63 { return nil }
        }
        return nil
    }

    mutating func fixed32() -> UInt32? {
        guard input.count - position >= 4 else { return nil }
        defer { position += 4 }
        return (0..<4).reduce(UInt32(0)) { $0 | UInt32(input[position + $1]) << ($1 * 8) }
    }

    mutating func bytes() -> [UInt8]? {
        guard let count = varint(), count <= input.count - position else { return nil }
        defer { position += count }
        return Array(input[position..<(position + count)])
    }
}

extension HistoryReturnKind {
    /// The kind a `restore_made` column holds: none for a return carried on from the slider;
    /// `nil` for a value no build writes.
    init?(stored: String?) {
        switch stored {
        case nil: self = .carriedOn
        case "undo": self = .undo
        case "redo": self = .redo
        default: return nil
        }
    }
}
