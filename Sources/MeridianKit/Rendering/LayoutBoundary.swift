import CGtk

/// Keeps a relayout inside a container when its size need not change.
///
/// GTK 3 passes every child's resize request (a label's new text, a row's new time) up to the
/// window, which then measures and allocates everything along the way again, every frame of a
/// History drag. A boundary lays its children out again within its own allocation and asks its
/// parent only when what it requests changed: grew or shrank, in width or in height at the
/// width it has. A scrolled area requests the same whatever it holds, so what changes inside
/// one never reaches the window; nor does a label that takes the room it is given
/// (`Widgets.takeTheRoomGiven(_:)`), whatever its words.
@MainActor
enum LayoutBoundary {
    /// Makes `container` a boundary for as long as it lives.
    static func install(on container: Widget) {
        // What the container last asked its parent for.
        var known: Request?
        // A boundary lays its children out by itself only while it is on screen. Until then,
        // and after, its children's requests go up as usual: its parent never measures stale
        // content, and a hidden one (a list's row kept aside) is never laid out, as GTK lays out
        // no other hidden widget, however often what it holds changes.
        onSignal(container, "map") {
            meridian_container_keep_resizes_inside(typed(container, as: GtkContainer.self), 1)
            known = Request(of: container)
        }
        onSignal(container, "unmap") {
            meridian_container_keep_resizes_inside(typed(container, as: GtkContainer.self), 0)
            known = nil
        }
        // Before GTK's own handler, which lays the children out within the container.
        onSignal(container, "check-resize") {
            let now = Request(of: container)
            if now != known, let parent = gtk_widget_get_parent(container) {
                known = now
                gtk_widget_queue_resize(parent)
            }
            // GTK lays a realized boundary out even when its parent never did: a stack page
            // shown and hidden again before a frame (two steps of a History drag, where nothing
            // animates) is realized with GTK's placeholder allocation of 1 × 1, and a scrolled
            // area laid out in that gives its scrollbar less than its minimum (a critical). It
            // is laid out at no less than it asks for, rather than in GTK's own handler; its
            // parent lays it out where it belongs when it is shown.
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(container, &allocation)
            guard allocation.width < now.width.minimum || allocation.height < now.height.minimum else { return }
            allocation.width = max(allocation.width, now.width.minimum)
            allocation.height = max(allocation.height, now.height.minimum)
            gtk_widget_size_allocate(container, &allocation)
            g_signal_stop_emission_by_name(UnsafeMutableRawPointer(container), "check-resize")
        }
    }

    /// What a widget asks its parent for.
    private struct Request: Equatable {
        var width: (minimum: Int32, natural: Int32)
        var height: (minimum: Int32, natural: Int32)

        init(of widget: Widget) {
            var (minimum, natural): (gint, gint) = (0, 0)
            gtk_widget_get_preferred_width(widget, &minimum, &natural)
            width = (minimum, natural)
            gtk_widget_get_preferred_height_for_width(widget, max(gtk_widget_get_allocated_width(widget), minimum), &minimum, &natural)
            height = (minimum, natural)
        }

        static func == (left: Request, right: Request) -> Bool {
            left.width == right.width && left.height == right.height
        }
    }
}
