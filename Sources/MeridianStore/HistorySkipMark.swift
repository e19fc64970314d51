/// One skip in a history's log, without the state it made: which step it skipped or brought
/// back, and what replaying without it found.
public struct HistorySkipMark: Equatable, Hashable, Sendable {
    /// The entry of the log that holds the skip; it begins a step of its own.
    public var entry: Int
    /// The step skipped or brought back.
    public var step: Int
    /// `true` when the step was skipped, `false` when it was brought back.
    public var skipping: Bool
    /// The later steps that changed the state when they were made but, replayed in the history
    /// as the skip left it, changed nothing (renaming a zone whose adding was skipped).
    public var ineffectiveSteps: [Int]

    public init(entry: Int, step: Int, skipping: Bool, ineffectiveSteps: [Int]) {
        self.entry = entry
        self.step = step
        self.skipping = skipping
        self.ineffectiveSteps = ineffectiveSteps
    }
}

/// Why a step cannot be skipped or brought back, in words for the user.
public enum HistorySkipError: Error, Equatable, Sendable, CustomStringConvertible {
    case refused(String)
    case unreadable(HistoryStorageError)

    public var description: String {
        switch self {
        case .refused(let message): message
        case .unreadable(let error): error.message
        }
    }
}
