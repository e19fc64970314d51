import CoreTestSupport
import Foundation
import MeridianCore
import MeridianKitCore
import MeridianStore
import Testing

/// What the history inspector shows of steps: what each changed, in words and by path; the
/// search and filters over every step; the branches; and how a row reads.
@MainActor
@Suite struct InspectorTests {
    func store() -> Store<AppState, AppAction, AppEffect> {
        let store = Store(initialState: firstLaunch, reducer: AppReducer(catalog: systemCatalog), history: AppHistory.rules())
        store.readsHistoryInBackground = false
        return store
    }

    @Test func aRenameReadsAsWordsAndAsTheOnePathThatChanged() throws {
        var new = firstLaunch
        new.document.zones[2].name = "Home"
        let change = StepChange(from: firstLaunch, to: new)
        #expect(change.words == ["Renamed New York to Home"])
        #expect(change.values.map(\.line) == ["document.zones[id …00000002].name: “New York” → “Home”"])
        #expect(change.values.map(\.scope) == ["document"])
    }

    @Test func sortingPausingAndAddingReadAsWords() throws {
        var new = firstLaunch
        new.viewState.master.sortOrder = .byOffset
        new.player.position = 42
        new.document.zones.append(Zone(id: testID(9), identifier: "Asia/Kolkata", name: "Kolkata"))
        let change = StepChange(from: firstLaunch, to: new)
        #expect(change.words == ["Added Kolkata (Asia/Kolkata)", "Sorted by offset", "Player: moved to 0:42"])
        // The zone that came is named by its id, once, and where it came.
        #expect(change.values.contains { $0.path == "document.zones[id …00000009]" && $0.kind == .inserted(at: firstLaunch.document.zones.count) })
        #expect(change.values.contains { $0.line == "viewState.master.sortOrder: manual → byOffset" })
    }

    /// Alt+Up on a clock: the words name that clock and where it went on screen, not
    /// "Reordered the clocks" nor the neighbour it swapped with, sorted list or not.
    @Test func aMoveNamesTheClockThatMovedAndWhereItWent() throws {
        for sortOrder in [SortOrder.manual, .byName] {
            let store = store()
            store.send(.clockList(.sortOrderChosen(sortOrder)))
            store.send(.clockList(.editToggled(isEditing: true)))
            let shown = store.state.displayedZones
            let action = try #require(ClockListMove.byKeyboard(shown[2].id, by: -1, among: shown.map(\.id)))
            store.send(.clockList(action))
            let last = store.timeline.lastStep
            let words = StepChange(from: try store.state(atStep: last - 1), to: store.present).words
            #expect(words.first == "Moved \(shown[2].name) up", "sorted \(sortOrder)")
            #expect(!words.contains("Reordered the clocks"))
        }
        // Two steps down, among five.
        let store = store()
        let shown = store.state.displayedZones
        store.send(.clockList(.zoneMoved(zoneID: shown[0].id, toIndex: 2)))
        #expect(StepChange(from: firstLaunch, to: store.present).words.first == "Moved \(shown[0].name) to position 3 of 5")
    }

    @Test func theValuesAreATreeByScopeAndPathAndAGreatChangeIsCut() throws {
        var new = firstLaunch
        new.viewState.master.sortOrder = .byOffset
        new.document.zones[2].name = "Home"
        new.document.zones[2].identifier = "America/Toronto"
        #expect(StepChange(from: firstLaunch, to: new).valueTree() == [
            ChangeNode("document", children: [
                ChangeNode("zones[id …00000002]", children: [
                    ChangeNode("identifier", change: "“America/New_York” → “America/Toronto”"),
                    ChangeNode("name", change: "“New York” → “Home”"),
                ])
            ]),
            ChangeNode("view state", children: [ChangeNode("master.sortOrder", change: "manual → byOffset")]),
        ])
        #expect(StepChange(from: firstLaunch, to: firstLaunch).valueTree() == [ChangeNode("No value changed.")])
        for index in new.document.zones.indices { new.document.zones[index].name = "Zone \(index)" }
        let change = StepChange(from: firstLaunch, to: new)
        let names = firstLaunch.document.zones.map(\.name)
        let cut = change.valueTree(limit: 2)
        #expect(cut.map(\.text) == ["document", "… and \(change.values.count - 2) more changed values"])
        #expect(cut[0].children.map(\.text) == ["zones[id …00000000].name: “\(names[0])” → “Zone 0”", "zones[id …00000001].name: “\(names[1])” → “Zone 1”"])
    }

    @Test func theClocksOwnReadingIsNotAChange() throws {
        var new = firstLaunch
        new.now = Instant(millisecondsSince1970: firstLaunch.now.millisecondsSince1970 + 60_000)
        #expect(StepChange(from: firstLaunch, to: new) == StepChange(from: firstLaunch, to: firstLaunch))
        #expect(StepChange(from: firstLaunch, to: firstLaunch).words == ["Changed nothing"])
    }

    @Test func eachStepSaysWhichScopesItTouched() throws {
        let store = store()
        store.send(.clockList(.sortOrderChosen(.byName)))
        store.send(.clockList(.rowActivated(zoneID: firstLaunch.document.zones[0].id)))
        store.send(.detail(.nameTextChanged(zoneID: firstLaunch.document.zones[0].id, text: "Zulu")))
        store.send(.player(.rateChosen(1.5)))
        let summaries = try store.stepSummaries(0..<store.timeline.stepCount)
        // Selecting the row led to the rename, and is part of its step.
        #expect(summaries.map(\.touchedScopes) == [[], ["view"], ["document", "view"], ["player"]])
        #expect(summaries[2].label == "Renamed UTC to Zulu")
    }

    @Test func searchAndFiltersKeepTheMatchingStepsAndCountThem() throws {
        let store = store()
        store.send(.clockList(.sortOrderChosen(.byName)))
        store.send(.detail(.nameTextChanged(zoneID: firstLaunch.document.zones[2].id, text: "Home")))
        store.send(.player(.rateChosen(2)))
        var index = emptyIndex
        index.append(try store.stepSummaries(0..<store.timeline.stepCount))
        #expect(index.matching(search: "", filter: "all") == [0, 1, 2, 3])
        #expect(index.matching(search: "HOME", filter: "all") == [2])
        #expect(index.matching(search: "", filter: "document") == [2])
        #expect(index.matching(search: "", filter: "player") == [3])
        #expect(index.matching(search: "sorted", filter: "player").isEmpty)
        // Counted as the slider and the command line count: the steps after the start (step 0).
        #expect(meridianText.count(listed: [2], lastStep: 3) == "1 of 3 steps")
        #expect(meridianText.count(listed: [0, 1, 2, 3], lastStep: 3) == "3 steps")
        #expect(meridianText.count(listed: [0, 2], lastStep: 3) == "1 of 3 steps")
        #expect(meridianText.reading(indexed: 2, lastStep: 3) == "Reading 1 of 3 steps…")
    }

    @Test func aSearchReadsEachLabelAloneAndALabelReadAgainReplacesTheOldOne() throws {
        let store = store()
        let home = firstLaunch.document.zones[2].id
        store.send(.clockList(.sortOrderChosen(.byName)))
        store.send(.detail(.nameTextChanged(zoneID: home, text: "Hx")))
        var index = emptyIndex
        index.append(try store.stepSummaries(0..<store.timeline.stepCount))
        let labels = try store.stepSummaries(0..<store.timeline.stepCount).map { $0.label.lowercased() }
        // The labels are kept one after another; a search never finds the end of one joined to
        // the start of the next.
        let acrossTwo = String(labels[1].suffix(3) + labels[2].prefix(3))
        #expect(!labels.contains { $0.contains(acrossTwo) })
        #expect(index.matching(search: acrossTwo, filter: "all").isEmpty)
        #expect(index.matching(search: labels[1], filter: "all") == [1])

        // Typing on joins the last step, and its label changes: read again, only the new one is found.
        store.send(.detail(.nameTextChanged(zoneID: home, text: "Homestead")))
        index.removeSteps(from: 2)
        index.append(try store.stepSummaries(2..<store.timeline.stepCount))
        #expect(index.count == 3)
        #expect(index.matching(search: "homestead", filter: "all") == [2])
        #expect(labels[2].hasSuffix("to hx"))
        #expect(index.matching(search: "to hx", filter: "all").isEmpty)
        #expect(index.matching(search: labels[1], filter: "all") == [1])
    }

    @Test func upAndDownMoveThroughTheListedStepsFromAnyStep() {
        let listed: [Int32] = [2, 5, 9]
        #expect(InspectorListing.neighbour(of: 5, in: listed, forward: true) == 9)
        #expect(InspectorListing.neighbour(of: 5, in: listed, forward: false) == 2)
        #expect(InspectorListing.neighbour(of: 6, in: listed, forward: true) == 9)
        #expect(InspectorListing.neighbour(of: 6, in: listed, forward: false) == 5)
        #expect(InspectorListing.neighbour(of: 9, in: listed, forward: true) == nil)
        #expect(InspectorListing.neighbour(of: 1, in: listed, forward: false) == nil)
        #expect(InspectorListing.position(of: 9, in: listed) == 2)
        #expect(InspectorListing.position(of: 4, in: listed) == nil)
    }

    /// Every step of a history listed, at any length, as their count alone: a list of two
    /// billion steps answers as one of three would, without holding a number a step (which
    /// would be eight gigabytes, made again at every action).
    @Test func everyStepIsListedWithoutHoldingEachStep() {
        let count = Int(Int32.max)
        let every = ListedSteps.every(count)
        #expect(every.isEveryStep && every.count == count)
        #expect(every.first == 0 && every.last == Int32.max - 1 && every[1_234_567_890] == 1_234_567_890)
        #expect(InspectorListing.position(of: 2_000_000_000, in: every) == 2_000_000_000)
        #expect(InspectorListing.neighbour(of: count - 1, in: every, forward: true) == nil)
        #expect(InspectorListing.neighbour(of: count - 1, in: every, forward: false) == count - 2)
        #expect(Array(ListedSteps.every(3)) == [0, 1, 2] && ListedSteps.every(0).isEmpty)
        #expect(meridianText.count(listed: ListedSteps.every(4), lastStep: 3) == "3 steps")
    }

    /// After an action, a search's list is brought up to date from the last step listed before
    /// (which actions may have joined), not searched again from step 0.
    @Test func aNarrowedListIsExtendedFromItsLastStep() {
        var listed = ListedSteps([0, 2, 5, 9])
        listed.replaceSteps(from: 9, with: [10, 12])
        #expect(Array(listed) == [0, 2, 5, 10, 12])
        listed.replaceSteps(from: 13, with: [13])
        #expect(Array(listed) == [0, 2, 5, 10, 12, 13])
        #expect(!listed.isEveryStep)
    }

    @Test func aReturnMakesABranchOffTheStepItReturnedTo() throws {
        let store = store()
        for order in [SortOrder.byName, .byOffset, .manual] { store.send(.clockList(.sortOrderChosen(order))) }
        store.jump(to: 1)
        store.send(.player(.rateChosen(2)))  // step 4 returns to step 1, step 5 sets the rate
        #expect(store.branchPoints == [HistoryBranchPoint(step: 4, returnedTo: 1)])
        #expect(try store.stepSummaries(4..<5).first?.returnedTo == 1)
        let branches = HistoryBranches(stepCount: store.timeline.stepCount, points: store.branchPoints)
        #expect(branches.branches.map(\.steps) == [0...3, 4...5])
        #expect(branches.branches.map(\.parent) == [nil, 1])
        #expect(branches.branches.map(\.row) == [0, 1])
        #expect(branches.description(in: .meridian) == "Main line: steps 0 to 3. Branch from step 1: steps 4 to 5.")
        // Clicking a row previews the step drawn nearest on it.
        #expect(branches.step(nearest: 0, row: 1) == 4)
        #expect(branches.step(nearest: 0.5, row: 0) == 3)
        #expect(branches.step(nearest: 1, row: 1) == 5)
        #expect(branches.step(nearest: 0.5, row: 2) == nil)
        #expect(branches.place(of: 5) == (1, 1) && branches.place(of: 2).row == 0)
    }

    @Test func branchesReuseRowsSoManyReturnsStayAFewRowsHigh() {
        // Undo and carry on, fifty times, each time a step back on the branch just made: below
        // the main line, the branches alternate between two rows instead of going fifty deep.
        var points: [HistoryBranchPoint] = []
        var step = 10
        for _ in 0..<50 {
            points.append(HistoryBranchPoint(step: step + 1, returnedTo: step - 1))
            step += 3
        }
        let branches = HistoryBranches(stepCount: step + 1, points: points)
        #expect(branches.branches.count == 51)
        #expect(branches.rowCount == 3)
        #expect(branches.branches.filter { $0.row == 0 }.count == 1, "the main line has its row to itself")
        for branch in branches.branches.dropFirst() {
            let parentRow = branches.branch(of: branch.parent!)!.row
            #expect(branch.row != parentRow)
        }
        // A return far back hangs below every branch it reaches over.
        let far = HistoryBranches(stepCount: step + 5, points: points + [HistoryBranchPoint(step: step + 1, returnedTo: 2)])
        #expect(far.branches.last!.row == 3)
        #expect(far.branch(of: step + 3)?.parent == 2)
    }

    @Test func aRowReadsWithItsTimeAndTheDateWhenNotToday() throws {
        let noon = Instant(millisecondsSince1970: 1_700_000_000_000)
        #expect(StepTimeText.time(noon.millisecondsSince1970, now: noon, timeZone: "UTC") == "22:13:20")
        #expect(StepTimeText.time(noon.millisecondsSince1970 - 86_400_000, now: noon, timeZone: "UTC") == "2023-11-13 22:13:20")
        // As the desktop's clock and the locale's dates say.
        let yesterday = noon.millisecondsSince1970 - 86_400_000
        #expect(StepTimeText.time(noon.millisecondsSince1970, now: noon, timeZone: "UTC", clockFormat: .twelveHour) == "10:13:20\u{2009}PM")
        #expect(StepTimeText.time(yesterday, now: noon, timeZone: "UTC", localeDateFormat: "%d.%m.%Y") == "13.11.2023 22:13:20")
        #expect(StepTimeText.time(yesterday, now: noon, timeZone: "UTC", clockFormat: .twelveHour, localeDateFormat: "%m/%d/%Y")
            == "11/13/2023 10:13:20\u{2009}PM")
        #expect(ClockFormat.date(year: 2026, month: 3, day: 9, localeDateFormat: "%m/%d/%y") == "2026-03-09", "the C locale's")
        #expect(ClockFormat.date(year: 2026, month: 3, day: 9, localeDateFormat: "%d/%m/%y") == "09/03/26")
        #expect(ClockFormat.date(year: 2026, month: 3, day: 9, localeDateFormat: "%A %d") == "2026-03-09", "a field it does not know")
        #expect(meridianText.accessibleName(step: 3, time: "10:13:20\u{2009}PM", label: "Sorted by name", marks: [])
            == "Step 3, 10:13\u{2009}PM, Sorted by name")
        #expect(meridianText.accessibleName(step: 12, time: "14:02:31", label: "Renamed New York to Home", marks: [])
            == "Step 12, 14:02, Renamed New York to Home")
        #expect(meridianText.scopeColumn(emptyIndex.mask(["document", "player"])) == "C·P")
        #expect(meridianText.scopeColumn(0) == "···")
        #expect(meridianText.scopeSentence(emptyIndex.mask(["document", "view", "player"])) == "Touched the clocks, the view and the player")
        #expect(meridianText.scopeSentence(emptyIndex.mask(["view"])) == "Touched the view")
        #expect(meridianText.scopeSentence(0) == "Touched nothing")
        #expect(meridianText.status(isPresent: true, isIneffective: false, isSkipped: true) == ["present", "skipped"])
        #expect(meridianText.skipButton(step: 7, target: 4, isSkipped: false) == "Bring back step 4")
        #expect(meridianText.skipButton(step: 4, target: 4, isSkipped: true) == "Bring back this step")
        #expect(meridianText.skipButton(step: 4, target: 4, isSkipped: false) == "Skip this step")
    }

    /// On a branch the present left, the skip button is insensitive and its tooltip says why,
    /// in the app's words; where a skip may be made it has none.
    @Test func theSkipButtonSaysWhyItCannotSkipAStepOfALeftBranch() throws {
        let store = store()
        store.send(.clockList(.sortOrderChosen(.byName)))  // step 1
        store.send(.clockList(.sortOrderChosen(.byOffset)))  // step 2
        store.jump(to: 1)
        store.send(.clockList(.sortOrderChosen(.byOffset)))  // step 3 returns to step 1, step 4 sorts
        let refusal = store.skipRefusal(step: 2)
        #expect(refusal == .offThePresentLine(step: 2, returnStep: 3, target: 1))
        #expect(meridianText.skipTooltip(refusal: refusal)
            == "Step 2 is on a branch the present left (step 3 went back to step 1): skipping it would change nothing.")
        #expect(meridianText.skipTooltip(refusal: store.skipRefusal(step: 4)) == nil)
        #expect(meridianText.skipTooltip(refusal: .busy) == nil)
    }

    @Test func theInspectorsStateIsTheKitsWhichJumpsLeaveAlone() throws {
        let store = store()
        let panel = HistoryPanelStore()
        panel.send(.inspectorToggled(isOpen: true))
        panel.send(.inspectorSearchChanged(text: "sort"))
        panel.send(.inspectorFilterChosen(id: "view"))
        store.send(.clockList(.sortOrderChosen(.byName)))
        store.jump(to: 0)
        #expect(panel.state.inspector == InspectorPane(isOpen: true, searchText: "sort", scopeFilter: "view"))
        // No step of the app's: its history holds the sort alone.
        #expect(store.timeline.stepCount == 2)
    }
}

/// The inspector's text and an empty index as Meridian's window makes them.
private let meridianText = InspectorText(words: .meridian, scopes: AppHistory.scopes.dropFirst().map { ($0.id, $0.title) })
private let emptyIndex = InspectorIndex(scopeIDs: AppHistory.scopes.dropFirst().map(\.id))
