import MeridianStore
import Testing

@MainActor
@Suite struct ObservationTests {
    @Test func anObserverIsCalledAtOnceAndThenOnlyWhenItsSliceChanges() throws {
        let store = makeNotesStore()
        var scrolls: [Double] = []
        var items: [[String]] = []
        let scrollToken = store.observe(\.scroll) { scrolls.append($0) }
        let itemsToken = store.observe(\.items) { items.append($0) }
        store.send(.scroll(10))
        store.send(.scroll(10))
        store.send(.add("a"))
        store.send(.tick(5))
        #expect(scrolls == [0, 10])
        #expect(items == [[], ["a"]])
        withExtendedLifetime((scrollToken, itemsToken)) {}
    }

    @Test func observersOfTheSameKeyPathShareASliceButEachIsCalled() throws {
        let store = makeNotesStore()
        var calls: [String] = []
        let first = store.observe(\.draft) { calls.append("first \($0)") }
        let second = store.observe(\.draft) { calls.append("second \($0)") }
        store.send(.type("x"))
        first.cancel()
        store.send(.type("xy"))
        #expect(calls == ["first ", "second ", "first x", "second x", "second xy"])
        withExtendedLifetime(second) {}
    }

    /// A window's pane ends its observations when its widgets are destroyed, which may happen
    /// in another observer of the same change: the ended one must not be called then.
    @Test func anObservationCancelledDuringAChangeIsNotCalledForIt() throws {
        let store = makeNotesStore()
        var calls: [String] = []
        var later: ObservationToken?
        var laterTimeline: ObservationToken?
        let first = store.observe(\.items) { items in
            calls.append("first \(items.count)")
            if items.count == 1 { later?.cancel() }
        }
        later = store.observe(\.items) { calls.append("later \($0.count)") }
        let firstTimeline = store.observeTimeline { timeline in
            calls.append("timeline \(timeline.stepCount)")
            if timeline.stepCount == 2 { laterTimeline?.cancel() }
        }
        laterTimeline = store.observeTimeline { calls.append("later timeline \($0.stepCount)") }
        store.send(.add("a"))
        store.send(.add("b"))
        #expect(calls == [
            "first 0", "later 0", "timeline 1", "later timeline 1",
            "first 1", "timeline 2",
            "first 2", "timeline 3",
        ])
        withExtendedLifetime((first, firstTimeline)) {}
    }

    @Test func aSelectorClosureObservesDerivedValues() throws {
        let store = makeNotesStore()
        var counts: [Int] = []
        let token = store.observe({ $0.items.count + ($0.selected == nil ? 0 : 100) }) { counts.append($0) }
        store.send(.add("a"))
        store.send(.select(0))
        store.send(.scroll(3))
        #expect(counts == [0, 1, 101])
        withExtendedLifetime(token) {}
    }

    @Test func releasingTheTokenEndsTheObservation() throws {
        let store = makeNotesStore()
        var calls = 0
        var token: ObservationToken? = store.observe(\.items) { _ in calls += 1 }
        store.send(.add("a"))
        token = nil
        store.send(.add("b"))
        #expect(calls == 2)
        #expect(token == nil)
    }

    @Test func aTokenMayOutliveItsStore() throws {
        var store: Store<Notes, NotesAction, NotesEffect>? = makeNotesStore()
        let token = store?.observe(\.items) { _ in }
        store = nil
        token?.cancel()
        #expect(store == nil)
    }

    @Test func jumpsNotifyObserversOfTheSlicesTheyChange() throws {
        let store = makeNotesStore()
        store.send(.add("a"))
        store.send(.add("b"))
        var items: [[String]] = []
        var drafts: [String] = []
        let itemsToken = store.observe(\.items) { items.append($0) }
        let draftToken = store.observe(\.draft) { drafts.append($0) }
        store.jump(to: 1)
        store.jump(to: 0)
        store.returnToPresent()
        #expect(items == [["a", "b"], ["a"], [], ["a", "b"]])
        #expect(drafts == [""])
        withExtendedLifetime((itemsToken, draftToken)) {}
    }

    @Test func timelineObserversSeeStepsAndPreviews() throws {
        let store = makeNotesStore()
        var timelines: [Timeline] = []
        let token = store.observeTimeline { timelines.append($0) }
        store.send(.add("a"))
        store.send(.tick(1))
        store.jump(to: 0)
        #expect(timelines == [
            Timeline(stepCount: 1, currentStep: 0, isPreviewing: false, scopeID: "everything", lastStepLabelEntry: -1),
            Timeline(stepCount: 2, currentStep: 1, isPreviewing: false, scopeID: "everything", lastStepLabelEntry: 0),
            Timeline(stepCount: 2, currentStep: 0, isPreviewing: true, scopeID: "everything", lastStepLabelEntry: 0),
        ])
        withExtendedLifetime(token) {}
    }

    /// The slider's label can change without the state changing: an action that joins the last
    /// step renames it; a replaced history is another history, whatever its steps look like.
    @Test func theTimelineChangesWhenTheLastStepsLabelOrTheWholeHistoryMayHave() throws {
        let store = makeNotesStore()
        var timelines: [Timeline] = []
        let token = store.observeTimeline { timelines.append($0) }
        store.send(.add("a"))
        store.send(.type("d"))
        store.send(.type("d"))  // joins the step and changes nothing
        #expect(store.label(ofStep: 2) == "Draft \"\" → \"d\"")
        #expect(timelines.map(\.lastStepLabelEntry) == [-1, 0, 1, 2])
        let archive = try store.archive()
        try store.restoreHistory(from: archive)
        #expect(timelines.last == Timeline(stepCount: 3, currentStep: 2, isPreviewing: false, scopeID: "everything", generation: 1, lastStepLabelEntry: 2))
        withExtendedLifetime(token) {}
    }
}
