import CGtk
import Foundation
import MeridianCore
import MeridianKit

/// The clock format the desktop asks for, read for the core: GNOME's
/// `org.gnome.desktop.interface clock-format` when that setting exists, otherwise the locale's
/// time format (`ClockFormat.resolve` decides). Says when the setting changes, so the clocks
/// change at once.
@MainActor
final class DesktopClockFormat {
    private(set) var current: ClockFormat
    /// How the locale writes a date (`nl_langinfo(D_FMT)`: "%d.%m.%Y"), for `ClockFormat.date`.
    let localeDateFormat = String(cString: nl_langinfo(nl_item(D_FMT)))
    private var settings: UnsafeMutablePointer<GSettings>?
    private var settingChanged: SignalHandler?
    private var changed: [@MainActor () -> Void] = []

    init() {
        let localeTimeFormat = String(cString: nl_langinfo(nl_item(T_FMT)))
        let schemaID = "org.gnome.desktop.interface", key = "clock-format"
        if let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, schemaID, 1)
        {
            if g_settings_schema_has_key(schema, key) != 0 { settings = g_settings_new(schemaID) }
            g_settings_schema_unref(schema)
        }
        current = Self.read(settings, localeTimeFormat: localeTimeFormat)
        guard let settings else { return }
        settingChanged = onSignal(UnsafeMutableRawPointer(settings), "changed::\(key)") { [weak self] (_: gpointer?) in
            // Weak: the deinit that disconnects this is isolated, so it may come after the
            // last release, and the desktop may change its setting in between.
            let format = Self.read(settings, localeTimeFormat: localeTimeFormat)
            guard let self, format != self.current else { return }
            self.current = format
            for body in self.changed { body() }
        }
    }

    isolated deinit {
        stop()
    }

    /// Runs `body` each time the format changes, while `lifetime`'s widgets live.
    func whenChanged(during lifetime: WidgetLifetime, _ body: @escaping @MainActor () -> Void) {
        changed.append(lifetime.guarding(body))
    }

    /// Stops following the desktop's setting: the window that showed it is gone. The settings
    /// object lives on in GLib's cache, and its signal would otherwise still reach the panes.
    func stop() {
        changed = []
        guard let settings else { return }
        if let settingChanged { g_signal_handler_disconnect(settings, settingChanged.id) }
        g_object_unref(UnsafeMutableRawPointer(settings))
        self.settings = nil
        settingChanged = nil
    }

    /// Sets GNOME's setting, as the Settings app does (tests use GSettings' memory backend).
    func setDesktopSetting(_ format: ClockFormat) {
        guard let settings else { return }
        g_settings_set_string(settings, "clock-format", format.rawValue)
    }

    private static func read(_ settings: UnsafeMutablePointer<GSettings>?, localeTimeFormat: String) -> ClockFormat {
        var desktopSetting: String?
        if let settings, let text = g_settings_get_string(settings, "clock-format") {
            desktopSetting = String(cString: text)
            g_free(text)
        }
        return ClockFormat.resolve(desktopSetting: desktopSetting, localeTimeFormat: localeTimeFormat)
    }
}
