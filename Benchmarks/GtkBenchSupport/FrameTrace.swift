import CGtk
import Foundation

/// BENCH_TRACE=1: what GTK does in the frames `PaintedFrames` times — which widgets it lays out
/// again ("size-allocate"), by type, how much of the window it paints, and how long its layout
/// and its paint take — to show where a frame's floor is. BENCH_TRACE=outside counts only the
/// widgets outside every scrolled area, and names labels by their first words;
/// BENCH_TRACE=moved counts only the widgets given another place or size than the frame before
/// (what GTK paints again), each with its size, and names labels by their first words.
public enum FrameTrace {
    /// The counts are kept in globals: GTK's C callbacks reach them.
    nonisolated(unsafe) private static var isOn = false
    nonisolated(unsafe) private static var outsideOnly = false
    nonisolated(unsafe) private static var movedOnly = false
    nonisolated(unsafe) private static var allocations: [UnsafeMutableRawPointer: GtkAllocation] = [:]
    nonisolated(unsafe) private static var window: UnsafeMutableRawPointer?
    nonisolated(unsafe) private static var frameLayouts: [String: Int] = [:]
    nonisolated(unsafe) private static var layouts: [String: Int] = [:]
    nonisolated(unsafe) private static var paintedPixels: [Double] = []
    nonisolated(unsafe) private static var paintBegan = 0
    nonisolated(unsafe) private static var layoutTimes: [Double] = []
    nonisolated(unsafe) private static var paintTimes: [Double] = []

    /// Starts tracing `window`'s frames when BENCH_TRACE asks for it.
    @MainActor
    public static func startIfAsked(window: UnsafeMutablePointer<GtkWidget>) {
        guard let mode = ProcessInfo.processInfo.environment["BENCH_TRACE"] else { return }
        isOn = true
        outsideOnly = mode == "outside"
        movedOnly = mode == "moved"
        Self.window = UnsafeMutableRawPointer(window)
        g_signal_add_emission_hook(g_signal_lookup("size-allocate", gtk_widget_get_type()), 0, countLayout, nil, nil)
        // GTK calls a widget's draw function directly unless a handler is connected, so the
        // window's "draw" is connected: it reads what part of the window the frame paints, and
        // when painting began.
        let draw: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = readPaintedArea
        meridian_signal_connect(window, "draw", unsafeBitCast(draw, to: UnsafeRawPointer.self), nil, nil)
    }

    /// "size-allocate"'s emission hook: counts the widget.
    private static let countLayout: GSignalEmissionHook = { _, _, values, _ in
        guard let values, let instance = g_value_get_object(values) else { return 1 }
        let allocation = g_value_get_boxed(values + 1)?.assumingMemoryBound(to: GtkAllocation.self).pointee
        FrameTrace.count(instance.assumingMemoryBound(to: GtkWidget.self), allocation: allocation)
        return 1
    }

    private static func count(_ widget: UnsafeMutablePointer<GtkWidget>, allocation: GtkAllocation?) {
        var name = String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)))
        if movedOnly, let allocation {
            let before = allocations.updateValue(allocation, forKey: UnsafeMutableRawPointer(widget))
            guard let before, before.x != allocation.x || before.y != allocation.y || before.width != allocation.width || before.height != allocation.height
            else { return }
            if name == "GtkLabel" { name += " “" + String(String(cString: gtk_label_get_text(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkLabel.self))).prefix(8)) + "”" }
            name += " \(allocation.width)×\(allocation.height)"
            if before.width == allocation.width && before.height == allocation.height { name += " moved" }
        }
        if outsideOnly {
            guard !isInScrolledArea(widget) else { return }
            if name == "GtkLabel" { name += " “" + String(String(cString: gtk_label_get_text(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkLabel.self))).prefix(8)) + "”" }
        }
        frameLayouts[name, default: 0] += 1
    }

    /// The window's "draw": what part of the window the frame paints, and when painting began.
    private static let readPaintedArea: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, cr, _ in
        FrameTrace.painted(cr!)
        return 0
    }

    private static func painted(_ cr: OpaquePointer) {
        let list = cairo_copy_clip_rectangle_list(cr)!
        var area = 0.0
        for i in 0..<Int(list.pointee.num_rectangles) {
            area += list.pointee.rectangles[i].width * list.pointee.rectangles[i].height
        }
        cairo_rectangle_list_destroy(list)
        paintedPixels.append(area)
        paintBegan = g_get_monotonic_time()
    }

    private static func isInScrolledArea(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var up: UnsafeMutablePointer<GtkWidget>? = widget
        while let current = up {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self), gtk_scrolled_window_get_type()) != 0 {
                return true
            }
            up = gtk_widget_get_parent(current)
        }
        return false
    }

    /// Forgets what happened since the last frame counted (the settling between changes).
    static func frameBegins() {
        frameLayouts = [:]
    }

    /// Keeps what the frame just painted did; its layout began at `layoutBegan`.
    static func frameEnded(layoutBegan: Int) {
        guard isOn else { return }
        layoutTimes.append(Double(paintBegan - layoutBegan) / 1000)
        paintTimes.append(Double(g_get_monotonic_time() - paintBegan) / 1000)
        layouts.merge(frameLayouts, uniquingKeysWith: +)
    }

    /// Prints the averages of the `frames` counted as `name`, the most laid out widget types
    /// first, and starts again.
    @MainActor
    public static func report(frames: Int, name: String) {
        guard isOn, frames > 0 else { return }
        var (width, height): (Int32, Int32) = (0, 0)
        gtk_window_get_size(window?.assumingMemoryBound(to: GtkWindow.self), &width, &height)
        let each = layouts.sorted { $0.value > $1.value }.prefix(40).map { "\($0.key) \(String(format: "%.1f", Double($0.value) / Double(frames)))" }
        say(String(format: "trace, %@: laid out %.1f widgets a frame: ", name, Double(layouts.values.reduce(0, +)) / Double(frames)) + each.joined(separator: ", "))
        say(String(format: "trace, %@: painted p50 %.0f px, p95 %.0f px a frame, of a window of %d × %d px",
                   name, percentile(paintedPixels, 0.5), percentile(paintedPixels, 0.95), width, height))
        say(String(format: "trace, %@: GTK's layout p50 %.1f / p95 %.1f ms, its paint p50 %.1f / p95 %.1f ms",
                   name, percentile(layoutTimes, 0.5), percentile(layoutTimes, 0.95), percentile(paintTimes, 0.5), percentile(paintTimes, 0.95)))
        (layouts, paintedPixels, layoutTimes, paintTimes) = ([:], [], [], [])
    }
}
