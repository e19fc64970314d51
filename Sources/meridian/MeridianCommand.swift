import ArgumentParser
import Foundation
import MeridianCore
import MeridianFiles
import MeridianGtk
import MeridianKitFiles

struct MeridianCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "meridian",
        abstract: tr("A world clock and media player in which nothing you do is ever lost."),
        discussion: tr("With no subcommand, opens the window (or raises the one already open)."),
        version: AppInfo.version,
        subcommands: [OpenCommand.self, SnapshotCommand.self, SessionCommand.self, HistoryCommand.self])

    @Flag(help: ArgumentHelp(tr("Start with a new session; the previous one, if anything was done in it, is kept aside, not deleted (`meridian history kept` lists it).")))
    var fresh = false

    @Option(help: ArgumentHelp(tr("A video or audio file to open in the player.")), completion: .file())
    var media: String?

    func run() throws {
        if fresh {
            let folder = StateFolder()
            try? folder.create()
            // Kept aside inside the database, where it shares its segments with every other
            // kept history and `meridian history kept` brings it back. Without a database that
            // opens (none yet, a damaged one, a running Meridian), the files move aside as before.
            switch KeptHistories.startAfresh(in: folder, loader: FileLoader(catalog: SystemTimeZones.catalog()), at: Instant(Date())) {
            case .success(.keptAside(let number)):
                print(tr("The previous history is kept aside as kept history {number}; `meridian history kept` lists it.", ["number": number]))
                throw openWindow()
            case .success(.nothingToKeep):
                print(tr("Nothing was done in the previous history, so there was nothing to keep aside; a new one begins."))
                throw openWindow()
            case .success(.noDatabase), .failure:
                break
            }
            guard let lock = Autosave.lock(folder) else {
                throw ValidationError(tr("--fresh: Meridian is running; close it first (its session stays as it is)."))
            }
            defer { close(lock) }
            do {
                try SessionJournal.keepAside(folder, reason: "fresh")
            } catch {
                throw ValidationError(tr("--fresh: the previous session could not be kept aside ({reason}); nothing was changed.", ["reason": error.message(in: .meridian)]))
            }
        }
        throw openWindow()
    }

    /// Opens the window, with the media named by `--media`; its exit status, to throw.
    private func openWindow() -> ExitCode {
        ExitCode(Launcher.openWindow(opening: media.map { OpenedFile(path: URL(fileURLWithPath: $0).standardizedFileURL.path, kind: .media) }))
    }
}

struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: tr("Opens a file in Meridian: a snapshot (imported as a step), a session (its whole history) or a video or audio file."),
        discussion: tr("Into the window already open, when there is one. A snapshot or session is checked first, and refused here with the reason."))

    @Argument(help: ArgumentHelp(tr("A snapshot, session, video or audio file; none opens the window alone.")), completion: .file())
    var file: String?

    func run() throws {
        guard let file else { throw ExitCode(Launcher.openWindow()) }
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        // With no window open, checked here, as every reader checks it, so a refused file is
        // refused in the terminal that asked, with the same words as `snapshot validate`; the
        // window already open checks it itself, and answers here in those words.
        throw ExitCode(
            try Launcher.open(path: path, name: file) {
                let kind = try FileLoader(catalog: SystemTimeZones.catalog()).openedKind(at: path).orExit(file)
                return OpenedFile(path: path, meridianKind: kind, name: file)
            })
    }
}
