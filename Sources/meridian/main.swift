import Foundation
import MeridianCore
import MeridianFiles
import MeridianGtk

// meridian: opens the window with the default world clock.
MainActor.assumeIsolated {
    let catalog = SystemTimeZones.catalog()
    let initialState = AppState.firstLaunch(
        now: ShellEnvironment.live.now(), userTimeZone: SystemTimeZones.userTimeZone(in: catalog))
    let application = MeridianApplication(catalog: catalog, initialState: initialState)
    exit(application.run())
}
