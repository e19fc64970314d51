/// The transients recorded since the last entry that made or extended a step, folded as they
/// come, held beside the log until the next step begins (or a journal asks, at quit).
///
/// A replaceable transient replaces the last one of its slot when only replaceable transients
/// lie between them; a plain transient is kept, and nothing is replaced across it, since what
/// follows may depend on what came before it. A run that grows past `longest` anyway (plain
/// transients only can make it) is sealed: replaced by the one state it leads to. So the log
/// keeps a bounded amount for the time between two steps, however long it is.
@usableFromInline
struct TransientRun<State, Action> {
    /// The most entries a run keeps before it is sealed.
    @inlinable static var longest: Int { 64 }

    @usableFromInline var entries: [HistoryEntry<State, Action>] = []
    @usableFromInline var slots: [TransientSlot?] = []
    /// Entries from here on may be replaced: those after the last plain transient or seal.
    @usableFromInline var replaceableFrom = 0

    @usableFromInline init() {}

    @inlinable var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    /// Adds a transient; `slot` is `nil` for a plain one. Returns whether the run must now be
    /// sealed.
    @inlinable
    mutating func append(_ entry: HistoryEntry<State, Action>, slot: TransientSlot?) -> Bool {
        if let slot {
            var index = slots.count - 1
            while index >= replaceableFrom, slots[index] != slot { index -= 1 }
            if index >= replaceableFrom {
                if index == slots.count - 1 {
                    // The latest entry is of this slot (a tick after a tick): replaced in place.
                    entries[index] = entry
                    return false
                }
                entries.remove(at: index)
                slots.remove(at: index)
            }
        }
        entries.append(entry)
        slots.append(slot)
        if slot == nil { replaceableFrom = entries.count }
        return entries.count > Self.longest
    }

    /// Replaces the whole run with the state it led to.
    @inlinable
    mutating func seal(_ state: State) {
        entries = [.sealed(SealedState(state))]
        slots = [nil]
        replaceableFrom = 1
    }

    @inlinable
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
        replaceableFrom = 0
    }
}

extension TransientRun: Sendable where State: Sendable, Action: Sendable {}
