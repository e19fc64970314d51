import CoreTestSupport
import Foundation
import MeridianCore
import Testing

/// Towns of one name: each is listed once, by a name that tells it from the others, and a
/// clock of one is not taken for the other, even when they keep one zone.
@Suite struct PlacesOfOneNameTests {
    static let illinois = Coordinates(latitude: 39.611146, longitude: -87.696137)
    static let texas = Coordinates(latitude: 33.660939, longitude: -95.555513)

    static let search = ZoneSearch(directory: PlaceDirectory(
        gazetteer: Gazetteer(cities: [
            .init(name: "Paris", country: "France", identifier: "Europe/Paris", coordinates: Coordinates(latitude: 48.87, longitude: 2.33)),
            .init(name: "Paris", country: "United States", state: "Illinois", identifier: "America/Chicago", coordinates: illinois),
            .init(name: "Paris", country: "United States", state: "Texas", identifier: "America/Chicago", coordinates: texas),
            .init(name: "Chicago", country: "United States", state: "Illinois", identifier: "America/Chicago"),
            // The database's repeat: the same town, its coordinates rounded otherwise.
            .init(name: "Évreux", country: "France", identifier: "Europe/Paris", coordinates: Coordinates(latitude: 49.02, longitude: 1.15)),
            .init(name: "Évreux", country: "France", identifier: "Europe/Paris", coordinates: Coordinates(latitude: 49.016667, longitude: 1.15)),
        ]), catalog: systemCatalog))

    func listing(_ text: String, _ document: WorldClock = .standard) -> ZoneChooserListing {
        ZoneChooserListing(search: Self.search, chooser: ZoneChooser(searchText: text), document: document)
    }

    @Test func townsOfOneNameInOneCountryAreNamedByTheirState() {
        #expect(listing("paris").rows.map(\.title).sorted() == ["Paris, France", "Paris, Illinois, United States", "Paris, Texas, United States"])
        // A name the country has once needs no state.
        #expect(listing("chicago").rows.map(\.title).first == "Chicago, United States")
        // The clock is called by the town's name alone.
        #expect(listing("paris").rows.first { $0.title.hasPrefix("Paris, Texas") }?.choice.name == "Paris")
    }

    @Test func aTownTheDatabaseListsTwiceIsListedOnce() {
        #expect(listing("evreux").rows.map(\.title) == ["Évreux, France"])
    }

    @Test func aClockOfOneTownIsNotTakenForTheOtherOfItsNameAndZone() throws {
        var document = WorldClock.standard
        document.zones.append(Zone(id: UUID(), identifier: "America/Chicago", name: "Paris", coordinates: Self.illinois))
        let rows = listing("paris", document).rows
        #expect(rows.first { $0.title.hasPrefix("Paris, Illinois") }?.addedAs == "Paris")
        #expect(rows.first { $0.title.hasPrefix("Paris, Texas") }?.addedAs == nil)
        let texas = try #require(rows.first { $0.title.hasPrefix("Paris, Texas") }).choice
        #expect(SamePlace.clock(showing: texas, in: document) == nil, "choosing Paris, Texas adds it")
        // A clock that does not say where it is (one made before clocks did) is still the place of its name.
        document.zones[document.zones.count - 1].coordinates = nil
        #expect(SamePlace.clock(showing: texas, in: document)?.name == "Paris")
    }

    @Test func distancesAlongTheEarth() {
        #expect(abs(Self.illinois.kilometres(to: Self.texas) - 963.4) < 1)
        #expect(Self.illinois.kilometres(to: Self.illinois) == 0)
    }
}

/// UTC is one place, read one way: the chooser offers "UTC" (the identifier the first
/// launch's clock keeps), not "Etc/UTC", which was another zone to `SamePlace`.
@Suite struct UTCTests {
    @Test(arguments: [[:], ["Europe/London": "GB"]])
    func theChoosersUTCIsTheFirstLaunchsUTC(countryZones: [String: String]) throws {
        let search = ZoneSearch(directory: PlaceDirectory(gazetteer: Gazetteer(), catalog: systemCatalog, countryZones: countryZones))
        let listing = ZoneChooserListing(search: search, chooser: ZoneChooser(searchText: "utc"), document: .standard)
        let utc = listing.rows.filter { $0.title == "UTC" }
        #expect(utc.map(\.detail) == ["UTC"], "\(listing.rows.map(\.detail))")
        #expect(utc.first?.addedAs == "UTC")
        #expect(search.results(for: "Etc/UTC").places.first?.identifier == "UTC")
    }
}
