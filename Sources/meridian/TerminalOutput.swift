import ArgumentParser
import Foundation
import MeridianCore
import MeridianKitCore

// Everything the command line writes goes through this file, and every character a terminal
// would act on — in a zone name, a media title, a search, a file's own name — is written
// escaped (`TerminalText`). `print` here shadows the standard library's in this module, so a
// subcommand cannot print around it by forgetting.

/// A line on standard output, with every control and bidirectional character in it escaped,
/// newlines included: a line that quotes a file cannot pass for two.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    Swift.print(TerminalText.escaped(items.map { "\($0)" }.joined(separator: separator)), terminator: terminator)
}

/// A line on standard error, escaped as `print` escapes it.
func printError(_ line: String) {
    FileHandle.standardError.write(Data("\(TerminalText.escaped(line))\n".utf8))
}

/// Each problem of `error` on a line of its own, `FILE: path: message`, on standard output or error.
func printProblems(_ error: FileError, file: String, toStandardError: Bool = false) {
    for problem in error.problems {
        let line = "\(file): \(problem)"
        if toStandardError { printError(line) } else { print(line) }
    }
}

/// A JSON document on standard output, its strings' control and bidirectional characters
/// written as JSON's `\u` escapes: the same document to a script, nothing a terminal acts on.
func printJSON(_ document: String) {
    Swift.print(TerminalText.escapedJSON(document))
}

/// `value` as the history commands' `--json` prints it: indented, keys sorted, for scripts and
/// for people reading them.
func printJSON(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    printJSON(String(decoding: try encoder.encode(value), as: UTF8.self))
}

extension MeridianCommand {
    /// Says what ended the command — help and the version on standard output, anything else on
    /// standard error — and exits with its status, as ArgumentParser's `exit(withError:)` does;
    /// but the message is escaped, for it may quote an argument (a path) given to the command.
    /// Its own newlines and tabs stay: the message is laid out by the parser.
    static func exit(afterSaying error: any Error, status: ExitCode? = nil) -> Never {
        let message = TerminalText.escaped(fullMessage(for: error), keeping: ["\n", "\t"])
        let code = exitCode(for: error)
        if !message.isEmpty {
            if code == .success {
                Swift.print(message)
            } else {
                FileHandle.standardError.write(Data("\(message)\n".utf8))
            }
        }
        Foundation.exit((status ?? code).rawValue)
    }
}

/// A line on standard error that says how far long work has come (`ProgressLine`) — "Reading
/// “long.json”… 40 %" — redrawn in place while the work runs, from its first second on, and
/// wiped when it ends. Nothing at all when standard error is not a terminal: a script's log gets
/// no carriage returns; and work over within a second shows nothing.
final class TerminalProgress: @unchecked Sendable {
    // Everything below is touched on `queue` only.
    private let queue = DispatchQueue(label: "dev.meridian.terminal-progress")
    /// Made only for a terminal: a timer never resumed may not be let go.
    private let timer: DispatchSourceTimer?
    private let words: @Sendable (Double) -> String
    private var shown = false
    private let progress: WorkProgress

    /// Shows `progress` as `words` says it, while it runs, once the command's work has lasted
    /// `ProgressLine.shownAfter` since `began`: a command's second phase shows at once when its
    /// first one already took a second, instead of leaving the terminal blank for another.
    init(_ progress: WorkProgress, since began: DispatchTime = .now(), words: @escaping @Sendable (Double) -> String) {
        self.progress = progress
        self.words = words
        guard isatty(STDERR_FILENO) != 0 else {
            timer = nil
            return
        }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        self.timer = timer
        timer.setEventHandler { [unowned self] in self.draw() }
        // Already due (a later phase, or tests' MERIDIAN_PROGRESS_AFTER=0): drawn at once, never a race with the work.
        let first = began + ProgressLine.shownAfter
        if first <= .now() { queue.sync { draw() } }
        timer.schedule(deadline: max(first, .now() + .milliseconds(ProgressLine.redrawnEvery)), repeating: .milliseconds(ProgressLine.redrawnEvery))
        timer.resume()
    }

    private func draw() {
        FileHandle.standardError.write(Data(ProgressLine.drawn(words(progress.fraction)).utf8))
        shown = true
    }

    /// The work is over: the line goes, leaving the terminal as it was.
    func end() {
        guard let timer else { return }
        queue.sync {
            timer.cancel()
            if shown { FileHandle.standardError.write(Data(ProgressLine.wiped.utf8)) }
            shown = false
        }
    }
}
