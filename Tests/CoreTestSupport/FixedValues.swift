import Foundation
import MeridianCore

// What the core's tests and the file format's start from.

/// A fixed moment for tests: 2026-03-29 12:00:00 UTC.
public let noon = Instant(millisecondsSince1970: 1_774_785_600_000)

/// The first-launch state at `noon`, for a user in London.
public let firstLaunch = AppState.firstLaunch(now: noon, userTimeZone: "Europe/London")

/// Ids the tests create zones with.
public func testID(_ n: UInt8) -> UUID {
    UUID(uuid: (0xAA, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, n))
}
