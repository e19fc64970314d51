/// Finds, while a file is still being read, the first byte that cannot belong to a JSON text
/// (RFC 8259), so that a reader can stop there instead of reading and holding the rest: a
/// session whose valid start is followed by 300 MB of zero bytes is refused after its first
/// chunk, not after the whole file.
///
/// It only finds where a text stops being JSON; it neither words the problem nor builds
/// anything. It checks structure, strings (unescaped control bytes, escapes), numbers,
/// literals and nesting depth, never more than a parser does: UTF-8 inside strings, surrogate
/// pairs and keys that appear twice are left to the parser that reads what was kept, which
/// words the problem at its place. A text that ends early is not its concern either.
public struct JSONSyntaxScan: Sendable {
    private enum State: UInt8 {
        /// A value must come (at the start, after ':' or after ',' in an array).
        case value
        /// Just after '[': a value or ']'.
        case valueOrEnd
        /// Just after '{': a key or '}'.
        case keyOrEnd
        /// After ',' in an object: a key.
        case key
        /// After a key: ':'.
        case colon
        /// After a value: ',' or the container's end; with no container open, the text is
        /// whole and only whitespace may follow.
        case afterValue
        case string, escape, hex
        /// After '-': a digit.
        case minus
        /// After a leading '0': no more integer digits.
        case zero
        case integer
        /// After '.': a digit.
        case dot
        case fraction
        /// After 'e': a sign or a digit.
        case exponent
        /// After the exponent's sign: a digit.
        case exponentSign
        case exponentDigits
        case literal
    }

    private static let literals: [[UInt8]] = [Array("true".utf8), Array("false".utf8), Array("null".utf8)]

    private var state = State.value
    /// Whether the string being scanned is an object's key.
    private var inKey = false
    /// How many containers are open.
    private var depth = 0
    /// For each open container, one bit: set for an object. Bits, not an array of `Bool`: a
    /// container opens or closes every few bytes of a session.
    private var objectBits: [UInt64]
    private var literal = 0
    /// How many bytes of the literal, or hexadecimal digits of a `\u` escape, are left.
    private var remaining = 0
    /// Bytes scanned before the current chunk.
    private var scanned = 0
    private let maximumDepth: Int

    /// The offset of the first byte found that cannot belong, once one is.
    public private(set) var firstBadByte: Int?

    /// A scan of a text whose objects and arrays may nest `maximumDepth` deep.
    public init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
        objectBits = Array(repeating: 0, count: max(maximumDepth, 1) / 64 + 1)
    }

    /// Scans the text's next bytes; the offset of the first that cannot belong, counted from
    /// the text's start, once one is found (later chunks are then not looked at).
    ///
    /// The scan's state is worked on in locals and stored back once a chunk: read and written
    /// through `self` at every byte, it took a third of a session's reading.
    @discardableResult
    public mutating func scan(_ chunk: UnsafeRawBufferPointer) -> Int? {
        guard firstBadByte == nil else { return firstBadByte }
        let count = chunk.count
        guard count > 0, let bytes = chunk.bindMemory(to: UInt8.self).baseAddress else { return nil }
        var state = self.state, inKey = self.inKey, depth = self.depth, remaining = self.remaining
        var objectBits = self.objectBits
        self.objectBits = []
        defer {
            (self.state, self.inKey, self.depth, self.remaining) = (state, inKey, depth, remaining)
            self.objectBits = objectBits
            scanned += count
        }
        var index = 0
        while index < count {
            let byte = bytes[index]
            switch state {
            case .string:
                // Most of a file is strings: scan them in one tight loop.
                guard let next = Self.string(bytes, from: index, count: count, inKey: inKey, end: &index) else { return bad(at: index) }
                state = next
            case .afterValue:
                switch byte {
                case UInt8(ascii: ","):
                    guard depth > 0 else { return bad(at: index) }
                    state = Self.isObject(depth - 1, objectBits) ? .key : .value
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    guard depth > 0, Self.isObject(depth - 1, objectBits) == (byte == UInt8(ascii: "}")) else { return bad(at: index) }
                    depth -= 1
                case 0x20, 0x0A, 0x0D, 0x09: break
                default: return bad(at: index)
                }
            case .keyOrEnd, .key:
                if byte == UInt8(ascii: "\"") {
                    // The key at once, and the colon after it, without a turn of the loop each.
                    inKey = true
                    guard let next = Self.string(bytes, from: index + 1, count: count, inKey: true, end: &index) else { return bad(at: index) }
                    state = next
                    if state == .colon, index + 1 < count, bytes[index + 1] == UInt8(ascii: ":") {
                        state = .value
                        index += 1
                    }
                } else if byte == UInt8(ascii: "}"), state == .keyOrEnd {
                    depth -= 1
                    state = .afterValue
                } else if !Self.isWhitespace(byte) {
                    return bad(at: index)
                }
            case .colon:
                if byte == UInt8(ascii: ":") {
                    state = .value
                } else if !Self.isWhitespace(byte) {
                    return bad(at: index)
                }
            case .value, .valueOrEnd:
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    // The parser refuses the first container nested deeper than its limit.
                    guard depth < maximumDepth else { return bad(at: index) }
                    let (word, bit) = (depth >> 6, UInt64(1) << UInt64(depth & 63))
                    if byte == UInt8(ascii: "{") {
                        objectBits[word] |= bit
                        state = .keyOrEnd
                    } else {
                        objectBits[word] &= ~bit
                        state = .valueOrEnd
                    }
                    depth += 1
                case UInt8(ascii: "]") where state == .valueOrEnd:
                    depth -= 1
                    state = .afterValue
                case UInt8(ascii: "\""):
                    inKey = false
                    guard let next = Self.string(bytes, from: index + 1, count: count, inKey: false, end: &index) else { return bad(at: index) }
                    state = next
                case UInt8(ascii: "-"): state = .minus
                case UInt8(ascii: "0"): state = .zero
                case UInt8(ascii: "1")...UInt8(ascii: "9"): state = .integer
                case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                    literal = byte == UInt8(ascii: "t") ? 0 : byte == UInt8(ascii: "f") ? 1 : 2
                    remaining = Self.literals[literal].count - 1
                    state = .literal
                case 0x20, 0x0A, 0x0D, 0x09: break
                default: return bad(at: index)
                }
            case .escape:
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    state = .string
                case UInt8(ascii: "u"):
                    state = .hex
                    remaining = 4
                default: return bad(at: index)
                }
            case .hex:
                guard Self.isHexDigit(byte) else { return bad(at: index) }
                remaining -= 1
                if remaining == 0 { state = .string }
            case .literal:
                let word = Self.literals[literal]
                guard byte == word[word.count - remaining] else { return bad(at: index) }
                remaining -= 1
                if remaining == 0 { state = .afterValue }
            case .minus, .dot, .exponentSign:
                guard Self.isDigit(byte) else { return bad(at: index) }
                state = state == .minus ? (byte == UInt8(ascii: "0") ? .zero : .integer) : state == .dot ? .fraction : .exponentDigits
            case .exponent:
                if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                    state = .exponentSign
                } else {
                    guard Self.isDigit(byte) else { return bad(at: index) }
                    state = .exponentDigits
                }
            case .zero, .integer, .fraction, .exponentDigits:
                if Self.isDigit(byte) {
                    // A digit after a leading zero is refused by the parser once the number ends.
                    guard state != .zero else { return bad(at: index) }
                } else if byte == UInt8(ascii: "."), state == .zero || state == .integer {
                    state = .dot
                } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"), state != .exponentDigits {
                    state = .exponent
                } else {
                    // The number has ended: this byte is what follows it.
                    state = .afterValue
                    continue
                }
            }
            index += 1
        }
        return nil
    }

    private mutating func bad(at index: Int) -> Int {
        let offset = scanned + index
        firstBadByte = offset
        return offset
    }

    /// A string read on from `index` up to the first byte that is not plain (a quote, a
    /// backslash or a control byte), where `end` is left; the state that byte leads to: the
    /// string's end, or an escape. `.string` when the chunk ends first (`end` is then one past
    /// it, so the loop ends); `nil` at a control byte, which a string cannot hold.
    @inline(__always)
    private static func string(_ bytes: UnsafePointer<UInt8>, from index: Int, count: Int, inKey: Bool, end: inout Int) -> State? {
        end = index
        while end < count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                return byte == UInt8(ascii: "\"") ? (inKey ? .colon : .afterValue) : byte == UInt8(ascii: "\\") ? .escape : nil
            }
            end += 1
        }
        // The loop's `index += 1` after this turn steps past the chunk's end.
        end = count
        return .string
    }

    /// Whether the container open at `level` (0 the outermost) is an object.
    private static func isObject(_ level: Int, _ bits: [UInt64]) -> Bool {
        bits[level >> 6] & (1 << UInt64(level & 63)) != 0
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 6
    }
}
