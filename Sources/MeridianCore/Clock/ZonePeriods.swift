import Foundation
import Synchronization

/// What the tz database says of a zone between two of its transitions: its offset, its
/// abbreviation and whether it is summer time. These hold for months, yet asking ICU for an
/// abbreviation makes a time-zone formatter every time (a quarter of a History jump, for a
/// list of clocks), so each period is asked for once and kept.
///
/// Bounded by what the user has, not by time: at most `periodsPerZone` periods for each zone
/// asked about (the tz database has a few hundred), the least recently used let go first.
final class ZonePeriods: Sendable {
    /// One period of a zone: the facts, from `start` (the first instant they were asked for, or
    /// earlier once an earlier instant in the same period was) until `end` (the next transition).
    struct Period {
        var start: Date
        var end: Date
        var offset: Int
        var abbreviation: String
        var isDaylightSavingTime: Bool

        func hasSameFacts(as other: Period) -> Bool {
            offset == other.offset && abbreviation == other.abbreviation && isDaylightSavingTime == other.isDaylightSavingTime
        }
    }

    static let shared = ZonePeriods()
    static let periodsPerZone = 8

    /// Each zone's periods, the most recently used first.
    private let periods = Mutex<[String: [Period]]>([:])

    /// The period of the zone `identifier` names that `instant` is in; `nil` for a zone the
    /// system does not know.
    func period(ofZone identifier: String, at instant: Date) -> Period? {
        // Looked up before it is taken: an unknown identifier leaves no empty entry behind.
        let known = periods.withLock { kept -> Period? in
            guard kept[identifier] != nil else { return nil }
            return Self.take(instant, from: &kept[identifier, default: []])
        }
        if let known { return known }
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        let asked = Self.ask(zone, at: instant)
        periods.withLock { Self.keep(asked, in: &$0[identifier, default: []]) }
        return asked
    }

    /// How many periods are kept, of every zone.
    var count: Int { periods.withLock { $0.values.reduce(0) { $0 + $1.count } } }

    /// What ICU says at `instant`, and until when it holds.
    static func ask(_ zone: TimeZone, at instant: Date) -> Period {
        let offset = zone.secondsFromGMT(for: instant)
        return Period(
            start: instant, end: zone.nextDaylightSavingTimeTransition(after: instant) ?? .distantFuture, offset: offset,
            abbreviation: zone.abbreviation(for: instant) ?? ZoneTime.offset(seconds: offset),
            isDaylightSavingTime: zone.isDaylightSavingTime(for: instant))
    }

    /// The kept period `instant` is in, moved to the front.
    private static func take(_ instant: Date, from kept: inout [Period]) -> Period? {
        guard let index = kept.firstIndex(where: { $0.start <= instant && instant < $0.end }) else { return nil }
        let period = kept.remove(at: index)
        kept.insert(period, at: 0)
        return period
    }

    /// Keeps `asked` in front. A period kept with the same end and facts is the same period
    /// asked about earlier in it: it now starts at the earlier instant.
    private static func keep(_ asked: Period, in kept: inout [Period]) {
        var period = asked
        if let index = kept.firstIndex(where: { $0.end == asked.end && $0.hasSameFacts(as: asked) }) {
            period.start = min(asked.start, kept.remove(at: index).start)
        }
        kept.insert(period, at: 0)
        if kept.count > periodsPerZone { kept.removeLast(kept.count - periodsPerZone) }
    }
}
