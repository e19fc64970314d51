import CGtk

/// A window's size and room as GTK and the monitor give them, for the kit's placement of its
/// windows (`InspectorPlacement`), whose decisions are values (`InspectorFit`).
@MainActor
public enum WindowGeometry {
    /// The size GTK gives `window` (without the frame it may draw around it).
    public static func size(of window: Widget) -> (width: Int, height: Int) {
        var (width, height): (Int32, Int32) = (0, 0)
        gtk_window_get_size(window.cast(), &width, &height)
        return (Int(width), Int(height))
    }

    /// Asks for `window` to be `width` × `height`.
    public static func resize(_ window: Widget, width: Int, height: Int) {
        gtk_window_resize(window.cast(), Int32(width), Int32(height))
    }

    /// The least width `widget` asks for.
    public static func leastWidth(of widget: Widget) -> Int {
        var minimum: Int32 = 0
        gtk_widget_get_preferred_width(widget, &minimum, nil)
        return Int(minimum)
    }

    /// The least height `widget` asks for.
    public static func leastHeight(of widget: Widget) -> Int {
        var minimum: Int32 = 0
        gtk_widget_get_preferred_height(widget, &minimum, nil)
        return Int(minimum)
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
