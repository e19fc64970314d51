import MeridianCore

/// A JSON document as parsed, before it means anything: numbers keep their text, so a value too
/// large for a `Double` or a fraction where a whole number belongs is reported where it is.
public indirect enum JSONValue: Equatable, Sendable {
    case object([String: JSONValue], keys: [String])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    /// What the value is, as a message names it: "an object", "the number 3".
    var kind: String {
        switch self {
        case .object: tr("an object")
        case .array: tr("an array")
        case .string(let text): text.count <= 40 ? tr("the string \"{text}\"", ["text": text]) : tr("a string")
        case .number(let text): tr("the number {number}", ["number": text])
        case .bool(let value): "\(value)"
        case .null: "null"
        }
    }
}

/// Why a text is not JSON, and where: "line 3, column 14: expected ',' or '}'".
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String
    /// The byte where the problem is, counted from the text's start.
    public var offset: Int

    public var description: String { tr("line {line}, column {column}: {problem}", ["line": line, "column": column, "problem": message]) }
}

/// A strict JSON parser (RFC 8259) with a nesting limit, so no file can exhaust the stack.
public struct JSONParser {
    public static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error(tr("unexpected text after the end of the document")) }
        return value
    }

    /// Parses the one value that starts at `offset` (after any whitespace), and says where it ends.
    static func parseValue(in bytes: [UInt8], at offset: Int) throws(JSONSyntaxError) -> (value: JSONValue, end: Int) {
        var parser = JSONParser(bytes: bytes)
        parser.index = offset
        parser.skipWhitespace()
        let value = try parser.value()
        return (value, parser.index)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error(tr("the file ends where a value should be (is it cut short?)")) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error(tr("expected a value, found {found}", ["found": found()]))
        }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        var members: [String: JSONValue] = [:]
        var keys: [String] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            depth -= 1
            return .object(members, keys: keys)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error(tr("expected a key in quotes, found {found}", ["found": found()])) }
            let keyStart = index
            let key = try string()
            guard members[key] == nil else {
                index = keyStart
                throw error(tr("the key \"{key}\" appears twice in one object", ["key": key]))
            }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), tr("expected ':' after the key \"{key}\"", ["key": key]))
            skipWhitespace()
            members[key] = try value()
            keys.append(key)
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            guard peek(UInt8(ascii: "}")) else { throw error(tr("expected ',' or '}' in an object, found {found}", ["found": found()])) }
            index += 1
            depth -= 1
            return .object(members, keys: keys)
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            guard peek(UInt8(ascii: "]")) else { throw error(tr("expected ',' or ']' in an array, found {found}", ["found": found()])) }
            index += 1
            depth -= 1
            return .array(elements)
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        // Most strings have no escapes: read them straight from the bytes.
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let text = bytes.withUnsafeBufferPointer { String(validating: UnsafeBufferPointer(rebasing: $0[index..<end]), as: UTF8.self) }
            index = end + 1
            guard let text else { throw error(tr("a string is not valid UTF-8")) }
            return text
        }
        var scalars = String.UnicodeScalarView()
        var start = index
        var utf8: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                utf8.append(contentsOf: bytes[start..<index])
                index += 1
                guard let text = String(validating: utf8, as: UTF8.self) else { throw error(tr("a string is not valid UTF-8")) }
                scalars.append(contentsOf: text.unicodeScalars)
                return String(scalars)
            case UInt8(ascii: "\\"):
                utf8.append(contentsOf: bytes[start..<index])
                guard let text = String(validating: utf8, as: UTF8.self) else { throw error(tr("a string is not valid UTF-8")) }
                scalars.append(contentsOf: text.unicodeScalars)
                utf8.removeAll()
                scalars.append(try escape())
                start = index
            case 0..<0x20:
                throw error(tr("a control character inside a string must be escaped"))
            default:
                index += 1
            }
        }
        throw error(tr("a string is not closed (is the file cut short?)"))
    }

    private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw error(tr("the file ends inside an escape")) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try hex4()
            if (0xD800..<0xDC00).contains(first) {
                guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error(tr("an unpaired surrogate \\u{code} in a string", ["code": String(first, radix: 16)]))
                }
                index += 2
                let second = try hex4()
                guard (0xDC00..<0xE000).contains(second),
                    let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
                else { throw error(tr("an unpaired surrogate \\u{code} in a string", ["code": String(first, radix: 16)])) }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else {
                throw error(tr("an unpaired surrogate \\u{code} in a string", ["code": String(first, radix: 16)]))
            }
            return scalar
        default:
            index -= 1
            throw error(tr("\\{found} is not an escape JSON knows", ["found": found()]))
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error(tr("\\u must be followed by four hexadecimal digits")) }
        index += 4
        return value
    }

    private mutating func number() throws(JSONSyntaxError) -> String {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if peek(UInt8(ascii: "-")) { index += 1 }
        let integerStart = index
        guard digits() > 0 else { throw error(tr("a number needs digits")) }
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
            throw error(tr("a number cannot start with 0"))
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits() > 0 else { throw error(tr("a number needs digits after '.'")) }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { throw error(tr("a number needs digits in its exponent")) }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw error(tr("expected a value, found {found}", ["found": found()]))
        }
        index += expected.count
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw error(tr("objects and arrays are nested more than {limit} deep", ["limit": Self.maximumDepth]))
        }
    }

    /// `message` is worded only when the byte is not there: the parser passes here for every
    /// key of a file that can hold a million actions.
    private mutating func expect(_ byte: UInt8, _ message: @autoclosure () -> String) throws(JSONSyntaxError) {
        guard peek(byte) else { throw error(message()) }
        index += 1
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// What stands at the current position, for a message.
    private func found() -> String {
        guard index < bytes.count else { return tr("the end of the file") }
        let byte = bytes[index]
        return (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : tr("the byte 0x{code}", ["code": String(byte, radix: 16, uppercase: true)])
    }

    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1
        var lineStart = 0
        for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        // Columns count characters, not bytes: UTF-8 continuation bytes are skipped.
        let column = bytes[lineStart..<min(index, bytes.count)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return JSONSyntaxError(line: line, column: column, message: message, offset: index)
    }
}
