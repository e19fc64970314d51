// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// Where the compiler finds GTK's and GStreamer's headers, from pkg-config, for the app's
/// targets that see them; the module maps link their libraries.
///
/// CGtk and CGStreamer are not `pkgConfig:` system libraries because SwiftPM reads those for every
/// package that depends on Meridian, library users included, and warns there about the `-pthread`
/// that GLib asks for. Asked here, pkg-config's answer reaches the app's targets only.
let desktopHeaders: [SwiftSetting] = {
    let pkgConfig = Process()
    pkgConfig.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    pkgConfig.arguments = ["pkg-config", "--cflags-only-I", "gtk+-3.0", "gstreamer-pbutils-1.0"]
    let output = Pipe()
    pkgConfig.standardOutput = output
    pkgConfig.standardError = FileHandle.nullDevice
    guard (try? pkgConfig.run()) != nil else { return [] }
    let flags = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    pkgConfig.waitUntilExit()
    return [.unsafeFlags(flags.split(whereSeparator: \.isWhitespace).flatMap { ["-Xcc", String($0)] })]
}()

let package = Package(
    name: "Meridian",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "MeridianStore", targets: ["MeridianStore"]),
        .executable(name: "meridian", targets: ["meridian"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .target(name: "MeridianStore"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .target(name: "RandomStates", dependencies: ["MeridianCore", "TestSupport"], path: "Tests/RandomStates"),
        .testTarget(name: "MeridianStoreTests", dependencies: ["MeridianStore", "TestSupport"]),
        .systemLibrary(name: "CIntl"),
        .target(name: "MeridianCore", dependencies: ["MeridianStore", "CIntl"]),
        .target(name: "CoreTestSupport", dependencies: ["MeridianCore"], path: "Tests/CoreTestSupport"),
        .testTarget(name: "MeridianCoreTests", dependencies: ["MeridianCore", "CoreTestSupport", "TestSupport", "RandomStates"]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // How Meridian's files become bytes and bytes become values: the strict JSON parser and
        // decoder, the fast session reader and writer. What a file means stays in the core.
        .target(name: "MeridianFileFormat", dependencies: ["MeridianCore"]),
        .testTarget(
            name: "MeridianFileFormatTests", dependencies: ["MeridianFileFormat", "MeridianStore", "CoreTestSupport", "TestSupport"]),
        .target(name: "MeridianFiles", dependencies: ["MeridianCore", "MeridianFileFormat", "CSQLite"]),
        .testTarget(
            name: "MeridianFilesTests", dependencies: ["MeridianFiles", "meridian-journal-probe", "TestSupport"], exclude: ["Fixtures"]),
        .systemLibrary(name: "CGtk"),
        .systemLibrary(name: "CGStreamer"),
        .target(
            name: "MeridianGtk", dependencies: ["MeridianCore", "MeridianFiles", "CGtk", "CGStreamer"]),
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
        // The store's figures live in Benchmarks/StoreBench, a package of its own that also
        // builds them against Meridian by version, as a user would.
        .target(name: "HeapStats", path: "Benchmarks/StoreBench/Sources/HeapStats"),
        .target(name: "StoreBenchmarks", dependencies: ["MeridianStore", "HeapStats"], path: "Benchmarks/StoreBench/Sources/StoreBenchmarks"),
        .executableTarget(
            name: "meridian-bench",
            dependencies: ["MeridianStore", "MeridianCore", "MeridianFileFormat", "MeridianFiles", "StoreBenchmarks"],
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

// Every target that imports CGtk or CGStreamer, or a module that does, needs their headers.
let desktopTargets: Set = [
    "MeridianGtk", "MeridianGtkTests", "meridian", "MeridianCLITests", "GtkBenchSupport", "meridian-gtk-bench", "meridian-player-bench",
]
for target in package.targets where desktopTargets.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + desktopHeaders
}
