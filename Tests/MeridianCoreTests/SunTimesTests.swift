import Foundation
@testable import MeridianCore
import Testing

/// Sunrise and sunset against an independent almanac.
///
/// Every reference time below was computed with PyEphem 4.2.1 (Python bindings of XEphem's
/// libastro, an ephemeris of its own, not NOAA's formulae), with the sun's centre 50′ below the
/// horizon and no atmosphere (`horizon = '-0:50'`, `pressure = 0`, `use_center = True`): the
/// definition NOAA's solar calculator and the almanacs print. The script:
///
///     o = ephem.Observer(); o.lat, o.lon = str(lat), str(lon); o.elevation = 0
///     o.pressure = 0; o.horizon = '-0:50'
///     o.date = ephem.Date(day + timedelta(hours=12 - lon / 15))   # near that day's solar noon
///     o.previous_rising(ephem.Sun(), use_center=True), o.next_setting(ephem.Sun(), use_center=True)
///
/// "always up" / "never up" are PyEphem's AlwaysUpError / NeverUpError for that day.
@Suite struct SunTimesTests {
    /// The calendar day `text` ("2026-06-21") as days since 1970.
    private func day(_ text: String) throws -> Int {
        let midnight = try #require(Instant(iso8601: text + "T00:00:00Z"))
        return Int(midnight.millisecondsSince1970 / 86_400_000)
    }

    private func instant(_ text: String) throws -> Instant {
        try #require(Instant(iso8601: text))
    }

    /// Within 15 seconds of the almanac (NOAA's formulae, worked out again at each event, came within
    /// 3 s of every time here; a slip in a formula moves them by minutes).
    private func expectNear(_ computed: Instant, _ reference: Instant, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        let seconds = abs(computed.millisecondsSince1970 - reference.millisecondsSince1970) / 1000
        #expect(seconds <= 15, "\(comment): \(computed) against \(reference)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        // Ordinary latitudes, both solstices and an equinox, both hemispheres.
        ("Berlin", 52.52, 13.405, "2026-06-21", "2026-06-21T02:43:05Z", "2026-06-21T19:33:16Z"),
        ("Berlin", 52.52, 13.405, "2026-12-21", "2026-12-21T07:14:54Z", "2026-12-21T14:53:56Z"),
        ("New York", 40.7128, -74.006, "2026-03-20", "2026-03-20T10:59:18Z", "2026-03-20T23:08:11Z"),
        // East of Greenwich far enough that sunrise is the day before in UTC.
        ("Sydney", -33.8688, 151.2093, "2026-01-15", "2026-01-14T18:59:29Z", "2026-01-15T09:08:58Z"),
        ("Auckland", -36.8485, 174.7633, "2026-07-04", "2026-07-03T19:34:22Z", "2026-07-04T05:16:21Z"),
        // West far enough that sunset is the next day in UTC.
        ("Honolulu", 21.3069, -157.8583, "2026-07-04", "2026-07-04T15:54:10Z", "2026-07-05T05:17:38Z"),
        // The equator.
        ("Quito", -0.1807, -78.4678, "2026-09-23", "2026-09-23T11:02:55Z", "2026-09-23T23:09:24Z"),
        ("Singapore", 1.3521, 103.8198, "2026-03-20", "2026-03-19T23:09:00Z", "2026-03-20T11:15:29Z"),
        // Four hours of day, just south of the Arctic Circle.
        ("Reykjavik", 64.1466, -21.9426, "2026-12-21", "2026-12-21T11:22:21Z", "2026-12-21T15:29:21Z"),
    ])
    func theSunRisesAndSetsAsTheAlmanacSays(
        place: String, latitude: Double, longitude: Double, date: String, sunrise: String, sunset: String
    ) throws {
        let sun = SunTimes(day: try day(date), at: Coordinates(latitude: latitude, longitude: longitude))
        guard case .risesAndSets(let rise, let set) = sun else {
            Issue.record("\(place) \(date): \(sun)")
            return
        }
        expectNear(rise, try instant(sunrise), "\(place) \(date) sunrise")
        expectNear(set, try instant(sunset), "\(place) \(date) sunset")
    }

    @Test(arguments: [
        ("Tromsø", 69.6492, 18.9553, "2026-06-21", SunTimes.upAllDay),
        ("Tromsø", 69.6492, 18.9553, "2026-12-21", SunTimes.downAllDay),
        ("McMurdo Station", -77.846, 166.676, "2026-06-21", SunTimes.downAllDay),
        ("McMurdo Station", -77.846, 166.676, "2026-12-21", SunTimes.upAllDay),
        ("Longyearbyen", 78.2232, 15.6267, "2026-11-27", SunTimes.downAllDay),
    ])
    func inPolarDayAndNightTheSunStaysUpOrDown(place: String, latitude: Double, longitude: Double, date: String, expected: SunTimes) throws {
        #expect(SunTimes(day: try day(date), at: Coordinates(latitude: latitude, longitude: longitude)) == expected, "\(place) \(date)")
    }

    @Test func theSunIsUpFromSunriseUntilSunset() throws {
        let berlin = SunTimes(day: try day("2026-12-21"), at: Coordinates(latitude: 52.52, longitude: 13.405))
        #expect(!berlin.isUp(at: try instant("2026-12-21T07:00:00Z")))
        #expect(berlin.isUp(at: try instant("2026-12-21T12:00:00Z")))
        #expect(!berlin.isUp(at: try instant("2026-12-21T15:30:00Z")))
        #expect(SunTimes.upAllDay.isUp(at: try instant("2026-06-21T00:00:00Z")))
        #expect(!SunTimes.downAllDay.isUp(at: try instant("2026-12-21T12:00:00Z")))
    }
}

/// A row asks at every change of the state: a day's times at a place are worked out once.
@Suite struct SunTimesCacheTests {
    @Test func aDaysTimesAreWorkedOutOnceAndTheCacheStaysBounded() {
        let cache = SunTimesCache()
        let berlin = Coordinates(latitude: 52.52, longitude: 13.405)
        #expect(cache.sunTimes(day: 20_625, at: berlin) == SunTimes(day: 20_625, at: berlin))
        #expect(cache.sunTimes(day: 20_625, at: berlin) == SunTimes(day: 20_625, at: berlin))
        #expect(cache.count == 1)
        for day in 0..<(SunTimesCache.capacity * 2) {
            #expect(cache.sunTimes(day: day, at: berlin) == SunTimes(day: day, at: berlin))
        }
        #expect(cache.count <= SunTimesCache.capacity)
    }
}
