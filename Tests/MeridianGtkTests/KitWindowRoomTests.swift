import CGtk
import MeridianKit
import Testing

/// A kit app's window opens within its screen: the room it has is the work area less the
/// header bar and the frame, which GTK 3 leaves out of a window's size. (Tasks opened 640 pixels tall on a
/// 640-pixel screen, and its History bar ended below the screen by the header's height.)
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct KitWindowRoomTests {
    @Test func theRoomOfAWindowLeavesOutItsHeaderBar() {
        precondition(GtkTestHarness.isReady, "GTK could not open the display")
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        defer { gtk_widget_destroy(window) }
        let titlebar = gtk_header_bar_new()!
        gtk_header_bar_set_title(titlebar.cast(), "Tasks")
        gtk_header_bar_set_show_close_button(titlebar.cast(), 1)
        gtk_window_set_titlebar(window.cast(), titlebar)
        gtk_widget_show_all(titlebar)
        var header: Int32 = 0
        gtk_widget_get_preferred_height(titlebar, &header, nil)
        #expect(header > 0)
        // Xvfb has no compositor: GTK draws a frame around the window, which it leaves out too.
        let frame = WindowGeometry.frame(of: window)
        #expect(frame.width > 0 && frame.height > 0)
        let room = InspectorPlacement.room(in: window, titlebar: titlebar, workArea: { _ in (1024, 640) })
        #expect(room.width == 1024 - frame.width && room.height == 640 - Int(header) - frame.height)
        // Never less than what the app asks for at least.
        #expect(InspectorPlacement.room(in: window, titlebar: titlebar, leastHeight: 620, workArea: { _ in (1024, 640) }).height == 620)
    }
}
