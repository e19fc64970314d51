import CGtk
import Foundation
import GtkBenchSupport
import MeridianCore
import MeridianGtk
import MeridianStore

/// The time-zone chooser as typed (issue 43): each prefix of the names people look for typed
/// into its search, from the entry's change to the frame painted with the rows it lists (at
/// most 60 rows, relabelled in place), and Down moving the highlight along the rows a first
/// letter lists.
@MainActor
struct ChooserBench {
    static let names = ["Mumbai", "San Francisco", "Germany", "India", "Kyiv", "Zürich", "Ho Chi Minh"]
    let store: AppStore
    let window: UnsafeMutablePointer<GtkWidget>
    let frames: PaintedFrames

    func run(rounds: Int = 5) {
        store.returnToPresent()
        store.send(.clockList(.addButtonClicked))
        guard let entry = descendant(of: window, named: tr("Search time zones"), type: gtk_entry_get_type()) else {
            return say("chooser: no search entry found")
        }
        // The places are read once (on a worker thread after the first frame): not a keystroke's cost.
        gtk_entry_set_text(entry.cast(), "a")
        settle()
        var typing: [PaintedFrames.Frame] = []
        var moving: [PaintedFrames.Frame] = []
        for _ in 0..<rounds {
            for name in Self.names {
                for length in 1...name.count {
                    typing += [frames.frame { gtk_entry_set_text(entry.cast(), String(name.prefix(length))) }].compactMap { $0 }
                }
                // Down where it has somewhere to go: a whole name lists one row, and a Down that
                // moves nothing paints nothing (its "frame" was the cursor's next blink). The
                // name's first letter lists many rows.
                gtk_entry_set_text(entry.cast(), String(name.prefix(1)))
                settle()
                for _ in 0..<3 {
                    let before = store.state.viewState.selection?.highlightedRow
                    guard let frame = frames.frame(after: { press(GDK_KEY_Down, on: entry) }),
                        store.state.viewState.selection?.highlightedRow != before
                    else { continue }
                    moving.append(frame)
                }
            }
            // "a" lists the most rows there are to relabel.
            typing += [frames.frame { gtk_entry_set_text(entry.cast(), "a") }].compactMap { $0 }
        }
        store.send(.chooser(.cancelled))
        for (name, figures, count) in [("a keystroke in the search", typing, "every prefix of \(Self.names.count) names"), ("Down in the search", moving, "\(moving.count) moves of the highlight")] {
            let latencies = figures.map(\.latency), applying = figures.map(\.applying), painting = figures.map(\.painting)
            let work = zip(applying, painting).map(+)
            say(String(format: "chooser: %@, change to painted frame p50 %.1f ms, p95 %.1f ms over %@, %d rounds; the app's work in it p50 %.1f ms, p95 %.1f ms (target p95 ≤ 16 ms) = search, state and rows p50 %.1f / p95 %.1f + GTK layout and paint p50 %.1f / p95 %.1f",
                       name, percentile(latencies, 0.5), percentile(latencies, 0.95), count, rounds, percentile(work, 0.5), percentile(work, 0.95),
                       percentile(applying, 0.5), percentile(applying, 0.95), percentile(painting, 0.5), percentile(painting, 0.95)))
        }
    }

    private func press(_ keyval: Int32, on widget: UnsafeMutablePointer<GtkWidget>) {
        let event = gdk_event_new(GDK_KEY_PRESS)!
        event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gtk_widget_get_window(widget))))
        event.pointee.key.keyval = guint(keyval)
        _ = gtk_widget_event(widget, event)
        gdk_event_free(event)
    }
}
