import CGtk

/// Binds a scrolled window's vertical position to a state value, both ways.
///
/// Scrolling sends the offset; applying state sets it without echo. When the content's size
/// changes (rows built after the state arrived), the state's offset is applied again, so a
/// restored scroll position survives layout.
@MainActor
final class ScrollBinding {
    let adjustment: UnsafeMutablePointer<GtkAdjustment>
    private var valueChanged: SignalHandler?
    private var offset = 0.0

    init(_ scrolledWindow: Widget, onScroll: @escaping @MainActor (Double) -> Void) {
        adjustment = gtk_scrolled_window_get_vadjustment(scrolledWindow.cast())
        valueChanged = onSignal(adjustment, "value-changed") { [adjustment] in
            onScroll(gtk_adjustment_get_value(adjustment))
        }
        onSignal(adjustment, "changed") { [unowned self] in self.apply(self.offset) }
    }

    func apply(_ offset: Double) {
        self.offset = offset
        guard abs(gtk_adjustment_get_value(adjustment) - offset) >= 0.5 else { return }
        valueChanged?.whileBlocked { gtk_adjustment_set_value(adjustment, offset) }
    }
}
