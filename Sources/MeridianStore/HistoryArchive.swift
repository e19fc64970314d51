/// A history as data: the starting state, every action, the steps and where the slider stood.
///
/// An app wraps it in its own session file (with a format name and version). Checkpoints are
/// kept so that `verify` can tell whether replaying the log still gives the states that were
/// recorded; restoring replays the log and makes them anew.
public struct HistoryArchive<State: Codable, Action: Codable>: Codable {
    /// A full state is recorded after every this many entries.
    public var checkpointInterval: Int
    public var initialState: State
    /// The state after each `checkpointInterval` entries, in order.
    public var checkpoints: [State]
    /// The state after the whole log, as it was recorded.
    public var present: State
    /// The app's actions, in order, without the restores.
    public var actions: [Action]
    /// The moments a preview became the present, placed among the actions by entry index.
    public var restores: [Restore]
    public var steps: Steps
    /// The step previewed when the archive was made; `nil` at the present.
    public var cursor: Cursor?

    public struct Restore: Codable, Equatable, Sendable {
        /// The position of this restore in the log of actions and restores.
        public var entry: Int
        public var step: Int
        public var scope: String

        public init(entry: Int, step: Int, scope: String) {
            self.entry = entry
            self.step = step
            self.scope = scope
        }
    }

    /// The steps, column by column.
    public struct Steps: Codable, Equatable, Sendable {
        /// The entry that began each step; step 0 begins at 0.
        public var starts: [Int]
        /// The entry that names each step; -1 for step 0.
        public var labelEntries: [Int]
        /// When each step was made, in seconds since 1970.
        public var times: [Double]

        public init(starts: [Int], labelEntries: [Int], times: [Double]) {
            self.starts = starts
            self.labelEntries = labelEntries
            self.times = times
        }
    }

    public struct Cursor: Codable, Equatable, Sendable {
        public var step: Int
        public var scope: String

        public init(step: Int, scope: String) {
            self.step = step
            self.scope = scope
        }
    }

    /// The number of entries in the log: actions and restores.
    public var entryCount: Int { actions.count + restores.count }
}

extension HistoryArchive: Equatable where State: Equatable, Action: Equatable {}

/// What is wrong with a history archive, and where.
public struct HistoryArchiveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A JSON-style path inside the archive, e.g. `steps.starts[3]`.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
