import CGtk
import Foundation
@testable import MeridianGtk
import MeridianKit
import Testing

private typealias H = GtkTestHarness

/// The History bar's "Travel through" menu, opened at the bottom of the screen, is drawn whole
/// at once: GTK 3 put the chosen item over the box and scrolled the menu to keep it there, so
/// it opened as a blank strip with a scroll arrow, its items drawn only once hovered.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct ChoiceMenuTests {
    @Test func theTravelThroughMenuOpensWholeAtTheBottomOfTheScreen() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let combo = window.historyBar.scope
        // The window's bottom at the screen's: the box is a few pixels above the screen's end.
        var screen = GdkRectangle()
        let display = gdk_display_get_default()
        gdk_monitor_get_geometry(gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0), &screen)
        let screenHeight = screen.height
        var (width, height): (Int32, Int32) = (0, 0)
        gtk_window_get_size(window.window.cast(), &width, &height)
        gtk_window_move(window.window.cast(), 0, screenHeight - height)
        func comboBottom() -> Int32 {
            var (x, y, left, top): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
            gdk_window_get_origin(gtk_widget_get_window(window.window), &x, &y)
            gtk_widget_translate_coordinates(combo, window.window, 0, 0, &left, &top)
            return y + top + gtk_widget_get_allocated_height(combo)
        }
        #expect(H.wait(until: { comboBottom() > screenHeight - 60 }), "the box ends at \(comboBottom()) on a screen \(screenHeight) high")
        // Opened as a click opens it: from within an event, which GTK takes as the trigger.
        let opening = onEvent(window.window, "key-press-event") { _ in
            gtk_combo_box_popup(combo.cast())
            return true
        }
        let event = gdk_event_new(GDK_KEY_PRESS)!
        event.pointee.key.window = gtk_widget_get_window(window.window).map { OpaquePointer(g_object_ref(UnsafeMutableRawPointer($0))) }
        event.pointee.key.send_event = 1
        event.pointee.key.keyval = guint(GDK_KEY_F12)
        gdk_event_set_device(event, gdk_seat_get_keyboard(gdk_display_get_default_seat(gdk_display_get_default())))
        gtk_main_do_event(event)
        gdk_event_free(event)
        _ = opening
        let menus = gtk_menu_get_for_attach_widget(combo)
        let menu = try #require(menus?.pointee.data.assumingMemoryBound(to: GtkWidget.self))
        let popup = try #require(gtk_widget_get_toplevel(menu))
        #expect(H.wait(until: { gtk_widget_get_mapped(popup) != 0 }))
        H.nextFrame(of: popup)
        defer {
            gtk_combo_box_popdown(combo.cast())
            H.pump()
        }
        var (popupX, popupY): (Int32, Int32) = (0, 0)
        gdk_window_get_origin(gtk_widget_get_window(popup), &popupX, &popupY)
        let popupHeight = gtk_widget_get_allocated_height(popup)
        #expect(popupY >= 0 && popupY + popupHeight <= screenHeight, "the menu runs from \(popupY) to \(popupY + popupHeight)")
        // Every choice inside what the menu shows, none scrolled out of it.
        let items = Look.descendants(menu).filter { g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_menu_item_get_type()) != 0 }
        #expect(items.count == app.store.scopes.count)
        for item in items {
            var (x, y): (Int32, Int32) = (0, 0)
            gtk_widget_translate_coordinates(item, popup, 0, 0, &x, &y)
            #expect(y >= 0 && y + gtk_widget_get_allocated_height(item) <= popupHeight, "an item lies at \(y) in a menu \(popupHeight) high")
        }
    }
}
