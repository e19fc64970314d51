import MeridianCore
import Testing

/// The tz database's tables of each zone's principal place, read as values.
@Suite struct ZoneLocationsTests {
    /// Lines as Debian 12's tzdata has them (2024a): degrees and minutes, or with seconds.
    static let zone1970 = """
        # tzdb timezone descriptions, for users who do not care about old timestamps
        #codes\tcoordinates\tTZ\tcomments
        CZ,SK\t+5005+01426\tEurope/Prague
        IN\t+2232+08822\tAsia/Kolkata
        US\t+404251-0740023\tAmerica/New_York\tEastern (most areas)
        AR\t-3436-05827\tAmerica/Argentina/Buenos_Aires\tBuenos Aires (BA, CF)
        XX\t+9100+00000\tNowhere/Beyond_The_Pole
        XX\tnot-a-place\tNowhere/Unreadable
        """
    static let zoneTab = "SK\t+4809+01707\tEurope/Bratislava\n"

    @Test func eachZoneIsAtItsPrincipalPlace() throws {
        let locations = ZoneLocations(tables: [Self.zone1970])
        #expect(locations.coordinates(of: "Asia/Kolkata") == Coordinates(latitude: 22 + 32.0 / 60, longitude: 88 + 22.0 / 60))
        let newYork = try #require(locations.coordinates(of: "America/New_York"))
        #expect(abs(newYork.latitude - (40 + 42.0 / 60 + 51.0 / 3600)) < 1e-9)
        #expect(abs(newYork.longitude - -(74 + 0.0 / 60 + 23.0 / 3600)) < 1e-9)
        // South and west are negative.
        #expect(locations.coordinates(of: "America/Argentina/Buenos_Aires") == Coordinates(latitude: -(34 + 36.0 / 60), longitude: -(58 + 27.0 / 60)))
    }

    @Test func aPlaceThatDoesNotReadIsLeftOut() {
        let locations = ZoneLocations(tables: [Self.zone1970])
        #expect(locations.coordinates(of: "Nowhere/Beyond_The_Pole") == nil)
        #expect(locations.coordinates(of: "Nowhere/Unreadable") == nil)
        #expect(locations.coordinates(of: "UTC") == nil)
        #expect(ZoneLocations(tables: [""]).coordinates(of: "Asia/Kolkata") == nil)
    }

    /// zone.tab names a place for each country's zone, where zone1970.tab has one zone for
    /// several countries; a link is where its zone is.
    @Test func theFirstTableIsAskedFirstAndALinkIsWhereItsZoneIs() {
        let catalog = TimeZoneCatalog(
            identifiers: ["Europe/Prague", "Europe/Bratislava", "Asia/Kolkata", "Asia/Calcutta"], links: ["Asia/Calcutta": "Asia/Kolkata"])
        let locations = ZoneLocations(tables: [Self.zoneTab, Self.zone1970], catalog: catalog)
        #expect(locations.coordinates(of: "Europe/Bratislava") == Coordinates(latitude: 48 + 9.0 / 60, longitude: 17 + 7.0 / 60))
        #expect(locations.coordinates(of: "Europe/Prague") == Coordinates(latitude: 50 + 5.0 / 60, longitude: 14 + 26.0 / 60))
        #expect(locations.coordinates(of: "Asia/Calcutta") == locations.coordinates(of: "Asia/Kolkata"))
    }

    /// A zone of no place keeps a meridian's time: Greenwich's, or 15° for each hour from it,
    /// the tz database's sign being POSIX's (Etc/GMT+5 is five hours behind).
    @Test func aZoneOfNoPlaceIsOnItsMeridian() {
        #expect(ZoneLocations.meridian(of: "UTC") == Coordinates(latitude: 0, longitude: 0))
        #expect(ZoneLocations.meridian(of: "Etc/UTC") == Coordinates(latitude: 0, longitude: 0))
        #expect(ZoneLocations.meridian(of: "Etc/GMT+5") == Coordinates(latitude: 0, longitude: -75))
        #expect(ZoneLocations.meridian(of: "Etc/GMT-9") == Coordinates(latitude: 0, longitude: 135))
        #expect(ZoneLocations.meridian(of: "Etc/GMT-14") == Coordinates(latitude: 0, longitude: -150))
        #expect(ZoneLocations.meridian(of: "Etc/GMT+12") == Coordinates(latitude: 0, longitude: -180))
        #expect(ZoneLocations.meridian(of: "Europe/London") == nil)
        #expect(ZoneLocations.meridian(of: "Etc/GMT+99") == nil)
        #expect(ZoneLocations.meridian(of: "Etc/GMTx") == nil)
    }
}
