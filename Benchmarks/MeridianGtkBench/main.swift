import CGtk
import Foundation
import GtkBenchSupport
import MeridianCore
import MeridianFiles
import MeridianGtk
import MeridianKit
import MeridianStore

// meridian-gtk-bench: the window's figures, under a display (make bench runs Xvfb).
//   scrub: with a 100,000-step history, the History slider moved to 1,000 random positions:
//          time from the slider's value change to the frame painted (GdkFrameClock after-paint).
//   inspector: over the same history, opening the inspector, scrubbing and stepping with the
//          keyboard with it open, searching every label, and skipping a step 1,000 steps back
//          (InspectorBench.swift).
//   chooser: the time-zone chooser's search typed a keystroke at a time, to the painted frame
//          (ChooserBench.swift).
// BENCH_ONLY=chooser runs the chooser alone, over a short history (for a profile of it);
// BENCH_ONLY=scrub the two scrubs alone.
setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/meridian-bench", 1)
let arguments = CommandLine.arguments.dropFirst()
let only = ProcessInfo.processInfo.environment["BENCH_ONLY"]
let chooserOnly = only == "chooser"
let steps = chooserOnly ? 8 : arguments.first.flatMap(Int.init) ?? 100_000
let positions = arguments.dropFirst().first.flatMap(Int.init) ?? 1_000
/// Set by the frame clock's handlers (C callbacks, so globals): when painting began, and that
/// the frame was painted.
nonisolated(unsafe) var painted = false
nonisolated(unsafe) var paintBegan = 0

MainActor.assumeIsolated {
    var argc: Int32 = 0
    guard gtk_init_check(&argc, nil) != 0 else {
        say("meridian-gtk-bench: no display; run it under xvfb-run")
        exit(1)
    }
    let catalog = SystemTimeZones.catalog()
    let start = Instant(Date())
    let application = MeridianApplication(
        catalog: catalog, initialState: .firstLaunch(now: start, userTimeZone: "Europe/London"),
        applicationID: "dev.meridian.Meridian.Bench", isUnique: false,
        stateFolder: StateFolder(path: FileManager.default.temporaryDirectory.appendingPathComponent("meridian-bench-state-\(getpid())").path))
    let gApplication = UnsafeMutablePointer<GApplication>(OpaquePointer(application.application))
    g_application_register(gApplication, nil, nil)
    g_application_activate(gApplication)
    let store = application.store

    // A history of `steps` steps that change what the window shows: zones added and removed,
    // renamed, sorted, the detail pane and the chooser opened and closed, the list scrolled.
    let identifiers = ["Asia/Kolkata", "Asia/Kathmandu", "America/Sao_Paulo", "Europe/Paris", "Africa/Cairo"]
    var added: [UUID] = []
    var generator = SystemRandomNumberGenerator()
    let buildTime = Measure.seconds {
        for i in 0..<steps {
            switch i % 8 {
            case 0:
                let id = UUID()
                store.send(.chooser(.zoneChosen(id: id, identifier: identifiers[i / 8 % identifiers.count])))
                added.append(id)
            case 1: store.send(.clockList(.sortOrderChosen([.manual, .byName, .byOffset][i / 8 % 3])))
            case 2: store.send(.detail(.nameTextChanged(zoneID: added.last ?? UUID(), text: "Place \(i)")))
            case 3: store.send(.clockList(.editToggled(isEditing: i / 8 % 2 == 0)))
            case 4: store.send(.clockList(.addButtonClicked))
            case 5: store.send(.chooser(.cancelled))
            case 6: store.send(.clockList(.rowActivated(zoneID: WorldClock.standard.zones[i / 8 % 5].id)))
            default:
                if added.count > 12 { store.send(.clockList(.removeButtonClicked(zoneID: added.removeFirst()))) }
                else { store.send(.clockList(.scrolled(offsetY: Double(i % 300)))) }
            }
        }
    }
    settle()
    say(String(format: "history: %d steps built in %.1f s", store.timeline.stepCount - 1, buildTime))

    guard let window = gtk_application_get_active_window(application.application),
        let slider = descendant(of: UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self), named: "History", type: gtk_range_get_type())
    else { exit(1) }
    let frameClock = gdk_window_get_frame_clock(gtk_widget_get_window(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self)))!
    g_signal_connect_data(
        UnsafeMutableRawPointer(frameClock), "after-paint",
        unsafeBitCast({ (_: gpointer?, _: gpointer?) in painted = true } as @convention(c) (gpointer?, gpointer?) -> Void, to: GCallback.self),
        nil, nil, GConnectFlags(rawValue: 0))
    g_signal_connect_data(
        UnsafeMutableRawPointer(frameClock), "layout",
        unsafeBitCast({ (_: gpointer?, _: gpointer?) in paintBegan = g_get_monotonic_time() } as @convention(c) (gpointer?, gpointer?) -> Void, to: GCallback.self),
        nil, nil, GConnectFlags(rawValue: 0))
    guard !chooserOnly else {
        ChooserBench(store: store, window: UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self)).run()
        exit(0)
    }
    let range = UnsafeMutableRawPointer(slider).assumingMemoryBound(to: GtkRange.self)
    let lastStep = store.timeline.lastStep
    let random = (0..<positions).map { _ in Double(Int.random(in: 0...lastStep, using: &generator)) }
    // A drag: the handle moving back over neighbouring steps, a few at a time, as a hand moves it.
    let dragStart = Int.random(in: positions...lastStep, using: &generator)
    let drag = (0..<positions).map { Double(dragStart - $0 * Int.random(in: 1...3, using: &generator) / 2) }
    for (name, path) in [("random positions", random), ("a drag over neighbouring steps", drag)] {
        scrub(range, through: path, name: name, lastStep: lastStep)
    }
    guard only != "scrub" else { exit(0) }
    InspectorBench(store: store, window: UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self), slider: range)
        .run(random: random, drag: drag)
    ChooserBench(store: store, window: UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self)).run()
    exit(0)
}

/// Moves the slider through `path`, timing each position from the value change to the painted
/// frame, and how much of that is the app's own work (the rest is GTK waiting for its frame).
@MainActor
func scrub(_ range: UnsafeMutablePointer<GtkRange>, through path: [Double], name: String, lastStep: Int) {
    var latencies: [Double] = []
    var applying: [Double] = []
    var painting: [Double] = []
    var unpainted = 0
    for position in path where position != gtk_range_get_value(range) {
        settle(milliseconds: 20)
        painted = false
        let begin = g_get_monotonic_time()
        gtk_range_set_value(range, position)
        let applied = g_get_monotonic_time()
        while !painted && g_get_monotonic_time() - begin < 1_000_000 { g_main_context_iteration(nil, 0) }
        let end = g_get_monotonic_time()
        guard painted else {
            unpainted += 1
            continue
        }
        latencies.append(Double(end - begin) / 1000)
        applying.append(Double(applied - begin) / 1000)
        painting.append(Double(end - max(paintBegan, applied)) / 1000)
    }
    let work = zip(applying, painting).map(+)
    say(String(format: "scrub, %@ (%d of %d steps): change to painted frame p50 %.1f ms, p95 %.1f ms (target p95 ≤ 16 ms); the app's work in it p50 %.1f ms, p95 %.1f ms = jump and widgets p50 %.1f / p95 %.1f + GTK layout and paint p50 %.1f / p95 %.1f",
               name, latencies.count, lastStep, percentile(latencies, 0.5), percentile(latencies, 0.95), percentile(work, 0.5),
               percentile(work, 0.95), percentile(applying, 0.5), percentile(applying, 0.95), percentile(painting, 0.5),
               percentile(painting, 0.95)))
    if unpainted > 0 { say("scrub: \(unpainted) positions painted nothing within 1 s") }
}

/// The widget of `type` under `root` whose accessible name is `name`.
@MainActor
func descendant(of root: UnsafeMutablePointer<GtkWidget>, named name: String, type: GType) -> UnsafeMutablePointer<GtkWidget>? {
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

enum Measure {
    static func seconds(_ work: () -> Void) -> Double {
        let begin = g_get_monotonic_time()
        work()
        return Double(g_get_monotonic_time() - begin) / 1e6
    }
}
