import ArgumentParser
import MeridianCore
import Foundation

// The user's language, before a word is said (the window or the command line).
Translation.start()

// meridian: the window with no arguments; subcommands for scripts, which never touch GTK.
// When D-Bus starts the app as a service, GApplication reads its own options.
if CommandLine.arguments.contains(where: { $0.hasPrefix("--gapplication-") }) {
    exit(Launcher.openWindow(arguments: CommandLine.arguments))
}
let arguments = Array(CommandLine.arguments.dropFirst())
do {
    var command = try MeridianCommand.parseAsRoot(arguments)
    try command.run()
} catch {
    // `snapshot diff` answers as diff and cmp do: 2 for any trouble, arguments that do not
    // parse included, so 1 always means that the snapshots differ.
    let status = MeridianCommand.exitCode(for: error).rawValue
    if arguments.starts(with: ["snapshot", "diff"]), !(error is ExitCode), status != 0 {
        MeridianCommand.exit(afterSaying: error, status: SnapshotCommand.Diff.trouble)
    }
    MeridianCommand.exit(afterSaying: error)
}
