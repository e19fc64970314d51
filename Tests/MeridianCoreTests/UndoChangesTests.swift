import CoreTestSupport
import Foundation
import MeridianCore
import MeridianStore
import Testing

/// Undo and Redo reverse what the user changed (zones, names, order, the sort order, the media
/// opened) and pass by the steps that only played or paused, keeping the view as it is now.
@MainActor
@Suite struct UndoChangesTests {
    let newYork = WorldClock.standard["New York"]

    func makeStore() -> Store<AppState, AppAction, AppEffect> {
        Store(initialState: firstLaunch, reducer: AppReducer(catalog: systemCatalog), history: AppHistory.rules())
    }

    /// What the window's Undo does (MeridianKit's `Store.undo()`, which needs GTK to import).
    func undo(_ store: Store<AppState, AppAction, AppEffect>) throws {
        let target = try #require(store.undoTarget(from: store.timeline.sliderStep), "nothing to undo")
        store.jump(to: target, scope: try #require(store.undoScope))
    }

    func redo(_ store: Store<AppState, AppAction, AppEffect>) throws {
        let target = try #require(store.redoStep, "nothing to redo")
        store.jump(to: target, scope: try #require(store.undoScope))
    }

    @Test func oneUndoAfterAddingAZoneRemovesItAndLeavesTheChooserClosed() throws {
        let store = makeStore()
        store.send(.clockList(.addButtonClicked))
        store.send(.chooser(.searchTextChanged("kol")))
        store.send(.chooser(.zoneChosen(id: testID(1), identifier: "Asia/Kolkata")))
        try undo(store)
        #expect(store.state.document.zones == WorldClock.standard.zones)
        #expect(store.state.viewState.selection == nil, "the chooser reopened with its search")
        #expect(store.state.viewState.detail == nil, "the detail pane of a zone no longer there")
        #expect(store.undoTarget(from: store.timeline.sliderStep) == nil, "opening the chooser and searching are not changes")
        try redo(store)
        #expect(!store.isPreviewing)
        #expect(store.state.document.zone(withID: testID(1)) != nil)
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

        try undo(store)
        #expect(store.state.viewState.master.sortOrder == .manual, "the sort order chosen is undone first")
        #expect(store.state.viewState.master.isEditing == view.master.isEditing, "edit mode stays as it is now")
        #expect(store.state.viewState.detail == view.detail, "the selection stays as it is now")
        #expect(store.state.document.zone(withID: newYork.id)?.name == "Home")
        #expect(store.state.player.media?.title == "a" && store.state.player.intent == intent, "play and pause are not undone")
        try undo(store)
        #expect(store.state.document.zone(withID: newYork.id)?.name == "New York")
        try undo(store)
        #expect(store.state.player.media == nil, "opening the media is undone last")
        #expect(store.undoTarget(from: store.timeline.sliderStep) == nil)

        try redo(store)
        #expect(store.state.player.media?.title == "a")
        #expect(store.state.document.zone(withID: newYork.id)?.name == "New York")
        try redo(store)
        #expect(store.state.document.zone(withID: newYork.id)?.name == "Home")
        #expect(store.state.viewState.master.sortOrder == .manual)
        try redo(store)
        #expect(!store.isPreviewing)
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

    /// The carried-on notice's Undo takes carrying on back in one press: one Redo brings the
    /// present back, not the step that carried on (which looked like Redo doing nothing).
    /// Undo pressed twice walks back through that step, and Redo walks forward through it.
    @Test func oneRedoAfterTheCarriedOnNoticesUndoBringsThePresentBack() throws {
        let store = makeStore()
        let (brisbane, tokyo) = (WorldClock.standard["Brisbane"], WorldClock.standard["Tokyo"])
        store.send(.clockList(.sortOrderChosen(.byName)))  // 1
        store.send(.clockList(.removeButtonClicked(zoneID: brisbane.id)))  // 2
        store.send(.clockList(.sortOrderChosen(.byOffset)))  // 3
        store.jump(to: 1)
        store.send(.clockList(.removeButtonClicked(zoneID: tokyo.id)))  // 4 carries on from step 1, 5 removes Tokyo
        store.undoCarryingOn(to: 3)
        #expect(store.timeline.sliderStep == 3)
        #expect(store.state.document.zone(withID: tokyo.id) != nil && store.state.document.zone(withID: brisbane.id) == nil)
        #expect(store.redoStep == 5)
        #expect(store.redoneLabel == "Removed Tokyo")
        try redo(store)
        #expect(!store.isPreviewing && store.state.document.zone(withID: tokyo.id) == nil)
        // Undo twice comes to the same step by the step that carried on: Redo goes back by it.
        try undo(store)
        try undo(store)
        #expect(store.timeline.sliderStep == 3)
        #expect(store.redoStep == 4)
    }

    @Test func actingAfterUndoCarriesOnFromTheUndoneChangesAsAStep() throws {
        let store = makeStore()
        store.send(.clockList(.removeButtonClicked(zoneID: newYork.id)))
        try undo(store)
        store.send(.player(.rateChosen(2)))
        #expect(store.state.document.zone(withID: newYork.id) != nil)
        #expect(store.label(ofStep: store.timeline.lastStep - 1) == "Undid the changes after step 0")
        // What Undo undid stays undone: the next Undo goes on before it, and there is nothing
        // before the removal.
        #expect(store.undoTarget(from: store.timeline.lastStep) == nil)
    }

    /// Add Kolkata, add Paris, Undo, choose a speed, Undo: Kolkata goes, Paris does not come back;
    /// Redo walks back along the way Undo came.
    @Test func undoAfterCarryingOnFromAnUndoGoesOnToTheChangeBefore() throws {
        let store = makeStore()
        store.send(.chooser(.zoneChosen(id: testID(1), identifier: "Asia/Kolkata")))  // 1
        store.send(.chooser(.zoneChosen(id: testID(2), identifier: "Europe/Paris")))  // 2
        try undo(store)
        #expect(store.timeline.sliderStep == 1 && store.state.document.zone(withID: testID(2)) == nil)
        store.send(.player(.rateChosen(2)))  // 3: carried on from step 1; 4: the speed
        try undo(store)
        #expect(store.state.document.zone(withID: testID(1)) == nil, "Kolkata is not undone")
        #expect(store.state.document.zone(withID: testID(2)) == nil, "Paris, undone before, came back")
        #expect(store.timeline.sliderStep == 0)
        #expect(store.redoTarget(afterUndoingTo: 0) == 4)
        try redo(store)
        #expect(!store.isPreviewing && store.state.document.zone(withID: testID(1)) != nil && store.state.document.zone(withID: testID(2)) == nil)
    }

    /// Issue 60, item 1: after sorting "By name", Ctrl+Z undid an older removal and left the
    /// sort. The sort is the latest change, and the one Undo takes back.
    @Test func undoAfterSortingUndoesTheSortNotAnOlderRemoval() throws {
        let store = makeStore()
        store.send(.clockList(.removeButtonClicked(zoneID: newYork.id)))
        store.send(.clockList(.sortOrderChosen(.byName)))
        try undo(store)
        #expect(store.state.viewState.master.sortOrder == .manual)
        #expect(store.state.document.zone(withID: newYork.id) == nil, "the removal before it stays")
        try undo(store)
        #expect(store.state.document.zone(withID: newYork.id) != nil)
    }

    /// A stranger's pass on issue 60: after Undo, selecting a row, scrolling or closing the
    /// chooser carried on from the undone state, and Redo was gone. Looking around is no
    /// change: it shows at once, Undo stays where it stands and Redo brings the change back.
    @Test func lookingAroundAfterUndoKeepsRedo() throws {
        let store = makeStore()
        store.send(.chooser(.zoneChosen(id: testID(1), identifier: "Europe/Oslo", name: "Oslo")))
        try undo(store)
        let steps = store.timeline.stepCount
        store.send(.clockList(.rowActivated(zoneID: newYork.id)))
        store.send(.clockList(.scrolled(offsetY: 30)))
        store.send(.clockList(.addButtonClicked))
        store.send(.chooser(.cancelled))
        #expect(store.isPreviewing && store.timeline.stepCount == steps)
        #expect(store.state.viewState.detail?.zoneID == newYork.id && store.state.viewState.master.scrollOffsetY == 30)
        #expect(store.state.document.zone(withID: testID(1)) == nil)
        try redo(store)
        #expect(!store.isPreviewing && store.state.document.zone(withID: testID(1)) != nil)
        #expect(store.state.viewState.detail?.zoneID == newYork.id, "the view stays as the person left it")
        // A change made after Undo still carries on from it.
        try undo(store)
        store.send(.clockList(.sortOrderChosen(.byName)))
        #expect(!store.isPreviewing && store.state.document.zone(withID: testID(1)) == nil)
    }
}
