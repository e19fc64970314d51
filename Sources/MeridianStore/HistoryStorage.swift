/// Where the older part of a store's history is kept, so that not all of it stays in memory:
/// the store defines this port and the app plugs in its database (`Store.resumeHistory`).
///
/// Segment `k` is the state after the first `k * checkpointInterval` entries of the log (its
/// checkpoint) and the `checkpointInterval` entries that follow it — fewer for the segment the
/// log ends in. The store asks for a segment from whichever thread needs it (a jump on the main
/// thread, a load in the background) and never for two at once.
public protocol HistoryStorage<State, Action>: AnyObject, Sendable {
    associatedtype State
    associatedtype Action

    func segment(_ index: Int) throws(HistoryStorageError) -> HistorySegment<State, Action>

    /// Segment `index`'s checkpoint alone, for a reader that wants the states and not the
    /// entries (an export writes every checkpoint after every action). Storage that can fetch
    /// it on its own should: the default reads the whole segment.
    func checkpoint(_ index: Int) throws(HistoryStorageError) -> State
}

extension HistoryStorage {
    public func checkpoint(_ index: Int) throws(HistoryStorageError) -> State {
        try segment(index).checkpoint
    }
}

/// One segment of a stored log: a checkpoint and the entries after it.
public struct HistorySegment<State, Action> {
    public var checkpoint: State
    public var entries: [HistoryLogRecord<State, Action>.Entry]

    public init(checkpoint: State, entries: [HistoryLogRecord<State, Action>.Entry]) {
        self.checkpoint = checkpoint
        self.entries = entries
    }
}

extension HistorySegment: Sendable where State: Sendable, Action: Sendable {}

/// Why a part of the history could not be read from its storage, in words for the user.
public struct HistoryStorageError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
