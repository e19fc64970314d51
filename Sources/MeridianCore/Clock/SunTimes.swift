import Foundation

/// When the sun rises and sets at a place on one day, worked out from its coordinates alone:
/// NOAA's solar calculator (after Meeus, *Astronomical Algorithms*), with the sun's centre
/// 0.833° below the horizon (refraction and the sun's radius), as almanacs print the times.
/// Pure: the day and the place in, instants out; which zone's clock reads them is the caller's.
public enum SunTimes: Equatable, Sendable {
    /// The sun rises and sets within the day.
    case risesAndSets(sunrise: Instant, sunset: Instant)
    /// Polar day: the sun does not set.
    case upAllDay
    /// Polar night: the sun does not rise.
    case downAllDay

    /// The sun's times at `place` on the calendar day `day` there (days since 1970-01-01 of
    /// the place's own calendar): the rise and set around that day's solar noon.
    public init(day: Int, at place: Coordinates) {
        let dayStart = Double(day) * Self.secondsPerDay
        // Solar noon there, in seconds since 1970: noon UTC less 4 minutes a degree east, less
        // the equation of time (asked again at the noon found, as NOAA's calculator does).
        func noon(withSunAt seconds: Double) -> Double {
            dayStart + (720 - 4 * place.longitude - Self.sun(at: seconds).equationOfTime) * 60
        }
        let solarNoon = noon(withSunAt: noon(withSunAt: dayStart + 43_200 - place.longitude * 240))
        switch Self.hourAngleCosine(at: solarNoon, latitude: place.latitude) {
        case let cosine where cosine < -1: self = .upAllDay
        case let cosine where cosine > 1: self = .downAllDay
        case let cosine:
            // The sun's declination and the equation of time move during the day: each event
            // is worked out again with the sun as it is at its own estimate.
            var halfDay = Self.halfDaySeconds(cosine)
            var (rise, set) = (solarNoon - halfDay, solarNoon + halfDay)
            for _ in 0..<2 {
                halfDay = Self.halfDaySeconds(Self.hourAngleCosine(at: rise, latitude: place.latitude))
                rise = noon(withSunAt: rise) - halfDay
                halfDay = Self.halfDaySeconds(Self.hourAngleCosine(at: set, latitude: place.latitude))
                set = noon(withSunAt: set) + halfDay
            }
            self = .risesAndSets(sunrise: Instant(secondsSince1970: rise), sunset: Instant(secondsSince1970: set))
        }
    }

    /// Whether the sun is up at `instant` by this day's times: after sunrise and before sunset.
    public func isUp(at instant: Instant) -> Bool {
        switch self {
        case .risesAndSets(let sunrise, let sunset): sunrise <= instant && instant < sunset
        case .upAllDay: true
        case .downAllDay: false
        }
    }

    // MARK: The sun's place (NOAA's spreadsheet, column by column)

    static let secondsPerDay = 86_400.0
    /// The sun's centre at sunrise: 90° from the zenith, and 50′ more for refraction and its radius.
    static let zenithAtSunrise = 90.833

    /// The sun's declination (degrees) and the equation of time (minutes) at `seconds` since 1970.
    static func sun(at seconds: Double) -> (declination: Double, equationOfTime: Double) {
        // Julian centuries since J2000.0.
        let century = (seconds / secondsPerDay + 2_440_587.5 - 2_451_545) / 36_525
        let meanLongitude = (280.466_46 + century * (36_000.769_83 + century * 0.000_303_2)).truncatingRemainder(dividingBy: 360)
        let meanAnomaly = 357.529_11 + century * (35_999.050_29 - 0.000_153_7 * century)
        let eccentricity = 0.016_708_634 - century * (0.000_042_037 + 0.000_000_126_7 * century)
        let centre = sin(radians(meanAnomaly)) * (1.914_602 - century * (0.004_817 + 0.000_014 * century))
            + sin(radians(2 * meanAnomaly)) * (0.019_993 - 0.000_101 * century) + sin(radians(3 * meanAnomaly)) * 0.000_289
        let node = radians(125.04 - 1_934.136 * century)
        let apparentLongitude = meanLongitude + centre - 0.005_69 - 0.004_78 * sin(node)
        let meanObliquity = 23 + (26 + (21.448 - century * (46.815 + century * (0.000_59 - century * 0.001_813))) / 60) / 60
        let obliquity = meanObliquity + 0.002_56 * cos(node)
        let declination = degrees(asin(sin(radians(obliquity)) * sin(radians(apparentLongitude))))
        let y = pow(tan(radians(obliquity / 2)), 2)
        let (l0, m) = (radians(meanLongitude), radians(meanAnomaly))
        let equationOfTime = 4 * degrees(
            y * sin(2 * l0) - 2 * eccentricity * sin(m) + 4 * eccentricity * y * sin(m) * cos(2 * l0)
                - 0.5 * y * y * sin(4 * l0) - 1.25 * eccentricity * eccentricity * sin(2 * m))
        return (declination, equationOfTime)
    }

    /// The cosine of the sun's hour angle at sunrise, with the sun as it is at `seconds`: below
    /// −1 it never sets, above 1 it never rises.
    static func hourAngleCosine(at seconds: Double, latitude: Double) -> Double {
        let declination = radians(sun(at: seconds).declination)
        let phi = radians(latitude)
        return cos(radians(zenithAtSunrise)) / (cos(phi) * cos(declination)) - tan(phi) * tan(declination)
    }

    /// Half the time from sunrise to sunset, in seconds, for an hour angle's cosine (clamped:
    /// on the edge of polar day the estimate of one event may fall just past it).
    static func halfDaySeconds(_ cosine: Double) -> Double {
        // The hour angle in degrees; the Earth turns a degree in four minutes.
        degrees(acos(min(max(cosine, -1), 1))) * 240
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    private static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
}

extension Instant {
    /// The instant `seconds` after 1970 began, to the millisecond.
    init(secondsSince1970 seconds: Double) {
        self.init(millisecondsSince1970: Int64((seconds * 1000).rounded()))
    }
}
