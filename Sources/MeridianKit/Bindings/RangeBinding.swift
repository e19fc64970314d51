import CGtk

/// Binds a slider (the history bar, the seek bar) to a value and its upper bound. After the
/// user moves it, it shows what the state then says (a step is a whole number; a position
/// stays inside the media).
@MainActor
public final class RangeBinding {
    /// The slider, to put in a window.
    public let scale: Widget
    private var valueChanged: SignalHandler?

    /// A horizontal slider named `accessibleName` for screen readers, moving by `step` (and ten
    /// steps a page). `state` reads the value and upper bound the state holds; `onChange` gets the
    /// value the user moved it to.
    public init(
        accessibleName: String, step: Double, state: @escaping @MainActor () -> (value: Double, upper: Double),
        onChange: @escaping @MainActor (Double) -> Void
    ) {
        scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, step)
        gtk_scale_set_draw_value(scale.cast(), 0)
        gtk_range_set_increments(scale.cast(), step, step * 10)
        Widgets.setAccessibleName(scale, accessibleName)
        valueChanged = onSignal(scale, "value-changed") { [unowned self] in
            onChange(gtk_range_get_value(self.scale.cast()))
            let shown = state()
            self.apply(value: shown.value, upper: shown.upper)
        }
    }

    /// Sets the range 0…`upper` and the value, without echo.
    public func apply(value: Double, upper: Double) {
        EditableWidgets.showValue(scale, value, upper: upper) { valueChanged?.whileBlocked($0) }
    }
}
