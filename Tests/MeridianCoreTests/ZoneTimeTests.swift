import Foundation
import MeridianCore
import Testing

@Suite struct ZoneTimeTests {
    /// 2025-06-15 12:00:00 UTC, a summer day in the north.
    let june = Date(timeIntervalSince1970: 1_749_988_800)
    /// 2025-01-15 12:00:00 UTC.
    let january = Date(timeIntervalSince1970: 1_736_942_400)

    func time(_ identifier: String, _ date: Date, user: String = "UTC") -> ZoneTime? {
        ZoneTime(identifier: identifier, at: date, userTimeZone: user)
    }

    @Test func halfAndQuarterHourOffsets() throws {
        #expect(time("Asia/Kolkata", june)?.utcOffset == "+05:30")
        #expect(time("Asia/Kolkata", june)?.localTime(.twentyFourHour) == "17:30")
        #expect(time("Asia/Kathmandu", june)?.utcOffset == "+05:45")
        #expect(time("Asia/Kathmandu", june)?.localTime(.twentyFourHour) == "17:45")
        #expect(time("Australia/Eucla", june)?.utcOffset == "+08:45")
    }

    @Test func negativeOffsetsUseATrueMinusSign() throws {
        #expect(time("America/Sao_Paulo", june)?.utcOffset == "\u{2212}03:00")
        #expect(time("America/St_Johns", june)?.utcOffset == "\u{2212}02:30")
        #expect(time("America/St_Johns", january)?.utcOffset == "\u{2212}03:30")
        #expect(time("UTC", june)?.utcOffset == "+00:00")
    }

    @Test func daylightSavingTimeFollowsTheDatabase() throws {
        #expect(time("Europe/London", june)?.isDaylightSavingTime == true)
        #expect(time("Europe/London", january)?.isDaylightSavingTime == false)
        // Lord Howe shifts by half an hour in its summer.
        #expect(time("Australia/Lord_Howe", january)?.utcOffset == "+11:00")
        #expect(time("Australia/Lord_Howe", june)?.utcOffset == "+10:30")
    }

    @Test func onTheDayLondonChangesItsClocks() throws {
        // 2025-03-30: at 01:00 UTC the clocks in London go from 01:00 GMT to 02:00 BST.
        let before = Date(timeIntervalSince1970: 1_743_296_340)  // 00:59 UTC
        let after = Date(timeIntervalSince1970: 1_743_296_400)  // 01:00 UTC
        #expect(time("Europe/London", before) == ZoneTime(
            minuteOfDay: 59, relativeDay: .today, utcOffset: "+00:00",
            abbreviation: TimeZone(identifier: "Europe/London")?.abbreviation(for: before) ?? "",
            isDaylightSavingTime: false, secondsAheadOfHere: 0, day: 20_177))
        #expect(time("Europe/London", after)?.localTime(.twentyFourHour) == "02:00")
        #expect(time("Europe/London", after)?.utcOffset == "+01:00")
        #expect(time("Europe/London", after)?.isDaylightSavingTime == true)
    }

    /// What the row's "5 h 30 min ahead" and the sun's day are made from.
    @Test func howFarAheadOfTheUserAndWhichDayThereItIs() throws {
        #expect(time("Asia/Kolkata", june)?.secondsAheadOfHere == 19_800)
        #expect(time("America/New_York", june, user: "Asia/Tokyo")?.secondsAheadOfHere == -13 * 3600)
        #expect(time("Europe/London", june, user: "Europe/London")?.secondsAheadOfHere == 0)
        // 2025-06-15 is day 20 254 since 1970; at 22:00 UTC it is the 16th in Tokyo.
        #expect(time("UTC", june)?.day == 20_254)
        #expect(time("Asia/Tokyo", Date(timeIntervalSince1970: 1_750_024_800))?.day == 20_255)
        #expect(time("America/Los_Angeles", Date(timeIntervalSince1970: 1_749_945_600))?.day == 20_253)
    }

    @Test func theDayIsRelativeToTheUsersOwnZone() throws {
        // 2025-06-15 22:00 UTC: Tokyo is already on the 16th; New York is still on the 15th.
        let late = Date(timeIntervalSince1970: 1_750_024_800)
        #expect(time("Asia/Tokyo", late, user: "America/New_York")?.relativeDay == .tomorrow)
        #expect(time("America/New_York", late, user: "Asia/Tokyo")?.relativeDay == .yesterday)
        // London is at 23:00 while Paris has passed midnight.
        #expect(time("Europe/London", late, user: "Europe/Paris")?.relativeDay == .yesterday)
        #expect(time("Europe/London", june, user: "Europe/Paris")?.relativeDay == .today)
        // Kiritimati (+14) and Pago Pago (−11) are 25 hours apart, so they can be two days apart.
        let morning = Date(timeIntervalSince1970: 1_750_024_800 + 3_600 * 12)  // 10:00 UTC on the 16th
        #expect(time("Pacific/Kiritimati", morning, user: "Pacific/Pago_Pago")?.relativeDay == RelativeDay(days: 2))
    }

    @Test func relativeDaysReadAsWords() throws {
        #expect(RelativeDay.today.description == "Today")
        #expect(RelativeDay.tomorrow.description == "Tomorrow")
        #expect(RelativeDay.yesterday.description == "Yesterday")
        #expect(RelativeDay(days: 2).description == "In 2 days")
    }

    @Test func anUnknownZoneHasNoTime() throws {
        #expect(time("Mars/Olympus", june) == nil)
    }
}
