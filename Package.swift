// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// The folder of this manifest: SwiftPM takes a `pkgConfig:` name that is an absolute path as
/// that .pc file, which is how CGtk and CGStreamer get their include paths without `-pthread`
/// (see the .pc files). No unsafe flags, so a package may depend on Meridian by version.
let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

let package = Package(
    name: "Meridian",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "MeridianStore", targets: ["MeridianStore"]),
        .library(name: "MeridianKit", targets: ["MeridianKit", "MeridianKitCore", "MeridianKitFiles", "MeridianKitStorage"]),
        // An app's core without GTK: the store, the description of a window, the history's
        // rules and words, session files. What a core target of values and pure functions needs.
        .library(name: "MeridianKitCore", targets: ["MeridianKitCore", "MeridianKitFiles"]),
        // Recorded sessions replayed as regression tests, for an app's test targets.
        .library(name: "MeridianKitTesting", targets: ["MeridianKitTesting"]),
        // GTK 3 for an app's own widgets beside the kit's, with the include paths SwiftPM takes.
        .library(name: "CGtk", targets: ["CGtk"]),
        .executable(name: "meridian", targets: ["meridian"]),
    ],
    // The command line's parser is the one trait, on by default so that `swift build` makes the
    // app: a package that uses the libraries asks for none (`traits: []`), and then does not
    // even fetch swift-argument-parser (scripts/test-examples checks it).
    traits: [
        .trait(name: "CommandLine", description: "The meridian executable's command line, which needs swift-argument-parser."),
        .default(enabledTraits: ["CommandLine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .target(name: "MeridianStore"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .target(name: "RandomStates", dependencies: ["MeridianCore", "TestSupport", "MeridianKitCore", "MeridianStore"], path: "Tests/RandomStates"),
        .testTarget(name: "MeridianStoreTests", dependencies: ["MeridianStore", "TestSupport"]),
        .systemLibrary(name: "CIntl"),
        // The kit's functional core: the History bar's and the inspector's view-state and models,
        // pure values an app's own core may hold. No GTK.
        .target(name: "MeridianKitCore", dependencies: ["MeridianStore"]),
        .testTarget(name: "MeridianKitCoreTests", dependencies: ["MeridianKitCore", "MeridianStore"]),
        .target(name: "MeridianCore", dependencies: ["MeridianStore", "MeridianKitCore", "CIntl"]),
        .target(name: "CoreTestSupport", dependencies: ["MeridianCore"], path: "Tests/CoreTestSupport"),
        .testTarget(name: "MeridianCoreTests", dependencies: ["MeridianCore", "CoreTestSupport", "TestSupport", "RandomStates", "MeridianKitCore", "MeridianKitTesting"]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // How Meridian's files become bytes and bytes become values: the strict JSON parser and
        // decoder, the fast session reader and writer. What a file means stays in the core.
        .target(name: "MeridianFileFormat", dependencies: ["MeridianCore"]),
        .testTarget(
            name: "MeridianFileFormatTests", dependencies: ["MeridianFileFormat", "MeridianStore", "CoreTestSupport", "TestSupport", "MeridianKitCore", "MeridianKitFiles"]),
        // The kit's files: whole-or-nothing writes, reads that never wait on a pipe, session files.
        .target(name: "MeridianKitFiles", dependencies: ["MeridianStore"]),
        .testTarget(name: "MeridianKitFilesTests", dependencies: ["MeridianKitFiles", "MeridianKitStorage", "MeridianStore", "TestSupport"]),
        // Sessions a user recorded, replayed through today's reducer in an app's tests.
        .target(name: "MeridianKitTesting", dependencies: ["MeridianStore", "MeridianKitCore", "MeridianKitFiles"]),
        .testTarget(name: "MeridianKitTestingTests", dependencies: ["MeridianKitTesting", "MeridianStore", "MeridianKitFiles", "TasksCore"]),
        // The history's database for any app: SQLite, WAL, one writer, read by pages.
        .target(name: "MeridianKitStorage", dependencies: ["MeridianStore", "MeridianKitFiles", "CSQLite", "CZlib"]),
        .target(name: "MeridianFiles", dependencies: ["MeridianCore", "MeridianFileFormat", "MeridianKitFiles", "MeridianKitStorage", "CGWeather"]),
        .testTarget(
            name: "MeridianFilesTests",
            dependencies: ["MeridianFiles", "meridian-journal-probe", "TestSupport", "MeridianKitCore", "MeridianKitStorage", "MeridianCore", "MeridianKitTesting"],
            exclude: ["Fixtures", "RecordedSessions"]),
        .systemLibrary(name: "CGtk", pkgConfig: packageFolder + "/Sources/CGtk/gtk3-headers.pc"),
        .systemLibrary(name: "CGStreamer", pkgConfig: packageFolder + "/Sources/CGStreamer/gstreamer-headers.pc"),
        // GWeather's location database: the cities and countries the time-zone chooser finds.
        .systemLibrary(name: "CGWeather", pkgConfig: packageFolder + "/Sources/CGWeather/gweather-headers.pc"),
        // The time-travel shell any store-driven GTK app can have: the main-loop bridge, signals,
        // widget lifetimes, bindings, timers and the History bar. Knows nothing of Meridian's
        // clocks or players.
        .target(name: "MeridianKit", dependencies: ["MeridianKitCore", "MeridianKitFiles", "MeridianKitStorage", "MeridianStore", "CGtk"]),
        .target(
            name: "MeridianGtk", dependencies: ["MeridianKit", "MeridianCore", "MeridianFiles", "CGtk", "CGStreamer"]),
        .testTarget(
            name: "MeridianGtkTests",
            dependencies: ["MeridianGtk", "MeridianKit", "MeridianFiles", "CGtk", "TestSupport", "RandomStates", "MeridianKitCore", "TasksCore", "TasksWindow"]),
        .executableTarget(
            name: "meridian",
            dependencies: ["MeridianGtk", "MeridianFiles", "MeridianKitFiles", "MeridianKitCore", .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["CommandLine"]))]
        ),
        .target(name: "GtkBenchSupport", dependencies: ["CGtk", "HeapStats", "StoreBenchmarks"], path: "Benchmarks/GtkBenchSupport"),
        .executableTarget(
            name: "meridian-gtk-bench",
            dependencies: ["MeridianGtk", "MeridianKit", "MeridianFiles", "CGtk", "GtkBenchSupport", "MeridianKitCore"],
            path: "Benchmarks/MeridianGtkBench"
        ),
        // The kit's cost per jump in a kit app: Examples/Tasks's core and window, built here too.
        .target(name: "TasksCore", dependencies: ["MeridianKitCore", "MeridianKitFiles", "MeridianStore"], path: "Examples/Tasks/Sources/TasksCore"),
        .target(name: "TasksWindow", dependencies: ["TasksCore", "MeridianKit"], path: "Examples/Tasks/Sources/TasksWindow"),
        .executableTarget(
            name: "tasks-bench", dependencies: ["TasksCore", "TasksWindow", "MeridianKit", "CGtk", "GtkBenchSupport", "StoreBenchmarks"], path: "Benchmarks/TasksBench"),
        .executableTarget(
            name: "meridian-player-bench",
            dependencies: ["MeridianGtk", "MeridianKit", "MeridianFiles", "CGtk", "GtkBenchSupport", "TestSupport"],
            path: "Benchmarks/MeridianPlayerBench"
        ),
        .executableTarget(name: "meridian-journal-probe", dependencies: ["MeridianFiles"], path: "Tests/JournalProbe"),
        .testTarget(name: "MeridianCLITests", dependencies: ["meridian", "MeridianFiles", "MeridianGtk", "TestSupport", "MeridianKitFiles"]),
        // The store's figures live in Benchmarks/StoreBench, a package of its own that also
        // builds them against Meridian by version, as a user would.
        .target(name: "HeapStats", path: "Benchmarks/StoreBench/Sources/HeapStats"),
        .target(name: "StoreBenchmarks", dependencies: ["MeridianStore", "HeapStats"], path: "Benchmarks/StoreBench/Sources/StoreBenchmarks"),
        .executableTarget(
            name: "meridian-bench",
            dependencies: ["MeridianStore", "MeridianCore", "MeridianFileFormat", "MeridianFiles", "StoreBenchmarks", "MeridianKitFiles", "MeridianKitCore"],
            path: "Benchmarks/MeridianBench"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The fuzzer exists only for `make fuzz` (MERIDIAN_FUZZ=1), which builds it with
// -sanitize=fuzzer,address: it needs libFuzzer's driver, which other builds do not link.
if ProcessInfo.processInfo.environment["MERIDIAN_FUZZ"] == "1" {
    package.targets.append(
        .executableTarget(
            name: "meridian-fuzz", dependencies: ["MeridianFileFormat", "MeridianFiles"], path: "Tests/Fuzz",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
}
