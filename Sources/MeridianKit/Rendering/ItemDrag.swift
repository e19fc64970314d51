import CGtk

/// A drag within the app (`draggable`, `onItemDrop`): one target only the app's own widgets
/// offer and take, carrying a value as UTF-8 bytes.
@MainActor
enum ItemDrag {
    /// The target's name; `GTK_TARGET_SAME_APP` keeps other apps from offering or taking it.
    private static let target = "application/x-meridian-kit-item"

    static func useTargets(source widget: Widget) {
        withTargets { gtk_drag_source_set_target_list(widget, $0) }
    }

    static func useTargets(destination widget: Widget) {
        withTargets { gtk_drag_dest_set_target_list(widget, $0) }
    }

    private static func withTargets(_ body: (OpaquePointer) -> Void) {
        guard let targets = gtk_target_list_new(nil, 0) else { return }
        defer { gtk_target_list_unref(targets) }
        gtk_target_list_add(targets, gdk_atom_intern(target, 0), guint(GTK_TARGET_SAME_APP.rawValue), 0)
        body(targets)
    }

    static func put(_ value: String, in selection: gpointer) {
        let data = OpaquePointer(selection)
        let bytes = Array(value.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            gtk_selection_data_set(data, gtk_selection_data_get_target(data), 8, buffer.baseAddress, gint(buffer.count))
        }
    }

    static func value(in selection: gpointer) -> String? {
        let data = OpaquePointer(selection)
        let length = gtk_selection_data_get_length(data)
        guard length >= 0, let bytes = gtk_selection_data_get_data(data) else { return nil }
        return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(length)), as: UTF8.self)
    }

    /// The row of `list` at `y` pixels down it and whether `y` is on its lower half; below the
    /// last row, the last row's lower half.
    static func row(of list: Widget, at y: Int) -> (row: Widget, isAfter: Bool)? {
        let box = typed(list, as: GtkListBox.self)
        if let row = gtk_list_box_get_row_at_y(box, gint(y)) {
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(widget(row), &allocation)
            return (widget(row), (y - Int(allocation.y)) * 2 >= Int(allocation.height))
        }
        // Below the last row shown (rows kept aside are hidden, after the others).
        var last: Widget?
        var index: gint = 0
        while let row = gtk_list_box_get_row_at_index(box, index) {
            if gtk_widget_get_visible(widget(row)) != 0 { last = widget(row) }
            index += 1
        }
        return last.map { ($0, true) }
    }

    /// Marks where a row dropped now would land: a line above or below the row under the
    /// pointer (`TimeTravelStyle`'s `drop-before` and `drop-after`); `nil`: no mark.
    static func markLanding(in list: Widget, at landing: (row: Widget, isAfter: Bool)?) {
        var index: gint = 0
        while let row = gtk_list_box_get_row_at_index(typed(list, as: GtkListBox.self), index) {
            let row = widget(row)
            Widgets.setClass(row, "drop-before", landing.map { $0.row == row && !$0.isAfter } ?? false)
            Widgets.setClass(row, "drop-after", landing.map { $0.row == row && $0.isAfter } ?? false)
            index += 1
        }
    }

    /// The dragged widget's list row (or the widget) follows the pointer, as GNOME's lists
    /// show a row being moved, held where the pointer took it.
    static func showRow(of source: Widget, during context: gpointer) {
        let row = gtk_widget_get_ancestor(source, gtk_list_box_row_get_type()) ?? source
        let (width, height) = (gtk_widget_get_allocated_width(row), gtk_widget_get_allocated_height(row))
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return }
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        // The row's own background is the list's: drawn alone it would be see-through.
        let list = gtk_widget_get_parent(row) ?? row
        gtk_render_background(gtk_widget_get_style_context(list), cairo, 0, 0, Double(width), Double(height))
        gtk_widget_draw(row, cairo)
        cairo_destroy(cairo)
        var (x, y): (gint, gint) = (0, 0)
        gtk_widget_translate_coordinates(source, row, gtk_widget_get_allocated_width(source) / 2, gtk_widget_get_allocated_height(source) / 2, &x, &y)
        cairo_surface_set_device_offset(surface, -Double(x), -Double(y))
        gtk_drag_set_icon_surface(OpaquePointer(context), surface)
    }
}
