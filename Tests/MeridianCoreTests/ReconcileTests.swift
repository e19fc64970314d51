import CoreTestSupport
import Foundation
import MeridianCore
import Testing

@Suite struct ReconcileTests {
    @Test func aConsistentStateIsLeftAlone() throws {
        var state = firstLaunch
        state.viewState.detail = DetailPane(zoneID: WorldClock.standard.zones[1].id, nameText: "London")
        #expect(reconcile(state) == state)
    }

    @Test func repairsWhatAMixLeavesDangling() throws {
        var mixed = firstLaunch
        mixed.document.zones = []
        mixed.viewState.detail = DetailPane(zoneID: WorldClock.standard.zones[1].id, nameText: "London")
        mixed.viewState.master = MasterPane(scrollOffsetY: -20, isEditing: true, sortOrder: .byName)
        mixed.viewState.selection = ZoneChooser(scrollOffsetY: .infinity, searchText: "x")
        mixed.viewState.window = WindowLayout(width: 1, height: 2, panePosition: 3)
        mixed.player = PlayerState(position: 90, duration: 60)

        var expected = firstLaunch
        expected.document.zones = []
        expected.viewState.master = MasterPane(scrollOffsetY: 0, isEditing: false, sortOrder: .byName)
        expected.viewState.selection = ZoneChooser(scrollOffsetY: 0, searchText: "x")
        expected.viewState.window = WindowLayout(
            width: WindowLayout.minimumWidth, height: WindowLayout.minimumHeight,
            panePosition: WindowLayout.minimumPanePosition)
        expected.player = PlayerState(position: 60, duration: 60)
        let repaired = reconcile(mixed)
        #expect(repaired == expected, "\(diff(expected, repaired))")
        #expect(reconcile(repaired) == repaired)
    }

    @Test func theNoticeOfARemovalGoesOnceTheZoneIsBack() throws {
        let london = WorldClock.standard.zones[1]
        var state = firstLaunch
        state.viewState.notice = RemovalNotice(zoneID: london.id, zoneName: "London")
        var expected = state
        expected.viewState.notice = nil
        #expect(reconcile(state) == expected)
        state.document.zones.remove(at: 1)
        #expect(reconcile(state) == state)
    }
}
