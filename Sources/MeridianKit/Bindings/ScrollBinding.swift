import CGtk

/// Binds a scrolled window's vertical position to a state value, both ways.
///
/// Scrolling sends the offset; applying state sets it without echo. GTK also moves the value by
/// itself, clamping it when the content gets shorter than the offset: that is the state shown as
/// far as the content allows, not the user scrolling, so it is not sent. When the content's size
/// changes, the state's offset is applied again, so a restored position survives layout.
@MainActor
public final class ScrollBinding {
    /// The vertical adjustment of the scrolled window.
    public let adjustment: UnsafeMutablePointer<GtkAdjustment>
    private var valueChanged: SignalHandler?
    private var offset = 0.0

    /// Binds the vertical position of `scrolledWindow`: `onScroll` gets each offset the user scrolls to.
    public init(_ scrolledWindow: Widget, onScroll: @escaping @MainActor (Double) -> Void) {
        adjustment = gtk_scrolled_window_get_vadjustment(scrolledWindow.cast())
        valueChanged = onSignal(adjustment, "value-changed") { [unowned self] in
            let value = gtk_adjustment_get_value(self.adjustment)
            guard abs(value - self.shownOffset) >= 0.5 else { return }
            onScroll(value)
        }
        onSignal(adjustment, "changed") { [unowned self] in self.apply(self.offset) }
    }

    /// Where the state's offset can be shown with the content as it is.
    private var shownOffset: Double {
        let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        return min(max(offset, 0), max(end, 0))
    }

    /// Scrolls to the state's `offset` (as far as the content allows), without sending it back.
    public func apply(_ offset: Double) {
        self.offset = offset
        guard abs(gtk_adjustment_get_value(adjustment) - offset) >= 0.5 else { return }
        valueChanged?.whileBlocked { gtk_adjustment_set_value(adjustment, offset) }
    }
}
