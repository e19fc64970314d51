import Foundation

/// One clock in the user's world clock: a place, by its IANA time-zone identifier, and the name
/// the user gave it.
public struct Zone: Codable, Equatable, Hashable, Identifiable, Sendable {
    public var id: UUID
    /// An IANA identifier the system's tz database knows, e.g. "Asia/Kolkata".
    public var identifier: String
    /// What the list shows; 1–64 characters, defaulting to the city of `identifier`.
    public var name: String

    public init(id: UUID, identifier: String, name: String) {
        self.id = id
        self.identifier = identifier
        self.name = name
    }
}
