/// Checks that a time-zone identifier is one the system's tz database knows.
public struct TimeZoneIdentifierValidator: Sendable {
    public let catalog: TimeZoneCatalog

    public init(catalog: TimeZoneCatalog) {
        self.catalog = catalog
    }

    public func validate(_ identifier: String) -> Result<String, TimeZoneIdentifierError> {
        catalog.contains(identifier) ? .success(identifier) : .failure(.unknown(identifier))
    }
}

public enum TimeZoneIdentifierError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknown(String)

    /// Why, in words translated when shown.
    public var message: UserMessage {
        switch self {
        case .unknown(let identifier): UserMessage("\"{identifier}\" is not a known time zone", ["identifier": .text(identifier)])
        }
    }

    public var description: String { message.text }
}
