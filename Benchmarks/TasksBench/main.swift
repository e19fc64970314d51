import CGtk
import Foundation
import GtkBenchSupport
import MeridianKit
import StoreBenchmarks
import TasksCore
import TasksWindow

// tasks-bench: the kit's own cost per jump, measured in a kit app. Examples/Tasks — its reducer,
// its rules and its described window, as they are — with 1,000 tasks and a 10,000-step history,
// its History slider scrubbed as meridian-gtk-bench scrubs Meridian's (GtkBenchSupport's Scrub),
// then GTK's own floor for the same window (Floor), then the inspector's State page over a
// hundred times as many tasks (StatePageBench).
// Arguments: tasks, steps, positions. BENCH_TRACE=1 adds what GTK lays out and paints;
// BENCH_ONLY=state runs the State page alone, state-shown its first showing alone; scrub and
// drag the History slider's scrubs alone.
setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/tasks-bench", 1)
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let taskCount = arguments.first ?? 1_000
let steps = arguments.dropFirst().first ?? 10_000
let positions = arguments.dropFirst(2).first ?? 1_000

MainActor.assumeIsolated {
    var argc: Int32 = 0
    guard gtk_init_check(&argc, nil) != 0 else {
        say("tasks-bench: no display; run it under xvfb-run")
        exit(1)
    }
    // BENCH_ONLY=state: the State page alone; state-shown: its first showing alone, over and
    // over (for a profile of it).
    switch ProcessInfo.processInfo.environment["BENCH_ONLY"] {
    case "state":
        StatePageBench(count: 100 * taskCount).run()
        exit(0)
    case "state-shown":
        StatePageBench(count: 100 * taskCount).profileFirstShowing()
        exit(0)
    default: break
    }
    // The tasks typed and added (two steps each), then ticked, reopened, removed and added,
    // about as many removed as added, until the history has `steps` steps: the same history
    // every run (`BenchRandom`).
    let store = Store(initialState: TasksState(), reducer: TasksReducer(), history: TasksHistory.rules)
    var generator = BenchRandom(stream: 0)
    var typed = 0
    @MainActor func add() {
        typed += 1
        store.send(.draftTyped("Task \(typed): something to do"))
        store.send(.added)
    }
    for _ in 0..<taskCount { add() }
    while store.timeline.lastStep < steps {
        let tasks = store.state.tasks
        switch Int.random(in: 0..<4, using: &generator) {
        case 0, 1: if let task = tasks.randomElement(using: &generator) { store.send(.toggled(id: task.id)) }
        case 2: if tasks.count >= taskCount, let task = tasks.randomElement(using: &generator) { store.send(.removed(id: task.id)) }
        default: if tasks.count < taskCount { add() }
        }
    }
    let app = TimeTravelApplication(
        id: "dev.meridian.Tasks.Bench", title: "Tasks", store: store, session: SessionFormat(name: "dev.meridian.Tasks.session"),
        stateFolder: .some(nil), view: tasksWindow)
    let gApplication = UnsafeMutablePointer<GApplication>(OpaquePointer(app.application))
    g_application_register(gApplication, nil, nil)
    g_application_activate(gApplication)
    settle()
    guard let window = app.window else {
        say("tasks-bench: no window")
        exit(1)
    }
    let frames = PaintedFrames(window: window)
    guard let scrub = Scrub(window: window, frames: frames, lastStep: store.timeline.lastStep) else {
        say("tasks-bench: no History slider")
        exit(1)
    }
    say("Tasks: \(store.state.tasks.count) tasks, \(store.timeline.lastStep) steps (BENCH_SEED \(BenchRandom.seed))")
    FrameTrace.startIfAsked(window: window)
    // BENCH_ONLY=scrub: the two scrubs alone; drag: the drag over neighbouring steps alone,
    // three times over (its figure moves by a tenth from one run to the next).
    switch ProcessInfo.processInfo.environment["BENCH_ONLY"] {
    case "scrub":
        for (name, path) in scrub.paths(count: positions) { scrub.run(path, name: "Tasks, \(name)", target: 8) }
        exit(0)
    case "drag":
        guard let drag = scrub.paths(count: positions).last else { exit(1) }
        for round in 1...3 { scrub.run(drag.path, name: "Tasks, \(drag.name), round \(round)", target: 8) }
        exit(0)
    default: break
    }
    for (name, path) in scrub.paths(count: positions) {
        scrub.run(path, name: "Tasks, \(name)", target: 8)
    }
    Floor(scrub: scrub).run(name: "Tasks")

    // The inspector's State page over a hundred times as many tasks.
    StatePageBench(count: 100 * taskCount).run()
    exit(0)
}
