import CoreTestSupport
import Foundation
import MeridianCore
import Testing

@Suite struct DocumentReducerTests {
    let newYork = WorldClock.standard["New York"]

    @Test func choosingAZoneAddsItClosesTheChooserAndSelectsIt() throws {
        let open = assertReduce(firstLaunch, .clockList(.addButtonClicked)) {
            $0.viewState.selection = ZoneChooser()
        }
        let searched = assertReduce(open, .chooser(.searchTextChanged("kolk"))) {
            $0.viewState.selection?.searchText = "kolk"
        }
        assertReduce(searched, .chooser(.zoneChosen(id: testID(1), identifier: "Asia/Kolkata"))) {
            $0.document.zones.append(Zone(id: testID(1), identifier: "Asia/Kolkata", name: "Kolkata"))
            $0.viewState.selection = nil
            $0.viewState.detail = DetailPane(zoneID: testID(1), nameText: "Kolkata")
            $0.viewState.master.zoneToReveal = testID(1)
        }
    }

    @Test func anUnknownIdentifierChangesNothingAndSaysWhy() throws {
        var state = firstLaunch
        state.viewState.selection = ZoneChooser(searchText: "mars")
        assertReduce(state, .chooser(.zoneChosen(id: testID(1), identifier: "Mars/Olympus"))) {
            $0.viewState.message = UserMessage("Could not add the time zone: {reason}.", ["reason": .message(TimeZoneIdentifierError.unknown("Mars/Olympus").message)])
        }
    }

    @Test func aMessageReadsAsItsWordsWithTheValuesInPlace() throws {
        var state = firstLaunch
        _ = AppReducer(catalog: systemCatalog).reduce(into: &state, action: .chooser(.zoneChosen(id: testID(1), identifier: "Mars/Olympus")))
        #expect(state.viewState.message?.text == "Could not add the time zone: \"Mars/Olympus\" is not a known time zone.")
    }

    @Test func anIdAlreadyInUseChangesNothingAndSaysWhy() throws {
        assertReduce(firstLaunch, .chooser(.zoneChosen(id: newYork.id, identifier: "Asia/Kolkata"))) {
            $0.viewState.message = UserMessage("Could not add the time zone: the id {id} is already in use.", ["id": .text(newYork.id.uuidString)])
        }
    }

    @Test func removingTheZoneInTheDetailPaneClosesThePane() throws {
        let shown = assertReduce(firstLaunch, .clockList(.rowActivated(zoneID: newYork.id))) {
            $0.viewState.detail = DetailPane(zoneID: newYork.id, nameText: "New York")
        }
        let editing = assertReduce(shown, .clockList(.editToggled(isEditing: true))) {
            $0.viewState.master.isEditing = true
        }
        assertReduce(editing, .clockList(.removeButtonClicked(zoneID: newYork.id))) {
            $0.document.zones.removeAll { $0.id == newYork.id }
            $0.viewState.detail = nil
            $0.viewState.notice = RemovalNotice(zoneID: newYork.id, zoneName: "New York")
        }
    }

    @Test func removingTheLastZoneEndsEditingAndEditingAnEmptyListDoesNotStart() throws {
        var state = firstLaunch
        state.document.zones = [newYork]
        state.viewState.master.isEditing = true
        let empty = assertReduce(state, .clockList(.removeButtonClicked(zoneID: newYork.id))) {
            $0.document.zones = []
            $0.viewState.master.isEditing = false
            $0.viewState.notice = RemovalNotice(zoneID: newYork.id, zoneName: "New York")
        }
        assertReduce(empty, .clockList(.editToggled(isEditing: true)))
    }

    @Test func aRemovalLeavesANoticeThatTheNextRemovalReplaces() throws {
        var state = firstLaunch
        state.document.zones[2].name = "Big Apple"
        let removed = assertReduce(state, .clockList(.removeButtonClicked(zoneID: newYork.id))) {
            $0.document.zones.remove(at: 2)
            $0.viewState.notice = RemovalNotice(zoneID: newYork.id, zoneName: "Big Apple")
        }
        let london = WorldClock.standard["London"]
        assertReduce(removed, .clockList(.removeButtonClicked(zoneID: london.id))) {
            $0.document.zones.removeAll { $0.id == london.id }
            $0.viewState.notice = RemovalNotice(zoneID: london.id, zoneName: "London")
        }
        // Refusing to remove a zone that is gone says so in the message bar and leaves the notice.
        assertReduce(removed, .clockList(.removeButtonClicked(zoneID: newYork.id))) {
            $0.viewState.message = UserMessage("That time zone is no longer in the list (id {id}).", ["id": .text(newYork.id.uuidString)])
        }
    }

    @Test func theNoticeGoesWhenClosedOrWhenItsTimeIsUpWithNothingHoldingIt() throws {
        var state = firstLaunch
        state.document.zones.remove(at: 2)
        state.viewState.notice = RemovalNotice(zoneID: newYork.id, zoneName: "New York")
        assertReduce(state, .notice(.closeButtonClicked)) { $0.viewState.notice = nil }
        assertReduce(state, .notice(.timedOut(zoneID: newYork.id))) { $0.viewState.notice = nil }
        // The timer of an earlier notice does not take this one away.
        assertReduce(state, .notice(.timedOut(zoneID: testID(9))))
        // The pointer or the focus on it holds it, as libadwaita's toasts are held.
        let hovered = assertReduce(state, .notice(.hoverChanged(isHovered: true))) { $0.viewState.notice?.isHovered = true }
        assertReduce(hovered, .notice(.timedOut(zoneID: newYork.id)))
        let focused = assertReduce(hovered, .notice(.focusChanged(hasFocus: true))) { $0.viewState.notice?.hasFocus = true }
        let stillFocused = assertReduce(focused, .notice(.hoverChanged(isHovered: false))) { $0.viewState.notice?.isHovered = false }
        assertReduce(stillFocused, .notice(.timedOut(zoneID: newYork.id)))
        assertReduce(stillFocused, .notice(.closeButtonClicked)) { $0.viewState.notice = nil }
        // With no notice, the pointer and the focus change nothing.
        assertReduce(firstLaunch, .notice(.hoverChanged(isHovered: true)))
        assertReduce(firstLaunch, .notice(.focusChanged(hasFocus: true)))
        assertReduce(firstLaunch, .notice(.timedOut(zoneID: newYork.id)))
    }

    @Test func aZoneAddedBackUnderTheIdOfTheNoticeEndsIt() throws {
        var state = firstLaunch
        state.document.zones.remove(at: 2)
        state.viewState.notice = RemovalNotice(zoneID: newYork.id, zoneName: "New York")
        assertReduce(state, .chooser(.zoneChosen(id: newYork.id, identifier: "America/New_York"))) {
            $0.document.zones.append(newYork)
            $0.viewState.detail = DetailPane(zoneID: newYork.id, nameText: "New York")
            $0.viewState.master.zoneToReveal = newYork.id
            $0.viewState.notice = nil
        }
        assertReduce(state, .chooser(.zoneChosen(id: testID(4), identifier: "America/New_York"))) {
            $0.document.zones.append(Zone(id: testID(4), identifier: "America/New_York", name: "New York"))
            $0.viewState.detail = DetailPane(zoneID: testID(4), nameText: "New York")
            $0.viewState.master.zoneToReveal = testID(4)
        }
    }

    @Test func anImportedSnapshotBringsNoNotice() throws {
        var state = firstLaunch
        state.document.zones.remove(at: 2)
        state.viewState.notice = RemovalNotice(zoneID: newYork.id, zoneName: "New York")
        var imported = firstLaunch
        imported.document.zones.remove(at: 1)
        imported.viewState.notice = RemovalNotice(zoneID: WorldClock.standard["London"].id, zoneName: "London")
        assertReduce(state, .snapshotImported(imported)) {
            $0.document = imported.document
            $0.viewState.notice = nil
        }
    }

    @Test func removingAZoneThatIsGoneSaysSo() throws {
        assertReduce(firstLaunch, .clockList(.removeButtonClicked(zoneID: testID(9)))) {
            $0.viewState.message = UserMessage("That time zone is no longer in the list (id {id}).", ["id": .text(testID(9).uuidString)])
        }
    }

    @Test func eachKeystrokeOfAValidNameRenames() throws {
        let shown = assertReduce(firstLaunch, .clockList(.rowActivated(zoneID: newYork.id))) {
            $0.viewState.detail = DetailPane(zoneID: newYork.id, nameText: "New York")
        }
        let typed = assertReduce(shown, .detail(.nameTextChanged(zoneID: newYork.id, text: " Ho"))) {
            $0.document.zones[2].name = "Ho"
            $0.viewState.detail?.nameText = " Ho"
        }
        assertReduce(typed, .detail(.nameTextChanged(zoneID: newYork.id, text: " Home "))) {
            $0.document.zones[2].name = "Home"
            $0.viewState.detail?.nameText = " Home "
        }
    }

    @Test func anInvalidNameKeepsTheOldNameAndShowsTheErrorInline() throws {
        var state = firstLaunch
        state.viewState.detail = DetailPane(zoneID: newYork.id, nameText: "New York")
        let long = String(repeating: "x", count: 65)
        let invalid = assertReduce(state, .detail(.nameTextChanged(zoneID: newYork.id, text: long))) {
            $0.viewState.detail = DetailPane(zoneID: newYork.id, nameText: long, nameError: .tooLong(count: 65))
        }
        let tab = assertReduce(invalid, .detail(.nameTextChanged(zoneID: newYork.id, text: "Big\tApple"))) {
            $0.viewState.detail = DetailPane(zoneID: newYork.id, nameText: "Big\tApple", nameError: .controlCharacter)
        }
        assertReduce(tab, .detail(.nameTextChanged(zoneID: newYork.id, text: "Big Apple"))) {
            $0.document.zones[2].name = "Big Apple"
            $0.viewState.detail = DetailPane(zoneID: newYork.id, nameText: "Big Apple")
        }
    }

    @Test func anEmptyNameFallsBackToTheCity() throws {
        var state = firstLaunch
        state.document.zones[2].name = "Home"
        state.viewState.detail = DetailPane(zoneID: newYork.id, nameText: "Home")
        assertReduce(state, .detail(.nameTextChanged(zoneID: newYork.id, text: "  "))) {
            $0.document.zones[2].name = "New York"
            $0.viewState.detail?.nameText = "  "
        }
    }

    @Test func anInvalidRenameOfAZoneNotInTheDetailPaneIsAMessage() throws {
        assertReduce(firstLaunch, .detail(.nameTextChanged(zoneID: newYork.id, text: "a\nb"))) {
            $0.viewState.message = UserMessage("Could not rename {zone}: {reason}", ["zone": "New York", "reason": .message(ZoneNameError.controlCharacter.message)])
        }
    }

    @Test func movingReordersAndClampsTheIndex() throws {
        let zones = WorldClock.standard.zones
        assertReduce(firstLaunch, .clockList(.zoneMoved(zoneID: zones[4].id, toIndex: 1))) {
            $0.document.zones = [zones[0], zones[4], zones[1], zones[2], zones[3]]
            $0.viewState.master.zoneToReveal = zones[4].id
        }
        assertReduce(firstLaunch, .clockList(.zoneMoved(zoneID: zones[0].id, toIndex: 99))) {
            $0.document.zones = [zones[1], zones[2], zones[3], zones[4], zones[0]]
            $0.viewState.master.zoneToReveal = zones[0].id
        }
        assertReduce(firstLaunch, .clockList(.zoneMoved(zoneID: zones[3].id, toIndex: -3))) {
            $0.document.zones = [zones[3], zones[0], zones[1], zones[2], zones[4]]
            $0.viewState.master.zoneToReveal = zones[3].id
        }
    }

    @Test func movingInASortedListKeepsTheShownOrderAndBecomesManual() throws {
        var state = firstLaunch
        state.viewState.master.sortOrder = .byName
        let zones = WorldClock.standard.zones  // UTC, London, New York, Tokyo, Brisbane
        // By name: Brisbane, London, New York, Tokyo, UTC; UTC dragged to the top.
        assertReduce(state, .clockList(.zoneMoved(zoneID: zones[0].id, toIndex: 0))) {
            $0.document.zones = [zones[0], zones[4], zones[1], zones[2], zones[3]]
            $0.viewState.master.sortOrder = .manual
            $0.viewState.master.zoneToReveal = zones[0].id
        }
    }
}
