/// The store's observers, grouped into slices, and the observers of its timeline.
///
/// Tokens reach the registry through a `MainActorLink` it clears when it goes, so a token may
/// outlive its store.
@MainActor @usableFromInline
final class ObservationRegistry<State> {
    /// Each slice with the function that reads its value from a state and updates it. The
    /// function is made where the value's type is known, so reading and comparing are specialised.
    /// (Unchecked like the store's own properties: only the store's send path reaches them.)
    @usableFromInline @exclusivity(unchecked) var slices: [(slice: AnyObject, update: @MainActor (State) -> Void)] = []
    @usableFromInline var slicesByKeyPath: [AnyKeyPath: AnyObject] = [:]
    @usableFromInline @exclusivity(unchecked) var timelineObservers: [(id: Int, onChange: @MainActor (Timeline) -> Void)] = []
    @usableFromInline @exclusivity(unchecked) var lastTimeline: Timeline?
    /// Counts the timeline observers removed (see `ValueSlice.removals`).
    @usableFromInline @exclusivity(unchecked) var timelineRemovals = 0
    @usableFromInline var nextID = 0

    /// What the tokens hold instead of the registry: cleared when the registry goes.
    @usableFromInline let link = MainActorLink<ObservationRegistry>()

    @usableFromInline init() {
        link.object = self
    }

    /// Isolated, so that the observations it holds end on the main actor; its link reads `nil`
    /// already, being weak.
    isolated deinit {}

    /// Adds an observer of a value and calls it once with the value in `state`.
    @inlinable
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
        return ObservationToken { [link] in
            link.object?.remove(id, from: slice)
        }
    }

    /// Adds an observer of the timeline and calls it once with `timeline`.
    func observeTimeline(_ timeline: Timeline, onChange: @escaping @MainActor (Timeline) -> Void) -> ObservationToken {
        nextID += 1
        let id = nextID
        timelineObservers.append((id, onChange))
        lastTimeline = timeline
        onChange(timeline)
        return ObservationToken { [link] in
            guard let registry = link.object else { return }
            registry.timelineObservers.removeAll { $0.id == id }
            registry.timelineRemovals += 1
        }
    }

    @inlinable var observesTimeline: Bool { !timelineObservers.isEmpty }

    @usableFromInline
    func remove<Value>(_ id: Int, from slice: ValueSlice<Value>) {
        slice.removeObserver(id)
        guard !slice.hasObservers else { return }
        slices.removeAll { $0.slice === slice }
        if let keyPath = slicesByKeyPath.first(where: { $0.value === slice })?.key {
            slicesByKeyPath[keyPath] = nil
        }
    }

    /// Tells every slice the state may have changed.
    @inlinable
    func update(with state: State) {
        for slice in slices {
            slice.update(state)
        }
    }

    /// Tells the timeline's observers when it changed.
    @inlinable
    func update(with timeline: Timeline) {
        guard timeline != lastTimeline else { return }
        lastTimeline = timeline
        let (observers, removals) = (timelineObservers, timelineRemovals)
        for observer in observers {
            if timelineRemovals != removals, !timelineObservers.contains(where: { $0.id == observer.id }) { continue }
            observer.onChange(timeline)
        }
    }
}
