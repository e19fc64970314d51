/// What became of a file handed to the window already open, as `meridian open` says it on the
/// terminal that asked: every file gets an answer, and a refused one a non-zero exit.
public enum FileOpeningOutcome: Equatable, Sendable {
    /// A session took the history's place: `steps` steps.
    case openedSession(steps: Int)
    /// A snapshot became a step.
    case importedSnapshot
    /// Media opened in the player.
    case openedMedia
    /// The window asks the user whether to replace the history with it.
    case asking
    /// It waits its turn behind the file named `behind`.
    case waiting(behind: String)
    /// The window refused it, for these reasons.
    case refused(FileError)

    /// The command's exit status: 1 when the file was refused.
    public var exitStatus: Int32 {
        if case .refused = self { 1 } else { 0 }
    }

    /// The lines the command prints on standard error for `file` (as the user wrote it).
    public func lines(file: String) -> [String] {
        switch self {
        case .openedSession(let steps):
            [trn("{file}: opened in the Meridian window, a history of {count} step", "{file}: opened in the Meridian window, a history of {count} steps", count: steps, ["file": file])]
        case .importedSnapshot: [tr("{file}: imported in the Meridian window as a step, which Undo takes back", ["file": file])]
        case .openedMedia: [tr("{file}: opened in the Meridian window's player", ["file": file])]
        case .asking: [tr("{file}: the Meridian window asks whether to replace its history with it", ["file": file])]
        case .waiting(let other):
            [tr("{file}: waits in the Meridian window until “{other}” is opened or declined", ["file": file, "other": other])]
        case .refused(let error): error.problems.map { "\(file): \($0)" }
        }
    }
}
