// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// Release builds skip the run-time exclusivity checks: the store runs on the main actor only,
/// and the checks cost a quarter of every `send` (measured with meridian-bench and callgrind).
let releaseSpeed: [SwiftSetting] = [
    .unsafeFlags(["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release))
]

let package = Package(
    name: "Meridian",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "MeridianStore", targets: ["MeridianStore"]),
        .library(name: "MeridianCore", targets: ["MeridianCore"]),
        .executable(name: "meridian", targets: ["meridian"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .target(
            name: "MeridianStore",
            swiftSettings: releaseSpeed
        ),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .target(name: "RandomStates", dependencies: ["MeridianCore", "TestSupport"], path: "Tests/RandomStates"),
        .testTarget(name: "MeridianStoreTests", dependencies: ["MeridianStore", "TestSupport"]),
        .systemLibrary(name: "CIntl"),
        .target(name: "MeridianCore", dependencies: ["MeridianStore", "CIntl"], swiftSettings: releaseSpeed),
        .testTarget(name: "MeridianCoreTests", dependencies: ["MeridianCore", "TestSupport", "RandomStates"]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "MeridianFiles", dependencies: ["MeridianCore", "CSQLite"], swiftSettings: releaseSpeed),
        .testTarget(
            name: "MeridianFilesTests", dependencies: ["MeridianFiles", "meridian-journal-probe", "TestSupport"], exclude: ["Fixtures"]),
        .systemLibrary(name: "CGtk", pkgConfig: "gtk+-3.0", providers: [.apt(["libgtk-3-dev"])]),
        .systemLibrary(
            name: "CGStreamer", pkgConfig: "gstreamer-pbutils-1.0",
            providers: [.apt(["libgstreamer1.0-dev", "libgstreamer-plugins-base1.0-dev"])]),
        .target(
            name: "MeridianGtk", dependencies: ["MeridianCore", "MeridianFiles", "CGtk", "CGStreamer"], swiftSettings: releaseSpeed),
        .testTarget(name: "MeridianGtkTests", dependencies: ["MeridianGtk", "MeridianFiles", "CGtk", "TestSupport", "RandomStates"]),
        .executableTarget(
            name: "meridian",
            dependencies: ["MeridianGtk", "MeridianFiles", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(name: "GtkBenchSupport", dependencies: ["CGtk"], path: "Benchmarks/GtkBenchSupport"),
        .executableTarget(
            name: "meridian-gtk-bench",
            dependencies: ["MeridianGtk", "MeridianFiles", "CGtk", "GtkBenchSupport"],
            path: "Benchmarks/MeridianGtkBench"
        ),
        .executableTarget(
            name: "meridian-player-bench",
            dependencies: ["MeridianGtk", "MeridianFiles", "CGtk", "GtkBenchSupport", "TestSupport"],
            path: "Benchmarks/MeridianPlayerBench"
        ),
        .executableTarget(name: "meridian-journal-probe", dependencies: ["MeridianFiles"], path: "Tests/JournalProbe"),
        .testTarget(name: "MeridianCLITests", dependencies: ["meridian", "MeridianFiles", "MeridianGtk", "TestSupport"]),
        .target(name: "HeapStats", path: "Benchmarks/HeapStats"),
        .executableTarget(
            name: "meridian-bench",
            dependencies: ["MeridianStore", "MeridianCore", "MeridianFiles", "HeapStats"],
            path: "Benchmarks/MeridianBench",
            swiftSettings: releaseSpeed
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The fuzzer exists only for `make fuzz` (MERIDIAN_FUZZ=1), which builds it with
// -sanitize=fuzzer,address: it needs libFuzzer's driver, which other builds do not link.
if ProcessInfo.processInfo.environment["MERIDIAN_FUZZ"] == "1" {
    package.targets.append(
        .executableTarget(
            name: "meridian-fuzz", dependencies: ["MeridianFiles"], path: "Tests/Fuzz",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
}
