/// One observed value of the state, with the observers that want it.
///
/// Observers of the same key path share a slice, so each distinct slice is read and compared
/// once per change however many observers it has.
@MainActor @usableFromInline
final class ValueSlice<Value: Equatable> {
    // Unchecked like the store's own properties: only the store's send path reaches them.
    @usableFromInline @exclusivity(unchecked) var value: Value
    @usableFromInline @exclusivity(unchecked) var observers: [(id: Int, onChange: @MainActor (Value) -> Void)] = []
    /// Counts removals, so a change being told finds out that an observer it has yet to call
    /// was cancelled by an earlier one (a pane destroyed by another pane's update).
    @usableFromInline @exclusivity(unchecked) var removals = 0

    @usableFromInline init(value: Value) {
        self.value = value
    }

    @usableFromInline var hasObservers: Bool { !observers.isEmpty }

    @usableFromInline
    func addObserver(_ id: Int, _ onChange: @escaping @MainActor (Value) -> Void) {
        observers.append((id, onChange))
    }

    func removeObserver(_ id: Int) {
        observers.removeAll { $0.id == id }
        removals += 1
    }

    /// Tells the observers when `newValue` differs from the last value they saw.
    @inlinable
    func update(_ newValue: Value) {
        guard newValue != value else { return }
        value = newValue
        let (observers, removals) = (self.observers, self.removals)
        for observer in observers {
            // A cancelled observation is not called again, even within the change that ended it.
            if self.removals != removals, !self.observers.contains(where: { $0.id == observer.id }) { continue }
            observer.onChange(newValue)
        }
    }
}
