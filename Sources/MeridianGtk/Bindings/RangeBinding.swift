import CGtk

/// Binds a slider (the history bar, the seek bar) to a value and its upper bound.
@MainActor
final class RangeBinding {
    let scale: Widget
    private var valueChanged: SignalHandler?

    init(accessibleName: String, step: Double, onChange: @escaping @MainActor (Double) -> Void) {
        scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, step)
        gtk_scale_set_draw_value(scale.cast(), 0)
        gtk_range_set_increments(scale.cast(), step, step * 10)
        Widgets.setAccessibleName(scale, accessibleName)
        valueChanged = onSignal(scale, "value-changed") { [scale] in
            onChange(gtk_range_get_value(scale.cast()))
        }
    }

    /// Sets the range 0…`upper` and the value, without echo.
    func apply(value: Double, upper: Double) {
        let adjustment = gtk_range_get_adjustment(scale.cast())
        let sameUpper = gtk_adjustment_get_upper(adjustment) == max(upper, 0)
        guard !sameUpper || gtk_range_get_value(scale.cast()) != value else { return }
        valueChanged?.whileBlocked {
            if !sameUpper { gtk_range_set_range(scale.cast(), 0, max(upper, 0)) }
            gtk_range_set_value(scale.cast(), value)
        }
    }
}
