import MeridianStore
import Testing

@MainActor
@Suite struct TimeTravelTests {
    /// A store with the three notes a, b, c added and then scrolled, across several checkpoints.
    func storeWithHistory(checkpointInterval: Int = 2) -> Store<Notes, NotesAction, NotesEffect> {
        let store = makeNotesStore(checkpointInterval: checkpointInterval)
        for (index, item) in ["a", "b", "c"].enumerated() {
            store.send(.add(item))
            store.send(.tick(index + 1))
        }
        store.send(.select(2))
        store.send(.scroll(30))
        return store
    }

    @Test func jumpShowsThePastAndReturnsToThePresent() throws {
        let store = storeWithHistory()
        let present = store.state
        store.jump(to: 2)
        #expect(store.isPreviewing)
        #expect(store.state == Notes(items: ["a", "b"], clock: 2))
        #expect(store.present == present)
        store.jump(to: store.timeline.lastStep)
        #expect(!store.isPreviewing)
        #expect(store.state == present)
    }

    @Test func stepBackAndForwardWalkEveryStepAcrossCheckpoints() throws {
        for interval in [1, 2, 3, 64] {
            let store = storeWithHistory(checkpointInterval: interval)
            var walkedBack: [[String]] = []
            for _ in 0..<store.timeline.lastStep {
                store.stepBack()
                walkedBack.append(store.state.items)
            }
            store.stepBack()  // already at step 0: stays
            #expect(store.timeline.currentStep == 0)
            var walkedForward: [[String]] = []
            for _ in 0..<store.timeline.lastStep {
                store.stepForward()
                walkedForward.append(store.state.items)
            }
            #expect(walkedBack == [["a", "b", "c"], ["a", "b", "c"], ["a", "b"], ["a"], []])
            #expect(walkedForward == [["a"], ["a", "b"], ["a", "b", "c"], ["a", "b", "c"], ["a", "b", "c"]])
            #expect(!store.isPreviewing)
        }
    }

    @Test func jumpsOutOfRangeAreClamped() throws {
        let store = storeWithHistory()
        store.jump(to: -5)
        #expect(store.timeline.currentStep == 0)
        store.jump(to: 500)
        #expect(store.timeline.currentStep == store.timeline.lastStep)
        #expect(!store.isPreviewing)
    }

    @Test func aScopedJumpTakesOnlyItsSliceFromThePastAndReconciles() throws {
        let store = storeWithHistory()
        store.jump(to: 1, scope: NotesHistory.document)
        // The document is as at step 1; the view stays, but the selection of note 2 would dangle.
        #expect(store.state == Notes(items: ["a"], selected: nil, scroll: 30, draft: "", clock: 3))
        #expect(store.timeline.scopeID == "document")
        store.jump(to: 0, scope: NotesHistory.view)
        #expect(store.state == Notes(items: ["a", "b", "c"], selected: nil, scroll: 0, draft: "", clock: 3))
    }

    @Test func actingWhilePreviewingCommitsThePreviewAsANewStepAndLosesNothing() throws {
        let store = storeWithHistory()
        let stepsBefore = store.timeline.stepCount
        let present = store.state
        store.jump(to: 2)
        store.send(.add("d"))
        #expect(!store.isPreviewing)
        #expect(store.state.items == ["a", "b", "d"])
        #expect(store.timeline.stepCount == stepsBefore + 2)
        #expect(store.label(ofStep: stepsBefore) == "Returned to step 2")
        #expect(store.label(ofStep: stepsBefore + 1) == "Added d")
        // Every earlier state is still there.
        #expect(try store.state(atStep: stepsBefore - 1) == present)
        #expect(try store.state(atStep: stepsBefore) == Notes(items: ["a", "b"], clock: 2))
    }

    @Test func committingAScopedPreviewNamesTheScope() throws {
        let store = storeWithHistory()
        store.jump(to: 1, scope: NotesHistory.document)
        store.send(.select(0))
        let returned = store.timeline.lastStep - 1
        #expect(store.label(ofStep: returned) == "Returned to step 1 (document)")
        #expect(store.state == Notes(items: ["a"], selected: 0, scroll: 30, draft: "", clock: 3))
    }

    @Test func noEffectsRunWhilePreviewingAndTransientActionsDoNotEndThePreview() throws {
        let store = storeWithHistory()
        var effects: [NotesEffect] = []
        store.effectHandler = { effects.append($0) }
        store.jump(to: 1)
        store.send(.tick(99))
        #expect(store.isPreviewing)
        #expect(store.state.items == ["a"])
        #expect(store.present.clock == 99)
        #expect(effects.isEmpty)
        store.send(.ping(5))  // a real action commits, then its effects run
        #expect(effects == [.pong(5), .pong(6)])
    }

    @Test func aTransientActionBehindAScopedPreviewShowsInTheMix() throws {
        let store = storeWithHistory()
        store.jump(to: 1, scope: NotesHistory.document)
        store.send(.tick(42))
        #expect(store.state.clock == 42)
        #expect(store.state.items == ["a"])
    }

    @Test func aJumpRequestedDuringASendRunsAfterIt() throws {
        let store = storeWithHistory()
        var seen: [[String]] = []
        let token = store.observe(\.items) { items in
            seen.append(items)
            if items.count == 4 { store.jump(to: 0) }
        }
        store.send(.add("d"))
        #expect(seen == [["a", "b", "c"], ["a", "b", "c", "d"], []])
        #expect(store.isPreviewing)
        withExtendedLifetime(token) {}
    }

    @Test func replayingAfterACommitReproducesTheSameStates() throws {
        let store = storeWithHistory(checkpointInterval: 3)
        store.jump(to: 2, scope: NotesHistory.document)
        store.send(.add("x"))
        store.jump(to: 4)
        store.send(.type("t"))
        #expect(try store.verify() == nil)
        let present = store.state
        store.jump(to: 0)
        store.returnToPresent()
        #expect(store.state == present)
    }

    @Test func whatTheRulesKeepFromThePresentStaysThroughEveryJumpAndCommit() throws {
        var rules = NotesHistory.rules()
        rules.keepFromPresent = { shown, present in
            var shown = shown
            shown.scroll = present.scroll
            return shown
        }
        let store = Store(initialState: Notes(), reducer: NotesReducer(), history: rules)
        store.send(.add("a"))
        store.send(.scroll(10))
        store.send(.add("b"))
        for scope in [HistoryScope<Notes>.everything, NotesHistory.document, NotesHistory.view] {
            store.jump(to: 0, scope: scope)
            #expect(store.state.scroll == 10, "scope \(scope.id)")
        }
        store.jump(to: 1)
        #expect(store.state == Notes(items: ["a"], scroll: 10))
        store.send(.add("c"))
        #expect(store.present == Notes(items: ["a", "c"], scroll: 10))
    }
}
