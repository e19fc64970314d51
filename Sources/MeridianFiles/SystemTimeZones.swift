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

    /// The user's zone when the catalog knows it; "UTC" otherwise.
    public static func userTimeZone(in catalog: TimeZoneCatalog) -> String {
        let identifier = TimeZone.current.identifier
        return catalog.contains(identifier) ? identifier : "UTC"
    }
}
