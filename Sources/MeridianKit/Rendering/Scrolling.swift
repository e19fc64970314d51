import CGtk

/// A list scrolled without the `GtkViewport` GTK would put around it: a viewport keeps a pixel
/// cache that every redraw arms to be dropped 20 s later, which wakes an idle window twice a
/// minute. The list goes in a `GtkLayout` instead, kept as wide as the layout, and the
/// layout's scrolling area as tall as the list.
@MainActor
enum Scrolling {
    static func holdWithoutPixelCache(_ list: Widget, in scrolled: Widget) {
        let layout = gtk_layout_new(nil, nil)!
        gtk_layout_put(layout.cast(), list, 0, 0)
        gtk_container_add(scrolled.cast(), layout)
        gtk_widget_show(layout)
        // Moving the keyboard's focus along the list scrolls to the focused row.
        gtk_list_box_set_adjustment(list.cast(), gtk_scrollable_get_vadjustment(OpaquePointer(layout)))
        // GtkLayout gives a child its minimum size: the list's minimum width is the layout's.
        // Set from an idle, not while GTK allocates, which would not lay the list out again.
        var widening: GLibTimer?
        onSignal(layout, "size-allocate") { (allocation: gpointer?) in
            guard let width = allocation?.assumingMemoryBound(to: GtkAllocation.self).pointee.width else { return }
            var requested: Int32 = 0
            gtk_widget_get_size_request(list, &requested, nil)
            guard requested != width, widening == nil else { return }
            widening = GLibTimer(after: 0, priority: G_PRIORITY_HIGH_IDLE) {
                widening = nil
                var allocation = GtkAllocation()
                gtk_widget_get_allocation(layout, &allocation)
                gtk_widget_set_size_request(list, allocation.width, -1)
            }
        }
        onSignal(list, "size-allocate") { (allocation: gpointer?) in
            guard let allocation = allocation?.assumingMemoryBound(to: GtkAllocation.self).pointee else { return }
            var (width, height): (guint, guint) = (0, 0)
            gtk_layout_get_size(layout.cast(), &width, &height)
            if Int32(width) != allocation.width || Int32(height) != allocation.height {
                gtk_layout_set_size(layout.cast(), guint(max(allocation.width, 0)), guint(max(allocation.height, 0)))
            }
        }
    }
}
