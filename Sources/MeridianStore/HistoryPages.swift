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
    private let scopeIDs: [String]
    private let lock = NSLock()
    private var pages: [Int: (page: Page, lastUse: UInt64)] = [:]
    private var uses: UInt64 = 0

    init(storage: any HistoryStorage<State, Action>, scopeIDs: [String], capacity: Int = defaultCapacity) {
        self.storage = storage
        self.scopeIDs = scopeIDs
        self.capacity = max(capacity, 2)
    }

    /// Segment `index`, read from storage when it is not kept.
    func page(_ index: Int) throws(HistoryStorageError) -> Page {
        lock.lock()
        defer { lock.unlock() }
        uses += 1
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
            case .restore(let step, let scope):
                guard let scopeIndex = scopeIDs.firstIndex(of: scope), step >= 0, step < Int(Int32.max) else {
                    throw HistoryStorageError("segment \(index) of the stored history returns to step \(step) through an unknown scope “\(scope)”")
                }
                entries.append(.restore(step: Int32(step), scopeIndex: Int32(scopeIndex)))
            case .sealed(let state):
                entries.append(.sealed(SealedState(state)))
            case .skip(let mark, let state):
                entries.append(.skip(SkippedStep(mark, state: state)))
            }
        }
        return Page(checkpoint: segment.checkpoint, entries: entries)
    }
}
