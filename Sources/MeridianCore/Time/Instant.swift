import Foundation

/// A moment, in whole milliseconds since 1970 (UTC).
///
/// Times inside the state and its actions use this instead of `Date`: integer milliseconds add
/// exactly ("now + 4 s") and survive a JSON file bit for bit, so a replayed or imported session
/// equals the recorded one. In files it reads as ISO 8601: `2026-11-21T21:37:22.123Z`.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var millisecondsSince1970: Int64

    public init(millisecondsSince1970: Int64) {
        self.millisecondsSince1970 = millisecondsSince1970
    }

    /// The instant nearest to `date`.
    public init(_ date: Date) {
        self.millisecondsSince1970 = Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    public var date: Date {
        Date(timeIntervalSince1970: Double(millisecondsSince1970) / 1000)
    }

    /// This instant moved by `seconds`, to the nearest millisecond, and no further than the
    /// times a file can hold (`Limits.instants`).
    public func adding(seconds: Double) -> Instant {
        let milliseconds = (seconds * 1000).rounded()
        guard milliseconds.isFinite, abs(milliseconds) < 1e16 else { return seconds > 0 ? .latest : .earliest }
        let (sum, overflow) = millisecondsSince1970.addingReportingOverflow(Int64(milliseconds))
        guard !overflow else { return seconds > 0 ? .latest : .earliest }
        return Instant(millisecondsSince1970: sum).clampedToLimits
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
        lhs.millisecondsSince1970 < rhs.millisecondsSince1970
    }

    public var description: String { iso8601 }
}

// MARK: ISO 8601

extension Instant: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let instant = Instant(iso8601: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\"\(text)\" is not a UTC time such as \"2026-11-21T21:37:22.123Z\"")
        }
        self = instant
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso8601)
    }

    /// "2026-11-21T21:37:22.123Z"; civil dates from days by Howard Hinnant's algorithm. Built
    /// digit by digit: a session file writes a million of these.
    public var iso8601: String {
        let (days, millisecondOfDay) = millisecondsSince1970.floorDivided(by: 86_400_000)
        let (year, month, day) = Self.civilDate(fromDays: days)
        let seconds = millisecondOfDay / 1000
        guard (0...9999).contains(year) else {
            // Beyond ISO 8601's four digits: written the slow way (and refused when read back).
            return String(
                format: "%04lld-%02lld-%02lldT%02lld:%02lld:%02lld.%03lldZ", year, month, day,
                seconds / 3600, seconds / 60 % 60, seconds % 60, millisecondOfDay % 1000)
        }
        return String(unsafeUninitializedCapacity: 24) { buffer in
            var index = 0
            func digits(_ value: Int64, _ count: Int) {
                var value = value
                for position in stride(from: index + count - 1, through: index, by: -1) {
                    buffer[position] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
                index += count
            }
            func character(_ ascii: Unicode.Scalar) {
                buffer[index] = UInt8(ascii: ascii)
                index += 1
            }
            digits(year, 4); character("-"); digits(month, 2); character("-"); digits(day, 2); character("T")
            digits(seconds / 3600, 2); character(":"); digits(seconds / 60 % 60, 2); character(":"); digits(seconds % 60, 2)
            character("."); digits(millisecondOfDay % 1000, 3); character("Z")
            return index
        }
    }

    /// Reads `YYYY-MM-DDTHH:MM:SS[.fff]Z` (years 0000–9999).
    public init?(iso8601 text: String) {
        self.init(iso8601UTF8: Array(text.utf8)[...])
    }

    /// The same, from the text's bytes (as a file holds them).
    package init?(iso8601UTF8 text: ArraySlice<UInt8>) {
        let base = text.startIndex
        func number(_ range: Range<Int>) -> Int64? {
            guard range.upperBound <= text.count else { return nil }
            var value: Int64 = 0
            for byte in text[(base + range.lowerBound)..<(base + range.upperBound)] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int64(byte - 48)
            }
            return value
        }
        func byte(_ index: Int, is character: Character) -> Bool {
            index < text.count && text[base + index] == character.asciiValue
        }
        guard byte(4, is: "-"), byte(7, is: "-"), byte(10, is: "T"), byte(13, is: ":"), byte(16, is: ":"),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var millisecond: Int64 = 0
        var end = 19
        if byte(19, is: ".") {
            guard let fraction = number(20..<23) else { return nil }
            millisecond = fraction
            end = 23
        }
        guard byte(end, is: "Z"), text.count == end + 1 else { return nil }
        let days = Self.days(fromCivilYear: year, month: month, day: day)
        self.init(millisecondsSince1970: ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + millisecond)
    }

    private static func civilDate(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func days(fromCivilYear year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension Int64 {
    /// Quotient rounded down and a remainder that is never negative.
    fileprivate func floorDivided(by divisor: Int64) -> (Int64, Int64) {
        let remainder = self % divisor
        return remainder < 0 ? (self / divisor - 1, remainder + divisor) : (self / divisor, remainder)
    }
}
