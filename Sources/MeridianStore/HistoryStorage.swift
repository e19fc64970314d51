/// Where the older part of a store's history is kept, so that not all of it stays in memory:
/// the store defines this port and the app plugs in its database (`Store.resumeHistory`).
///
/// Segment `k` is the state after the first `k * checkpointInterval` entries of the log (its
/// checkpoint) and the `checkpointInterval` entries that follow it — fewer for the segment the
/// log ends in. The store asks for a segment from whichever thread needs it (a jump on the main
/// thread, a load in the background) and never for two at once.
public protocol HistoryStorage<State, Action>: AnyObject, Sendable {
    /// The app's state.
    associatedtype State
    /// The app's actions.
    associatedtype Action

    /// Segment `index`: the checkpoint it starts from and its entries.
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
    /// The state at the segment's start.
    public var checkpoint: State
    /// The segment's entries, in order.
    public var entries: [HistoryLogRecord<State, Action>.Entry]

    /// A segment that starts at `checkpoint` and holds `entries`.
    public init(checkpoint: State, entries: [HistoryLogRecord<State, Action>.Entry]) {
        self.checkpoint = checkpoint
        self.entries = entries
    }
}

extension HistorySegment: Sendable where State: Sendable, Action: Sendable {}

/// Why a part of the history could not be read from its storage, in words for the user.
public struct HistoryStorageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in words.
    public var message: String

    /// An error described by `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
