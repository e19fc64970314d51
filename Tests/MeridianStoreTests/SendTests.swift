import MeridianStore
import Testing

@MainActor
@Suite struct SendTests {
    @Test func sendReducesAndRunsEffectsInOrder() throws {
        let store = makeNotesStore()
        var effects: [NotesEffect] = []
        store.effectHandler = { effects.append($0) }
        store.send(.add("a"))
        store.send(.ping(1))
        #expect(store.state.items == ["a"])
        #expect(effects == [.pong(1), .pong(2)])
    }

    @Test func aSendFromAnObserverIsQueuedAndRunsAfterTheCurrentOne() throws {
        let store = makeNotesStore()
        var seen: [[String]] = []
        let token = store.observe(\.items) { items in
            seen.append(items)
            if items == ["a"] { store.send(.add("b")) }
        }
        let other = store.observe(\.items) { items in seen.append(items + ["(second observer)"]) }
        store.send(.add("a"))
        // Both observers see ["a"] before the queued send runs; nobody sees a half-finished send.
        #expect(seen == [
            [], ["(second observer)"],
            ["a"], ["a", "(second observer)"],
            ["a", "b"], ["a", "b", "(second observer)"],
        ])
        #expect(store.state.items == ["a", "b"])
        withExtendedLifetime((token, other)) {}
    }

    @Test func sendsFromTheEffectHandlerRunInOrderAfterAllEffects() throws {
        let store = makeNotesStore()
        var order: [String] = []
        // Unowned, as an app's shell holds it: the store keeps its handler.
        store.effectHandler = { [unowned store] effect in
            guard case .pong(let n) = effect else { return }
            order.append("effect \(n)")
            store.send(.add("from \(n)"))
        }
        let token = store.observe(\.items) { order.append("items \($0.count)") }
        store.send(.ping(1))
        #expect(order == ["items 0", "effect 1", "effect 2", "items 1", "items 2"])
        #expect(store.state.items == ["from 1", "from 2"])
        withExtendedLifetime(token) {}
    }

    @Test func aStoreWithoutHistoryStillReducesAndNotifies() throws {
        let store = Store(initialState: Notes(), reducer: NotesReducer(), history: nil)
        var counts: [Int] = []
        let token = store.observe(\.items.count) { counts.append($0) }
        store.send(.add("a"))
        store.jump(to: 0)
        #expect(counts == [0, 1])
        #expect(store.timeline == Timeline(stepCount: 1, currentStep: 0, isPreviewing: false, scopeID: "everything"))
        withExtendedLifetime(token) {}
    }
}
