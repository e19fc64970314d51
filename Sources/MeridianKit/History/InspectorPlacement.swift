import CGtk
import MeridianKitCore

/// Keeps the inspector within the screen as it opens beside an app's content: the window
/// grows only by what the content cannot give up, and never past the monitor's work area
/// (`InspectorFit` decides); what the work area cannot give, the inspector gives up and scrolls
/// sideways. Closing it gives back the width opening it took.
@MainActor
public final class InspectorPlacement {
    /// The work area's width and height of the monitor the window is on (or will be on).
    public typealias WorkArea = @MainActor (_ window: Widget) -> (width: Int, height: Int)

    private let window: Widget
    private let content: Widget
    /// Makes the inspector as wide as it is given (before the window is resized around it).
    private let setInspectorWidth: @MainActor (Int) -> Void
    private let workArea: WorkArea
    private var fit: InspectorFit?

    /// Places an inspector beside `content` in `window`, within the work area `workArea` gives
    /// (the monitor's, by default): `setInspectorWidth` makes it as wide as it is given (the
    /// inspector describes its width, rather than have it set behind its description's back).
    public init(
        window: Widget, content: Widget, workArea: @escaping WorkArea = InspectorPlacement.monitorWorkArea,
        setInspectorWidth: @escaping @MainActor (Int) -> Void
    ) {
        self.window = window
        self.content = content
        self.setInspectorWidth = setInspectorWidth
        self.workArea = workArea
    }

    /// Sizes the inspector and the window for the inspector opening (or closing): call it
    /// before showing (or after hiding) the inspector.
    public func inspector(isOpen: Bool) {
        var (width, height): (Int32, Int32) = (0, 0)
        gtk_window_get_size(window.cast(), &width, &height)
        if isOpen {
            guard fit == nil else { return }
            var (minimum, natural): (Int32, Int32) = (0, 0)
            gtk_widget_get_preferred_width(content, &minimum, &natural)
            let fit = InspectorFit(windowWidth: Int(width), contentMinimum: Int(minimum) + 1, workAreaWidth: workArea(window).width)
            self.fit = fit
            setInspectorWidth(fit.inspectorWidth)
            if fit.windowWidth != Int(width) { gtk_window_resize(window.cast(), Int32(fit.windowWidth), height) }
        } else if let fit {
            self.fit = nil
            let restored = fit.widthAfterClosing(windowWidth: Int(width))
            if restored != Int(width) { gtk_window_resize(window.cast(), Int32(restored), height) }
        }
    }

    /// The room a window has on its monitor for all but its header bar: the work area less the
    /// bar's height, which GTK 3 leaves out of a window's size (a window of the work area's
    /// height reaches the bar's height below the screen, the History bar with it). At least
    /// `leastHeight`.
    public static func room(
        in window: Widget, titlebar: Widget, leastHeight: Int = 0, workArea: WorkArea = monitorWorkArea
    ) -> (width: Int, height: Int) {
        let area = workArea(window)
        guard area.height > 0 else { return area }
        var header: Int32 = 0
        gtk_widget_get_preferred_height(titlebar, &header, nil)
        return (area.width, max(area.height - Int(header), leastHeight))
    }

    /// The work area of the monitor `window` is on; before it is on screen, the primary
    /// monitor's (or the first's). Zero when there is no monitor to ask.
    public static func monitorWorkArea(_ window: Widget) -> (width: Int, height: Int) {
        guard let display = gdk_display_get_default() else { return (0, 0) }
        let monitor =
            gtk_widget_get_window(window).flatMap { gdk_display_get_monitor_at_window(display, $0) }
            ?? gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0)
        guard let monitor else { return (0, 0) }
        var area = GdkRectangle()
        gdk_monitor_get_workarea(monitor, &area)
        return (Int(area.width), Int(area.height))
    }
}
