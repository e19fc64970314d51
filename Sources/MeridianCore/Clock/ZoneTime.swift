import Foundation

/// What a clock row shows for one zone at one instant: pure values, computed from the tz
/// database, so time travel shows the clocks as they were.
public struct ZoneTime: Equatable, Sendable {
    /// The wall-clock time there, as the minute of its day (0 to 1439).
    public var minuteOfDay: Int
    /// The calendar day there, relative to the user's own zone.
    public var relativeDay: RelativeDay
    /// The offset from UTC, with a true minus sign: "+05:30", "−03:00".
    public var utcOffset: String
    /// The zone's abbreviation as the system names it ("GMT+5:30" where it knows no letters).
    public var abbreviation: String
    public var isDaylightSavingTime: Bool
    /// How far its clocks are ahead of the user's own, in seconds; negative behind.
    public var secondsAheadOfHere: Int
    /// Its calendar day, as days since 1970-01-01: the day whose sunrise and sunset it shows.
    public var day: Int

    public init(
        minuteOfDay: Int, relativeDay: RelativeDay, utcOffset: String, abbreviation: String,
        isDaylightSavingTime: Bool, secondsAheadOfHere: Int = 0, day: Int = 0
    ) {
        self.minuteOfDay = minuteOfDay
        self.relativeDay = relativeDay
        self.utcOffset = utcOffset
        self.abbreviation = abbreviation
        self.isDaylightSavingTime = isDaylightSavingTime
        self.secondsAheadOfHere = secondsAheadOfHere
        self.day = day
    }

    /// The values for `identifier` at `now`; `nil` when either zone is unknown to the system.
    public init?(identifier: String, at now: Date, userTimeZone: String) {
        // What ICU says holds from one transition to the next: asked once per period (ZonePeriods).
        guard let period = ZonePeriods.shared.period(ofZone: identifier, at: now),
            let userOffset = ZonePeriods.shared.period(ofZone: userTimeZone, at: now)?.offset
        else { return nil }
        let here = Self.wallClock(now, offset: period.offset)
        self.minuteOfDay = here.minuteOfDay
        self.relativeDay = RelativeDay(days: here.day - Self.wallClock(now, offset: userOffset).day)
        self.utcOffset = Self.offset(seconds: period.offset)
        self.abbreviation = period.abbreviation
        self.isDaylightSavingTime = period.isDaylightSavingTime
        self.secondsAheadOfHere = period.offset - userOffset
        self.day = here.day
    }

    /// The wall-clock time of `instant` in the zone `identifier` as `format` reads it (a
    /// sunrise there); `nil` for a zone the system does not know.
    public static func localTime(of instant: Instant, inZone identifier: String, _ format: ClockFormat) -> String? {
        guard let offset = ZonePeriods.shared.period(ofZone: identifier, at: instant.date)?.offset else { return nil }
        return format.text(minuteOfDay: wallClock(instant.date, offset: offset).minuteOfDay)
    }

    /// The wall-clock time there as `format` reads it: "14:05", "2:05 PM".
    public func localTime(_ format: ClockFormat) -> String {
        format.text(minuteOfDay: minuteOfDay)
    }

    /// "+05:45", "−03:30", "+00:00".
    static func offset(seconds: Int) -> String {
        // Put together by hand: `String(format:)` cost more than the rest of a clock's row.
        let minutes = abs(seconds) / 60
        return (seconds < 0 ? "\u{2212}" : "+") + Self.twoDigits(minutes / 60) + ":" + Self.twoDigits(minutes % 60)
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0" + String(number) : String(number)
    }

    /// The wall clock at `offset` from UTC: days since 1970 there, and the minute of that day.
    /// Plain arithmetic: the tz database's offset is all a civil time needs, and a `Calendar`
    /// per clock per state change costs more than the rest of the list together.
    private static func wallClock(_ date: Date, offset: Int) -> (day: Int, minuteOfDay: Int) {
        let seconds = Int((date.timeIntervalSince1970).rounded(.down)) + offset
        let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return (day, (seconds - day * 86_400) / 60)
    }
}

/// A zone's calendar day compared with the user's own.
public struct RelativeDay: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Days after the user's day; negative before it. Offsets from −12 to +14 hours make −2…+2.
    public var days: Int

    public init(days: Int) {
        self.days = days
    }

    public static let today = RelativeDay(days: 0)
    public static let tomorrow = RelativeDay(days: 1)
    public static let yesterday = RelativeDay(days: -1)

    public var description: String {
        switch days {
        case 0: tr("Today")
        case 1: tr("Tomorrow")
        case -1: tr("Yesterday")
        case let n where n > 0: trn("In {count} day", "In {count} days", count: n)
        default: trn("{count} day ago", "{count} days ago", count: -days)
        }
    }
}
