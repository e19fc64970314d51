import CGtk
import Foundation
import MeridianKit

/// For the start-up benchmark: with `MERIDIAN_FIRST_FRAME_PROBE=1`, the app prints the
/// monotonic time (microseconds, the clock every process shares) at which the window's first
/// frame was painted, and quits.
@MainActor
enum FirstFrameProbe {
    static var isEnabled: Bool { ProcessInfo.processInfo.environment["MERIDIAN_FIRST_FRAME_PROBE"] == "1" }

    static func attach(to window: Widget, application: UnsafeMutablePointer<GtkApplication>) {
        onSignal(window, "map") {
            guard let clock = gdk_window_get_frame_clock(gtk_widget_get_window(window)) else { return }
            onSignal(UnsafeMutableRawPointer(clock), "after-paint") {
                FileHandle.standardOutput.write(Data("first-frame \(g_get_monotonic_time())\n".utf8))
                g_application_quit(UnsafeMutablePointer(OpaquePointer(application)))
            }
        }
    }
}
