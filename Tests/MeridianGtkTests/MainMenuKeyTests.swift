import CGtk
@testable import MeridianGtk
import MeridianKit
import Testing

/// F10 opens the header bar's main menu, and closes it again, as in every GNOME app.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct MainMenuKeyTests {
    typealias H = GtkTestHarness

    /// F10 as the keyboard sends it: accelerators match the key's hardware code, which
    /// `GtkTestHarness.press` leaves out.
    private func pressF10(on window: Widget) throws {
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: gint = 0
        let keymap = gdk_keymap_get_for_display(gdk_display_get_default())
        try #require(gdk_keymap_get_entries_for_keyval(keymap, guint(GDK_KEY_F10), &keys, &count) != 0 && count > 0, "no key sends F10")
        let keycode = try #require(keys).pointee.keycode
        g_free(keys)
        let event = gdk_event_new(GDK_KEY_PRESS)!
        event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gtk_widget_get_window(window))))
        event.pointee.key.keyval = guint(GDK_KEY_F10)
        event.pointee.key.hardware_keycode = guint16(keycode)
        if let seat = gdk_display_get_default_seat(gdk_display_get_default()), let keyboard = gdk_seat_get_keyboard(seat) {
            gdk_event_set_device(event, keyboard)
        }
        _ = gtk_widget_event(window, event)
        gdk_event_free(event)
        H.pump()
    }

    @Test func f10OpensAndClosesTheMainMenu() throws {
        let application = H.makeApplication()
        defer { H.close(application) }
        let window = try #require(application.window?.window)
        let titlebar = try #require(gtk_window_get_titlebar(window.cast()))
        let menuButton = try #require(Look.descendants(titlebar).first {
            g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_menu_button_get_type()) != 0
        })
        #expect(Look.accessibleName(menuButton) == "Main menu")
        func isOpen() -> Bool { gtk_toggle_button_get_active(menuButton.cast()) != 0 }
        #expect(!isOpen())
        try pressF10(on: window)
        #expect(H.wait(until: { isOpen() }), "F10 opened no menu")
        let popover: Widget = widget(try #require(gtk_menu_button_get_popover(menuButton.cast())))
        #expect(H.wait(until: { gtk_widget_get_visible(popover) != 0 }))
        try pressF10(on: window)
        #expect(H.wait(until: { !isOpen() }), "F10 again left the menu open")
    }
}
