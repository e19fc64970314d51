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

    /// Follows `window`'s frame clock; one follower a process.
    public init(window: UnsafeMutablePointer<GtkWidget>) {
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
