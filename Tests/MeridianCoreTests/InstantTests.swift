import CoreTestSupport
import Foundation
import MeridianCore
import Testing

@Suite struct InstantTests {
    @Test(arguments: [
        (Int64(0), "1970-01-01T00:00:00.000Z"),
        (1_774_785_600_000, "2026-03-29T12:00:00.000Z"),
        (951_782_400_123, "2000-02-29T00:00:00.123Z"),
        (-1, "1969-12-31T23:59:59.999Z"),
        (253_402_300_799_999, "9999-12-31T23:59:59.999Z"),
    ])
    func readsAndWritesISO8601(milliseconds: Int64, text: String) {
        let instant = Instant(millisecondsSince1970: milliseconds)
        #expect(instant.iso8601 == text)
        #expect(Instant(iso8601: text) == instant)
    }

    @Test func agreesWithFoundationsFormatter() throws {
        var random = SystemRandomNumberGenerator()
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        for _ in 0..<500 {
            let instant = Instant(millisecondsSince1970: Int64.random(in: 0...4_102_444_800_000, using: &random))
            #expect(formatter.date(from: instant.iso8601) == instant.date)
            #expect(Instant(iso8601: instant.iso8601) == instant)
        }
    }

    @Test(arguments: [
        "2026-02-30T00:00:00Z", "2026-13-01T00:00:00Z", "2026-01-01T24:00:00Z", "2026-01-01 00:00:00Z",
        "2026-01-01T00:00:00", "2026-01-01T00:00:00.12Z", "2026-01-01T00:00:00+01:00", "", "yesterday",
    ])
    func refusesWhatIsNotAUTCTime(text: String) {
        #expect(Instant(iso8601: text) == nil)
    }

    @Test func instantsOutsideFourDigitYearsAreWrittenAndRefused() throws {
        for instant in [Instant(millisecondsSince1970: .min / 2), Instant(millisecondsSince1970: .max / 2)] {
            #expect(!instant.iso8601.isEmpty)
            #expect(Instant(iso8601: instant.iso8601) == nil)
        }
    }

    @Test func acceptsWholeSecondsAndAddsExactly() throws {
        #expect(Instant(iso8601: "2026-03-29T12:00:00Z") == noon)
        #expect(noon.adding(seconds: 4).millisecondsSince1970 == noon.millisecondsSince1970 + 4000)
        #expect(Instant(Date(timeIntervalSince1970: 1.0004)).millisecondsSince1970 == 1000)
    }
}
