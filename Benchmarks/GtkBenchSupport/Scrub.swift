import CGtk
import Foundation
import HeapStats
import StoreBenchmarks

/// History's slider moved through positions, each from the value's change to the frame painted,
/// printed in the words of issue 45 ("Scrubbing at the frame limit") with its targets.
@MainActor
public struct Scrub {
    /// The slider, its window's frames and the history's last step.
    public let slider: UnsafeMutablePointer<GtkRange>
    public let frames: PaintedFrames
    public let lastStep: Int

    /// The window's slider named "History"; `nil` if there is none.
    public init?(window: UnsafeMutablePointer<GtkWidget>, frames: PaintedFrames, lastStep: Int) {
        guard let slider = descendant(of: window, named: "History", type: gtk_range_get_type()) else { return nil }
        self.slider = UnsafeMutableRawPointer(slider).assumingMemoryBound(to: GtkRange.self)
        self.frames = frames
        self.lastStep = lastStep
    }

    /// The two scrubs, of `count` positions each: random steps, and a drag back over
    /// neighbouring steps, a few at a time, as a hand moves the handle; the same every run
    /// (`BenchRandom`).
    public func paths(count: Int) -> [(name: String, path: [Double])] {
        var generator = BenchRandom(stream: 1)
        let random = (0..<count).map { _ in Double(Int.random(in: 0...lastStep, using: &generator)) }
        let dragStart = Int.random(in: min(count, lastStep)...lastStep, using: &generator)
        let drag = (0..<count).map { Double(max(0, dragStart - $0 * Int.random(in: 1...3, using: &generator) / 2)) }
        return [("random positions", random), ("a drag over neighbouring steps", drag)]
    }

    /// BENCH_FRAMES=file: what each step the scrub goes to is, written beside each frame's
    /// figures in that file, to tell which steps cost what.
    public var stepName: ((Int) -> String)?

    /// Moves the slider through `path`, and prints its figures as `name`, held against
    /// `target` (the painted frame's p95, in ms) and the app's share's target of 2 ms.
    public func run(_ path: [Double], name: String, target: Double) {
        var frames: [PaintedFrames.Frame] = []
        var unpainted = 0
        // A hand pressing the handle gives the slider the keyboard's focus (GtkRange's
        // focus-on-click), as the keys that move it need it: the focus is not left in a pane
        // that a jump hides or shows, which would make GTK move it.
        gtk_widget_grab_focus(UnsafeMutableRawPointer(slider).assumingMemoryBound(to: GtkWidget.self))
        movePointerOffTheWindow()
        var lines: [String] = []
        for position in path where position != gtk_range_get_value(slider) {
            if let frame = self.frames.frame(after: { gtk_range_set_value(slider, position) }) {
                frames.append(frame)
                // Tab-separated: the path, latency, the app's share, GTK's share (ms), the step,
                // and what FrameTrace counted in the frame.
                if let stepName {
                    lines.append(String(format: "%@\t%.2f\t%.2f\t%.2f\t", name, frame.latency, frame.applying, frame.painting) + stepName(Int(position)) + "\t" + FrameTrace.lastFrame)
                }
            } else { unpainted += 1 }
        }
        if let file = ProcessInfo.processInfo.environment["BENCH_FRAMES"] { Self.append(lines, to: file) }
        let latency = frames.map(\.latency), applying = frames.map(\.applying), painting = frames.map(\.painting)
        say(String(format: "scrub, %@ (%d of %d steps): change → painted frame p50 %.1f ms, p95 %.1f ms (target p95 ≤ %.0f ms); the app's own share (the store's jump and every widget update) p50 %.1f ms, p95 %.1f ms (target p95 ≤ 2 ms); GTK's layout and paint p50 %.1f ms, p95 %.1f ms",
                   name, frames.count, lastStep, percentile(latency, 0.5), percentile(latency, 0.95), target,
                   percentile(applying, 0.5), percentile(applying, 0.95), percentile(painting, 0.5), percentile(painting, 0.95)))
        if unpainted > 0 { say("scrub: \(unpainted) positions painted nothing within 1 s") }
        FrameTrace.report(frames: frames.count, name: name)
    }

    /// A hand dragging the handle keeps the pointer on the slider, never over the app's content.
    /// Left where the X server put it (the middle of the screen, over the content), the pointer
    /// would hover whichever row a jump puts under it, and GTK would paint the row's hover in a
    /// frame of its own after each jump. The pointer goes to a corner of the screen outside the
    /// window.
    private func movePointerOffTheWindow() {
        let widget = UnsafeMutableRawPointer(slider).assumingMemoryBound(to: GtkWidget.self)
        let display = gtk_widget_get_display(widget)
        guard let pointer = gdk_seat_get_pointer(gdk_display_get_default_seat(display)),
            let window = gtk_widget_get_window(gtk_widget_get_toplevel(widget)),
            let monitor = gdk_display_get_monitor_at_window(display, window)
        else { return }
        var (screen, frame) = (GdkRectangle(), GdkRectangle())
        gdk_monitor_get_geometry(monitor, &screen)
        gdk_window_get_frame_extents(window, &frame)
        let corners = [
            (screen.x + screen.width - 1, screen.y + screen.height - 1), (screen.x, screen.y + screen.height - 1),
            (screen.x + screen.width - 1, screen.y), (screen.x, screen.y),
        ]
        let outside = corners.first { x, y in x < frame.x || x >= frame.x + frame.width || y < frame.y || y >= frame.y + frame.height }
        guard let (x, y) = outside else { return }
        gdk_device_warp(pointer, gtk_widget_get_screen(widget), x, y)
        settle(milliseconds: 50)
    }

    /// Moves the slider over the whole history, there and back, `stride` steps at a time,
    /// without waiting for each frame; prints what the process holds before and after each of
    /// `rounds` round trips (target: within 2 MB of before).
    public func sweepMemory(stride: Int, rounds: Int) {
        func held() -> (heap: Double, resident: Double) {
            let heap = Double(heap_bytes_in_use()) / 1_048_576
            let pages = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? .nan
            return (heap, pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576)
        }
        settle()
        let before = held()
        var after: [(heap: Double, resident: Double)] = []
        for _ in 0..<rounds {
            for position in Array(Swift.stride(from: 0, through: lastStep, by: stride)) + Array(Swift.stride(from: lastStep, through: 0, by: -stride)) {
                gtk_range_set_value(slider, Double(position))
                while g_main_context_iteration(nil, 0) != 0 {}
            }
            settle()
            after.append(held())
        }
        say(String(format: "memory after scrubbing the whole %d-step history back and forth (every %d steps): heap in use %.1f MB before, ",
                   lastStep, stride, before.heap) + after.map { String(format: "%.1f MB", $0.heap) }.joined(separator: " and ")
            + String(format: " after %d round trips (target within 2 MB of before); resident %.1f MB before, ", rounds, before.resident)
            + after.map { String(format: "%.1f MB", $0.resident) }.joined(separator: " and ") + " after")
    }
}

/// The widget of `type` under `root` whose accessible name is `name`.
@MainActor
public func descendant(of root: UnsafeMutablePointer<GtkWidget>, named name: String, type: GType) -> UnsafeMutablePointer<GtkWidget>? {
    if let current = atk_object_get_name(gtk_widget_get_accessible(root)), String(cString: current) == name,
        g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(root)), type) != 0
    {
        return root
    }
    guard g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(root)), gtk_container_get_type()) != 0 else { return nil }
    let children = gtk_container_get_children(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkContainer.self))
    defer { g_list_free(children) }
    var node = children
    while let current = node {
        if let child = current.pointee.data, let found = descendant(of: child.assumingMemoryBound(to: GtkWidget.self), named: name, type: type) {
            return found
        }
        node = current.pointee.next
    }
    return nil
}

extension Scrub {
    /// Adds `lines` to the end of `file`, made if it is not there.
    private static func append(_ lines: [String], to file: String) {
        if !FileManager.default.fileExists(atPath: file), !FileManager.default.createFile(atPath: file, contents: nil) {
            return say("meridian-gtk-bench: cannot make \(file)")
        }
        guard let handle = FileHandle(forWritingAtPath: file) else { return say("meridian-gtk-bench: cannot write \(file)") }
        handle.seekToEndOfFile()
        handle.write(Data(lines.map { $0 + "\n" }.joined().utf8))
        handle.closeFile()
    }
}
