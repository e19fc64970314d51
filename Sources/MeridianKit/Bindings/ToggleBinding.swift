import CGtk

/// Binds a toggle button's state to a Boolean in the state. After the user toggles it, the
/// button shows what the state then says: a toggle the reducer refuses springs back.
@MainActor
public final class ToggleBinding {
    /// The toggle button, as given.
    public let button: Widget
    private var toggled: SignalHandler?

    /// Binds `button`: `onToggle` gets whether the user turned it on, then the button shows what `state` reads.
    public init(_ button: Widget, state: @escaping @MainActor () -> Bool, onToggle: @escaping @MainActor (Bool) -> Void) {
        self.button = button
        toggled = onSignal(button, "toggled") { [unowned self] in
            onToggle(gtk_toggle_button_get_active(button.cast()) != 0)
            self.apply(state())
        }
    }

    /// Shows `active`, without sending it back as the user's toggle.
    public func apply(_ active: Bool) {
        EditableWidgets.showActive(button, active) { toggled?.whileBlocked($0) }
    }
}
