import Foundation

/// One clock in the user's world clock: a place, by its IANA time-zone identifier, and the name
/// the user gave it.
public struct Zone: Codable, Equatable, Hashable, Identifiable, Sendable {
    public var id: UUID
    /// An IANA identifier the system's tz database knows, e.g. "Asia/Kolkata".
    public var identifier: String
    /// What the list shows; 1–64 characters, defaulting to the city of `identifier`.
    public var name: String
    /// Where the place is, when the clock was added from a city (GWeather knows where each is):
    /// its sunrise and sunset. `nil` for a clock added by its zone, or kept in a file written
    /// before clocks knew their place: the sun is then worked out at the zone's principal
    /// place (`ZoneLocations`).
    public var coordinates: Coordinates?

    public init(id: UUID, identifier: String, name: String, coordinates: Coordinates? = nil) {
        self.id = id
        self.identifier = identifier
        self.name = name
        self.coordinates = coordinates
    }
}
