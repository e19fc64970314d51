import MeridianKitCore
import MeridianStore

/// A file being read or written off the main thread (an import, an export), as the window
/// shows it: nothing for the first second, then what it is doing and how far — "Reading
/// “long.json”… 40 %", "Writing “Meridian session.json”… 40 %" — with Cancel.
/// Not the app's state: it says how far some I/O has come, which no step holds, so it lives in
/// a store of its own with no history, and time travel never brings a bar back.
public struct FileWork: Equatable, Sendable {
    /// The name of the file being read or written; `nil` when nothing is.
    public var file: String?
    /// Whether it is being read or written.
    public var kind = Kind.reading
    /// How far, 0 to 1.
    public var fraction = 0.0
    /// Seconds since the work began, as the shell last told it.
    public var seconds = 0.0
    /// Whether the user asked it to stop; it stops at its next part.
    public var isCancelling = false

    /// Work that lasts less than this is never shown (`WorkProgress.shownAfter`).
    public static let shownAfter = WorkProgress.shownAfter

    public init() {}

    /// What is being done to the file.
    public enum Kind: Equatable, Sendable {
        /// An import reads it.
        case reading
        /// An export writes it.
        case writing
    }

    /// Whether the window shows it.
    public var isShown: Bool { file != nil && seconds >= Self.shownAfter }

    /// What it says: the file, and how far in whole percent; "Cancelling…" once asked to.
    public var text: String {
        guard let file else { return "" }
        switch (kind, isCancelling) {
        case (.reading, false): return Self.reading(file, fraction: fraction)
        case (.reading, true): return tr("Cancelling the import of “{file}”…", ["file": file])
        case (.writing, false): return tr("Writing “{file}”… {percent} %", ["file": file, "percent": Self.percent(fraction)])
        case (.writing, true): return tr("Cancelling the export to “{file}”…", ["file": file])
        }
    }

    /// What the bar is, as a screen reader names it.
    public var name: String {
        switch kind {
        case .reading: tr("Reading a file")
        case .writing: tr("Writing a file")
        }
    }

    /// "Reading “long.json”… 40 %": `fraction` in whole percent, never rounded up to a 100 not reached.
    public static func reading(_ file: String, fraction: Double) -> String {
        tr("Reading “{file}”… {percent} %", ["file": file, "percent": percent(fraction)])
    }

    /// "Replaying “long.json”… 40 %", as `reading`.
    public static func replaying(_ file: String, fraction: Double) -> String {
        tr("Replaying “{file}”… {percent} %", ["file": file, "percent": percent(fraction)])
    }

    /// `fraction` in whole percent, never rounded up to a 100 not reached.
    private static func percent(_ fraction: Double) -> Int {
        Int((fraction * 100).rounded(.down))
    }
}

/// What happens to the work shown.
public enum FileWorkAction: Equatable, Sendable {
    /// Reading or writing `file` began (or, when other work ends, is the work shown again).
    case began(file: String, kind: FileWork.Kind)
    /// The shell looked again: `fraction` done, `seconds` since it began.
    case advanced(fraction: Double, seconds: Double)
    /// The user pressed Cancel.
    case cancelPressed
    /// The work is over, whether done, refused or cancelled.
    case ended
}

/// What the work's bar asks of the shell.
public enum FileWorkEffect: Equatable, Sendable {
    /// Stop the work at its next part.
    case cancel
}

/// The work's bar, as values.
public struct FileWorkReducer: Reducer {
    public init() {}

    public func reduce(into work: inout FileWork, action: FileWorkAction) -> [FileWorkEffect] {
        switch action {
        case .began(let file, let kind):
            work = FileWork()
            work.file = file
            work.kind = kind
        case .advanced(let fraction, let seconds):
            guard work.file != nil else { return [] }
            work.fraction = max(work.fraction, min(max(fraction, 0), 1))
            work.seconds = max(work.seconds, seconds)
        case .cancelPressed:
            guard work.file != nil, !work.isCancelling else { return [] }
            work.isCancelling = true
            return [.cancel]
        case .ended:
            work = FileWork()
        }
        return []
    }
}
