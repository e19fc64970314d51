import Foundation

/// The document: the user's time zones, in the order they chose.
public struct WorldClock: Codable, Equatable, Sendable {
    public var zones: [Zone]

    public init(zones: [Zone]) {
        self.zones = zones
    }

    /// What a first launch shows, so the app is useful at once. The ids are fixed so that a
    /// first launch is reproducible.
    public static let standard = WorldClock(
        zones: [
            ("UTC", "UTC"), ("Europe/London", "London"), ("America/New_York", "New York"),
            ("Asia/Tokyo", "Tokyo"), ("Australia/Brisbane", "Brisbane"),
        ].enumerated().map { index, zone in
            Zone(id: standardID(index), identifier: zone.0, name: zone.1)
        })

    private static func standardID(_ index: Int) -> UUID {
        UUID(uuid: (0x6D, 0x65, 0x72, 0x69, 0x64, 0x69, 0x61, 0x6E, 0, 0, 0, 0, 0, 0, 0, UInt8(index)))
    }

    public func zone(withID id: UUID) -> Zone? {
        zones.first { $0.id == id }
    }
}
