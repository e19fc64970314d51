import CoreTestSupport
import Foundation
import MeridianCore
import MeridianStore
import Testing

/// Undo and Redo take back and bring back what the user changed — the zones, their names and
/// order, the sort order, the media opened and its speed — one change at a time, as steps of
/// the present; they pass by the steps that only looked around, played, paused or sought, and
/// leave the view and the playing as they are now.
@MainActor
@Suite struct UndoChangesTests {
    let newYork = WorldClock.standard["New York"]

    func makeStore() -> Store<AppState, AppAction, AppEffect> {
        Store(initialState: firstLaunch, reducer: AppReducer(catalog: systemCatalog), history: AppHistory.rules())
    }

    /// What the window's Undo does: takes back the change the tooltip names.
    func undo(_ store: Store<AppState, AppAction, AppEffect>, naming label: String? = nil) throws {
        let named = try #require(store.undoneLabel, "nothing to undo")
        if let label { #expect(named == label) }
        let steps = store.timeline.stepCount
        store.undo()
        #expect(store.timeline.stepCount == steps + 1 && !store.isPreviewing)
        #expect(store.label(ofStep: store.timeline.lastStep) == "Undid “\(named)”")
    }

    func redo(_ store: Store<AppState, AppAction, AppEffect>, naming label: String? = nil) throws {
        let named = try #require(store.redoneLabel, "nothing to redo")
        if let label { #expect(named == label) }
        store.redo()
        #expect(!store.isPreviewing)
        #expect(store.label(ofStep: store.timeline.lastStep) == "Redid “\(named)”")
    }

    @Test func oneUndoAfterAddingAZoneRemovesItAndLeavesTheChooserClosed() throws {
        let store = makeStore()
        store.send(.clockList(.addButtonClicked))
        store.send(.chooser(.searchTextChanged("kol")))
        store.send(.chooser(.zoneChosen(id: testID(1), identifier: "Asia/Kolkata")))
        try undo(store, naming: "Added Kolkata")
        #expect(store.state.document.zones == WorldClock.standard.zones)
        #expect(store.state.viewState.selection == nil, "the chooser reopened with its search")
        #expect(store.state.viewState.detail == nil, "the detail pane of a zone no longer there")
        #expect(store.undoableStep == nil, "opening the chooser and searching are not changes")
        try redo(store, naming: "Added Kolkata")
        #expect(store.state.document.zone(withID: testID(1)) != nil)
    }

    /// Issue 71, item 2: open a clip, play, choose 2×, Ctrl+Z: the speed goes back to 1×, the
    /// clip stays open and plays on, and Undo's tooltip named the speed.
    @Test func undoingASpeedBringsTheSpeedBackAndTheClipPlaysOn() throws {
        let store = makeStore()
        store.send(.clockList(.sortOrderChosen(.byOffset)))
        store.send(.player(.mediaOpened(uri: "file:///clip.ogv", title: "clip")))
        store.send(.player(.playPauseClicked(at: noon)))
        store.send(.player(.engine(.durationKnown(60))))
        store.send(.player(.engine(.stateChanged(.playing))))
        store.send(.player(.rateChosen(2)))
        #expect(store.undoneLabel == "Set the speed to 2×")
        try undo(store)
        #expect(store.present.player.rate == 1)
        #expect(store.present.player.media?.title == "clip" && store.present.player.intent == .play && store.present.player.status == .playing)
        #expect(store.present.viewState.master.sortOrder == .byOffset)
        // The position reports go on in the present, and are shown.
        store.send(.player(.engine(.positionChanged(12))))
        #expect(store.state.player.position == 12)
        // Next, the clip opened; then the sort.
        #expect(store.undoneLabel == "Opened clip")
        try undo(store)
        #expect(store.present.player.media == nil)
        try undo(store, naming: "Sorted by offset")
        #expect(store.present.viewState.master.sortOrder == .manual)
        try redo(store, naming: "Sorted by offset")
        try redo(store, naming: "Opened clip")
        try redo(store, naming: "Set the speed to 2×")
        #expect(store.present.player.rate == 2 && store.redoableStep == nil)
    }

    @Test func selectingEditingPlayingAndPausingArePassedByAndTheSortIsUndone() throws {
        let store = makeStore()
        store.send(.player(.mediaOpened(uri: "file:///a.ogv", title: "a")))
        store.send(.clockList(.rowActivated(zoneID: newYork.id)))
        store.send(.detail(.nameTextChanged(zoneID: newYork.id, text: "Home")))
        store.send(.clockList(.rowActivated(zoneID: WorldClock.standard["Tokyo"].id)))
        store.send(.clockList(.editToggled(isEditing: true)))
        store.send(.clockList(.sortOrderChosen(.byName)))
        store.send(.player(.playPauseClicked(at: noon)))
        store.send(.player(.playPauseClicked(at: noon)))
        let view = store.state.viewState
        let intent = store.state.player.intent

        try undo(store, naming: "Sorted by name")
        #expect(store.state.viewState.master.sortOrder == .manual, "the sort order chosen is undone first")
        #expect(store.state.viewState.master.isEditing == view.master.isEditing, "edit mode stays as it is now")
        #expect(store.state.viewState.detail == view.detail, "the selection stays as it is now")
        #expect(store.state.document.zone(withID: newYork.id)?.name == "Home")
        #expect(store.state.player.media?.title == "a" && store.state.player.intent == intent, "play and pause are not undone")
        try undo(store, naming: "Renamed New York to Home")
        #expect(store.state.document.zone(withID: newYork.id)?.name == "New York")
        try undo(store, naming: "Opened a")
        #expect(store.state.player.media == nil, "opening the media is undone last")
        #expect(store.undoableStep == nil)

        try redo(store)
        #expect(store.state.player.media?.title == "a")
        #expect(store.state.document.zone(withID: newYork.id)?.name == "New York")
        try redo(store)
        #expect(store.state.document.zone(withID: newYork.id)?.name == "Home")
        #expect(store.state.viewState.master.sortOrder == .manual)
        try redo(store)
        #expect(store.state.viewState.master.sortOrder == .byName)
    }

    @Test func undoingARenameShowsTheOldNameInTheEntryOfTheOpenDetailPane() throws {
        let store = makeStore()
        store.send(.clockList(.rowActivated(zoneID: newYork.id)))
        store.send(.detail(.nameTextChanged(zoneID: newYork.id, text: "Home")))
        try undo(store)
        #expect(store.state.viewState.detail == DetailPane(zoneID: newYork.id, nameText: "New York"))
        // Text that never became a name stays, with its error, for the user to correct.
        store.send(.detail(.nameTextChanged(zoneID: newYork.id, text: String(repeating: "\u{7}", count: 3))))
        let typing = try #require(store.state.viewState.detail)
        #expect(typing.nameError != nil)
        #expect(reconcile(store.state).viewState.detail == typing)
    }

    /// Issue 71, item 1: after Undo the clocks keep time: the ticks change the present on
    /// screen, and Redo stays while they do.
    @Test func afterUndoTheClocksKeepTime() throws {
        let store = makeStore()
        store.send(.chooser(.zoneChosen(id: testID(1), identifier: "Europe/Paris")))
        try undo(store)
        let later = Instant(millisecondsSince1970: store.present.now.millisecondsSince1970 + 60_000)
        store.send(.tick(at: later))
        #expect(store.state.now == later && !store.isPreviewing)
        #expect(store.present.subscriptions.contains(.clockTick(store.present.nextClockTick)))
        #expect(store.redoneLabel == "Added Paris")
    }

    /// Looking around after Undo is no change: it shows at once, and Redo stays.
    @Test func lookingAroundAfterUndoKeepsRedo() throws {
        let store = makeStore()
        store.send(.chooser(.zoneChosen(id: testID(1), identifier: "Europe/Oslo", name: "Oslo")))
        try undo(store)
        store.send(.clockList(.rowActivated(zoneID: newYork.id)))
        store.send(.clockList(.scrolled(offsetY: 30)))
        store.send(.clockList(.addButtonClicked))
        store.send(.chooser(.cancelled))
        store.send(.player(.backgroundClicked(at: noon)))
        #expect(store.state.viewState.detail?.zoneID == newYork.id && store.state.viewState.master.scrollOffsetY == 30)
        #expect(store.state.document.zone(withID: testID(1)) == nil)
        try redo(store, naming: "Added Oslo")
        #expect(store.state.document.zone(withID: testID(1)) != nil)
        #expect(store.state.viewState.detail?.zoneID == newYork.id, "the view stays as the person left it")
        // A change made after Undo ends Redo.
        try undo(store)
        store.send(.clockList(.sortOrderChosen(.byName)))
        #expect(store.redoableStep == nil && store.state.document.zone(withID: testID(1)) == nil)
    }

    /// Add Kolkata, add Paris, Undo, sort, Undo: the sort goes, Paris stays undone; Undo again
    /// takes Kolkata back.
    @Test func aChangeAfterUndoIsTakenBackFirstAndWhatWasUndoneStaysUndone() throws {
        let store = makeStore()
        store.send(.chooser(.zoneChosen(id: testID(1), identifier: "Asia/Kolkata")))
        store.send(.chooser(.zoneChosen(id: testID(2), identifier: "Europe/Paris")))
        try undo(store, naming: "Added Paris")
        store.send(.clockList(.sortOrderChosen(.byName)))
        try undo(store, naming: "Sorted by name")
        #expect(store.state.document.zone(withID: testID(2)) == nil && store.state.document.zone(withID: testID(1)) != nil)
        try undo(store, naming: "Added Kolkata")
        #expect(store.state.document.zone(withID: testID(1)) == nil)
        #expect(store.undoableStep == nil)
    }

    /// Histories written before Undo made steps keep their steps and labels: a return through
    /// the undo scope of then ("changes", retired) replays as it did and reads as it did.
    @Test func aReturnThroughTheRetiredUndoScopeReplaysAndReadsAsBefore() throws {
        let recorded = makeStore()
        recorded.send(.clockList(.removeButtonClicked(zoneID: newYork.id)))
        recorded.send(.player(.rateChosen(2)))
        recorded.jump(to: 0, scope: AppHistory.changes)
        recorded.send(.clockList(.sortOrderChosen(.byName)))
        var archive = try recorded.archive()
        #expect(archive.restores.map(\.scope) == ["changes"] && archive.restores.map(\.kind) == [.carriedOn])
        let read = makeStore()
        try read.restoreHistory(from: archive)
        #expect(read.present == recorded.present)
        // The speed stayed: the scope of then did not take it.
        #expect(read.present.player.rate == 2 && read.present.document.zone(withID: newYork.id) != nil)
        #expect(read.label(ofStep: 3) == "Undid the changes after step 0")
        archive.restores[0].made = .undo
        #expect(archive.restores[0].kind == .undo)
    }
}
