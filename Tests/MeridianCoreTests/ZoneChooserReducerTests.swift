import CoreTestSupport
import Foundation
import MeridianCore
import Testing

/// The chooser's keyboard as the reducer decides it: the highlight is state, always on a row
/// that is listed, and Enter chooses that row — the top one unless the user moved it.
@Suite struct ZoneChooserReducerTests {
    let saoPaulo = ZoneChoice(identifier: "America/Sao_Paulo", name: "São Paulo")
    let losAngeles = ZoneChoice(identifier: "America/Los_Angeles", name: "Los Angeles")
    let lagos = ZoneChoice(identifier: "Africa/Lagos", name: "Lagos")

    var choosing: AppState {
        var state = firstLaunch
        state.viewState.selection = ZoneChooser()
        return state
    }

    @Test func aNewSearchPutsTheHighlightAndTheListBackAtTheTop() throws {
        var state = choosing
        state.viewState.selection = ZoneChooser(scrollOffsetY: 240, searchText: "lo", highlightedRow: 4)
        assertReduce(state, .chooser(.searchTextChanged("los"))) {
            $0.viewState.selection = ZoneChooser(scrollOffsetY: 0, searchText: "los", highlightedRow: 0)
        }
    }

    @Test func upAndDownMoveTheHighlightWithinTheRowsListed() throws {
        let down = assertReduce(choosing, .chooser(.highlightMoved(by: 1, rowCount: 3))) {
            $0.viewState.selection?.highlightedRow = 1
        }
        let last = assertReduce(down, .chooser(.highlightMoved(by: 1, rowCount: 3))) {
            $0.viewState.selection?.highlightedRow = 2
        }
        assertReduce(last, .chooser(.highlightMoved(by: 1, rowCount: 3)))
        assertReduce(last, .chooser(.highlightMoved(by: -1, rowCount: 3))) {
            $0.viewState.selection?.highlightedRow = 1
        }
        assertReduce(choosing, .chooser(.highlightMoved(by: -1, rowCount: 3)))
        // Nothing listed, nothing to move to; a highlight past the rows comes back to the last.
        assertReduce(choosing, .chooser(.highlightMoved(by: 1, rowCount: 0)))
        var past = choosing
        past.viewState.selection?.highlightedRow = 9
        assertReduce(past, .chooser(.highlightMoved(by: -1, rowCount: 3))) {
            $0.viewState.selection?.highlightedRow = 1
        }
        // What a damaged log could say stays within the rows the chooser can show.
        assertReduce(choosing, .chooser(.highlightMoved(by: .max, rowCount: .max))) {
            $0.viewState.selection?.highlightedRow = ZoneChooserListing.maximumShown - 1
        }
        assertReduce(last, .chooser(.highlightMoved(by: .min, rowCount: 3))) {
            $0.viewState.selection?.highlightedRow = 0
        }
        assertReduce(firstLaunch, .chooser(.highlightMoved(by: 1, rowCount: 3)))
    }

    @Test func enterAddsTheTopMatchUnlessTheHighlightMoved() throws {
        assertReduce(choosing, .chooser(.entered(id: testID(1), listed: [losAngeles]))) {
            $0.document.zones.append(Zone(id: testID(1), identifier: "America/Los_Angeles", name: "Los Angeles"))
            $0.viewState.selection = nil
            $0.viewState.detail = DetailPane(zoneID: testID(1), nameText: "Los Angeles")
            $0.viewState.master.zoneToReveal = testID(1)
        }
        var moved = choosing
        moved.viewState.selection?.highlightedRow = 1
        assertReduce(moved, .chooser(.entered(id: testID(1), listed: [losAngeles, lagos]))) {
            $0.document.zones.append(Zone(id: testID(1), identifier: "Africa/Lagos", name: "Lagos"))
            $0.viewState.selection = nil
            $0.viewState.detail = DetailPane(zoneID: testID(1), nameText: "Lagos")
            $0.viewState.master.zoneToReveal = testID(1)
        }
    }

    @Test func enterWithNothingListedOrNoChooserDoesNothing() throws {
        assertReduce(choosing, .chooser(.entered(id: testID(1), listed: [])))
        assertReduce(firstLaunch, .chooser(.entered(id: testID(1), listed: [losAngeles])))
    }

    /// The report: São Paulo chosen, then "los angeles" typed, Down and Enter added São
    /// Paulo again. Now the highlight is the state's, and Enter adds what is listed.
    @Test func enterNeverAddsAZoneChosenBefore() throws {
        let opened = assertReduce(firstLaunch, .clockList(.addButtonClicked)) { $0.viewState.selection = ZoneChooser() }
        let chosen = assertReduce(opened, .chooser(.zoneChosen(id: testID(1), identifier: saoPaulo.identifier, name: saoPaulo.name))) {
            $0.document.zones.append(Zone(id: testID(1), identifier: "America/Sao_Paulo", name: "São Paulo"))
            $0.viewState.selection = nil
            $0.viewState.detail = DetailPane(zoneID: testID(1), nameText: "São Paulo")
            $0.viewState.master.zoneToReveal = testID(1)
        }
        let reopened = assertReduce(chosen, .clockList(.addButtonClicked)) { $0.viewState.selection = ZoneChooser() }
        let typed = assertReduce(reopened, .chooser(.searchTextChanged("los angeles"))) { $0.viewState.selection?.searchText = "los angeles" }
        let down = assertReduce(typed, .chooser(.highlightMoved(by: 1, rowCount: 1)))
        assertReduce(down, .chooser(.entered(id: testID(2), listed: [losAngeles]))) {
            $0.document.zones.append(Zone(id: testID(2), identifier: "America/Los_Angeles", name: "Los Angeles"))
            $0.viewState.selection = nil
            $0.viewState.detail = DetailPane(zoneID: testID(2), nameText: "Los Angeles")
            $0.viewState.master.zoneToReveal = testID(2)
        }
    }

    @Test func aNewZoneIsCalledByThePlaceChosen() throws {
        assertReduce(choosing, .chooser(.zoneChosen(id: testID(1), identifier: "America/Sao_Paulo", name: "São Paulo"))) {
            $0.document.zones.append(Zone(id: testID(1), identifier: "America/Sao_Paulo", name: "São Paulo"))
            $0.viewState.selection = nil
            $0.viewState.detail = DetailPane(zoneID: testID(1), nameText: "São Paulo")
            $0.viewState.master.zoneToReveal = testID(1)
        }
        // Older logs say no name; a name no zone can have is the city of the zone instead.
        for name in [nil, String(repeating: "P", count: 80), "  "] {
            assertReduce(choosing, .chooser(.zoneChosen(id: testID(1), identifier: "America/Sao_Paulo", name: name))) {
                $0.document.zones.append(Zone(id: testID(1), identifier: "America/Sao_Paulo", name: "Sao Paulo"))
                $0.viewState.selection = nil
                $0.viewState.detail = DetailPane(zoneID: testID(1), nameText: "Sao Paulo")
                $0.viewState.master.zoneToReveal = testID(1)
            }
        }
    }

    /// As GNOME Clocks marks the places already in its list and does not add them twice:
    /// choosing a zone already there closes the chooser and shows that clock.
    @Test func choosingAZoneAlreadyInTheListShowsItInsteadOfAddingItAgain() throws {
        let london = WorldClock.standard["London"]
        var state = choosing
        state.viewState.detail = DetailPane(zoneID: WorldClock.standard["Tokyo"].id, nameText: "Tok")
        for action in [
            AppAction.chooser(.zoneChosen(id: testID(1), identifier: "Europe/London", name: "London")),
            .chooser(.entered(id: testID(1), listed: [ZoneChoice(identifier: "Europe/London", name: "London")])),
        ] {
            assertReduce(state, action) {
                $0.viewState.selection = nil
                $0.viewState.detail = DetailPane(zoneID: london.id, nameText: "London")
                $0.viewState.master.zoneToReveal = london.id
            }
        }
    }
}
