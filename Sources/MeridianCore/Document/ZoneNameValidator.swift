import Foundation

/// Turns what the user typed into a zone's name: trimmed, 1–64 characters, no control
/// characters. An empty name falls back to the city of the zone's identifier.
public struct ZoneNameValidator: Sendable {
    public static let maximumLength = 64

    public init() {}

    public func validate(_ typed: String, identifier: String) -> Result<String, ZoneNameError> {
        let name = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty {
            return .success(TimeZoneCatalog.city(of: identifier))
        }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .failure(.controlCharacter)
        }
        if name.count > Self.maximumLength {
            return .failure(.tooLong(count: name.count))
        }
        return .success(name)
    }
}

public enum ZoneNameError: Error, Codable, Equatable, Sendable, CustomStringConvertible {
    case tooLong(count: Int)
    case controlCharacter

    public var description: String {
        switch self {
        case .tooLong(let count): "A name can have at most \(ZoneNameValidator.maximumLength) characters; this one has \(count)."
        case .controlCharacter: "A name cannot contain control characters such as tabs or line breaks."
        }
    }
}
