import CGtk
import Foundation

/// BENCH_TRACE=1: what GTK does in the frames `PaintedFrames` times — which widgets it lays out
/// again ("size-allocate"), by type, how much of the window it paints, and how long its layout
/// and its paint take — to show where a frame's floor is. BENCH_TRACE=outside counts only the
/// widgets outside every scrolled area, and names labels by their first words;
/// BENCH_TRACE=moved counts only the widgets given another place or size than the frame before
/// (what GTK paints again), each with its size, and names labels by their first words;
/// BENCH_TRACE=measured counts instead the labels GTK measures (a measure shapes their text),
/// each by its first words, and the time measuring labels takes a frame; BENCH_TRACE=restyled
/// counts the widgets whose style GTK computed again ("style-updated"); BENCH_TRACE=sizers times
/// the containers that lay their children out within themselves (scrolled areas, boxes that
/// keep their layout inside). Every mode also splits GTK's layout into its phases and passes.
public enum FrameTrace {
    /// The counts are kept in globals: GTK's C callbacks reach them.
    nonisolated(unsafe) private static var isOn = false
    nonisolated(unsafe) private static var outsideOnly = false
    nonisolated(unsafe) private static var movedOnly = false
    nonisolated(unsafe) private static var measuredOnly = false
    nonisolated(unsafe) private static var restyledOnly = false
    nonisolated(unsafe) private static var sizersOnly = false
    nonisolated(unsafe) private static var sizerTimes: [String: Double] = [:]
    nonisolated(unsafe) private static var frameSizerTimes: [String: Double] = [:]
    nonisolated(unsafe) private static var measuring: Int64 = 0
    nonisolated(unsafe) private static var measureTimes: [Double] = []
    nonisolated(unsafe) private static var resizeBegan = 0
    nonisolated(unsafe) private static var resizing = 0
    nonisolated(unsafe) private static var resizeTimes: [Double] = []
    nonisolated(unsafe) private static var layoutPhaseBegan = 0
    nonisolated(unsafe) private static var laterPassesBegan = 0
    nonisolated(unsafe) private static var laterPassTimes: [Double] = []
    nonisolated(unsafe) private static var layoutPasses = 0
    /// The last frame's layout and paint times, and what it counted (for BENCH_FRAMES).
    nonisolated(unsafe) public private(set) static var lastFrame = ""
    nonisolated(unsafe) private static var layoutPhaseEnded = 0
    nonisolated(unsafe) private static var phaseTimes: [Double] = []
    nonisolated(unsafe) private static var passCounts: [Double] = []
    nonisolated(unsafe) private static var updateTimes: [Double] = []
    nonisolated(unsafe) private static var allocations: [UnsafeMutableRawPointer: GtkAllocation] = [:]
    nonisolated(unsafe) private static var window: UnsafeMutableRawPointer?
    nonisolated(unsafe) private static var frameLayouts: [String: Int] = [:]
    nonisolated(unsafe) private static var layouts: [String: Int] = [:]
    nonisolated(unsafe) private static var paintedPixels: [Double] = []
    nonisolated(unsafe) private static var paintBegan = 0
    /// Between `frameBegins` and `frameEnded`: only the frames timed are counted (not those a
    /// bench paints while it builds what it times).
    nonisolated(unsafe) private static var isTimingFrame = false
    nonisolated(unsafe) private static var layoutTimes: [Double] = []
    nonisolated(unsafe) private static var paintTimes: [Double] = []

    /// Starts tracing `window`'s frames when BENCH_TRACE asks for it.
    @MainActor
    public static func startIfAsked(window: UnsafeMutablePointer<GtkWidget>) {
        guard let mode = ProcessInfo.processInfo.environment["BENCH_TRACE"] else { return }
        isOn = true
        outsideOnly = mode == "outside"
        movedOnly = mode == "moved"
        measuredOnly = mode == "measured"
        restyledOnly = mode == "restyled"
        sizersOnly = mode == "sizers"
        Self.window = UnsafeMutableRawPointer(window)
        if sizersOnly {
            ContainerSizers.wrap()
        } else if measuredOnly {
            LabelMeasures.wrap()
        } else if restyledOnly {
            g_signal_add_emission_hook(g_signal_lookup("style-updated", gtk_widget_get_type()), 0, countRestyle, nil, nil)
        } else {
            g_signal_add_emission_hook(g_signal_lookup("size-allocate", gtk_widget_get_type()), 0, countLayout, nil, nil)
        }
        // GTK calls a widget's draw function directly unless a handler is connected, so the
        // window's "draw" is connected: it reads what part of the window the frame paints, and
        // when painting began.
        let draw: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = readPaintedArea
        meridian_signal_connect(window, "draw", unsafeBitCast(draw, to: UnsafeRawPointer.self), nil, nil)
        // The window's "check-resize" is its layout proper (measure and allocate); the rest of
        // GTK's layout phase is computing styles again and the containers that lay their
        // children out within themselves (BENCH_TRACE=sizers).
        let resizeBegins: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _ in FrameTrace.resizeBegan = g_get_monotonic_time() }
        let resizeEnds: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _ in FrameTrace.resizing += g_get_monotonic_time() - FrameTrace.resizeBegan }
        // The frame clock's "layout" comes after its "update" (animations and tick callbacks);
        // GTK connects its layout handlers when layout is asked for, after this one.
        let layoutBegins: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _ in
            if FrameTrace.layoutPasses == 0 { FrameTrace.layoutPhaseBegan = g_get_monotonic_time() }
            FrameTrace.layoutPasses += 1
            if FrameTrace.layoutPasses == 2 { FrameTrace.laterPassesBegan = g_get_monotonic_time() }
        }
        meridian_signal_connect(UnsafeMutableRawPointer(gdk_window_get_frame_clock(gtk_widget_get_window(window))), "layout", unsafeBitCast(layoutBegins, to: UnsafeRawPointer.self), nil, nil)
        let layoutEnds: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _ in FrameTrace.layoutPhaseEnded = g_get_monotonic_time() }
        g_signal_connect_data(UnsafeMutableRawPointer(gdk_window_get_frame_clock(gtk_widget_get_window(window))), "layout", unsafeBitCast(layoutEnds, to: GCallback.self), nil, nil, G_CONNECT_AFTER)
        meridian_signal_connect(window, "check-resize", unsafeBitCast(resizeBegins, to: UnsafeRawPointer.self), nil, nil)
        g_signal_connect_data(window, "check-resize", unsafeBitCast(resizeEnds, to: GCallback.self), nil, nil, G_CONNECT_AFTER)
    }

    /// "size-allocate"'s emission hook: counts the widget.
    private static let countLayout: GSignalEmissionHook = { _, _, values, _ in
        guard let values, let instance = g_value_get_object(values) else { return 1 }
        let allocation = g_value_get_boxed(values + 1)?.assumingMemoryBound(to: GtkAllocation.self).pointee
        FrameTrace.count(instance.assumingMemoryBound(to: GtkWidget.self), allocation: allocation)
        return 1
    }

    /// "style-updated"'s emission hook: counts the widget, by type and a label by its words.
    private static let countRestyle: GSignalEmissionHook = { _, _, values, _ in
        guard let values, let instance = g_value_get_object(values) else { return 1 }
        let widget = instance.assumingMemoryBound(to: GtkWidget.self)
        FrameTrace.frameLayouts[FrameTrace.named(widget, String(cString: g_type_name_from_instance(instance.assumingMemoryBound(to: GTypeInstance.self)))), default: 0] += 1
        return 1
    }

    private static func count(_ widget: UnsafeMutablePointer<GtkWidget>, allocation: GtkAllocation?) {
        var name = String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)))
        if movedOnly, let allocation {
            let before = allocations.updateValue(allocation, forKey: UnsafeMutableRawPointer(widget))
            guard let before, before.x != allocation.x || before.y != allocation.y || before.width != allocation.width || before.height != allocation.height
            else { return }
            name = named(widget, name)
            name += " \(allocation.width)×\(allocation.height)"
            if before.width == allocation.width && before.height == allocation.height { name += " moved" }
        }
        if outsideOnly {
            guard !isInScrolledArea(widget) else { return }
            name = named(widget, name)
        }
        // What a later pass lays out again is named apart: a second pass is asked for by the first.
        if layoutPasses > 1 { name = "pass \(layoutPasses): " + named(widget, name) }
        frameLayouts[name, default: 0] += 1
    }

    /// A label's type name with its first words; another widget's type name as it is.
    private static func named(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: String) -> String {
        guard type == "GtkLabel" else { return type }
        let text = String(cString: gtk_label_get_text(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkLabel.self)))
        return type + " “" + String(text.prefix(8)) + "”"
    }

    /// Counts a label measured (BENCH_TRACE=measured), and the time it took, in nanoseconds.
    static func measured(_ label: UnsafeMutablePointer<GtkWidget>, nanoseconds: Int64) {
        measured(named: named(label, "GtkLabel"), nanoseconds: nanoseconds)
    }

    /// Counts what was measured (a label, BENCH_TRACE=measured) or laid out (a box, sizers).
    static func measured(named name: String, nanoseconds: Int64) {
        frameLayouts[name, default: 0] += 1
        measuring += nanoseconds
        if sizersOnly {
            sizerTimes[name, default: 0] += Double(nanoseconds) / 1_000_000
            frameSizerTimes[name, default: 0] += Double(nanoseconds) / 1_000_000
        }
    }

    /// The window's "draw": what part of the window the frame paints, and when painting began.
    private static let readPaintedArea: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, cr, _ in
        FrameTrace.painted(cr!)
        return 0
    }

    private static func painted(_ cr: OpaquePointer) {
        guard isTimingFrame else { return }
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
        isTimingFrame = true
        frameLayouts = [:]
        measuring = 0
        resizing = 0
        layoutPasses = 0
    }

    /// Keeps what the frame just painted did; its layout began at `layoutBegan`.
    static func frameEnded(layoutBegan: Int) {
        isTimingFrame = false
        guard isOn else { return }
        layoutTimes.append(Double(paintBegan - layoutBegan) / 1000)
        paintTimes.append(Double(g_get_monotonic_time() - paintBegan) / 1000)
        measureTimes.append(Double(measuring) / 1_000_000)
        resizeTimes.append(Double(resizing) / 1000)
        updateTimes.append(Double(max(0, layoutPhaseBegan - layoutBegan)) / 1000)
        passCounts.append(Double(layoutPasses))
        phaseTimes.append(Double(layoutPhaseEnded - layoutPhaseBegan) / 1000)
        laterPassTimes.append(layoutPasses > 1 ? Double(layoutPhaseEnded - laterPassesBegan) / 1000 : 0)
        layoutPasses = 0
        layouts.merge(frameLayouts, uniquingKeysWith: +)
        lastFrame = String(format: "%.2f\t%.2f\twindow %.2f, passes %d\t", layoutTimes.last!, paintTimes.last!, resizeTimes.last!, Int(passCounts.last!))
            + (sizersOnly ? frameSizerTimes.sorted { $0.value > $1.value }.prefix(3).map { "\($0.key) \(String(format: "%.2f", $0.value))" }.joined(separator: ", ") + " · " : "")
            + frameLayouts.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        frameSizerTimes = [:]
    }

    /// Prints the averages of the `frames` counted as `name`, the most laid out widget types
    /// first, and starts again.
    @MainActor
    public static func report(frames: Int, name: String) {
        guard isOn, frames > 0 else { return }
        var (width, height): (Int32, Int32) = (0, 0)
        gtk_window_get_size(window?.assumingMemoryBound(to: GtkWindow.self), &width, &height)
        let each = layouts.sorted { $0.value > $1.value }.prefix(40).map { "\($0.key) \(String(format: "%.1f", Double($0.value) / Double(frames)))" }
        say(String(format: "trace, %@: \(measuredOnly ? "measured" : restyledOnly ? "restyled" : sizersOnly ? "resized within" : "laid out") %.1f widgets a frame: ", name, Double(layouts.values.reduce(0, +)) / Double(frames)) + each.joined(separator: ", "))
        say(String(format: "trace, %@: painted p50 %.0f px, p95 %.0f px a frame, of a window of %d × %d px",
                   name, percentile(paintedPixels, 0.5), percentile(paintedPixels, 0.95), width, height))
        say(String(format: "trace, %@: GTK's layout p50 %.1f / p95 %.1f ms, its paint p50 %.1f / p95 %.1f ms",
                   name, percentile(layoutTimes, 0.5), percentile(layoutTimes, 0.95), percentile(paintTimes, 0.5), percentile(paintTimes, 0.95)))
        say(String(format: "trace, %@: of GTK's layout, its update phase (animations, tick callbacks) p50 %.1f / p95 %.1f ms",
                   name, percentile(updateTimes, 0.5), percentile(updateTimes, 0.95)))
        say(String(format: "trace, %@: layout passes a frame (GTK lays out again what a pass asked for) p50 %.0f / p95 %.0f, mean %.2f",
                   name, percentile(passCounts, 0.5), percentile(passCounts, 0.95), passCounts.reduce(0, +) / Double(max(passCounts.count, 1))))
        say(String(format: "trace, %@: of GTK's layout, its layout phase (styles, sizes) p50 %.1f / p95 %.1f ms, of which the passes after the first p50 %.2f / p95 %.2f ms",
                   name, percentile(phaseTimes, 0.5), percentile(phaseTimes, 0.95), percentile(laterPassTimes, 0.5), percentile(laterPassTimes, 0.95)))
        say(String(format: "trace, %@: of GTK's layout, the window's check-resize (measure and allocate) p50 %.1f / p95 %.1f ms",
                   name, percentile(resizeTimes, 0.5), percentile(resizeTimes, 0.95)))
        if sizersOnly {
            say("trace, \(name): ms a frame in each container's check-resize: " + sizerTimes.sorted { $0.value > $1.value }.prefix(12).map { "\($0.key) \(String(format: "%.2f", $0.value / Double(frames)))" }.joined(separator: ", "))
            sizerTimes = [:]
        }
        if measuredOnly {
            say(String(format: "trace, %@: measuring labels p50 %.1f / p95 %.1f ms a frame",
                       name, percentile(measureTimes, 0.5), percentile(measureTimes, 0.95)))
        }
        (layouts, paintedPixels, layoutTimes, paintTimes, measureTimes, resizeTimes, updateTimes, passCounts, phaseTimes) = ([:], [], [], [], [], [], [], [], [])
        laterPassTimes = []
    }
}
