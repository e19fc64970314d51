// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The store's benchmark built as a user builds it: Meridian by address and version, in release
// mode. `make bench` sets MERIDIAN_PACKAGE_URL to a tagged clone of the working tree. The same
// StoreBenchmarks and HeapStats sources are in Meridian's own meridian-bench.
let meridian = ProcessInfo.processInfo.environment["MERIDIAN_PACKAGE_URL"] ?? "https://github.com/meridian-dev/meridian"

let package = Package(
    name: "StoreBench",
    dependencies: [
        // No traits: the store alone, without the command line's parser.
        .package(url: meridian, from: "0.7.0", traits: [])
    ],
    targets: [
        .target(name: "HeapStats"),
        .target(
            name: "StoreBenchmarks",
            dependencies: ["HeapStats", .product(name: "MeridianStore", package: "meridian")]),
        .executableTarget(name: "store-bench", dependencies: ["StoreBenchmarks"]),
    ],
    swiftLanguageModes: [.v6]
)
