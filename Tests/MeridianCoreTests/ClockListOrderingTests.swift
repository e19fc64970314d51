import CoreTestSupport
import Foundation
import MeridianCore
import Testing

/// Issue 60, item 4: Manual order from the keyboard and by dragging, a new clock brought into
/// view, and "✓ Added" only for the same place.
@Suite struct ClockListOrderingTests {
    let zones = WorldClock.standard.zones  // UTC, London, New York, Tokyo, Brisbane
    var ids: [UUID] { zones.map(\.id) }

    var editing: AppState {
        var state = firstLaunch
        state.viewState.master.isEditing = true
        return state
    }

    // MARK: Moving a row

    @Test func altUpAndAltDownMoveARowOnePlaceAndStopAtTheEnds() {
        #expect(ClockListMove.byKeyboard(ids[2], by: 1, among: ids) == .zoneMoved(zoneID: ids[2], toIndex: 3))
        #expect(ClockListMove.byKeyboard(ids[2], by: -1, among: ids) == .zoneMoved(zoneID: ids[2], toIndex: 1))
        #expect(ClockListMove.byKeyboard(ids[0], by: -1, among: ids) == nil)
        #expect(ClockListMove.byKeyboard(ids[4], by: 1, among: ids) == nil)
        #expect(ClockListMove.byKeyboard(testID(9), by: 1, among: ids) == nil)
    }

    @Test func aRowDroppedOnAnotherLandsBeforeOrAfterIt() {
        // UTC dropped on Tokyo's upper half: before Tokyo, after New York (index 2 once taken out).
        #expect(ClockListMove.dropped(ids[0], on: ids[3], after: false, among: ids) == .zoneMoved(zoneID: ids[0], toIndex: 2))
        #expect(ClockListMove.dropped(ids[0], on: ids[3], after: true, among: ids) == .zoneMoved(zoneID: ids[0], toIndex: 3))
        // Brisbane dropped on London: before it (1) or after it (2).
        #expect(ClockListMove.dropped(ids[4], on: ids[1], after: false, among: ids) == .zoneMoved(zoneID: ids[4], toIndex: 1))
        #expect(ClockListMove.dropped(ids[4], on: ids[1], after: true, among: ids) == .zoneMoved(zoneID: ids[4], toIndex: 2))
        // Where it is already: on itself, just after the row above it, just before the row below.
        #expect(ClockListMove.dropped(ids[2], on: ids[2], after: true, among: ids) == nil)
        #expect(ClockListMove.dropped(ids[2], on: ids[1], after: true, among: ids) == nil)
        #expect(ClockListMove.dropped(ids[2], on: ids[3], after: false, among: ids) == nil)
    }

    @Test func onlyEditModeWithTwoClocksOrMoreMovesRowsAndSaysHow() {
        let browsing = ClockListModel(firstLaunch)
        #expect(!browsing.canMove)
        #expect(browsing.move(ids[2], by: 1) == nil)
        #expect(browsing.drop(ids[0], on: ids[3], after: true) == nil)
        #expect(browsing.rows.allSatisfy { $0.moveDescription == nil })

        let model = ClockListModel(editing)
        #expect(model.canMove)
        #expect(model.move(ids[2], by: 1) == .zoneMoved(zoneID: ids[2], toIndex: 3))
        #expect(model.rows[2].moveDescription == "Position 3 of 5. Alt+Up or Alt+Down moves it; drag its handle to move it.")

        var one = editing
        one.document.zones = [zones[0]]
        #expect(!ClockListModel(one).canMove)
        #expect(ClockListModel(one).rows[0].moveDescription == nil)
    }

    @Test func aMovedRowSaysItsNewPlace() throws {
        var state = editing
        _ = AppReducer(catalog: systemCatalog).reduce(into: &state, action: .clockList(.zoneMoved(zoneID: ids[2], toIndex: 3)))
        let row = try #require(ClockListModel(state).rows.first { $0.id == ids[2] })
        #expect(row.moveDescription == "Position 4 of 5. Alt+Up or Alt+Down moves it; drag its handle to move it.")
    }

    @Test func aMoveInASortedListSwitchesToManualFromTheOrderShownThenMovesOneRow() throws {
        var state = editing
        state.viewState.master.sortOrder = .byName  // Brisbane, London, New York, Tokyo, UTC
        let shown = ClockListModel(state)
        #expect(shown.rows.map(\.name) == ["Brisbane", "London", "New York", "Tokyo", "UTC"])
        let move = try #require(shown.move(ids[2], by: 1))  // New York, one down
        assertReduce(state, .clockList(move)) {
            $0.document.zones = [zones[4], zones[1], zones[3], zones[2], zones[0]]
            $0.viewState.master.sortOrder = .manual
            $0.viewState.master.zoneToReveal = ids[2]
        }
    }

    @Test func aMoveIsOneStepNamedByWhereTheRowWent() {
        func label(_ move: ClockListAction) -> String {
            var after = firstLaunch
            _ = AppReducer(catalog: systemCatalog).reduce(into: &after, action: .clockList(move))
            return AppHistory.label(.clockList(move), before: firstLaunch, after: after)
        }
        #expect(label(.zoneMoved(zoneID: ids[2], toIndex: 3)) == "Moved New York down")
        #expect(label(.zoneMoved(zoneID: ids[2], toIndex: 1)) == "Moved New York up")
        #expect(label(.zoneMoved(zoneID: ids[0], toIndex: 2)) == "Moved UTC to position 3 of 5")
        // Sorted by name (Brisbane, London, New York, Tokyo, UTC): the move from the order shown
        // says the list is the user's own now.
        var sorted = firstLaunch
        sorted.viewState.master.sortOrder = .byName
        var after = sorted
        _ = AppReducer(catalog: systemCatalog).reduce(into: &after, action: .clockList(.zoneMoved(zoneID: ids[2], toIndex: 3)))
        #expect(AppHistory.label(.clockList(.zoneMoved(zoneID: ids[2], toIndex: 3)), before: sorted, after: after)
            == "Moved New York down; the list is in manual order now")
    }

    // MARK: Bringing a clock into view

    @Test func anAddedClockIsAskedToBeBroughtIntoViewUntilTheListScrolls() {
        var state = firstLaunch
        state.viewState.selection = ZoneChooser(searchText: "kolk")
        let added = assertReduce(state, .chooser(.zoneChosen(id: testID(1), identifier: "Asia/Kolkata"))) {
            $0.document.zones.append(Zone(id: testID(1), identifier: "Asia/Kolkata", name: "Kolkata"))
            $0.viewState.selection = nil
            $0.viewState.detail = DetailPane(zoneID: testID(1), nameText: "Kolkata")
            $0.viewState.master.zoneToReveal = testID(1)
        }
        #expect(ClockListModel(added).zoneToReveal == testID(1))
        assertReduce(added, .clockList(.scrolled(offsetY: 120))) {
            $0.viewState.master.scrollOffsetY = 120
            $0.viewState.master.zoneToReveal = nil
        }
    }

    @Test func aPlaceChosenAgainBringsItsClockIntoView() {
        var state = firstLaunch
        state.viewState.selection = ZoneChooser(searchText: "new york")
        assertReduce(state, .chooser(.zoneChosen(id: testID(1), identifier: "America/New_York", name: "New York"))) {
            $0.viewState.selection = nil
            $0.viewState.detail = DetailPane(zoneID: ids[2], nameText: "New York")
            $0.viewState.master.zoneToReveal = ids[2]
        }
    }

    @Test func aClockThatLeftIsNoLongerAskedFor() {
        var state = firstLaunch
        state.viewState.master.zoneToReveal = testID(7)
        #expect(reconcile(state).viewState.master.zoneToReveal == nil)
        state.viewState.master.zoneToReveal = ids[1]
        #expect(reconcile(state).viewState.master.zoneToReveal == ids[1])
    }

    // MARK: The same place

    /// Lima, Ohio keeps New York's zone: the list that has New York has not got Lima.
    @Test func aPlaceOfAZoneInTheListIsAddedUnlessAClockShowsThatPlace() {
        let lima = ZoneChoice(identifier: "America/New_York", name: "Lima")
        #expect(AppReducer.zone(showing: lima, in: WorldClock.standard) == nil)
        #expect(AppReducer.zone(showing: ZoneChoice(identifier: "America/New_York", name: "United States"), in: WorldClock.standard) == nil)
        #expect(AppReducer.zone(showing: ZoneChoice(identifier: "America/New_York", name: "new york"), in: WorldClock.standard)?.id == ids[2])
        // A renamed clock still shows the place its zone is named after, and only that one.
        var renamed = WorldClock.standard
        renamed.zones[1].name = "Granny"
        #expect(AppReducer.zone(showing: ZoneChoice(identifier: "Europe/London", name: "London"), in: renamed)?.id == ids[1])
        #expect(AppReducer.zone(showing: ZoneChoice(identifier: "Europe/London", name: "Guernsey"), in: renamed) == nil)
        // Two clocks of one zone: each shows its own place.
        var both = WorldClock.standard
        both.zones.append(Zone(id: testID(1), identifier: "America/New_York", name: "Lima"))
        #expect(AppReducer.zone(showing: lima, in: both)?.id == testID(1))
    }

    @Test func choosingLimaWithNewYorkInTheListAddsLima() {
        var state = firstLaunch
        state.viewState.selection = ZoneChooser(searchText: "lima")
        let lima = ZoneChoice(identifier: "America/New_York", name: "Lima")
        assertReduce(state, .chooser(.entered(id: testID(1), listed: [lima]))) {
            $0.document.zones.append(Zone(id: testID(1), identifier: "America/New_York", name: "Lima"))
            $0.viewState.selection = nil
            $0.viewState.detail = DetailPane(zoneID: testID(1), nameText: "Lima")
            $0.viewState.master.zoneToReveal = testID(1)
        }
    }

    @Test func theChooserMarksOnlyTheSamePlace() {
        let places = PlaceDirectory(
            gazetteer: Gazetteer(cities: [
                .init(name: "New York", country: "United States", identifier: "America/New_York"),
                .init(name: "Lima", country: "United States", identifier: "America/New_York"),
                .init(name: "Lima", country: "Peru", identifier: "America/Lima"),
            ]), catalog: systemCatalog)
        let search = ZoneSearch(directory: places)
        let lima = ZoneChooserListing(search: search, chooser: ZoneChooser(searchText: "lima"), document: WorldClock.standard)
        #expect(lima.rows.map(\.title).sorted() == ["Lima, Peru", "Lima, United States"])
        #expect(lima.rows.allSatisfy { $0.addedAs == nil })
        let newYork = ZoneChooserListing(search: search, chooser: ZoneChooser(searchText: "new york"), document: WorldClock.standard)
        #expect(newYork.rows.first?.addedAs == "New York")
    }
}
