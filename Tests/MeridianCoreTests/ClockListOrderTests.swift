import CoreTestSupport
import Foundation
import MeridianCore
import Testing

@Suite struct ClockListOrderTests {
    let zones = WorldClock.standard.zones  // UTC, London, New York, Tokyo, Brisbane

    @Test func manualIsTheUsersOrder() throws {
        #expect(ClockListOrder.zones(zones, sortedBy: .manual, at: noon) == zones)
    }

    @Test func byNameIgnoresCaseAndAccents() throws {
        var named = zones
        named[0].name = "été"
        named[1].name = "Eta"
        let order = ClockListOrder.zones(named, sortedBy: .byName, at: noon).map(\.name)
        #expect(order == ["Brisbane", "Eta", "été", "New York", "Tokyo"])
    }

    @Test func byOffsetGoesWestToEastAtThatInstantAndKeepsTiesInOrder() throws {
        // 2026-03-29 12:00 UTC: London has just moved to BST (+01:00).
        let order = ClockListOrder.zones(zones, sortedBy: .byOffset, at: noon).map(\.name)
        #expect(order == ["New York", "UTC", "London", "Tokyo", "Brisbane"])
        // A week earlier London is on GMT, tied with UTC: the user's order decides.
        let earlier = ClockListOrder.zones(zones, sortedBy: .byOffset, at: noon.adding(seconds: -7 * 86_400))
        #expect(earlier.map(\.name) == ["New York", "UTC", "London", "Tokyo", "Brisbane"])
        let swapped = [zones[1], zones[0]] + zones[2...]
        let earlierSwapped = ClockListOrder.zones(Array(swapped), sortedBy: .byOffset, at: noon.adding(seconds: -7 * 86_400))
        #expect(earlierSwapped.map(\.name) == ["New York", "London", "UTC", "Tokyo", "Brisbane"])
    }

    @Test func theStateShowsZonesInItsSortOrder() throws {
        var state = firstLaunch
        state.viewState.master.sortOrder = .byName
        #expect(state.displayedZones.map(\.name) == ["Brisbane", "London", "New York", "Tokyo", "UTC"])
    }
}
