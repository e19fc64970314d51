import Foundation
import MeridianCore
import MeridianFiles
import Testing

private let gweatherCities = (try? SystemPlaces.gazetteer().get())?.cities ?? []

/// The chooser over GWeather's real database, the one GNOME Clocks searches: the places people
/// name are found first, as people name them.
@Suite(.enabled(if: !gweatherCities.isEmpty, "GWeather's location database is not installed (Debian: libgweather-4-0)"))
struct SystemPlacesTests {
    static let search = ZoneSearch(directory: SystemPlaces.directory(catalog: SystemTimeZones.catalog()))

    @Test(arguments: [
        ("Mumbai", "Mumbai, India", "Asia/Kolkata"),
        ("San Francisco", "San Francisco, United States", "America/Los_Angeles"),
        ("Germany", "Germany", "Europe/Berlin"),
        ("India", "India", "Asia/Kolkata"),
        ("Kyiv", "Kyiv, Ukraine", "Europe/Kyiv"),
        ("Zürich", "Zürich, Switzerland", "Europe/Zurich"),
        ("Zurich", "Zürich, Switzerland", "Europe/Zurich"),
        ("Ho Chi Minh", "Ho Chi Minh City, Viet Nam", "Asia/Ho_Chi_Minh"),
        ("sao paulo", "São Paulo, Brazil", "America/Sao_Paulo"),
        ("São Paulo", "São Paulo, Brazil", "America/Sao_Paulo"),
        ("new york", "New York, United States", "America/New_York"),
        ("london", "London, United Kingdom", "Europe/London"),
        ("paris", "Paris, France", "Europe/Paris"),
    ])
    func aPlaceIsFoundFirstAsPeopleNameIt(text: String, title: String, identifier: String) throws {
        // Tests run without a translation: the database's English names.
        let first = try #require(Self.search.results(for: text, limit: 1).places.first)
        #expect(first.country.map { "\(first.name), \($0)" } ?? first.name == title)
        #expect(first.identifier == identifier)
    }

    /// A city's place comes from the database with it (its sunrise and sunset): Mumbai at
    /// 18.975 N, 72.826 E (`<coordinates>18.975000 72.825833</coordinates>` in Debian 12's
    /// /usr/share/libgweather-4/Locations.xml), not Kolkata, whose zone it keeps.
    @Test func aCityKnowsWhereItIs() throws {
        let mumbai = try #require(Self.search.results(for: "Mumbai", limit: 1).places.first)
        let place = try #require(mumbai.choice.coordinates)
        #expect(abs(place.latitude - 18.975) < 0.01 && abs(place.longitude - 72.826) < 0.01, "\(place)")
        #expect(gweatherCities.filter { $0.coordinates != nil }.count > gweatherCities.count * 9 / 10)
        // A country is many places: its clock's sun is its zone's.
        #expect(try #require(Self.search.results(for: "India", limit: 1).places.first).choice.coordinates == nil)
    }

    /// Each place is listed once, by a name that tells it from the others: the database has
    /// two towns called Paris in the United States (Illinois and Texas, one zone), two
    /// Hutchinsons, and Évreux twice, 400 metres apart.
    @Test func eachPlaceIsListedOnceAndByANameOfItsOwn() throws {
        let paris = Self.search.results(for: "paris", limit: 60).places.filter { $0.name == "Paris" }
        #expect(paris.map(\.title).sorted() == ["Paris, France", "Paris, Illinois, United States", "Paris, Texas, United States"])
        for name in ["Hutchinson", "Évreux", "Zwolle", "Springfield", "Auburn"] {
            let titles = Self.search.results(for: name, limit: 60).places.filter { $0.name == name }.map(\.title)
            #expect(!titles.isEmpty && Set(titles).count == titles.count, "\(titles)")
        }
        #expect(Self.search.results(for: "Évreux", limit: 60).places.filter { $0.name == "Évreux" }.count == 1)
    }

    @Test func indiaFindsTheCountryBeforeIndianapolis() throws {
        let india = Self.search.results(for: "india", limit: 60).places
        #expect(india.first?.identifier == "Asia/Kolkata")
        let indianapolis = try #require(india.firstIndex { $0.name == "Indianapolis" })
        #expect(indianapolis > 0)
        #expect(india.filter { $0.name == "Indianapolis" }.map(\.identifier) == ["America/Indiana/Indianapolis"])
        // Found by word starts, not inside a word; and by an old spelling the tz database keeps.
        #expect(!Self.search.results(for: "utc", limit: 60).places.contains { $0.name == "Hutchinson" })
        #expect(Self.search.results(for: "kiev", limit: 5).places.first?.identifier == "Europe/Kyiv")
    }

    @Test func everyPlaceKeepsAZoneTheTzDatabaseKnows() throws {
        let catalog = SystemTimeZones.catalog()
        let directory = SystemPlaces.directory(catalog: catalog)
        #expect(directory.places.count > 4_000)
        #expect(directory.places.allSatisfy { catalog.contains($0.identifier) })
        // And every zone of a country can be found and chosen, and says whose it is.
        // Indianapolis's zone by the city's row, which keeps it (GWeather gives the city New
        // York's): one "Indianapolis, United States", not the city's and the zone's.
        #expect(directory.places.filter { $0.identifier == "America/Indiana/Indianapolis" }.map(\.country) == ["United States"])
        for identifier in SystemTimeZones.countryZones().keys where catalog.contains(identifier) {
            #expect(directory.places.contains { $0.identifier == identifier }, "\(identifier)")
        }
    }
}
