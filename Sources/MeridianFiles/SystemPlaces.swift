import CGWeather
import Foundation
import MeridianCore

/// The world's places as GWeather's location database has them (GNOME Clocks searches the
/// same): its cities with their zones and its countries with theirs, in the user's language and
/// in English. Read once, into plain values; the core searches those.
public enum SystemPlaces {
    /// Every city and country of the database; none when GWeather has no database here.
    public static func gazetteer() -> Gazetteer {
        guard let world = gweather_location_get_world() else { return Gazetteer() }
        defer { g_object_unref(UnsafeMutableRawPointer(world)) }
        var gazetteer = Gazetteer()
        read(world, country: nil, into: &gazetteer)
        return gazetteer
    }

    /// The chooser's places: the database's, and every zone of `catalog` by its identifier.
    public static func directory(catalog: TimeZoneCatalog) -> PlaceDirectory {
        PlaceDirectory(gazetteer: gazetteer(), catalog: catalog, countryZones: SystemTimeZones.countryZones())
    }

    /// Regions and states hold countries and cities; a city's own children are weather
    /// stations, and named zones ("UTC") come from the tz database instead.
    private static func read(_ parent: OpaquePointer, country: (name: String, english: String)?, into gazetteer: inout Gazetteer) {
        var next = gweather_location_next_child(parent, nil)
        while let location = next {
            switch gweather_location_get_level(location) {
            case GWEATHER_LOCATION_REGION, GWEATHER_LOCATION_ADM1:
                read(location, country: country, into: &gazetteer)
            case GWEATHER_LOCATION_COUNTRY:
                let names = (name: text(gweather_location_get_name(location)), english: text(gweather_location_get_english_name(location)))
                if !names.english.isEmpty {
                    gazetteer.countries.append(Gazetteer.Country(
                        name: names.name.isEmpty ? names.english : names.name, englishName: names.english,
                        code: gweather_location_get_country(location).map { String(cString: $0) }, identifiers: timezones(of: location), mainIdentifier: gweather_location_get_timezone_str(location).map { String(cString: $0) }))
                }
                read(location, country: names, into: &gazetteer)
            case GWEATHER_LOCATION_CITY:
                let english = text(gweather_location_get_english_name(location))
                if !english.isEmpty, let zone = gweather_location_get_timezone_str(location) {
                    let name = text(gweather_location_get_name(location))
                    gazetteer.cities.append(Gazetteer.City(
                        name: name.isEmpty ? english : name, englishName: english, country: country?.name, englishCountry: country?.english,
                        identifier: String(cString: zone)))
                }
            default:
                break
            }
            // Takes the reference to `location` and gives one to the next child.
            next = gweather_location_next_child(parent, location)
        }
    }

    private static func timezones(of country: OpaquePointer) -> [String] {
        guard let zones = gweather_location_get_timezones(country) else { return [] }
        defer { gweather_location_free_timezones(country, zones) }
        var identifiers: [String] = []
        var index = 0
        while let zone = zones[index] {
            identifiers.append(String(cString: g_time_zone_get_identifier(zone)))
            index += 1
        }
        return identifiers
    }

    private static func text(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
