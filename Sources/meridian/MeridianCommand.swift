import ArgumentParser
import Foundation
import MeridianCore
import MeridianFiles
import MeridianGtk

struct MeridianCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "meridian",
        abstract: "A world clock and media player in which nothing you do is ever lost.",
        discussion: "With no subcommand, opens the window (or raises the one already open).",
        subcommands: [OpenCommand.self, SnapshotCommand.self, SessionCommand.self, HistoryCommand.self])

    @Flag(help: "Start with a new session; the previous one is kept aside in the state folder's kept/, not deleted.")
    var fresh = false

    @Option(help: "A video or audio file to open in the player.", completion: .file())
    var media: String?

    func run() throws {
        if fresh {
            let folder = StateFolder()
            try? folder.create()
            guard let lock = Autosave.lock(folder) else {
                throw ValidationError("--fresh: Meridian is running; close it first (its session stays as it is).")
            }
            defer { close(lock) }
            do {
                try SessionJournal.keepAside(folder, reason: "fresh")
            } catch {
                throw ValidationError("--fresh: the previous session could not be kept aside (\(error)); nothing was changed.")
            }
        }
        let file = media.map { OpenedFile(path: URL(fileURLWithPath: $0).standardizedFileURL.path, kind: .media) }
        throw ExitCode(Launcher.openWindow(opening: file))
    }
}

struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Opens the app with a snapshot (imported as a step) or a session (its whole history).")

    @Argument(help: "A snapshot or session file.", completion: .file(extensions: ["json"]))
    var file: String

    func run() throws {
        let loader = FileLoader(catalog: SystemTimeZones.catalog())
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        // Checked here, as every reader checks it, so a refused file is refused in the terminal
        // that asked, with the same words as `snapshot validate`.
        let kind: OpenedFile.Kind =
            switch try loader.kind(at: path).orExit(file) {
            case .snapshot: .snapshot
            case .session: .session
            }
        throw ExitCode(Launcher.openWindow(opening: OpenedFile(path: path, kind: kind)))
    }
}
