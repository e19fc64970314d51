import Foundation

/// The segments of a history read from its storage, the most recently used kept up to
/// `capacity`, the rest let go: the older history costs a bounded amount of memory however
/// long it grows.
///
/// Shared by every copy of the history (a load in the background reads through a copy), so it
/// is a class with a lock; a segment once read never changes.
final class HistoryPages<State, Action>: @unchecked Sendable {
    /// A segment as the history reads it.
    final class Page {
        let checkpoint: State
        let entries: ContiguousArray<HistoryEntry<State, Action>>

        init(checkpoint: State, entries: ContiguousArray<HistoryEntry<State, Action>>) {
            self.checkpoint = checkpoint
            self.entries = entries
        }
    }

    /// How many segments are kept by default: with 256 entries a segment, about a megabyte of
    /// a typical app's actions and 64 of its states.
    static var defaultCapacity: Int { 64 }

    let storage: any HistoryStorage<State, Action>
    let capacity: Int
    /// How states compare, for checking each segment read against the checkpoint after it;
    /// `nil` when the state is not `Equatable`.
    let isEqual: ((State, State) -> Bool)?
    private let scopeIDs: [String]
    private let lock = NSLock()
    private var pages: [Int: (page: Page, lastUse: UInt64)] = [:]
    private var uses: UInt64 = 0
    /// The segments checked against the checkpoint after them, or being checked.
    private var checked: Set<Int> = []
    /// The segments found damaged, and what reading them says.
    private var damaged: [Int: HistoryStorageError] = [:]

    init(
        storage: any HistoryStorage<State, Action>, scopeIDs: [String], capacity: Int = defaultCapacity, isEqual: ((State, State) -> Bool)? = nil
    ) {
        self.storage = storage
        self.isEqual = isEqual
        self.scopeIDs = scopeIDs
        self.capacity = max(capacity, 2)
    }

    /// Segment `index`, read from storage when it is not kept.
    func page(_ index: Int) throws(HistoryStorageError) -> Page {
        lock.lock()
        defer { lock.unlock() }
        uses += 1
        if let error = damaged[index] { throw error }
        if let kept = pages[index] {
            pages[index]?.lastUse = uses
            return kept.page
        }
        // Read under the lock: a second reader of the same segment waits for this one.
        let page = try convert(storage.segment(index), index: index)
        if pages.count >= capacity, let oldest = pages.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            pages[oldest] = nil
        }
        pages[index] = (page, uses)
        return page
    }

    /// Segment `index`'s checkpoint: the kept segment's, or read alone from storage and not
    /// kept, so reading every checkpoint neither reads every segment's entries nor pushes the
    /// segments a jump needs out of the cache.
    func checkpoint(_ index: Int) throws(HistoryStorageError) -> State {
        lock.lock()
        defer { lock.unlock() }
        if let kept = pages[index] { return kept.page.checkpoint }
        return try storage.checkpoint(index)
    }

    /// Whether segment `index` is still to be checked against the checkpoint after it; `true`
    /// only once, to the reader that then checks it.
    func beginCheck(_ index: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return checked.insert(index).inserted
    }

    /// Segment `index` did not pass its check: it is let go, and reading it says `error`.
    func markDamaged(_ index: Int, _ error: HistoryStorageError) {
        lock.lock()
        defer { lock.unlock() }
        damaged[index] = error
        pages[index] = nil
    }

    /// Whether segment `index` is kept, without reading it.
    func isKept(_ index: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return pages[index] != nil
    }

    /// The segment if it is kept, without reading it.
    func keptPage(_ index: Int) -> Page? {
        lock.lock()
        defer { lock.unlock() }
        return pages[index]?.page
    }

    /// The segments kept now.
    var keptSegments: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return Array(pages.keys)
    }

    var keptCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return pages.count
    }

    private func convert(_ segment: HistorySegment<State, Action>, index: Int) throws(HistoryStorageError) -> Page {
        var entries = ContiguousArray<HistoryEntry<State, Action>>()
        entries.reserveCapacity(segment.entries.count)
        for entry in segment.entries {
            switch entry {
            case .action(let action):
                entries.append(.action(action))
            case .restore(let step, let scope, let kind):
                guard let scopeIndex = scopeIDs.firstIndex(of: scope), step >= 0, step < Int(Int32.max) else {
                    throw HistoryStorageError("segment \(index) of the stored history returns to step \(step) through an unknown scope “\(scope)”")
                }
                entries.append(.restore(step: Int32(step), scopeIndex: Int32(scopeIndex), kind: kind))
            case .sealed(let state):
                entries.append(.sealed(SealedState(state)))
            case .skip(let mark, let state):
                entries.append(.skip(SkippedStep(mark, state: state)))
            case .nothing:
                entries.append(.nothing)
            }
        }
        return Page(checkpoint: segment.checkpoint, entries: entries)
    }
}
