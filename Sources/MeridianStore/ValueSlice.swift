/// One observed value of the state, with the observers that want it.
///
/// Observers of the same key path share a slice, so each distinct slice is read and compared
/// once per change however many observers it has.
@MainActor
final class ValueSlice<Value: Equatable> {
    private(set) var value: Value
    private var observers: [(id: Int, onChange: @MainActor (Value) -> Void)] = []

    init(value: Value) {
        self.value = value
    }

    var hasObservers: Bool { !observers.isEmpty }

    func addObserver(_ id: Int, _ onChange: @escaping @MainActor (Value) -> Void) {
        observers.append((id, onChange))
    }

    func removeObserver(_ id: Int) {
        observers.removeAll { $0.id == id }
    }

    /// Tells the observers when `newValue` differs from the last value they saw.
    func update(_ newValue: Value) {
        guard newValue != value else { return }
        value = newValue
        for observer in observers {
            observer.onChange(newValue)
        }
    }
}
