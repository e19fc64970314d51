import CGtk

/// Shows or hides a revealer's child with the animation the state asks for.
///
/// GTK 3's revealer takes a duration but has its own easing, so the state's curve is not
/// applied here; the duration is.
@MainActor
public enum RevealerBinding {
    /// Reveals or hides the child of `revealer`, taking `milliseconds`; nothing when it already is.
    public static func apply(_ revealer: Widget, shown: Bool, milliseconds: Int) {
        if gtk_revealer_get_transition_duration(revealer.cast()) != guint(max(milliseconds, 0)) {
            gtk_revealer_set_transition_duration(revealer.cast(), guint(max(milliseconds, 0)))
        }
        if (gtk_revealer_get_reveal_child(revealer.cast()) != 0) != shown {
            gtk_revealer_set_reveal_child(revealer.cast(), shown ? 1 : 0)
        }
    }

    /// A revealer around `child`, hidden until the state shows it.
    public static func make(_ child: Widget, transition: GtkRevealerTransitionType = GTK_REVEALER_TRANSITION_TYPE_CROSSFADE) -> Widget {
        let revealer = gtk_revealer_new()!
        gtk_revealer_set_transition_type(revealer.cast(), transition)
        gtk_container_add(revealer.cast(), child)
        return revealer
    }
}
