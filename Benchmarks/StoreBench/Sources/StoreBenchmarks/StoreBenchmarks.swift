import Foundation
import MeridianStore

/// The store issue's figures: send cost, memory per action, jump latency, session coding.
@MainActor
public enum StoreBenchmarks {
    public static func run(actions: Int, runs: Int) throws {
        print("# MeridianStore — \(Measure.machine), \(runs) runs, medians")
        sendCost(history: true, runs: runs)
        sendCost(history: false, runs: runs)
        memoryPerAction(actions: actions)
        try jumpAndCoding(actions: actions, runs: runs)
        skipping(actions: actions, runs: runs)
        checkpointIntervalSweep(actions: actions)
    }

    /// How the checkpoint interval trades memory against jump time; the default is chosen here.
    static func checkpointIntervalSweep(actions: Int) {
        for interval in [16, 64, 256, 1024] {
            let before = Measure.heapBytes()
            let (store, tokens) = makeBenchStore(history: true, checkpointInterval: interval)
            for i in 0..<actions { store.send(.number(i)) }
            let perAction = Double(Measure.heapBytes() - before) / Double(actions)
            var generator = BenchRandom(stream: 2)
            let steps = store.timeline.stepCount
            let latencies = (0..<20_000).map { _ in
                let step = Int.random(in: 0..<steps, using: &generator)
                return Measure.seconds { store.jump(to: step) } * 1e6
            }
            print(String(format: "checkpoint every %d actions: %.1f bytes per action, jump p99 %.1f µs",
                         interval, perAction, Measure.percentile(latencies, 0.99)))
            withExtendedLifetime((store, tokens)) {}
        }
    }

    static func sendCost(history: Bool, runs: Int) {
        let count = 1_000_000
        var figures: [Double] = []
        for _ in 0..<runs {
            let (store, tokens) = makeBenchStore(history: history)
            let seconds = Measure.seconds {
                for i in 0..<count { store.send(.number(i)) }
            }
            figures.append(seconds * 1e9 / Double(count))
            withExtendedLifetime(tokens) {}
        }
        print(String(format: "send, history %@: %.0f ns per send (target ≤ 500 with history)", history ? "on" : "off", Measure.median(figures)))
    }

    /// Skipping the step 1,000 steps back (the inspector's Skip): the later steps replayed
    /// without it, timed on the thread that works it out.
    public static func skipping(actions: Int, runs: Int) {
        let (store, tokens) = makeBenchStore(history: true)
        // The replay itself, on this thread: the app runs it on another (the window's figure).
        store.readsHistoryInBackground = false
        for i in 0..<actions { store.send(.number(i)) }
        var times: [Double] = []
        for _ in 0..<runs {
            var skipped = false
            let step = store.timeline.lastStep - 1_000
            times.append(Measure.seconds { store.toggleSkip(step: step) { skipped = (try? $0.get()) != nil } } * 1000)
            precondition(skipped && store.skippedSteps.contains(step), "the skip of step \(step) was refused")
        }
        print(String(format: "skip: a step 1,000 steps back in %d actions (%d steps): %.0f ms (target ≤ 500 ms)",
                     actions, store.timeline.stepCount, Measure.median(times)))
        withExtendedLifetime(tokens) {}
    }

    static func memoryPerAction(actions: Int) {
        let before = Measure.heapBytes()
        let (store, tokens) = makeBenchStore(history: true)
        for i in 0..<actions { store.send(.number(i)) }
        let after = Measure.heapBytes()
        let perAction = Double(after - before) / Double(actions)
        print(String(format: "memory: %.1f bytes per recorded action at %d actions (target ≤ 64)", perAction, actions))
        withExtendedLifetime((store, tokens)) {}
    }

    static func jumpAndCoding(actions: Int, runs: Int) throws {
        let (store, tokens) = makeBenchStore(history: true)
        for i in 0..<actions { store.send(.number(i)) }
        let steps = store.timeline.stepCount
        var generator = BenchRandom(stream: 1)
        var latencies: [Double] = []
        // A second of jumps: its p99 is a thousand of them, not a tenth of a second that one
        // busy moment of the machine decides.
        let jumps = 100_000
        for _ in 0..<jumps {
            let step = Int.random(in: 0..<steps, using: &generator)
            latencies.append(Measure.seconds { store.jump(to: step) } * 1e6)
        }
        print(String(format: "jump: p50 %.1f µs, p99 %.1f µs over %d random steps of %d (target p99 ≤ 1000 µs)",
                     Measure.percentile(latencies, 0.5), Measure.percentile(latencies, 0.99), jumps, steps))
        store.returnToPresent()

        var encodeTimes: [Double] = []
        var decodeTimes: [Double] = []
        var data = Data()
        for _ in 0..<runs {
            encodeTimes.append(try Measure.seconds { data = try JSONEncoder().encode(store.archive()) })
            decodeTimes.append(try Measure.seconds {
                let archive = try JSONDecoder().decode(HistoryArchive<BenchState, BenchAction>.self, from: data)
                try store.restoreHistory(from: archive)
            })
        }
        print(String(format: "session encode: %.2f s, decode and restore: %.2f s for %d actions, %.1f MB of JSON (target ≤ 2 s each)",
                     Measure.median(encodeTimes), Measure.median(decodeTimes), actions, Double(data.count) / 1e6))
        withExtendedLifetime(tokens) {}
    }
}
