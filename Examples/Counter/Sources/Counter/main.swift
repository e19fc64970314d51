// The smallest complete use of MeridianStore: a state, its actions, a pure reducer, an effect,
// an observation, a jump back through the history, and Undo.
import MeridianStore

struct Counter: Equatable {
    var count = 0
}

enum CounterAction {
    case increment
    case decrement
}

/// What the reducer asks the world to do; the store hands it to `effectHandler`.
enum CounterEffect {
    case celebrate(Int)
}

struct CounterReducer: Reducer {
    func reduce(into state: inout Counter, action: CounterAction) -> [CounterEffect] {
        switch action {
        case .increment: state.count += 1
        case .decrement: state.count -= 1
        }
        return state.count != 0 && state.count.isMultiple(of: 5) ? [.celebrate(state.count)] : []
    }
}

// Every action is a step of the history unless the rules say otherwise.
let store = Store(initialState: Counter(), reducer: CounterReducer())
store.effectHandler = { effect in
    switch effect {
    case .celebrate(let count): print("effect: \(count) is a multiple of five")
    }
}
// Called now, and again only when `count` changes.
let observation = store.observe(\.count) { count in print("count: \(count)") }

for _ in 0..<5 { store.send(.increment) }
store.send(.decrement)
print("steps: \(store.timeline.stepCount)")  // step 0, the start, and one per action

// The slider: show step 2 again. Nothing is lost; step 6 is still on the timeline.
store.jump(to: 2)
print("after jumping to step 2: \(store.state.count), previewing: \(store.isPreviewing)")

// Acting while previewing carries on from step 2, as a new step at the end.
store.send(.increment)
print("after acting: \(store.state.count), steps: \(store.timeline.stepCount)")
print("step \(store.timeline.lastStep - 1): \(store.label(ofStep: store.timeline.lastStep - 1))")

// Undo takes the increment back as a step of the present: nothing is previewed, and the
// state before it stays on the timeline. Redo brings it back the same way.
store.undo()
print("after undo: \(store.state.count), previewing: \(store.isPreviewing), step \(store.timeline.lastStep): \(store.label(ofStep: store.timeline.lastStep))")
store.redo()
print("after redo: \(store.state.count)")
observation.cancel()
