import CGtk
import Foundation
import GtkBenchSupport
import MeridianCore
import MeridianFiles
import MeridianGtk
import MeridianKit
import MeridianStore

// meridian-gtk-bench: the window's figures, under a display (make bench runs Xvfb).
//   scrub: with a 100,000-step history, the History slider moved to 1,000 random positions and
//          dragged over 1,000 neighbouring ones: time from the slider's value change to the
//          frame painted (GtkBenchSupport's Scrub); GTK's own floor for the same window, with
//          nothing changed (Floor); then what the process holds after scrubbing the whole
//          history back and forth.
//   inspector: over the same history, opening the inspector, scrubbing and stepping with the
//          keyboard with it open, searching every label, and skipping a step 1,000 steps back
//          (InspectorBench.swift).
//   chooser: the time-zone chooser's search typed a keystroke at a time, to the painted frame
//          (ChooserBench.swift).
//   relaunch: the window launched with long histories (a million and five million entries)
//          beside an empty one: the first frame, Undo, Redo, a drag and the inspector, and the
//          main loop's stalls in the first minute (RelaunchBench.swift; make bench-long).
// BENCH_ONLY=chooser runs the chooser alone, over a short history (for a profile of it);
// BENCH_ONLY=scrub the two scrubs and the floor alone; BENCH_ONLY=inspector the inspector's
// figures alone, over the same history, without the scrubs (with BENCH_PART=search its typed
// searches alone, BENCH_SEARCHES rounds of 16, 4 by default; with BENCH_PART=skip the skips
// alone, BENCH_SKIPS of them, 5 by default; with BENCH_PART=floor its floors alone, right
// after it opens); BENCH_ONLY=floor the floor alone
// after the scrubs' last positions; BENCH_PATH=random (or drag) that
// scrub alone, for a profile; BENCH_TRACE=1 adds what GTK lays out and paints in
// their frames (FrameTrace; other modes there); BENCH_FRAMES=file writes each scrub frame's
// figures, beside the step it showed, to that file.
setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/meridian-bench", 1)
let arguments = CommandLine.arguments.dropFirst()
let only = ProcessInfo.processInfo.environment["BENCH_ONLY"]
let chooserOnly = only == "chooser"
let steps = chooserOnly ? 8 : arguments.first.flatMap(Int.init) ?? 100_000
let positions = arguments.dropFirst().first.flatMap(Int.init) ?? 1_000

MainActor.assumeIsolated {
    var argc: Int32 = 0
    guard gtk_init_check(&argc, nil) != 0 else {
        say("meridian-gtk-bench: no display; run it under xvfb-run")
        exit(1)
    }
    let catalog = SystemTimeZones.catalog()
    guard only != "relaunch" else {
        RelaunchBench.run(catalog: catalog)
        exit(0)
    }
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

    guard let window = gtk_application_get_active_window(application.application).map({ UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) })
    else { exit(1) }
    let frames = PaintedFrames(window: window)
    guard !chooserOnly else {
        ChooserBench(store: store, window: window, frames: frames).run()
        exit(0)
    }
    guard var scrub = Scrub(window: window, frames: frames, lastStep: store.timeline.lastStep) else {
        say("meridian-gtk-bench: no History slider")
        exit(1)
    }
    FrameTrace.startIfAsked(window: window)
    if ProcessInfo.processInfo.environment["BENCH_FRAMES"] != nil { scrub.stepName = { store.label(ofStep: $0) } }
    guard only != "inspector" else {
        InspectorBench(store: store, panel: application.historyPanel, window: window, scrub: scrub).run([])
        exit(0)
    }
    let paths = scrub.paths(count: positions)
    // BENCH_ONLY=floor: GTK's floor alone, after the last 100 positions of each scrub (at the
    // step the scrubs end on, with what they leave): an A/B of the window's layout.
    guard only != "floor" else {
        for (name, path) in paths { scrub.run(Array(path.suffix(100)), name: name, target: 8) }
        Floor(scrub: scrub).run(name: "Meridian")
        exit(0)
    }
    // BENCH_PATH=random (or drag) runs that scrub alone and stops: for `perf record`.
    if let only = ProcessInfo.processInfo.environment["BENCH_PATH"] {
        for (name, path) in paths where name.contains(only) { scrub.run(path, name: name, target: 8) }
        exit(0)
    }
    for (name, path) in paths {
        scrub.run(path, name: name, target: 8)
    }
    Floor(scrub: scrub).run(name: "Meridian")
    guard only != "scrub" else {
        dragOverLightSteps(store: store, window: window, frames: frames, count: positions)
        exit(0)
    }
    scrub.sweepMemory(stride: max(1, steps / 2_000), rounds: 2)
    InspectorBench(store: store, panel: application.historyPanel, window: window, scrub: scrub).run(paths)
    ChooserBench(store: store, window: window, frames: frames).run()
    dragOverLightSteps(store: store, window: window, frames: frames, count: positions)
    exit(0)
}

/// A drag over steps that each change one label: `count` renames added at the history's end,
/// two clocks renamed in turn (each rename a step of its own), then the slider dragged back
/// over them one step a frame. The history's own steps each change much of the window (a
/// step is a round of adds, sorts, renames, Edit and removals); these are what a step that
/// changes one row costs. Last, so that every figure before it sees the same history.
@MainActor
func dragOverLightSteps(store: AppStore, window: UnsafeMutablePointer<GtkWidget>, frames: PaintedFrames, count: Int) {
    store.returnToPresent()
    // The renamed rows in view: the list at its top, in the order the clocks were added.
    store.send(.clockList(.sortOrderChosen(.manual)))
    store.send(.clockList(.scrolled(offsetY: 0)))
    let first = store.timeline.lastStep
    let zones = store.state.displayedZones.prefix(2).map(\.id)
    guard zones.count == 2 else { return say("meridian-gtk-bench: fewer than two clocks to rename") }
    for index in 0..<count { store.send(.detail(.nameTextChanged(zoneID: zones[index % 2], text: "Renamed \(index)"))) }
    settle()
    let last = store.timeline.lastStep
    guard let scrub = Scrub(window: window, frames: frames, lastStep: last) else { return }
    scrub.run((first...last).reversed().map(Double.init), name: "a drag over steps that rename one clock", target: 8)
}

enum Measure {
    static func seconds(_ work: () -> Void) -> Double {
        let begin = g_get_monotonic_time()
        work()
        return Double(g_get_monotonic_time() - begin) / 1e6
    }
}
