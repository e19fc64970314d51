/// The store's observers, grouped into slices, and the observers of its timeline.
///
/// Tokens hold the registry weakly, so a token may outlive its store; the store itself is never
/// referenced weakly, which keeps its reference counting on the fast path.
@MainActor
final class ObservationRegistry<State> {
    /// Each slice with the function that reads its value from a state and updates it. The
    /// function is made where the value's type is known, so reading and comparing are specialised.
    private var slices: [(slice: AnyObject, update: @MainActor (State) -> Void)] = []
    private var slicesByKeyPath: [AnyKeyPath: AnyObject] = [:]
    private var timelineObservers: [(id: Int, onChange: @MainActor (Timeline) -> Void)] = []
    private var lastTimeline: Timeline?
    private var nextID = 0

    /// Adds an observer of a value and calls it once with the value in `state`.
    func observe<Value: Equatable>(
        keyPath: KeyPath<State, Value>?,
        select: @escaping (State) -> Value,
        state: State,
        onChange: @escaping @MainActor (Value) -> Void
    ) -> ObservationToken {
        nextID += 1
        let id = nextID
        let slice: ValueSlice<Value>
        if let keyPath, let shared = slicesByKeyPath[keyPath] as? ValueSlice<Value> {
            slice = shared
        } else {
            slice = ValueSlice(value: select(state))
            slices.append((slice, { state in slice.update(select(state)) }))
            if let keyPath { slicesByKeyPath[keyPath] = slice }
        }
        slice.addObserver(id, onChange)
        onChange(select(state))
        return ObservationToken { [weak self] in
            self?.remove(id, from: slice)
        }
    }

    /// Adds an observer of the timeline and calls it once with `timeline`.
    func observeTimeline(_ timeline: Timeline, onChange: @escaping @MainActor (Timeline) -> Void) -> ObservationToken {
        nextID += 1
        let id = nextID
        timelineObservers.append((id, onChange))
        lastTimeline = timeline
        onChange(timeline)
        return ObservationToken { [weak self] in
            self?.timelineObservers.removeAll { $0.id == id }
        }
    }

    var observesTimeline: Bool { !timelineObservers.isEmpty }

    private func remove<Value>(_ id: Int, from slice: ValueSlice<Value>) {
        slice.removeObserver(id)
        guard !slice.hasObservers else { return }
        slices.removeAll { $0.slice === slice }
        if let keyPath = slicesByKeyPath.first(where: { $0.value === slice })?.key {
            slicesByKeyPath[keyPath] = nil
        }
    }

    /// Tells every slice the state may have changed.
    func update(with state: State) {
        for slice in slices {
            slice.update(state)
        }
    }

    /// Tells the timeline's observers when it changed.
    func update(with timeline: Timeline) {
        guard timeline != lastTimeline else { return }
        lastTimeline = timeline
        for observer in timelineObservers {
            observer.onChange(timeline)
        }
    }
}
