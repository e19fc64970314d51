import CGtk

/// Binds a toggle button's state to a Boolean in the state.
@MainActor
final class ToggleBinding {
    let button: Widget
    private var toggled: SignalHandler?

    init(_ button: Widget, onToggle: @escaping @MainActor (Bool) -> Void) {
        self.button = button
        toggled = onSignal(button, "toggled") { [button] in
            onToggle(gtk_toggle_button_get_active(button.cast()) != 0)
        }
    }

    func apply(_ active: Bool) {
        guard (gtk_toggle_button_get_active(button.cast()) != 0) != active else { return }
        toggled?.whileBlocked { gtk_toggle_button_set_active(button.cast(), active ? 1 : 0) }
    }
}
