import CGtk
import Foundation
import MeridianCore
import MeridianKit

/// The player's speed control: a menu button that shows the speed that plays ("1×") and opens
/// the speeds to choose from, radio items of the application's stateful `app.playback-speed`
/// action (whose state the application keeps on the state's speed). It decides nothing:
/// `PlaybackSpeedMenu` says what it shows.
@MainActor
enum PlaybackSpeedButton {
    /// The action each speed runs, with the speed as its target.
    static let action = "app.playback-speed"

    /// A speed button; `onActivity` runs while the user is in its menu (it opens, the pointer
    /// moves or a key is pressed over it), as over the video: the controls stay meanwhile.
    static func make(onActivity: @escaping @MainActor () -> Void) -> Widget {
        let button = gtk_menu_button_new()!
        onSignal(button, "toggled") {
            guard gtk_toggle_button_get_active(button.cast()) != 0, let popover = gtk_menu_button_get_popover(button.cast()) else { return }
            onActivity()
            let object = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GObject.self)
            guard g_object_get_data(object, activityKey) == nil else { return }
            g_object_set_data(object, activityKey, UnsafeMutableRawPointer(bitPattern: 1))
            gtk_widget_add_events(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self), gint(GDK_POINTER_MOTION_MASK.rawValue))
            for signal in ["motion-notify-event", "key-press-event"] {
                onSignal(UnsafeMutableRawPointer(popover), signal) { (_: gpointer?) in onActivity() }
            }
        }
        let label = Widgets.label("", overflow: .whole)
        gtk_container_add(button.cast(), label)
        gtk_widget_show(label)
        // A framed button like its neighbours: the toolbar lies over the video, where a flat
        // button's text would be dark on dark.
        Widgets.addClass(label, "player-speed")
        return button
    }

    /// Shows `menu` on `button`: the label, and the speeds (rebuilt only when they changed,
    /// so an open menu stays open while the video plays).
    static func show(_ menu: PlaybackSpeedMenu, on button: Widget) {
        if let label = gtk_bin_get_child(button.cast()) { Widgets.setLabel(label, menu.label) }
        let titles = menu.options.map(\.title).joined(separator: " ")
        let object = UnsafeMutableRawPointer(button).assumingMemoryBound(to: GObject.self)
        if let shown = g_object_get_data(object, optionsKey), String(cString: shown.assumingMemoryBound(to: CChar.self)) == titles { return }
        g_object_set_data_full(object, optionsKey, strdup(titles), { free($0) })
        let model = g_menu_new()!
        for option in menu.options {
            let item = g_menu_item_new(option.title, nil)!
            g_menu_item_set_action_and_target_value(item, action, g_variant_new_double(option.rate))
            g_menu_append_item(model, item)
            g_object_unref(UnsafeMutableRawPointer(item))
        }
        gtk_menu_button_set_menu_model(button.cast(), UnsafeMutablePointer(model))
        g_object_unref(UnsafeMutableRawPointer(model))
    }

    /// Where a button keeps the options its menu was built from.
    private static let optionsKey = "meridian-speed-options"
    /// Set on a menu whose activity is heard.
    private static let activityKey = "meridian-speed-activity"
}
