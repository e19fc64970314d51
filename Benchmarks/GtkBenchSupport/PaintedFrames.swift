import CGtk

/// Times a change to a window from the change to the frame painted after it, and how much of
/// that is the app's own work: the change itself (the store's jump and every widget update)
/// and GTK's layout and paint of the frame; the rest is GTK waiting for its frame.
@MainActor
public final class PaintedFrames {
    /// One change's figures, in milliseconds.
    public struct Frame {
        /// From the change to the frame painted.
        public var latency: Double
        /// The change itself: the app's share.
        public var applying: Double
        /// GTK's layout and paint of the frame.
        public var painting: Double
    }

    /// Set by the frame clock's handlers (C callbacks, so globals): when the frame's work
    /// began, and that the frame was painted.
    nonisolated(unsafe) private static var painted = false
    nonisolated(unsafe) private static var layoutBegan = 0
    /// Frames painted while a change waited for the window to settle: painted by something
    /// else than the changes timed (a timer, an animation), each of which makes the next timed
    /// frame wait for the frame clock.
    public private(set) var paintedWhileSettling = 0

    /// The window followed.
    private let window: UnsafeMutablePointer<GtkWidget>

    /// Follows `window`'s frame clock; one follower a process.
    public init(window: UnsafeMutablePointer<GtkWidget>) {
        self.window = window
        let frameClock = gdk_window_get_frame_clock(gtk_widget_get_window(window))!
        let afterPaint: @convention(c) (gpointer?, gpointer?) -> Void = { _, _ in PaintedFrames.painted = true }
        let layout: @convention(c) (gpointer?, gpointer?) -> Void = { _, _ in PaintedFrames.layoutBegan = g_get_monotonic_time() }
        meridian_signal_connect(UnsafeMutableRawPointer(frameClock), "after-paint", unsafeBitCast(afterPaint, to: UnsafeRawPointer.self), nil, nil)
        // "before-paint" comes before every phase GTK works in (animations, layout, paint); GTK's
        // own "layout" handler may have been connected before this one, and would run first.
        meridian_signal_connect(UnsafeMutableRawPointer(frameClock), "before-paint", unsafeBitCast(layout, to: UnsafeRawPointer.self), nil, nil)
    }

    /// Waits up to `seconds` for the next frame painted, turning the main loop: whether one came.
    public func nextPaint(seconds: Double) -> Bool {
        Self.painted = false
        let begin = g_get_monotonic_time()
        while !Self.painted && g_get_monotonic_time() - begin < Int(seconds * 1_000_000) { g_main_context_iteration(nil, 0) }
        return Self.painted
    }

    /// Turns the main loop until the window has painted nothing for `milliseconds` (at most
    /// `seconds`): an overlay scrollbar shown by a scroll fades out over about a second,
    /// painting at every frame, and each of those frames makes a change made meanwhile wait for
    /// the frame clock.
    public func untilStill(milliseconds: Int = 500, seconds: Double = 5) {
        let end = g_get_monotonic_time() + Int(seconds * 1_000_000)
        repeat {
            Self.painted = false
            settle(milliseconds: milliseconds)
        } while Self.painted && g_get_monotonic_time() < end
    }

    /// Turns the main loop until no overlay scrollbar of the window shows (at most `seconds`),
    /// then until it is still. GTK shows a scrolled area's overlay scrollbar whenever its
    /// position changes — a jump that gives a list back its scroll, too — keeps it up to two
    /// seconds after the last change without painting, then fades it out over a second,
    /// painting every frame. A half second with nothing painted can end before that fade, and
    /// each change timed during it waits for the frame clock: a bench's own jump before what it
    /// times made the inspector's typed searches twice as slow, depending on how long the steps
    /// before took.
    public func untilScrollbarsHidden(seconds: Double = 8) {
        let end = g_get_monotonic_time() + Int(seconds * 1_000_000)
        while Self.showsOverlayScrollbar(window) && g_get_monotonic_time() < end { settle(milliseconds: 20) }
        untilStill()
    }

    /// Whether `widget` or anything in it, internal children too, is an overlay scrollbar on
    /// screen and not faded out.
    private static func showsOverlayScrollbar(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_scrollbar_get_type()) != 0,
            gtk_widget_get_mapped(widget) != 0, gtk_widget_get_opacity(widget) > 0,
            gtk_style_context_has_class(gtk_widget_get_style_context(widget), "overlay-indicator") != 0
        {
            return true
        }
        guard g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_container_get_type()) != 0 else { return false }
        var found = false
        let eachChild: GtkCallback = { child, data in
            let found = data!.assumingMemoryBound(to: Bool.self)
            if !found.pointee { found.pointee = PaintedFrames.showsOverlayScrollbar(child!) }
        }
        withUnsafeMutablePointer(to: &found) { pointer in
            gtk_container_forall(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkContainer.self), eachChild, pointer)
        }
        return found
    }

    /// Makes `change` after the window settled, and waits up to `seconds` for the frame it
    /// painted: `nil` if none came.
    public func frame(after change: () -> Void, seconds: Double = 1) -> Frame? {
        Self.painted = false
        settle(milliseconds: 20)
        if Self.painted { paintedWhileSettling += 1 }
        Self.painted = false
        FrameTrace.frameBegins()
        let begin = g_get_monotonic_time()
        change()
        let applied = g_get_monotonic_time()
        while !Self.painted && g_get_monotonic_time() - begin < Int(seconds * 1_000_000) { g_main_context_iteration(nil, 0) }
        let end = g_get_monotonic_time()
        guard Self.painted else { return nil }
        FrameTrace.frameEnded(layoutBegan: Self.layoutBegan)
        return Frame(
            latency: Double(end - begin) / 1000, applying: Double(applied - begin) / 1000,
            painting: Double(end - max(Self.layoutBegan, applied)) / 1000)
    }
}
