import MeridianCore
import Foundation

// The user's language, before a word is said (the window or the command line).
Translation.start()

// meridian: the window with no arguments; subcommands for scripts, which never touch GTK.
// When D-Bus starts the app as a service, GApplication reads its own options.
if CommandLine.arguments.contains(where: { $0.hasPrefix("--gapplication-") }) {
    exit(Launcher.openWindow(arguments: CommandLine.arguments))
}
MeridianCommand.main()
