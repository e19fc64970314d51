import CGtk
import Foundation
import GtkBenchSupport
import MeridianKit
import TasksCore

/// The inspector's State page (`StateTreeView`, in a window of its own) over a state of `count`
/// tasks: how long it takes to show, each level of the tasks to open, and a search of every
/// task; and the longest the window waited on the search in one turn of its main loop, which is
/// what a user feels as a stall.
@MainActor
struct StatePageBench {
    let count: Int

    /// How many fresh pages each showing and opening is measured on: their medians are printed.
    let rounds = 7

    func run() {
        var state = TasksState()
        state.tasks = (1...count).map { TasksState.Task(id: $0, title: "Task \($0): something to do") }
        state.nextID = count + 1
        let last = count - 1
        let tenThousands = (last / 10_000) * 10_000
        let hundreds = (last / 100) * 100
        let steps: [(name: String, change: (StateTreeView) -> Void)] = [
            ("the state shown", { $0.show(state) }),
            ("again, as the slider moves", { $0.show(state) }),
            ("the tasks opened (\(StateTree.groupSize) or fewer groups)", { _ = $0.open(path: "tasks") }),
            ("a group of 10,000 opened", { _ = $0.open(path: "tasks[\(tenThousands) … \(min(tenThousands + 9_999, last))]") }),
            ("a group of 100 opened", { _ = $0.open(path: "tasks[\(hundreds) … \(last)]") }),
        ]
        var times = Array(repeating: [Double](), count: steps.count)
        var page = Self.freshPage()
        for round in 0..<rounds {
            // A fresh page in a fresh window each round: its first showing is measured every time.
            if round > 0 { gtk_widget_destroy(page.window); page = Self.freshPage() }
            for (index, step) in steps.enumerated() { times[index].append(shown(in: page.window) { step.change(page.tree) }) }
        }
        let (tree, window) = page
        say("State page, \(count) tasks (medians of \(rounds) fresh pages):")
        for (index, step) in steps.enumerated() { say(String(format: "  %@: %.1f ms", step.name, percentile(times[index], 0.5))) }
        var totals: [Double] = []
        var stalls: [Double] = []
        for _ in 0..<3 {
            gtk_entry_set_text(tree.searchEntry.cast(), "")
            settle(milliseconds: 50)
            let begin = g_get_monotonic_time()
            gtk_entry_set_text(tree.searchEntry.cast(), "Task \(count):")
            var longest = 0
            while !String(cString: gtk_label_get_text(tree.searchStatus.cast())).hasSuffix("found") {
                let turn = g_get_monotonic_time()
                g_main_context_iteration(nil, 0)
                longest = max(longest, g_get_monotonic_time() - turn)
            }
            totals.append(Double(g_get_monotonic_time() - begin) / 1000)
            stalls.append(Double(longest) / 1000)
        }
        say(String(format: "  a search of every task: done in %.0f ms (the field waits 150 ms for typing to pause), the longest turn of the main loop %.1f ms (medians of 3); %@",
            percentile(totals, 0.5), percentile(stalls, 0.5), String(cString: gtk_label_get_text(tree.searchStatus.cast()))))
        gtk_widget_destroy(window)
    }

    /// The state shown on `rounds` fresh pages and nothing else, for a profile of it; prints
    /// the median.
    func profileFirstShowing(rounds: Int = 100) {
        var state = TasksState()
        state.tasks = (1...count).map { TasksState.Task(id: $0, title: "Task \($0): something to do") }
        var times: [Double] = []
        for _ in 0..<rounds {
            let page = Self.freshPage()
            times.append(shown(in: page.window) { page.tree.show(state) })
            gtk_widget_destroy(page.window)
        }
        say(String(format: "State page, \(count) tasks: the state shown, median of %d fresh pages: %.1f ms", rounds, percentile(times, 0.5)))
    }

    /// A State page in a window of its own, mapped and settled.
    private static func freshPage() -> (tree: StateTreeView, window: Widget) {
        let tree = StateTreeView()
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_default_size(window.cast(), 380, 600)
        gtk_container_add(window.cast(), tree.root)
        gtk_widget_show_all(window)
        while gtk_widget_get_mapped(window) == 0 { g_main_context_iteration(nil, 1) }
        settle()
        return (tree, window)
    }

    /// From `change` to the frame of `window` painted after it, in milliseconds.
    private func shown(in window: Widget, _ change: () -> Void) -> Double {
        settle(milliseconds: 50)
        let clock = gdk_window_get_frame_clock(gtk_widget_get_window(window))!
        var painted = false
        let handler = onSignal(UnsafeMutableRawPointer(clock), "after-paint") { painted = true }
        defer { g_signal_handler_disconnect(handler.instance, handler.id) }
        let begin = g_get_monotonic_time()
        change()
        gtk_widget_queue_draw(window)
        while !painted { g_main_context_iteration(nil, 1) }
        return Double(g_get_monotonic_time() - begin) / 1000
    }
}
