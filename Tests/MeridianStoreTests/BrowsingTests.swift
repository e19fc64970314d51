import Foundation
import MeridianStore
import Testing

/// Looking around (`HistoryPolicy.browse`) makes no step of its own: it joins the next step,
/// still travels with the slider, and carries on from a past step on screen as a step does.
@MainActor
struct BrowsingTests {
    /// Notes whose selection and scroll are looking around, not steps.
    func makeBrowsingStore(checkpointInterval: Int = 4) -> Store<Notes, NotesAction, NotesEffect> {
        var rules = NotesHistory.rules(checkpointInterval: checkpointInterval)
        let stepping = rules.policy
        rules.policy = { action in
            switch action {
            case .select, .scroll: .browse
            default: stepping(action)
            }
        }
        rules.policyOfArchivesWithoutSteps = stepping
        return Store(initialState: Notes(), reducer: NotesReducer(), history: rules, now: TestClock().read)
    }

    func labels(_ store: Store<Notes, NotesAction, NotesEffect>) -> [String] {
        (0..<store.timeline.stepCount).map(store.label(ofStep:))
    }

    @Test func browsingJoinsTheNextStepAndTravelsWithIt() throws {
        let store = makeBrowsingStore()
        store.send(.add("a"))
        store.send(.select(0))
        store.send(.scroll(10))
        store.send(.tick(1))
        store.send(.scroll(20))
        store.send(.add("b"))
        #expect(labels(store) == ["Start", "Added a", "Added b"])
        // The step before ends where the looking began; the step it led to holds it.
        #expect(try store.state(atStep: 1) == Notes(items: ["a"]))
        let added = try store.state(atStep: 2)
        #expect(added.items == ["a", "b"] && added.selected == 0 && added.scroll == 20 && added.clock == 1)
        // Looking around after the last step is the present's, until a step takes it along.
        store.send(.select(1))
        #expect(store.timeline.stepCount == 3 && store.state.selected == 1)
        store.send(.remove(0))
        #expect(try store.state(atStep: 2).selected == 0)
        #expect(labels(store) == ["Start", "Added a", "Added b", "Removed note 0"])
    }

    @Test func browsingWhileAPastStepIsShownCarriesOnFromIt() throws {
        let store = makeBrowsingStore()
        store.send(.add("a"))
        store.send(.add("b"))
        store.jump(to: 1)
        store.send(.select(0))
        #expect(!store.isPreviewing)
        #expect(store.state.items == ["a"] && store.state.selected == 0)
        #expect(store.timeline.stepCount == 4)
    }

    @Test func aCoalescingRunGoesOnAcrossBrowsing() throws {
        let store = makeBrowsingStore()
        store.send(.type("x"))
        store.send(.select(nil))
        store.send(.type("xy"))
        #expect(labels(store) == ["Start", "Draft \"\" → \"xy\""])
    }

    /// An archive holds its steps: read back, with the steps the browsing made, it is the same
    /// history; without them (an archive of before), its steps follow from the policy of then.
    @Test func anArchiveKeepsItsStepsAndOneWithoutThemReadsByThePolicyOfThen() throws {
        let store = makeBrowsingStore(checkpointInterval: 3)
        store.send(.add("a"))
        store.send(.select(0))
        store.send(.scroll(5))
        store.send(.add("b"))
        store.jump(to: 1)
        store.send(.scroll(7))
        store.send(.add("c"))
        let archive = try store.archive()
        #expect(archive.steps?.starts == [0, 0, 1, 4, 5] && archive.steps?.labelEntries == [-1, 0, 3, 4, 6])
        let data = try JSONEncoder().encode(archive)
        let read = makeBrowsingStore(checkpointInterval: 3)
        try read.restoreHistory(from: try JSONDecoder().decode(HistoryArchive<Notes, NotesAction>.self, from: data))
        #expect(try read.archive() == archive)
        #expect(labels(read) == labels(store))
        for step in 0..<store.timeline.stepCount { #expect(try read.state(atStep: step) == store.state(atStep: step)) }

        // Written before steps were: every selection and scroll was a step then.
        let old = makeNotesStore(checkpointInterval: 3)
        old.send(.add("a"))
        old.send(.select(0))
        old.send(.add("b"))
        old.jump(to: 2)
        old.send(.add("c"))
        var written = try old.archive()
        written.steps = nil
        let reread = makeBrowsingStore(checkpointInterval: 3)
        try reread.restoreHistory(from: written)
        #expect(labels(reread) == labels(old))
        #expect(try reread.state(atStep: 5) == old.state(atStep: 5))
    }
}
