import Foundation
import Testing

@testable import MeridianCore

/// A zone's offset, abbreviation and summer time are asked of ICU once per period between
/// transitions: what they give is what ICU says at every instant, in any order.
@Suite struct ZonePeriodsTests {
    /// Zones whose periods differ in kind: summer time north and south, half an hour of it
    /// (Lord Howe), a standard offset changed with no summer time (Volgograd, 27 December
    /// 2020), summer time abolished (Apia, 2021), none at all (Kolkata).
    let identifiers = ["America/New_York", "Australia/Sydney", "Australia/Lord_Howe", "Europe/Volgograd", "Pacific/Apia", "Asia/Kolkata"]
    /// 2019-01-01 to 2024-01-01, UTC.
    let years = 1_546_300_800.0..<1_704_067_200.0

    @Test func whatIsKeptIsWhatICUSaysAtEveryInstantInAnyOrder() throws {
        let periods = ZonePeriods()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let identifier = try #require(identifiers.randomElement(using: &generator))
            let zone = try #require(TimeZone(identifier: identifier))
            let instant = Date(timeIntervalSince1970: Double.random(in: years, using: &generator).rounded(.down))
            let kept = try #require(periods.period(ofZone: identifier, at: instant))
            let asked = ZonePeriods.ask(zone, at: instant)
            #expect(kept.hasSameFacts(as: asked), "\(identifier) at \(instant)")
            #expect(kept.start <= instant && instant < kept.end)
        }
        // Each zone keeps at most its allowance, however many instants were asked about.
        #expect(periods.count <= identifiers.count * ZonePeriods.periodsPerZone)
    }

    @Test func aPeriodIsExactlyTheTimeBetweenTwoTransitions() throws {
        let periods = ZonePeriods()
        _ = try #require(TimeZone(identifier: "Europe/London"))
        // 2025-03-30 01:00 UTC: London goes from GMT to BST.
        let change = Date(timeIntervalSince1970: 1_743_296_400)
        let lastOfWinter = try #require(periods.period(ofZone: "Europe/London", at: change.addingTimeInterval(-1)))
        let firstOfSummer = try #require(periods.period(ofZone: "Europe/London", at: change))
        #expect(lastOfWinter.end == change)
        #expect(lastOfWinter.offset == 0 && firstOfSummer.offset == 3_600)
        #expect(lastOfWinter.abbreviation != firstOfSummer.abbreviation)
        #expect(!lastOfWinter.isDaylightSavingTime && firstOfSummer.isDaylightSavingTime)
        // A standard offset changed with no summer time ends a period too: Volgograd went
        // from +04:00 to +03:00 at 2020-12-27 02:00 local time.
        let volgograd = try #require(TimeZone(identifier: "Europe/Volgograd"))
        let summer2020 = ZonePeriods.ask(volgograd, at: Date(timeIntervalSince1970: 1_590_969_600))
        #expect(summer2020.end == Date(timeIntervalSince1970: 1_609_020_000))
        // An earlier instant in the winter is the same period, now starting there: one kept, not two.
        _ = try #require(periods.period(ofZone: "Europe/London", at: change.addingTimeInterval(-86_400 * 30)))
        #expect(periods.count == 2)
    }

    @Test func ticksThroughAMonthAskICUOnlyAtTransitions() throws {
        let periods = ZonePeriods()
        _ = try #require(TimeZone(identifier: "Australia/Sydney"))
        // A month of minutes across Sydney's 2025-04-06 change.
        let start = 1_743_292_800.0  // 2025-03-30 00:00 UTC
        for minute in stride(from: 0, to: 60 * 24 * 30, by: 1) {
            _ = periods.period(ofZone: "Australia/Sydney", at: Date(timeIntervalSince1970: start + Double(minute) * 60))
        }
        #expect(periods.count == 2)
    }
}
