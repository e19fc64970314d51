import Foundation
import MeridianCore

/// This machine's tz database and the user's own zone.
public enum SystemTimeZones {
    /// The zones of `/usr/share/zoneinfo/tzdata.zi` (Debian's tzdata); Foundation's list when
    /// that file is missing, which lacks some names ("UTC", "Asia/Kolkata") but is never empty.
    public static func catalog(path: String = "/usr/share/zoneinfo/tzdata.zi") -> TimeZoneCatalog {
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
            let catalog = TimeZoneCatalog(tzdata: text)
            if !catalog.identifiers.isEmpty { return catalog }
        }
        return TimeZoneCatalog(identifiers: TimeZone.knownTimeZoneIdentifiers + ["UTC"])
    }

    /// The zones `zone.tab` gives the world's countries ("Europe/Kyiv", "Europe/Bratislava"),
    /// each with its country's ISO 3166 code: the names a place's zone is best called by. None
    /// when the file is missing.
    public static func countryZones(path: String = "/usr/share/zoneinfo/zone.tab") -> [String: String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var zones: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            if fields.count >= 3 { zones[String(fields[2])] = String(fields[0]) }
        }
        return zones
    }

    /// Where each zone's principal place is, for the sun's times of a clock that knows no
    /// place of its own: `zone.tab`'s places first (one for each country, "Europe/Bratislava"),
    /// then `zone1970.tab`'s, and a link ("Asia/Calcutta") where its zone is. None when the
    /// files are missing: the rows then show no day or night.
    public static func locations(
        catalog: TimeZoneCatalog, paths: [String] = ["/usr/share/zoneinfo/zone.tab", "/usr/share/zoneinfo/zone1970.tab"]
    ) -> ZoneLocations {
        ZoneLocations(tables: paths.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }, catalog: catalog)
    }

    /// The user's zone when the catalog knows it; "UTC" otherwise.
    public static func userTimeZone(in catalog: TimeZoneCatalog) -> String {
        let identifier = TimeZone.current.identifier
        return catalog.contains(identifier) ? identifier : "UTC"
    }
}
