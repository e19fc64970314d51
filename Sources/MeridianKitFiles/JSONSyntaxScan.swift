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
    /// For each open container, whether it is an object.
    private var containers: [Bool] = []
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
    }

    /// Scans the text's next bytes; the offset of the first that cannot belong, counted from
    /// the text's start, once one is found (later chunks are then not looked at).
    @discardableResult
    public mutating func scan(_ chunk: UnsafeRawBufferPointer) -> Int? {
        guard firstBadByte == nil else { return firstBadByte }
        let bytes = chunk.bindMemory(to: UInt8.self)
        var index = 0
        let count = bytes.count
        defer { scanned += count }
        while index < count {
            let byte = bytes[index]
            switch state {
            case .string:
                // Most of a file is strings: scan them in one tight loop.
                var end = index
                while end < count {
                    let byte = bytes[end]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                    end += 1
                }
                index = end
                guard end < count else { continue }
                switch bytes[end] {
                case UInt8(ascii: "\""): state = inKey ? .colon : .afterValue
                case UInt8(ascii: "\\"): state = .escape
                default: return bad(at: end)
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
                guard byte == Self.literals[literal][Self.literals[literal].count - remaining] else { return bad(at: index) }
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
            case .value, .valueOrEnd, .keyOrEnd, .key, .colon, .afterValue:
                if Self.isWhitespace(byte) { break }
                guard let next = structural(byte) else { return bad(at: index) }
                state = next
                // The parser refuses the first container nested deeper than its limit.
                if containers.count > maximumDepth { return bad(at: index) }
            }
            index += 1
        }
        return nil
    }

    /// What `byte` starts or ends where a structural character or a value may stand; `nil` when
    /// it cannot.
    private mutating func structural(_ byte: UInt8) -> State? {
        switch state {
        case .keyOrEnd where byte == UInt8(ascii: "}"):
            containers.removeLast()
            return .afterValue
        case .keyOrEnd, .key:
            guard byte == UInt8(ascii: "\"") else { return nil }
            inKey = true
            return .string
        case .colon:
            return byte == UInt8(ascii: ":") ? .value : nil
        case .afterValue:
            guard let isObject = containers.last else { return nil }
            switch byte {
            case UInt8(ascii: ","): return isObject ? .key : .value
            case UInt8(ascii: "}") where isObject, UInt8(ascii: "]") where !isObject:
                containers.removeLast()
                return .afterValue
            default: return nil
            }
        case .valueOrEnd where byte == UInt8(ascii: "]"):
            containers.removeLast()
            return .afterValue
        default:
            return valueStart(byte)
        }
    }

    private mutating func valueStart(_ byte: UInt8) -> State? {
        switch byte {
        case UInt8(ascii: "{"):
            containers.append(true)
            return .keyOrEnd
        case UInt8(ascii: "["):
            containers.append(false)
            return .valueOrEnd
        case UInt8(ascii: "\""):
            inKey = false
            return .string
        case UInt8(ascii: "-"): return .minus
        case UInt8(ascii: "0"): return .zero
        case UInt8(ascii: "1")...UInt8(ascii: "9"): return .integer
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            literal = byte == UInt8(ascii: "t") ? 0 : byte == UInt8(ascii: "f") ? 1 : 2
            remaining = Self.literals[literal].count - 1
            return .literal
        default: return nil
        }
    }

    private mutating func bad(at index: Int) -> Int {
        let offset = scanned + index
        firstBadByte = offset
        return offset
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
