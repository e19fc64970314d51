import CoreTestSupport
import Foundation
import MeridianCore
import Testing

/// A clock added from a city keeps where the city is, and its sun is worked out there; a clock
/// without a place (added by its zone, or read from an older file) uses its zone's.
@Suite struct ZonePlaceTests {
    static let mumbai = Coordinates(latitude: 19.076, longitude: 72.8777)

    @Test func aClockAddedFromACityKeepsItsPlace() throws {
        var state = firstLaunch
        state.viewState.selection = ZoneChooser(searchText: "mumbai")
        assertReduce(state, .chooser(.zoneChosen(id: testID(1), identifier: "Asia/Kolkata", name: "Mumbai", coordinates: Self.mumbai))) {
            $0.document.zones.append(Zone(id: testID(1), identifier: "Asia/Kolkata", name: "Mumbai", coordinates: Self.mumbai))
            $0.viewState.selection = nil
            $0.viewState.detail = DetailPane(zoneID: testID(1), nameText: "Mumbai")
            $0.viewState.master.zoneToReveal = testID(1)
        }
        // Enter adds the highlighted row's place just as well.
        assertReduce(state, .chooser(.entered(id: testID(1), listed: [ZoneChoice(identifier: "Asia/Kolkata", name: "Mumbai", coordinates: Self.mumbai)]))) {
            $0.document.zones.append(Zone(id: testID(1), identifier: "Asia/Kolkata", name: "Mumbai", coordinates: Self.mumbai))
            $0.viewState.selection = nil
            $0.viewState.detail = DetailPane(zoneID: testID(1), nameText: "Mumbai")
            $0.viewState.master.zoneToReveal = testID(1)
        }
        // A place off the Earth (a hand-made log) is no place.
        assertReduce(state, .chooser(.zoneChosen(id: testID(1), identifier: "Asia/Kolkata", name: "Mumbai", coordinates: Coordinates(latitude: 91, longitude: 0)))) {
            $0.document.zones.append(Zone(id: testID(1), identifier: "Asia/Kolkata", name: "Mumbai"))
            $0.viewState.selection = nil
            $0.viewState.detail = DetailPane(zoneID: testID(1), nameText: "Mumbai")
            $0.viewState.master.zoneToReveal = testID(1)
        }
    }

    @Test func aCitysPlaceGoesWithItsChoiceAndACountryHasNone() throws {
        let gazetteer = Gazetteer(
            cities: [Gazetteer.City(name: "Mumbai", country: "India", identifier: "Asia/Kolkata", coordinates: Self.mumbai)],
            countries: [Gazetteer.Country(name: "India", code: "IN", identifiers: ["Asia/Kolkata"], mainIdentifier: "Asia/Kolkata")])
        let places = PlaceDirectory(gazetteer: gazetteer, catalog: systemCatalog).places
        #expect(places.first { $0.kind == .city }?.choice == ZoneChoice(identifier: "Asia/Kolkata", name: "Mumbai", coordinates: Self.mumbai))
        #expect(places.first { $0.kind == .country }?.choice.coordinates == nil)
    }

    /// Mumbai keeps Kolkata's zone, 1,650 km east: its sun sets an hour later than Kolkata's.
    /// PyEphem 4.2.1 (as in SunTimesTests), 2026-11-27: Mumbai (19.0760 N, 72.8777 E) 06:52:48
    /// and 17:59:06 IST; Kolkata as zone1970.tab places it (22°32′ N, 88°22′ E) 05:56:54 and 16:51:02.
    @Test func theSunIsWorkedOutAtTheClocksOwnPlaceElseItsZones() throws {
        var state = AppState.firstLaunch(now: try #require(Instant(iso8601: "2026-11-27T12:00:00Z")), userTimeZone: "Europe/Berlin")
        state.document.zones = [
            Zone(id: testID(1), identifier: "Asia/Kolkata", name: "Mumbai", coordinates: Self.mumbai),
            Zone(id: testID(2), identifier: "Asia/Kolkata", name: "Kolkata"),
        ]
        let locations = ZoneLocations(tables: ["IN\t+2232+08822\tAsia/Kolkata\n"])
        func sun(_ n: UInt8) -> String? {
            var shown = state
            shown.viewState.detail = DetailPane(zoneID: testID(n), nameText: "")
            return DetailModel(shown, locations: locations)?.sun
        }
        #expect(sun(1) == "Sunrise 06:52 · Sunset 17:59")
        #expect(sun(2) == "Sunrise 05:56 · Sunset 16:51")
        // At 17:30 in India (12:00 UTC) the sun is still up in Mumbai and down in Kolkata.
        #expect(ClockListModel(state, locations: locations).rows.map(\.isSunUp) == [true, false])
    }

    /// Files written before clocks knew their place read as before; a place is written only
    /// when there is one.
    @Test func aZoneWithoutAPlaceReadsAndWritesAsBefore() throws {
        let old = #"{"id":"AA000000-0000-0000-0000-000000000001","identifier":"Asia/Kolkata","name":"Kolkata"}"#
        let zone = try JSONDecoder().decode(Zone.self, from: Data(old.utf8))
        #expect(zone == Zone(id: testID(1), identifier: "Asia/Kolkata", name: "Kolkata"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(String(decoding: try encoder.encode(zone), as: UTF8.self) == old)
        let placed = Zone(id: testID(1), identifier: "Asia/Kolkata", name: "Mumbai", coordinates: Self.mumbai)
        #expect(try JSONDecoder().decode(Zone.self, from: try encoder.encode(placed)) == placed)
    }

    @Test func aPlaceOffTheEarthIsRefusedInAFile() throws {
        var state = firstLaunch
        state.document.zones[1].coordinates = Coordinates(latitude: 95, longitude: -200)
        let states = StateValidator(catalog: systemCatalog)
        #expect(states.problems(in: state, at: "state") == [FileProblem(
            path: "state.document.zones[1].coordinates",
            message: "95, -200 is not a place on the Earth (latitude −90 to 90, longitude −180 to 180)")])
        let actions = ActionValidator(states: states)
        let chosen = AppAction.chooser(.zoneChosen(id: testID(1), identifier: "Asia/Kolkata", coordinates: Coordinates(latitude: .nan, longitude: 0)))
        #expect(actions.problems(in: chosen, at: "history.actions[3]").map(\.path) == ["history.actions[3].chooser._0.zoneChosen.coordinates"])
        state.document.zones[1].coordinates = Self.mumbai
        #expect(states.problems(in: state, at: "state") == [])
    }
}
