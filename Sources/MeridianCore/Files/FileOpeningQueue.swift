/// The files handed to the window — by the file manager, `meridian open`, Import Session… —
/// opened one at a time, in the order they came: one that arrives while another is being read,
/// or while its question is open, waits its turn and is never dropped.
public struct FileOpeningQueue: Equatable, Sendable {
    /// The opening under way: being read, or waiting for the user's answer.
    public private(set) var current: FileOpening?
    /// The openings that came since, first come first.
    public private(set) var waiting: [FileOpening] = []

    public init() {}

    /// `opening` has come: it is returned when it begins now, `nil` when it waits its turn.
    public mutating func arrive(_ opening: FileOpening) -> FileOpening? {
        guard current == nil else {
            waiting.append(opening)
            return nil
        }
        current = opening
        return opening
    }

    /// The current opening is over — opened, refused, or declined at its question: the next,
    /// which begins now, if one waits.
    public mutating func finish() -> FileOpening? {
        current = waiting.isEmpty ? nil : waiting.removeFirst()
        return current
    }
}
