import Foundation

/// The benchmarks' dice: the same numbers every run, so two builds are measured on the
/// same history and the same scrub. With the system's generator each run built another history
/// and dragged over other steps, and the counts of one run (rows laid out, pixels painted)
/// differed from the next's by more than any change being measured. BENCH_SEED=n rolls others.
public struct BenchRandom: RandomNumberGenerator {
    /// The run's seed: BENCH_SEED, or 61.
    public static let seed = ProcessInfo.processInfo.environment["BENCH_SEED"].flatMap { UInt64($0) } ?? 61

    private var state: UInt64

    /// The numbers of `stream` for the run's seed: one stream a use (the history, the scrub's
    /// path), so the history stays the same when the scrub asks for more positions.
    public init(stream: UInt64) {
        state = Self.seed &* 0x9E37_79B9_7F4A_7C15 ^ stream &* 0xD1B5_4A32_D192_ED03
    }

    /// SplitMix64.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
