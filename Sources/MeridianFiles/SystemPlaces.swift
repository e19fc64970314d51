import CGWeather
import Foundation
import MeridianCore

/// The world's places as GWeather's location database has them (GNOME Clocks searches the
/// same): its cities with their zones and its countries with theirs, in the user's language and
/// in English. Read once, into plain values; the core searches those.
public enum SystemPlaces {
    /// Every city and country of the database; or why there are none: GWeather is not
    /// installed, or its database gave no place.
    public static func gazetteer() -> Result<Gazetteer, PlaceDatabaseProblem> {
        gazetteer(reading: library)
    }

    /// What `library`'s database holds; `nil`: the library could not be opened. (A test passes
    /// its own functions, to see a failure it cannot cause on a machine that has GWeather.)
    static func gazetteer(reading library: MeridianGWeather?) -> Result<Gazetteer, PlaceDatabaseProblem> {
        guard let api = library else { return .failure(.libraryMissing) }
        guard let world = api.get_world() else { return .failure(.databaseUnreadable) }
        defer { g_object_unref(UnsafeMutableRawPointer(world)) }
        var gazetteer = Gazetteer()
        read(world, country: nil, state: nil, into: &gazetteer, api)
        return gazetteer.cities.isEmpty ? .failure(.databaseUnreadable) : .success(gazetteer)
    }

    /// The chooser's places: the database's, and every zone of `catalog` by its identifier;
    /// the zones alone, and why, when the database could not be read.
    public static func directory(catalog: TimeZoneCatalog) -> PlaceDirectory {
        PlaceDirectory(loaded: gazetteer(), catalog: catalog, countryZones: SystemTimeZones.countryZones())
    }

    /// GWeather, opened the first time it is needed; `nil` when it is not installed, or when
    /// `MERIDIAN_WITHOUT_GWEATHER=1` asks Meridian to act as if it were not (for tests, as
    /// `MERIDIAN_AUDIO_SINK` chooses the player's sink).
    private static let library: MeridianGWeather? = {
        guard ProcessInfo.processInfo.environment["MERIDIAN_WITHOUT_GWEATHER"] != "1" else { return nil }
        var api = MeridianGWeather()
        return meridian_gweather_open(&api) != 0 ? api : nil
    }()

    /// Regions and states hold countries and cities; a city's own children are weather
    /// stations, and named zones ("UTC") come from the tz database instead. A city keeps the
    /// name of the state it is in, which tells it from another of its name.
    private static func read(
        _ parent: OpaquePointer, country: (name: String, english: String)?, state: String?, into gazetteer: inout Gazetteer, _ api: MeridianGWeather
    ) {
        var next = api.next_child(parent, nil)
        while let location = next {
            switch api.get_level(location) {
            case GWEATHER_LOCATION_REGION:
                read(location, country: country, state: state, into: &gazetteer, api)
            case GWEATHER_LOCATION_ADM1:
                let name = text(api.get_name(location))
                read(location, country: country, state: name.isEmpty ? text(api.get_english_name(location)) : name, into: &gazetteer, api)
            case GWEATHER_LOCATION_COUNTRY:
                let names = (name: text(api.get_name(location)), english: text(api.get_english_name(location)))
                if !names.english.isEmpty {
                    gazetteer.countries.append(Gazetteer.Country(
                        name: names.name.isEmpty ? names.english : names.name, englishName: names.english,
                        code: api.get_country(location).map { String(cString: $0) }, identifiers: timezones(of: location, api),
                        mainIdentifier: api.get_timezone_str(location).map { String(cString: $0) }))
                }
                read(location, country: names, state: nil, into: &gazetteer, api)
            case GWEATHER_LOCATION_CITY:
                let english = text(api.get_english_name(location))
                if !english.isEmpty, let zone = api.get_timezone_str(location) {
                    let name = text(api.get_name(location))
                    gazetteer.cities.append(Gazetteer.City(
                        name: name.isEmpty ? english : name, englishName: english, country: country?.name, englishCountry: country?.english,
                        state: state?.nilIfEmpty, identifier: String(cString: zone), coordinates: coordinates(of: location, api)))
                }
            default:
                break
            }
            // Takes the reference to `location` and gives one to the next child.
            next = api.next_child(parent, location)
        }
    }

    /// Where the city is (its sunrise and sunset), when the database says.
    private static func coordinates(of location: OpaquePointer, _ api: MeridianGWeather) -> Coordinates? {
        guard api.has_coords(location) != 0 else { return nil }
        var (latitude, longitude) = (0.0, 0.0)
        api.get_coords(location, &latitude, &longitude)
        let place = Coordinates(latitude: latitude, longitude: longitude)
        return place.isOnTheEarth ? place : nil
    }

    private static func timezones(of country: OpaquePointer, _ api: MeridianGWeather) -> [String] {
        guard let zones = api.get_timezones(country) else { return [] }
        defer { api.free_timezones(country, zones) }
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

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
