import Foundation
import StoreBenchmarks

// meridian-bench: prints one line per figure. `make bench` runs it in release mode.
let arguments = CommandLine.arguments.dropFirst()
let actions = arguments.first.flatMap(Int.init) ?? 1_000_000
let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 5

try MainActor.assumeIsolated {
    if ProcessInfo.processInfo.environment["BENCH_ONLY"] == "session" {
        try SessionFileBenchmarks.run(actions: actions, runs: runs)
    } else if ProcessInfo.processInfo.environment["BENCH_ONLY"] == "store" {
        try StoreBenchmarks.run(actions: actions, runs: runs)
    } else if ProcessInfo.processInfo.environment["BENCH_ONLY"] == "skip" {
        StoreBenchmarks.skipping(actions: actions, runs: runs)
    } else if ProcessInfo.processInfo.environment["BENCH_ONLY"] == "changes" {
        StepChangeBenchmarks.run()
    } else if ProcessInfo.processInfo.environment["BENCH_ONLY"] == "chooser" {
        ChooserSearchBenchmarks.run()
    } else if ProcessInfo.processInfo.environment["BENCH_ONLY"] == "long" {
        try LongHistoryBenchmarks.run(steps: Int(ProcessInfo.processInfo.environment["BENCH_STEPS"] ?? "") ?? 5_000_000, runs: runs)
    } else if ProcessInfo.processInfo.environment["BENCH_ONLY"] == "journal" {
        try JournalBenchmarks.run(actions: actions)
    } else if ProcessInfo.processInfo.environment["BENCH_ONLY"] == "year" {
        let environment = ProcessInfo.processInfo.environment
        try YearBenchmarks.run(runs: Int(environment["BENCH_RUNS"] ?? "") ?? 3, days: Int(environment["BENCH_DAYS"] ?? "") ?? 365)
    } else if ProcessInfo.processInfo.environment["BENCH_ONLY"] == "decade" {
        try DecadeBenchmarks.run(days: Int(ProcessInfo.processInfo.environment["BENCH_DAYS"] ?? "") ?? 365)
    } else if ProcessInfo.processInfo.environment["BENCH_ONLY"] == "relaunch", let folder = ProcessInfo.processInfo.environment["BENCH_KEEP"] {
        try DecadeBenchmarks.relaunch(folder: folder)
    } else if ProcessInfo.processInfo.environment["BENCH_ONLY"] == "launch", let folder = ProcessInfo.processInfo.environment["BENCH_KEEP"] {
        try YearBenchmarks.launch(from: folder, runs: runs)
    } else if ProcessInfo.processInfo.environment["BENCH_PROFILE"] == "jump" {
        // For `perf record`: the store bench's jumps, many more of them, after the same sends.
        let (store, tokens) = makeBenchStore(history: true)
        for i in 0..<actions { store.send(.number(i)) }
        var generator = BenchRandom(stream: 1)
        for _ in 0..<200_000 { store.jump(to: Int.random(in: 0..<store.timeline.stepCount, using: &generator)) }
        withExtendedLifetime(tokens) {}
    } else if ProcessInfo.processInfo.environment["BENCH_PROFILE"] != nil {
        let (store, tokens) = makeBenchStore(history: ProcessInfo.processInfo.environment["BENCH_PROFILE"] == "history")
        for i in 0..<actions { store.send(.number(i)) }
        withExtendedLifetime(tokens) {}
    } else {
        try StoreBenchmarks.run(actions: actions, runs: runs)
        try SessionFileBenchmarks.run(actions: actions, runs: runs)
        try JournalBenchmarks.run(actions: actions)
        try YearBenchmarks.run(runs: 3)
        ChooserSearchBenchmarks.run()
        StepChangeBenchmarks.run()
    }
}
