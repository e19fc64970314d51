import Foundation
import StoreBenchmarks

// The store's figures from a package that depends on Meridian by version, built as a user
// builds it: `make bench` runs this beside meridian-bench's figures from inside the package.
let arguments = CommandLine.arguments.dropFirst()
let actions = arguments.first.flatMap(Int.init) ?? 1_000_000
let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 5
try MainActor.assumeIsolated {
    print("# built as a user's package builds it: Meridian by version, release")
    try StoreBenchmarks.run(actions: actions, runs: runs)
}
