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
            let area = workArea(window)
            let fit = InspectorFit(
                windowWidth: Int(width), contentMinimum: Int(minimum) + 1,
                workAreaWidth: area.width > 0 ? area.width - Self.frame(of: window).width : area.width)
            self.fit = fit
            setInspectorWidth(fit.inspectorWidth)
            if fit.windowWidth != Int(width) { gtk_window_resize(window.cast(), Int32(fit.windowWidth), height) }
        } else if let fit {
            self.fit = nil
            let restored = fit.widthAfterClosing(windowWidth: Int(width))
            if restored != Int(width) { gtk_window_resize(window.cast(), Int32(restored), height) }
        }
    }

    /// The room a window has on its monitor for all but its header bar and its frame: the work
    /// area less the bar's height and the frame's (`frame(of:)`), which GTK 3 leaves out of a
    /// window's size (a window of the work area's height reaches the bar's height below the
    /// screen, the History bar with it). At least `leastHeight`.
    public static func room(
        in window: Widget, titlebar: Widget, leastHeight: Int = 0, workArea: WorkArea = monitorWorkArea
    ) -> (width: Int, height: Int) {
        let area = workArea(window)
        guard area.height > 0 else { return area }
        var header: Int32 = 0
        gtk_widget_get_preferred_height(titlebar, &header, nil)
        let frame = frame(of: window)
        return (area.width - frame.width, max(area.height - Int(header) - frame.height, leastHeight))
    }

    /// What a window's frame adds on screen to the size GTK gives it (`gtk_window_get_size`),
    /// across and down: the border GTK draws around a window that decorates itself on a screen
    /// without a compositor (5 pixels a side in Adwaita), which the window manager counts as the
    /// window's. Nothing on a composited screen, where the frame is a shadow that the window
    /// tells the window manager to leave out, nor on a maximized window, which GTK draws
    /// without one.
    public static func frame(of window: Widget) -> (width: Int, height: Int) {
        guard gtk_widget_is_toplevel(window) != 0, gdk_screen_is_composited(gtk_widget_get_screen(window)) == 0,
            gtk_window_is_maximized(window.cast()) == 0
        else { return (0, 0) }
        // The window's `decoration` node holds the frame, as GTK sizes it (its border, padding
        // and margin): GTK 3 does not give a widget's inner nodes, so a style context is made
        // for one by its path, under the window's (its classes: `csd`, `solid-csd`).
        // The node has no type of its own: `G_TYPE_NONE`, a macro Swift does not import.
        let path = gtk_widget_path_copy(gtk_widget_get_path(window))!
        defer { gtk_widget_path_unref(path) }
        gtk_widget_path_iter_set_object_name(path, gtk_widget_path_append_type(path, GType(1 << 2)), "decoration")
        let style = gtk_style_context_new()!
        defer { g_object_unref(style) }
        gtk_style_context_set_screen(style, gtk_widget_get_screen(window))
        gtk_style_context_set_path(style, path)
        var (border, padding, margin) = (GtkBorder(), GtkBorder(), GtkBorder())
        gtk_style_context_get_border(style, GTK_STATE_FLAG_NORMAL, &border)
        gtk_style_context_get_padding(style, GTK_STATE_FLAG_NORMAL, &padding)
        gtk_style_context_get_margin(style, GTK_STATE_FLAG_NORMAL, &margin)
        let sides = [border, padding, margin]
        return (
            sides.reduce(0) { $0 + Int($1.left) + Int($1.right) },
            sides.reduce(0) { $0 + Int($1.top) + Int($1.bottom) }
        )
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
