import CGtk
import Foundation
import MeridianCore
import MeridianKit
import MeridianKitCore

/// A file handed to the Meridian already running by `meridian open FILE` in another process:
/// what that process sends (`arguments`), and how the running one reads it and answers on the
/// other's terminal (`request(in:)`). A file given at launch is answered on this process's own
/// standard error (`FileOpeningReport.onStandardError`).
@MainActor
enum RemoteOpening {
    /// The command handed over.
    static let command = "open"
    /// Handed over last when the sender's standard error is a terminal, which is then shown
    /// how far the reading has come.
    static let toTerminal = "terminal"

    /// What `meridian open` hands over for the file at `path`, which the user named `name`.
    static func arguments(path: String, name: String) -> [String] {
        let answeredOn = isatty(STDERR_FILENO) != 0 ? toTerminal : "-"
        return [CommandLine.arguments.first ?? "meridian", command, path, name, answeredOn]
    }

    /// The path a forwarded command line asks to open, and where its outcome goes; `nil` for
    /// a command line that is not one.
    static func request(in commandLine: ForwardedCommandLine) -> (path: String, report: FileOpeningReport)? {
        let arguments = commandLine.arguments
        guard commandLine.isRemote, arguments.count == 5, arguments[1] == command else { return nil }
        var progressLine: (@MainActor (String?) -> Void)?
        if arguments[4] == toTerminal { progressLine = { line in commandLine.showProgress(line) } }
        let report = FileOpeningReport(progressLine: progressLine) { outcome in
            commandLine.answer(lines: outcome.lines(file: arguments[3]), status: outcome.exitStatus)
        }
        return (arguments[2], report)
    }
}

/// Where the answer for one file handed over goes — the terminal of the `meridian open` that
/// handed it — said once, at the first outcome: opened, refused, asking, or waiting its turn.
/// Until then, when that terminal is one, it shows how far the reading has come
/// (`ProgressLine`), as `meridian session replay` shows its own.
@MainActor
final class FileOpeningReport {
    private var answer: ((FileOpeningOutcome) -> Void)?
    private let progressLine: (@MainActor (String?) -> Void)?
    private var drawn = false
    private var timer: GLibTimer?

    /// `answer` hears the outcome; `progressLine`, given only for a terminal, draws a line of
    /// progress in place on it, and wipes it when given `nil`.
    init(progressLine: (@MainActor (String?) -> Void)? = nil, _ answer: @escaping @MainActor (FileOpeningOutcome) -> Void) {
        self.answer = answer
        self.progressLine = progressLine
    }

    /// Shows `work` as `words` say it, from its first second on, until the outcome is said.
    func follow(_ work: WorkProgress, words: @escaping @MainActor (Double) -> String) {
        guard progressLine != nil, answer != nil else { return }
        guard ProgressLine.shownAfter > 0 else { return draw(work, words) }
        timer = GLibTimer(after: Int64(ProgressLine.shownAfter * 1000)) { [weak self] in self?.draw(work, words) }
    }

    private func draw(_ work: WorkProgress, _ words: @escaping @MainActor (Double) -> String) {
        guard answer != nil, let progressLine else { return }
        progressLine(words(work.fraction))
        drawn = true
        timer = GLibTimer(after: Int64(ProgressLine.redrawnEvery)) { [weak self] in self?.draw(work, words) }
    }

    func say(_ outcome: FileOpeningOutcome) {
        timer = nil
        if drawn { progressLine?(nil) }
        drawn = false
        answer?(outcome)
        answer = nil
    }
}

extension FileCommands {
    /// Opens a file the desktop or `meridian open` handed over: the window comes up at once,
    /// and the file is looked at off the main thread (a pipe or a device is refused without
    /// waiting on it), then imported or played as what it is. `application` is held meanwhile,
    /// so one started by D-Bus only to open the file does not quit before. `report` hears what
    /// became of it.
    func openHandedOver(_ path: String, holding application: UnsafeMutablePointer<GtkApplication>, report: FileOpeningReport? = nil) {
        let gApplication = UnsafeMutablePointer<GApplication>(OpaquePointer(application))
        g_application_hold(gApplication)
        g_application_activate(gApplication)
        openedFile(at: path) { file in
            defer { g_application_release(gApplication) }
            open(file, report: report)
        }
    }
}

extension FileOpeningReport {
    /// The answer for a file given at launch, to the window's own process: on its standard
    /// error, with the progress drawn when that is a terminal.
    static func onStandardError(file: OpenedFile) -> FileOpeningReport {
        var progressLine: (@MainActor (String?) -> Void)?
        if isatty(STDERR_FILENO) != 0 {
            progressLine = { line in FileHandle.standardError.write(Data((line.map { ProgressLine.drawn($0) } ?? ProgressLine.wiped).utf8)) }
        }
        return FileOpeningReport(progressLine: progressLine) { outcome in
            FileHandle.standardError.write(Data(outcome.lines(file: file.name).map { TerminalText.escaped($0) + "\n" }.joined().utf8))
        }
    }
}
