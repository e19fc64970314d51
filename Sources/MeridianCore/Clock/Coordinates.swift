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
}
