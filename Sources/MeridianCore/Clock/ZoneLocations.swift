/// Where each time zone's principal place is, as the tz database's `zone1970.tab` and
/// `zone.tab` say ("Asia/Kolkata" at 22°32′N 88°22′E): where the sun is worked out for a clock
/// that knows no coordinates of its own (one added by identifier, or kept in a file written
/// before clocks knew theirs). The shell reads the files; this reads their text.
public struct ZoneLocations: Equatable, Sendable {
    private var places: [String: Coordinates]

    public init(_ places: [String: Coordinates] = [:]) {
        self.places = places
    }

    /// The zones of the tables' texts, the first table's first; a link the catalog names
    /// ("Asia/Calcutta") is where its zone is.
    public init(tables: [String], catalog: TimeZoneCatalog? = nil) {
        var places: [String: Coordinates] = [:]
        for table in tables {
            places.merge(Self.read(table)) { first, _ in first }
        }
        for identifier in catalog?.identifiers ?? [] where places[identifier] == nil {
            if let target = catalog?.linkTarget(of: identifier), let place = places[target] { places[identifier] = place }
        }
        self.places = places
    }

    /// The principal place of `identifier`'s zone; `nil` for a zone of no place ("UTC", "Etc/GMT+5").
    public func coordinates(of identifier: String) -> Coordinates? {
        places[identifier]
    }

    /// Where the sun is worked out for `zone`: its own place (the city it was added from),
    /// else its zone's principal place.
    public func place(of zone: Zone) -> Coordinates? {
        zone.coordinates.flatMap { $0.isOnTheEarth ? $0 : nil } ?? coordinates(of: zone.identifier)
    }

    /// The zones of one table's text: lines of tab-separated fields, the second the place and
    /// the third the zone; "#" begins a comment. A line that does not read is left out.
    static func read(_ table: String) -> [String: Coordinates] {
        var places: [String: Coordinates] = [:]
        for line in table.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3, let place = coordinates(iso6709: fields[1]) else { continue }
            let zone = String(fields[2])
            if places[zone] == nil { places[zone] = place }
        }
        return places
    }

    /// ISO 6709 as the tz database writes it: "+4230+00131" (±DDMM±DDDMM) or
    /// "-1247-03814" with seconds, "+404251-0740023" (±DDMMSS±DDDMMSS).
    static func coordinates(iso6709 text: Substring) -> Coordinates? {
        let bytes = Array(text.utf8)
        guard let split = bytes.dropFirst().firstIndex(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }),
            let latitude = angle(bytes[..<split], degreeDigits: 2), let longitude = angle(bytes[split...], degreeDigits: 3)
        else { return nil }
        let place = Coordinates(latitude: latitude, longitude: longitude)
        return place.isOnTheEarth ? place : nil
    }

    /// "+4230" is 42.5°; "-0740023" is −74.0064°.
    private static func angle(_ field: ArraySlice<UInt8>, degreeDigits: Int) -> Double? {
        guard let sign = field.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let digits = field.dropFirst()
        guard digits.count == degreeDigits + 2 || digits.count == degreeDigits + 4,
            digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        let values = digits.map { Int($0 - UInt8(ascii: "0")) }
        func number(_ range: Range<Int>) -> Int { values[range].reduce(0) { $0 * 10 + $1 } }
        let minutes = number(degreeDigits..<(degreeDigits + 2))
        let seconds = values.count > degreeDigits + 2 ? number((degreeDigits + 2)..<(degreeDigits + 4)) : 0
        guard minutes < 60, seconds < 60 else { return nil }
        let value = Double(number(0..<degreeDigits)) + Double(minutes) / 60 + Double(seconds) / 3600
        return sign == UInt8(ascii: "-") ? -value : value
    }
}
