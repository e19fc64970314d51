import MeridianStore
import TestSupport
import Testing

/// Undo and Redo through an undo scope: they stop at the steps that changed the notes and pass
/// by the ones that only selected, scrolled or typed a draft.
@MainActor
@Suite struct UndoTests {
    static func store(checkpointInterval: Int = 4, undoScope: HistoryScope<Notes>? = NotesHistory.document) -> Store<Notes, NotesAction, NotesEffect> {
        var rules = NotesHistory.rules(checkpointInterval: checkpointInterval)
        rules.undoScope = undoScope
        return Store(initialState: Notes(), reducer: NotesReducer(), history: rules, now: TestClock().read)
    }

    @Test func undoPassesStepsThatOnlyMovedTheViewAndKeepsTheViewAsItIsNow() throws {
        let store = Self.store()
        store.send(.add("a"))  // step 1
        store.send(.select(0))  // 2
        store.send(.add("b"))  // 3
        store.send(.select(1))  // 4
        store.send(.scroll(40))  // 5
        #expect(store.undoTarget(from: 5) == 2)
        store.jump(to: 2, scope: try #require(store.undoScope))
        #expect(store.state.items == ["a"])
        // The view stays as it is now; the selection of "b", gone, is reconciled away.
        #expect(store.state.scroll == 40 && store.state.selected == nil)
        #expect(store.undoTarget(from: 2) == 0)
        #expect(store.undoTarget(from: 0) == nil)
        #expect(store.redoTarget(from: 0) == 1)
        // After the last change, Redo goes to the present, not to the step that made it.
        #expect(store.redoTarget(from: 2) == 5)
        #expect(store.redoTarget(from: 5) == nil)
    }

    @Test func theLastStepCountsOnceItChangesSomething() {
        let store = Self.store()
        store.send(.select(nil))
        #expect(store.undoTarget(from: 1) == nil)
        store.send(.add("a"))
        #expect(store.undoTarget(from: 2) == 1)
        // The draft coalesces into one step that never changes the notes.
        store.send(.type("x"))
        store.send(.type("xy"))
        #expect(store.undoTarget(from: 3) == 1)
    }

    @Test func withoutAnUndoScopeUndoAndRedoGoOneStepAtATime() {
        let store = Self.store(undoScope: nil)
        store.send(.add("a"))
        store.send(.select(0))
        #expect(store.undoTarget(from: 2) == 1)
        #expect(store.redoTarget(from: 1) == 2)
        #expect(store.redoTarget(from: 2) == nil)
        #expect(store.undoTarget(from: 0) == nil)
    }

    /// Random sessions (adds, removals, selections, scrolls, drafts, jumps and acting in the
    /// past, which makes returns), asked in random order as they grow: every answer is the one a
    /// replay of each step from scratch gives, across stretches and checkpoints.
    @Test(arguments: [1, 4, 64])
    func answersMatchAReplayOfEveryStep(checkpointInterval: Int) throws {
        var random = SeededRandom(seed: UInt64(checkpointInterval))
        let store = Self.store(checkpointInterval: checkpointInterval)
        // The steps made by acting on a preview through the undo scope, and the step each returned to.
        var returns: [Int: Int] = [:]
        func send(_ action: NotesAction) {
            let previewed = store.isPreviewing ? store.timeline.currentStep : nil
            let last = store.timeline.lastStep
            store.send(action)
            if let previewed { returns[last + 1] = previewed }
        }
        for round in 0..<4 {
            for _ in 0..<(round == 2 ? 320 : 60) {
                switch Int.random(in: 0..<10, using: &random) {
                case 0: send(.add("n\(Int.random(in: 0..<5, using: &random))"))
                case 1: send(.remove(Int.random(in: 0..<3, using: &random)))
                case 2: store.jump(to: Int.random(in: 0...store.timeline.lastStep, using: &random), scope: NotesHistory.document)
                case 3: send(.type("t\(Int.random(in: 0..<9, using: &random))"))
                case 4: send(.scroll(Double(Int.random(in: 0..<9, using: &random))))
                default: send(.select(Int.random(in: 0..<3, using: &random)))
                }
            }
            let last = store.timeline.lastStep
            let items = try (0...last).map { step in try store.state(atStep: step).items }
            let changed = (1...last).filter { items[$0] != items[$0 - 1] }
            for step in (0...last).shuffled(using: &random).prefix(80) {
                // The latest change, passing over a return made by acting on an Undo to where it returned.
                var at = step
                var undo: Int?
                while let change = changed.last(where: { $0 <= at }) {
                    guard let target = returns[change], target < change else {
                        undo = change - 1
                        break
                    }
                    at = target
                }
                #expect(store.undoTarget(from: step) == undo, "undo from step \(step)")
                let redo = changed.first { $0 > step }.map { next in changed.contains { $0 > next } ? next : last }
                #expect(store.redoTarget(from: step) == redo, "redo from step \(step)")
            }
        }
    }
}
