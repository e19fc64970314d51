import CGtk

/// What a scrolled area holds, scrolled without the `GtkViewport` GTK would put around it: a
/// viewport keeps a pixel cache that every redraw arms to be dropped 20 s later, which wakes an
/// idle window twice a minute. The child goes in a `GtkLayout` instead, kept as wide as the
/// layout, and the layout's scrolling area as tall as the child (a virtualized list's: as tall
/// as every element's row, see `RowsInView`).
@MainActor
enum Scrolling {
    /// How long a list's rows stay still before the narrower width they need is asked for.
    static let narrowingDelay: Int64 = 500

    static func holdWithoutPixelCache(_ list: Widget, in scrolled: Widget) {
        holdWithoutPixelCache(list, in: scrolled) { _ in nil }
    }

    /// A described list: a virtualized one holds only the rows in view.
    static func holdWithoutPixelCache(_ node: MountedView, in scrolled: Widget) {
        holdWithoutPixelCache(node.widget, in: scrolled) { node.list?.holdRowsInView(of: $0) }
    }

    private static func holdWithoutPixelCache(_ list: Widget, in scrolled: Widget, rowsInView: (Widget) -> RowsInView?) {
        let layout = layout(holding: list, in: scrolled)
        let inView = rowsInView(layout.widget)
        if inView == nil {
            // Moving the keyboard's focus along the list scrolls to the focused row.
            gtk_list_box_set_adjustment(typed(list, as: GtkListBox.self), gtk_scrollable_get_vadjustment(layout.scrollable))
        }
        // GtkLayout gives a child its minimum size: the list's minimum width is the layout's.
        // Set from an idle, not while GTK allocates, which would not lay the list out again.
        var widening: GLibTimer?
        // The rows' least width asked for again once it has shrunk and the rows are still.
        var narrowing: GLibTimer?
        // A list made anew in its place takes the layout away: nothing is left to widen.
        onSignal(layout, "destroy") {
            widening = nil
            narrowing = nil
        }
        onSignal(layout, "size-allocate") { (allocation: gpointer?) in
            guard let width = allocation?.assumingMemoryBound(to: GtkAllocation.self).pointee.width else { return }
            var requested: Int32 = 0
            gtk_widget_get_size_request(list, &requested, nil)
            guard requested != width, widening == nil else { return }
            widening = GLibTimer(after: 0, priority: G_PRIORITY_HIGH_IDLE) {
                widening = nil
                var allocation = GtkAllocation()
                gtk_widget_get_allocation(layout.widget, &allocation)
                gtk_widget_set_size_request(list, allocation.width, -1)
            }
        }
        onSignal(list, "size-allocate") { (allocation: gpointer?) in
            guard let allocation = allocation?.assumingMemoryBound(to: GtkAllocation.self).pointee else { return }
            let wanted = inView?.layoutHeight(listHeight: allocation.height) ?? allocation.height
            var (width, height): (guint, guint) = (0, 0)
            gtk_layout_get_size(layout, &width, &height)
            if Int32(width) != allocation.width || Int32(height) != wanted {
                gtk_layout_set_size(layout, guint(max(allocation.width, 0)), guint(max(wanted, 0)))
            }
            // The scrolled area first guesses whether it needs a scrollbar from the layout's
            // height, then looks at the adjustments: asking for no height, the layout made it
            // guess wrong at every allocation, and each wrong guess queued a resize of the area,
            // which painted all of it (a History step renaming one clock painted the whole clock
            // list). An area that takes its content's height takes it from this request too.
            let heightAsked = max(wanted, 0)
            // And the rows' least width, which the list's own request (the layout's width, set
            // above) hides: asking for none, a list let the window give its content less than
            // its rows need (Tasks' Remove buttons were cut off beside the inspector). Asked at
            // once when it grows; when it shrinks, only once the rows have been still for a
            // while: each change of the request lays the whole window out again, and rows whose
            // words change at every step of a History drag changed it at every frame.
            let least = meridian_widget_least_width_of_content(list)
            var requested: (width: Int32, height: Int32) = (0, 0)
            gtk_widget_get_size_request(layout.widget, &requested.width, &requested.height)
            let widthAsked = least > requested.width ? least : requested.width
            if requested != (widthAsked, heightAsked) { gtk_widget_set_size_request(layout.widget, widthAsked, heightAsked) }
            if least < widthAsked {
                narrowing = GLibTimer(after: Scrolling.narrowingDelay, priority: G_PRIORITY_DEFAULT_IDLE) {
                    narrowing = nil
                    var now: (width: Int32, height: Int32) = (0, 0)
                    gtk_widget_get_size_request(layout.widget, &now.width, &now.height)
                    let least = meridian_widget_least_width_of_content(list)
                    if least < now.width { gtk_widget_set_size_request(layout.widget, least, now.height) }
                }
            } else if narrowing != nil {
                narrowing = nil
            }
        }
    }

    /// Any other child: kept as wide as the layout but never narrower than it can be, and the
    /// layout as tall as the child at that width, asking for that height (a scrolled area that
    /// takes its natural height is as tall as its content where there is room) and for the
    /// child's least width. The width is set on a box around the child, so that the child's own
    /// least width stays readable. Moving the keyboard's focus into the child scrolls to it.
    static func holdFitting(_ child: Widget, in scrolled: Widget) {
        let (frame, layout) = framedLayout(holding: child, in: scrolled)
        func fit() {
            var narrowest: gint = 0
            gtk_widget_get_preferred_width(child, &narrowest, nil)
            let width = max(gtk_widget_get_allocated_width(layout.widget), narrowest)
            var height: gint = 0
            gtk_widget_get_preferred_height_for_width(frame, width, nil, &height)
            var (requestedWidth, requestedHeight): (gint, gint) = (0, 0)
            gtk_widget_get_size_request(frame, &requestedWidth, nil)
            if requestedWidth != width { gtk_widget_set_size_request(frame, width, -1) }
            gtk_widget_get_size_request(layout.widget, &requestedWidth, &requestedHeight)
            if requestedWidth != narrowest || requestedHeight != height { gtk_widget_set_size_request(layout.widget, narrowest, height) }
            var (layoutWidth, layoutHeight): (guint, guint) = (0, 0)
            gtk_layout_get_size(layout, &layoutWidth, &layoutHeight)
            if layoutWidth != guint(width) || layoutHeight != guint(height) { gtk_layout_set_size(layout, guint(width), guint(height)) }
        }
        // From an idle, not while GTK allocates, which would not lay the child out again; after
        // the layout's allocation (a new width) and the child's (new content, another height).
        var fitting: GLibTimer?
        onSignal(layout, "destroy") { fitting = nil }
        for widget in [layout.widget, child] {
            onSignal(widget, "size-allocate") { (_: gpointer?) in
                guard fitting == nil else { return }
                fitting = GLibTimer(after: 0, priority: G_PRIORITY_HIGH_IDLE) {
                    fitting = nil
                    fit()
                }
            }
        }
    }

    /// A child that fills the scrolled area, as if it were not scrolled, where the area is as
    /// large as the child's least size, and scrolls where it is not (the window's middle on a
    /// small screen at 2×). The child, in a box, is given the layout's size but never less than
    /// its least; fitted as the layout is allocated, not from an idle, so that a window's first
    /// frame shows it filled. The layout asks for the child's natural height and no width: a
    /// least width asked for would be the child's before its last change (a pane hidden), which
    /// keeps the window from narrowing until the next frame, when a resize asked for now is
    /// past; the area scrolls sideways rather.
    static func holdFilling(_ child: Widget, in scrolled: Widget) {
        let (frame, layout) = framedLayout(holding: child, in: scrolled)
        onSignal(layout, "size-allocate") { (allocation: gpointer?) in
            guard let allocation = allocation?.assumingMemoryBound(to: GtkAllocation.self).pointee else { return }
            var (leastWidth, leastHeight, naturalHeight): (gint, gint, gint) = (0, 0, 0)
            gtk_widget_get_preferred_width(child, &leastWidth, nil)
            let width = max(allocation.width, leastWidth)
            gtk_widget_get_preferred_height_for_width(child, width, &leastHeight, &naturalHeight)
            let height = max(allocation.height, leastHeight)
            var (requestedWidth, requestedHeight): (gint, gint) = (0, 0)
            gtk_widget_get_size_request(layout.widget, &requestedWidth, &requestedHeight)
            if requestedHeight != naturalHeight { gtk_widget_set_size_request(layout.widget, -1, naturalHeight) }
            gtk_widget_get_size_request(frame, &requestedWidth, &requestedHeight)
            if requestedWidth != width || requestedHeight != height { gtk_widget_set_size_request(frame, width, height) }
            var (layoutWidth, layoutHeight): (guint, guint) = (0, 0)
            gtk_layout_get_size(layout, &layoutWidth, &layoutHeight)
            if layoutWidth != guint(width) || layoutHeight != guint(height) { gtk_layout_set_size(layout, guint(width), guint(height)) }
            // The layout gave the box its last request: given its new size now, this frame.
            var given = GtkAllocation()
            gtk_widget_get_allocation(frame, &given)
            if given.width != width || given.height != height {
                var filled = GtkAllocation(x: 0, y: 0, width: width, height: height)
                gtk_widget_size_allocate(frame, &filled)
            }
        }
    }

    /// A layout in `scrolled` holding `child` in a box (`frame`), whose size the caller sets so
    /// that the child's own least size stays readable; moving the keyboard's focus into the
    /// child scrolls to it.
    private static func framedLayout(holding child: Widget, in scrolled: Widget) -> (frame: Widget, layout: UnsafeMutablePointer<GtkLayout>) {
        let box = typed(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0), as: GtkBox.self)
        gtk_box_pack_start(box, child, 1, 1, 0)
        gtk_widget_show(box.widget)
        let layout = layout(holding: box.widget, in: scrolled)
        gtk_container_set_focus_vadjustment(box.container, gtk_scrollable_get_vadjustment(layout.scrollable))
        return (box.widget, layout)
    }

    /// A layout in `scrolled`, shown, holding `child` at its top left.
    private static func layout(holding child: Widget, in scrolled: Widget) -> UnsafeMutablePointer<GtkLayout> {
        let layout = typed(gtk_layout_new(nil, nil), as: GtkLayout.self)
        gtk_layout_put(layout, child, 0, 0)
        gtk_container_add(typed(scrolled, as: GtkContainer.self), layout.widget)
        gtk_widget_show(layout.widget)
        return layout
    }

    /// Takes out what holds the scrolled area's last child, which went, before another comes.
    static func clear(_ scrolled: Widget) {
        if let held = gtk_bin_get_child(typed(scrolled, as: GtkBin.self)) { gtk_widget_destroy(held) }
    }
}
