import CGtk

/// What GTK itself costs to paint a frame of this window, with no change of the app's: the
/// floor under a scrub's figures. Three frames, each timed as a scrub's is (change → painted
/// frame, and GTK's layout and paint): the slider alone painted again (what any frame costs),
/// the whole window painted again, and every widget in it measured and laid out again, then the
/// whole window painted. Each begins once the window has painted nothing for half a second (an
/// overlay scrollbar's fade after the scrubs before it made one frame in five wait for the
/// frame clock).
@MainActor
public struct Floor {
    /// The window and its frames.
    public let window: UnsafeMutablePointer<GtkWidget>
    public let slider: UnsafeMutablePointer<GtkWidget>
    public let frames: PaintedFrames

    /// The floor of `scrub`'s window.
    public init(scrub: Scrub) {
        slider = UnsafeMutableRawPointer(scrub.slider).assumingMemoryBound(to: GtkWidget.self)
        window = gtk_widget_get_toplevel(slider)
        frames = scrub.frames
    }

    /// Prints the three floors as `name`, each over `count` frames.
    public func run(name: String, count: Int = 200) {
        let window = self.window, slider = self.slider
        let floors: [(String, () -> Void)] = [
            ("the slider alone painted again", { gtk_widget_queue_draw(slider) }),
            ("the whole window painted again", { gtk_widget_queue_draw(window) }),
            ("every widget laid out again and the whole window painted", {
                Floor.queueResize(window)
                gtk_widget_queue_draw(window)
            }),
        ]
        for (what, change) in floors {
            frames.untilStill()
            let strayBefore = frames.paintedWhileSettling
            let painted = (0..<count).compactMap { _ in frames.frame(after: change) }
            let latency = painted.map(\.latency), painting = painted.map(\.painting)
            say(String(format: "GTK's floor, %@, nothing changed, %@: change → painted frame p50 %.1f ms, p95 %.1f ms; GTK's layout and paint p50 %.1f ms, p95 %.1f ms",
                       name, what, percentile(latency, 0.5), percentile(latency, 0.95), percentile(painting, 0.5), percentile(painting, 0.95)))
            say("GTK's floor, \(name), \(what): \(frames.paintedWhileSettling - strayBefore) of \(count) frames had another painted in the 20 ms before them")
            FrameTrace.report(frames: painted.count, name: "floor, \(what)")
        }
    }

    /// Asks `widget` and everything in it, internal children too, to be measured again: their
    /// sizes are forgotten, so GTK asks each for its size (a label its text's) and lays it out.
    nonisolated private static func queueResize(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_queue_resize(widget)
        guard g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_container_get_type()) != 0 else { return }
        let eachChild: GtkCallback = { child, _ in Floor.queueResize(child!) }
        gtk_container_forall(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkContainer.self), eachChild, nil)
    }
}
