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
        places.reserveCapacity(1024)
        for table in tables {
            Self.read(table, into: &places)
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

    /// A zone of no place ("UTC", "Etc/GMT+5") keeps the time of a meridian: Greenwich's, or
    /// 15° for each hour from it (Etc/GMT+5 is five hours behind, at 75° W). Its day and night
    /// are the equator's there, so its row has a sun or a moon as every other row does (no
    /// sunrise is said of it: it has no place to rise over).
    public static func meridian(of identifier: String) -> Coordinates? {
        let name = identifier.hasPrefix("Etc/") ? String(identifier.dropFirst(4)) : identifier
        if ["UTC", "UCT", "GMT", "GMT0", "GMT+0", "GMT-0", "Greenwich", "Universal", "Zulu"].contains(name) {
            return Coordinates(latitude: 0, longitude: 0)
        }
        // The tz database's sign is POSIX's: "GMT+5" is five hours *behind*.
        guard name.hasPrefix("GMT"), let hours = Int(name.dropFirst(3)), name.dropFirst(3).first == "+" || name.dropFirst(3).first == "-",
            (-14...12).contains(hours)
        else { return nil }
        // UTC+13 and +14 are past the date line: 165° W and 150° W.
        let degrees = -hours * 15
        return Coordinates(latitude: 0, longitude: Double(degrees > 180 ? degrees - 360 : degrees))
    }

    /// The zones of one table's text not yet in `places`: lines of tab-separated fields, the second the place and
    /// the third the zone; "#" begins a comment. A line that does not read is left out.
    static func read(_ table: String, into places: inout [String: Coordinates]) {
        // Byte by byte, without a value per line or field: split into Characters and
        // Substrings, the two tables took 11 ms, at every launch; now about half a millisecond.
        let bytes = Array(table.utf8)
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { lineStart = lineEnd + 1 }
            guard bytes[lineStart] != UInt8(ascii: "#"),
                let firstTab = bytes[lineStart..<lineEnd].firstIndex(of: UInt8(ascii: "\t")),
                let secondTab = bytes[(firstTab + 1)..<lineEnd].firstIndex(of: UInt8(ascii: "\t")),
                let place = coordinates(iso6709: bytes[(firstTab + 1)..<secondTab])
            else { continue }
            let zoneEnd = bytes[(secondTab + 1)..<lineEnd].firstIndex(of: UInt8(ascii: "\t")) ?? lineEnd
            let zone = String(decoding: bytes[(secondTab + 1)..<zoneEnd], as: UTF8.self)
            if places[zone] == nil { places[zone] = place }
        }
    }

    /// ISO 6709 as the tz database writes it: "+4230+00131" (±DDMM±DDDMM) or
    /// "-1247-03814" with seconds, "+404251-0740023" (±DDMMSS±DDDMMSS).
    static func coordinates(iso6709 bytes: ArraySlice<UInt8>) -> Coordinates? {
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
        guard digits.count == degreeDigits + 2 || digits.count == degreeDigits + 4 else { return nil }
        func number(_ offsets: Range<Int>) -> Int? {
            var value = 0
            for offset in offsets {
                let byte = digits[digits.startIndex + offset]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let degrees = number(0..<degreeDigits), let minutes = number(degreeDigits..<(degreeDigits + 2)),
            let seconds = digits.count > degreeDigits + 2 ? number((degreeDigits + 2)..<(degreeDigits + 4)) : 0,
            minutes < 60, seconds < 60
        else { return nil }
        let value = Double(degrees) + Double(minutes) / 60 + Double(seconds) / 3600
        return sign == UInt8(ascii: "-") ? -value : value
    }
}
