import CGtk

/// While a window shows the past, nothing in the app animates: a step is shown as it was.
///
/// A jump changes many widgets at once. Their animations — the theme's transitions (200 ms on
/// a button, a check, a row), a revealer sliding, a stack crossfading, a scrolled list's
/// scrollbar fading in — each kept GTK painting frame after frame behind the jump, and the next
/// jump's frame waited for their frame clock. GTK's own switch, `gtk-enable-animations`, stops
/// all of them, whoever made them; it is set for the app while any window shows the past, and
/// given back to the desktop when none does. When animations were off already (the user's
/// choice, from the desktop or a `settings.ini`), the setting is left alone: a reset would
/// read the desktop's value again, but not the file's.
@MainActor
enum StillPast {
    /// How many windows show the past now.
    private static var windowsInThePast = 0
    /// Whether the app turned animations off, and so gives the setting back.
    private static var turnedOff = false

    /// A window began showing the past.
    static func began() {
        windowsInThePast += 1
        guard windowsInThePast == 1, meridian_settings_animations() != 0 else { return }
        meridian_settings_set_animations(0)
        turnedOff = true
    }

    /// A window that showed the past shows the present again, or is gone.
    static func ended() {
        guard windowsInThePast > 0 else { return }
        windowsInThePast -= 1
        guard windowsInThePast == 0, turnedOff else { return }
        turnedOff = false
        gtk_settings_reset_property(gtk_settings_get_default(), "gtk-enable-animations")
    }
}
