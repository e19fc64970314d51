import Foundation

/// Turns what the user typed into a zone's name: trimmed, 1–64 characters, no control
/// characters. An empty name falls back to the city of the zone's identifier.
public struct ZoneNameValidator: Sendable {
    public static let maximumLength = 64

    public init() {}

    public func validate(_ typed: String, identifier: String) -> Result<String, ZoneNameError> {
        let name = Self.trimmingWhitespace(typed)
        if name.isEmpty {
            return .success(TimeZoneCatalog.city(of: identifier))
        }
        if name.unicodeScalars.contains(where: Self.isControl) {
            return .failure(.controlCharacter)
        }
        if name.count > Self.maximumLength {
            return .failure(.tooLong(count: name.count))
        }
        return .success(name)
    }

    /// Whether `typed` is refused as a name, whatever the zone: a control character in it, or
    /// more than `maximumLength` characters.
    public func refuses(_ typed: String) -> Bool {
        if case .failure = validate(typed, identifier: "") { return true }
        return false
    }

    /// `typed` without white space at either end: the characters `CharacterSet`'s
    /// `whitespacesAndNewlines` names (Unicode's White_Space and the zero-width space), without
    /// bridging to `NSString` on every keystroke and every replayed one.
    public static func trimmingWhitespace(_ typed: String) -> String {
        let scalars = typed.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return typed }
        return String(scalars[first...last])
    }

    // ASCII is answered without Unicode's property tables: a name is typed and replayed a
    // key at a time, and the tables' look-up was most of a rename's cost.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace || scalar == "\u{200B}"
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        return scalar.properties.generalCategory == .control
    }
}

public enum ZoneNameError: Error, Codable, Equatable, Sendable, CustomStringConvertible {
    case tooLong(count: Int)
    case controlCharacter

    /// Why, in words translated when shown.
    public var message: UserMessage {
        switch self {
        case .tooLong(let count):
            UserMessage("A name can have at most {maximum} characters; this one has {count}.", [
                "maximum": .number(ZoneNameValidator.maximumLength), "count": .number(count),
            ])
        case .controlCharacter: UserMessage("A name cannot contain control characters such as tabs or line breaks.")
        }
    }

    public var description: String { message.text }
}
