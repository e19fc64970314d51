import Foundation
import MeridianCore
import MeridianFiles
import MeridianGtk

/// Opens the window: the first-launch state, or a file given on the command line.
enum Launcher {
    /// The window, with `file` when one is given: handed to the window already open when there
    /// is one (which answers on this terminal), else opened in a new one.
    static func openWindow(arguments: [String] = [CommandLine.arguments[0]], opening file: OpenedFile? = nil) -> Int32 {
        guard let file else { return MainActor.assumeIsolated { application().run(arguments: arguments) } }
        return open(path: file.path, name: file.name) { file }
    }

    /// Opens the file at `path` (named `name` on the command line): in the window already
    /// open, which reads and checks it once and answers on this terminal; or else, checked here
    /// first by `check` (which exits with the file's refusal), in a new window.
    static func open(path: String, name: String, check: @MainActor () throws -> OpenedFile) rethrows -> Int32 {
        try MainActor.assumeIsolated {
            let application = application()
            if let status = application.forwardOpening(path: path, name: name) { return status }
            return application.run(arguments: [CommandLine.arguments[0]], opening: try check())
        }
    }

    @MainActor
    private static func application() -> MeridianApplication {
        let catalog = SystemTimeZones.catalog()
        let initialState = AppState.firstLaunch(now: ShellEnvironment.live.now(), userTimeZone: SystemTimeZones.userTimeZone(in: catalog))
        return MeridianApplication(catalog: catalog, initialState: initialState)
    }
}
