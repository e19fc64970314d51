import Foundation
import MeridianCore

/// The catalog of this machine's tz database, as the shell will load it.
public let systemCatalog: TimeZoneCatalog = {
    let text = (try? String(contentsOfFile: "/usr/share/zoneinfo/tzdata.zi", encoding: .utf8)) ?? ""
    return TimeZoneCatalog(tzdata: text)
}()
