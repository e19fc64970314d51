import CGtk
import Foundation
import MeridianCore
@testable import MeridianGtk
import MeridianStore

/// GTK for tests: initialised once, on the main thread, against the X display of the test run
/// (`make test` runs the tests under Xvfb).
@MainActor
enum GtkTestHarness {
    static let isAvailable: Bool = {
        var argc: Int32 = 0
        return gtk_init_check(&argc, nil) != 0
    }()

    /// Runs the main loop until nothing is pending: signals, idles and redraws are handled.
    static func pump() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}
