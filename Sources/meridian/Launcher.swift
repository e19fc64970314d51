import Foundation
import MeridianCore
import MeridianFiles
import MeridianGtk

/// Opens the window: the first-launch state, or a file given on the command line.
enum Launcher {
    static func openWindow(arguments: [String] = [CommandLine.arguments[0]], opening file: OpenedFile? = nil) -> Int32 {
        MainActor.assumeIsolated {
            let catalog = SystemTimeZones.catalog()
            let initialState = AppState.firstLaunch(
                now: ShellEnvironment.live.now(), userTimeZone: SystemTimeZones.userTimeZone(in: catalog))
            let application = MeridianApplication(catalog: catalog, initialState: initialState)
            return application.run(arguments: arguments, opening: file)
        }
    }
}
