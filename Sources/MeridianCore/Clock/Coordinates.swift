import Foundation

/// Where a place is on the Earth, in degrees: north and east are positive. What the sun's times
/// there are computed from (`SunTimes`).
public struct Coordinates: Codable, Equatable, Hashable, Sendable {
    /// −90 (the South Pole) to 90 (the North Pole).
    public var latitude: Double
    /// −180 to 180, east of Greenwich positive.
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether both are numbers within the Earth's range: what a file or a database may hold
    /// is checked before the sun is worked out from it.
    public var isOnTheEarth: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }

    /// The distance to `other` along the Earth's surface (a sphere of 6371 km), in kilometres:
    /// enough to tell one town from another of its name.
    public func kilometres(to other: Coordinates) -> Double {
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        let (φ1, φ2) = (radians(latitude), radians(other.latitude))
        let (Δφ, Δλ) = (φ2 - φ1, radians(other.longitude - longitude))
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * 6371 * asin(min(1, sqrt(a)))
    }
}
