import CoreTestSupport
import Foundation
import MeridianCore
import Testing

/// A row says how far ahead or behind the user's clock it is, its day where that differs, and
/// whether the sun is up there; the detail pane gives sunrise and sunset in the place's time.
@Suite struct ClockRowWordsTests {
    @Test(arguments: [
        (0, "Same time as here", "Same time as here"),
        (3600, "1 hour ahead", "1 hour ahead"),
        (8 * 3600, "8 hours ahead", "8 hours ahead"),
        (-8 * 3600, "8 hours behind", "8 hours behind"),
        (19_800, "5 h 30 min ahead", "5 hours 30 minutes ahead"),
        (-(3 * 3600 + 60), "3 h 1 min behind", "3 hours 1 minute behind"),
        (2700, "45 minutes ahead", "45 minutes ahead"),
        (-60, "1 minute behind", "1 minute behind"),
    ])
    func theDifferenceReadsAsAPersonSaysIt(seconds: Int, text: String, spoken: String) {
        let difference = TimeDifference(secondsAhead: seconds)
        #expect(difference.text == text)
        #expect(difference.spoken == spoken)
    }

    /// 2026-03-29 12:00 UTC, user in London (BST, +01:00): New York is 08:00 the same day,
    /// Brisbane 22:00, Tokyo 21:00.
    @Test func aRowSaysHowFarAheadItIsAndItsDayOnlyWhereItDiffers() throws {
        var state = firstLaunch
        state.viewState.master.sortOrder = .manual
        let rows = ClockListModel(state).rows
        let byName = Dictionary(uniqueKeysWithValues: rows.map { ($0.name, $0) })
        #expect(byName["London"]?.details == "Same time as here")
        #expect(byName["New York"]?.details == "5 hours behind")
        #expect(byName["UTC"]?.details == "1 hour behind")
        #expect(byName["Tokyo"]?.details == "8 hours ahead")
        // Late in the evening in London it is tomorrow in Tokyo.
        state.now = try #require(Instant(iso8601: "2026-03-29T22:30:00Z"))
        let late = Dictionary(uniqueKeysWithValues: ClockListModel(state).rows.map { ($0.name, $0) })
        #expect(late["Tokyo"]?.details == "8 hours ahead · Tomorrow")
        #expect(late["New York"]?.details == "5 hours behind")
    }

    /// Day or night by the sun at the place, not by the hour: at 07:00 in Reykjavik in
    /// December it is night, at 07:00 in Singapore day.
    @Test func aRowShowsDayOrNightByTheSunThere() throws {
        var state = AppState.firstLaunch(now: try #require(Instant(iso8601: "2026-12-21T07:00:00Z")), userTimeZone: "Europe/London")
        state.document.zones = [
            Zone(id: testID(1), identifier: "Atlantic/Reykjavik", name: "Reykjavik"),
            Zone(id: testID(2), identifier: "Asia/Singapore", name: "Singapore"),
            Zone(id: testID(3), identifier: "UTC", name: "UTC"),
        ]
        let locations = ZoneLocations([
            "Atlantic/Reykjavik": Coordinates(latitude: 64.15, longitude: -21.85),
            "Asia/Singapore": Coordinates(latitude: 1.28, longitude: 103.85),
        ])
        let rows = ClockListModel(state, locations: locations).rows
        // UTC has no place: its day is the equator's at Greenwich's meridian (issue 74: its row
        // alone had no mark).
        #expect(rows.map(\.isSunUp) == [false, true, true])
        #expect(rows.map(\.sunIcon) == ["weather-clear-night-symbolic", "weather-clear-symbolic", "weather-clear-symbolic"])
        #expect(rows[0].accessibleName == "Reykjavik, 07:00, Night, Same time as here")
        #expect(rows[1].accessibleName == "Singapore, 15:00, Daytime, 8 hours ahead")
        #expect(rows[2].accessibleName == "UTC, 07:00, Daytime, Same time as here")
        // At noon in Reykjavik the sun is up.
        state.now = try #require(Instant(iso8601: "2026-12-21T13:00:00Z"))
        #expect(ClockListModel(state, locations: locations).rows[0].isSunUp == true)
    }

    @Test func theDetailPaneGivesSunriseAndSunsetInThePlacesTime() throws {
        var state = AppState.firstLaunch(now: try #require(Instant(iso8601: "2026-06-21T12:00:00Z")), userTimeZone: "Europe/London")
        state.document.zones = [
            Zone(id: testID(1), identifier: "Europe/Berlin", name: "Berlin"),
            Zone(id: testID(2), identifier: "Europe/Oslo", name: "Tromsø"),
            Zone(id: testID(3), identifier: "UTC", name: "UTC"),
        ]
        let locations = ZoneLocations([
            "Europe/Berlin": Coordinates(latitude: 52.52, longitude: 13.405), "Europe/Oslo": Coordinates(latitude: 69.6492, longitude: 18.9553),
        ])
        func sun(_ n: UInt8) -> String? {
            var shown = state
            shown.viewState.detail = DetailPane(zoneID: testID(n), nameText: "")
            return DetailModel(shown, locations: locations)?.sun
        }
        // PyEphem: 02:43:05 and 19:33:16 UTC (SunTimesTests), in Berlin's summer time.
        #expect(sun(1) == "Sunrise 04:43 · Sunset 21:33")
        #expect(sun(2) == "The sun does not set today")
        #expect(sun(3) == nil)
        state.now = try #require(Instant(iso8601: "2026-12-21T12:00:00Z"))
        #expect(sun(2) == "The sun does not rise today")
    }
}
