import Foundation

/// How work that takes a while shows how far it has come on a terminal: a line on standard
/// error redrawn in place — "Reading “long.json”… 40 %" — from the work's first second on, and
/// wiped when it ends. The command line draws it for its own work; a window draws it on the
/// terminal of the `meridian open` that handed it a file. Never drawn where standard error is
/// not a terminal.
public enum ProgressLine {
    /// Seconds of work before the line shows: `WorkProgress.shownAfter`, or
    /// `MERIDIAN_PROGRESS_AFTER` (tests give 0: drawn at once, never a race with the work).
    public static let shownAfter = ProcessInfo.processInfo.environment["MERIDIAN_PROGRESS_AFTER"].flatMap(Double.init) ?? WorkProgress.shownAfter

    /// Milliseconds between two draws.
    public static let redrawnEvery = 200

    /// What draws `line` over the one before: escaped as the command line escapes what it
    /// prints, the rest of the old line cleared.
    public static func drawn(_ line: String) -> String {
        "\r\(TerminalText.escaped(line))\u{1B}[K"
    }

    /// What wipes the line, leaving the terminal as it was.
    public static let wiped = "\r\u{1B}[K"
}
