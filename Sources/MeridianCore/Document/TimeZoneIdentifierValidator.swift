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

    public var description: String {
        switch self {
        case .unknown(let identifier): "\"\(identifier)\" is not a known time zone"
        }
    }
}
