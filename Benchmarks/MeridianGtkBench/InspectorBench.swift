import CGtk
import Foundation
import GtkBenchSupport
import MeridianCore
import MeridianGtk
import MeridianKit
import MeridianKitCore
import MeridianStore

/// The inspector's figures over the window benchmark's history (issue 13): each from the change
/// to the frame painted, as the slider's are.
@MainActor
struct InspectorBench {
    let store: AppStore
    let panel: HistoryPanelStore
    let window: UnsafeMutablePointer<GtkWidget>
    let scrub: Scrub
    private var slider: UnsafeMutablePointer<GtkRange> { scrub.slider }

    func run(_ paths: [(name: String, path: [Double])]) {
        store.returnToPresent()
        settle()
        open()
        if ProcessInfo.processInfo.environment["BENCH_PART"] == "search" { search(); return }
        if ProcessInfo.processInfo.environment["BENCH_PART"] == "skip" { skip(); return }
        if ProcessInfo.processInfo.environment["BENCH_PART"] == "floor" { Floor(scrub: scrub).run(name: "Meridian, inspector open"); return }
        for (name, path) in paths {
            scrub.run(path, name: "\(name), inspector open", target: 10)
        }
        Floor(scrub: scrub).run(name: "Meridian, inspector open")
        keyboard()
        search()
        skip()
    }

    /// Waits for the next painted frame after `change`, in milliseconds from the change.
    private func paintedAfter(_ change: () -> Void) -> Double? {
        scrub.frames.frame(after: change, seconds: 2)?.latency
    }

    private func widget(named name: String, type: GType) -> UnsafeMutablePointer<GtkWidget> {
        guard let found = descendant(of: window, named: name, type: type) else {
            say("inspector: no widget named \(name)")
            exit(1)
        }
        return found
    }

    /// Opening the inspector: the first time (nothing of it laid out yet), then closed and
    /// opened again.
    private func open() {
        var times: [Double] = []
        for _ in 0..<11 {
            if let time = paintedAfter({ panel.send(.inspectorToggled(isOpen: true)) }) { times.append(time) }
            _ = paintedAfter { panel.send(.inspectorToggled(isOpen: false)) }
        }
        panel.send(.inspectorToggled(isOpen: true))
        settle()
        say(String(format: "inspector: open to first painted frame: first %.1f ms, then median %.1f ms over %d openings, %d steps (target ≤ 150 ms)",
                   times.first ?? .nan, Measure.median(Array(times.dropFirst())), times.count - 1, store.timeline.stepCount))
    }

    /// Up pressed on the list 300 times from the present, then Down as many: each press previews
    /// the next listed step.
    private func keyboard() {
        store.returnToPresent()
        settle()
        let list = widget(named: "Steps", type: gtk_list_box_get_type())
        var times: [Double] = [], applying: [Double] = [], painting: [Double] = []
        for keyval in [GDK_KEY_Up, GDK_KEY_Down] {
            for _ in 0..<300 {
                let event = gdk_event_new(GDK_KEY_PRESS)!
                event.pointee.key.keyval = guint(keyval)
                event.pointee.key.window = gtk_widget_get_window(list)
                g_object_ref(UnsafeMutableRawPointer(event.pointee.key.window))
                let before = store.timeline.sliderStep
                if let frame = scrub.frames.frame(after: { _ = gtk_widget_event(list, event) }, seconds: 2), store.timeline.sliderStep != before {
                    times.append(frame.latency)
                    applying.append(frame.applying)
                    painting.append(frame.painting)
                }
                gdk_event_free(event)
            }
        }
        say(String(format: "inspector: Up/Down on the list, change to painted frame p50 %.1f ms, p95 %.1f ms over %d presses (target p95 ≤ 16 ms); the app's own share p50 %.1f ms, p95 %.1f ms; GTK's layout and paint p50 %.1f ms, p95 %.1f ms",
                   percentile(times, 0.5), percentile(times, 0.95), times.count, percentile(applying, 0.5), percentile(applying, 0.95),
                   percentile(painting, 0.5), percentile(painting, 0.95)))
        FrameTrace.report(frames: times.count, name: "inspector, Up/Down")
    }

    /// The search field: the first search reads every step's summary in the background (the
    /// index), later searches look through the index's labels. Besides, the index's own search
    /// over every label, timed alone.
    private func search() {
        store.returnToPresent()
        let entry = widget(named: "Search history", type: gtk_entry_get_type())
        let count = store.timeline.stepCount
        let begin = g_get_monotonic_time()
        gtk_entry_set_text(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self), "renamed")
        // The count is of the steps after the start, as the slider's.
        while g_get_monotonic_time() - begin < 120_000_000, !countSays(matchesOf: store.timeline.lastStep) { g_main_context_iteration(nil, 1) }
        say(String(format: "inspector: first search, every step's summary read in the background: %.2f s for %d steps, the window responsive meanwhile",
                   Double(g_get_monotonic_time() - begin) / 1e6, count))
        // The present's list scroll, given back above, shows the clocks' scrollbar: the searches
        // begin once it has faded, as they would on a window left alone.
        scrub.frames.untilScrollbarsHidden()
        var frames: [PaintedFrames.Frame] = []
        // Four times over (BENCH_SEARCHES): the p50 of 16 searches moved by a millisecond from
        // run to run.
        for _ in 0..<(ProcessInfo.processInfo.environment["BENCH_SEARCHES"].flatMap(Int.init) ?? 4) {
            for text in ["place 1", "sorted", "place 42", "added", "opened", "edit", "place 9", "renamed"] {
                for prefix in [String(text.prefix(3)), text] {
                    if let frame = scrub.frames.frame(after: {
                        gtk_entry_set_text(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self), prefix)
                    }, seconds: 2) {
                        frames.append(frame)
                    }
                }
            }
        }
        let times = frames.map(\.latency)
        say(String(format: "inspector: a search typed, change to painted frame p50 %.1f ms, p95 %.1f ms over %d searches of %d labels (target ≤ 50 ms); the app's own share p50 %.1f ms, p95 %.1f ms; GTK's layout and paint p50 %.1f ms, p95 %.1f ms",
                   percentile(times, 0.5), percentile(times, 0.95), times.count, count,
                   percentile(frames.map(\.applying), 0.5), percentile(frames.map(\.applying), 0.95), percentile(frames.map(\.painting), 0.5), percentile(frames.map(\.painting), 0.95)))
        FrameTrace.report(frames: times.count, name: "inspector, a search typed")

        var index = InspectorIndex(scopeIDs: store.scopes.map(\.id).filter { $0 != "everything" })
        index.append((try? store.stepSummaries(0..<count)) ?? [])
        var alone: [Double] = []
        for text in ["place 1", "sorted", "renamed", "zzz", "a"] {
            let start = g_get_monotonic_time()
            _ = index.matching(search: text, filter: "all")
            alone.append(Double(g_get_monotonic_time() - start) / 1000)
        }
        say(String(format: "inspector: the index's search over %d labels alone: median %.1f ms", index.count, Measure.median(alone)))
        gtk_entry_set_text(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self), "")
        settle()
    }

    private func countSays(matchesOf count: Int) -> Bool {
        return panel.state.inspector.isNarrowing && inspectorCountLabel().hasSuffix("of \(count) steps")
    }

    /// The count above the list ("12 of 400 steps").
    private func inspectorCountLabel() -> String {
        var found = ""
        func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_label_get_type()) != 0,
                let text = gtk_label_get_text(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkLabel.self))
            {
                let string = String(cString: text)
                if string.hasSuffix(" steps") && !string.hasPrefix("Reading") { found = string }
            }
            guard g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_container_get_type()) != 0 else { return }
            let children = gtk_container_get_children(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkContainer.self))
            defer { g_list_free(children) }
            var node = children
            while let current = node {
                if let child = current.pointee.data { walk(child.assumingMemoryBound(to: GtkWidget.self)) }
                node = current.pointee.next
            }
        }
        walk(window)
        return found
    }

    /// Skipping the step 1,000 steps back, with the button, in the background: the time until
    /// the skip is the present, the longest the main loop went without turning meanwhile, and
    /// whether the progress showed.
    private func skip() {
        store.returnToPresent()
        settle()
        let button = widget(named: "Skip this step", type: gtk_button_get_type())
        var durations: [Double] = []
        var stalls: [Double] = []
        var progressShown = 0
        var clicks: [Double] = []
        var finishes: [Double] = []
        // Five by default (BENCH_SKIPS): the median is in whole milliseconds.
        for _ in 0..<(ProcessInfo.processInfo.environment["BENCH_SKIPS"].flatMap(Int.init) ?? 5) {
            store.jump(to: store.timeline.lastStep - 1_000)
            // The jump's scrollbars fade first: what is timed is the skip's own frames.
            scrub.frames.untilScrollbarsHidden()
            let steps = store.timeline.stepCount
            let begin = g_get_monotonic_time()
            var last = begin
            var stall = 0
            var sawProgress = false
            var finish = 0.0
            gtk_button_clicked(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self))
            clicks.append(Double(g_get_monotonic_time() - begin) / 1000)
            while store.timeline.stepCount == steps && g_get_monotonic_time() - begin < 60_000_000 {
                let turn = g_get_monotonic_time()
                g_main_context_iteration(nil, 0)
                let now = g_get_monotonic_time()
                finish = Double(now - turn) / 1000
                stall = max(stall, now - last)
                last = now
                sawProgress = sawProgress || descendant(of: window, named: "Spinner", type: gtk_spinner_get_type()).map { gtk_widget_is_visible($0) != 0 } ?? false
                g_usleep(500)
            }
            durations.append(Double(g_get_monotonic_time() - begin) / 1000)
            stalls.append(Double(stall) / 1000)
            finishes.append(finish)
            if sawProgress { progressShown += 1 }
            // Slide back one step: the skip is undone, and the next one starts from the same history.
            store.returnToPresent()
            settle(milliseconds: 50)
        }
        say(String(format: "inspector: skip a step 1,000 back in %d steps: median %.1f ms to the new present, the main loop's longest wait meanwhile median %.1f ms; progress shown in %d of %d (after 100 ms); the click's own work median %.1f ms, the last turn's (the skip made the present) %.1f ms",
                   store.timeline.stepCount, Measure.median(durations), Measure.median(stalls), progressShown, durations.count, Measure.median(clicks), Measure.median(finishes)))
    }
}

extension Measure {
    static func median(_ values: [Double]) -> Double {
        percentile(values, 0.5)
    }
}
