import Foundation
import MeridianStore
import Testing

/// Typing is one step by default (issue 62, item 3): what a window's entry sends through
/// `typing(in:_:)` joins one step a field and a run, with no rule of the app's.
@MainActor
@Suite struct TypingStepsTests {
    /// Every action a step, as `HistoryRules()` says by default.
    private func store(typingJoins: Bool = true) -> Store<Notes, NotesAction, NotesEffect> {
        Store(initialState: Notes(), reducer: NotesReducer(), history: HistoryRules(typingJoinsOneStepPerField: typingJoins))
    }

    private func type(_ texts: [String], in field: String, into store: Store<Notes, NotesAction, NotesEffect>) {
        for text in texts { store.typing(in: field) { store.send(.add(text)) } }
    }

    @Test func aRunOfTypingIntoOneFieldIsOneStepUntilSomethingElseIsDone() {
        let store = store()
        type(["M", "Mi", "Milk"], in: "title", into: store)
        #expect(store.timeline.stepCount == 2, "three keystrokes, one step")
        type(["1", "12"], in: "amount", into: store)
        #expect(store.timeline.stepCount == 3, "another field, another step")
        store.send(.select(0))
        type(["12.5"], in: "amount", into: store)
        #expect(store.timeline.stepCount == 5, "a run ends when something else is done")
        #expect(store.label(ofStep: 1) == "Added Milk")
        store.send(.add("sent, not typed"))
        store.send(.add("sent again"))
        #expect(store.timeline.stepCount == 7, "what is not typed is a step each, as the rules say")
    }

    @Test func anAppMaySayOtherwise() {
        let everyKeystroke = store(typingJoins: false)
        type(["M", "Mi", "Milk"], in: "title", into: everyKeystroke)
        #expect(everyKeystroke.timeline.stepCount == 4)
        // A policy of the app's own for an action wins over the default: here, the draft's run
        // ignores which field it came from.
        let own = Store(initialState: Notes(), reducer: NotesReducer(), history: HistoryRules<Notes, NotesAction>(policy: {
            if case .type = $0 { .coalesce("draft") } else { .step }
        }))
        own.typing(in: "first") { own.send(.type("a")) }
        own.typing(in: "second") { own.send(.type("ab")) }
        #expect(own.timeline.stepCount == 2)
    }

    @Test func theStepsTypedAreKeptInAnArchiveAndReadBackAsTheyWere() throws {
        let store = store()
        type(["M", "Mi", "Milk"], in: "title", into: store)
        store.send(.select(0))
        let restored = self.store()
        try restored.restoreHistory(from: try store.archive())
        #expect(restored.timeline.stepCount == 3)
        #expect((0..<3).map(restored.label(ofStep:)) == (0..<3).map(store.label(ofStep:)))
    }

    @Test func aRunIsAboutAnyHashableSubject() {
        #expect(CoalescingKey("rename", subject: 7) == CoalescingKey("rename", subject: 7))
        #expect(CoalescingKey("rename", subject: 7) != CoalescingKey("rename", subject: 8))
        #expect(CoalescingKey("rename", subject: "7") != CoalescingKey("rename", subject: 7))
        let id = UUID()
        #expect(CoalescingKey("rename", subject: id).subject == AnyHashable(id))
        #expect(CoalescingKey("scroll").subject == nil)
    }
}
