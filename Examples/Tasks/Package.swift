// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Depends on Meridian as any app would: by address and version. `make test` sets
// MERIDIAN_PACKAGE_URL to a tagged clone of the working tree, so the example builds against it.
let meridian = ProcessInfo.processInfo.environment["MERIDIAN_PACKAGE_URL"] ?? "https://github.com/meridian-dev/meridian"

let package = Package(
    name: "Tasks",
    dependencies: [
        // No traits: the libraries alone, without the command line's parser (see the README).
        .package(url: meridian, from: "0.7.0", traits: [])
    ],
    targets: [
        .target(
            name: "TasksCore",
            dependencies: [.product(name: "MeridianStore", package: "meridian"), .product(name: "MeridianKitCore", package: "meridian")]),
        .target(
            name: "TasksWindow",
            dependencies: ["TasksCore", .product(name: "MeridianKit", package: "meridian")]),
        .executableTarget(
            name: "Tasks",
            dependencies: ["TasksCore", "TasksWindow", .product(name: "MeridianKit", package: "meridian")]),
        // Sessions recorded in the app, replayed through today's reducer.
        .testTarget(
            name: "TasksTests",
            dependencies: ["TasksCore", .product(name: "MeridianKitTesting", package: "meridian")],
            exclude: ["RecordedSessions"]),
        // The window, described, audited for controls a screen reader could not name (needs a display).
        .testTarget(
            name: "TasksWindowTests",
            dependencies: ["TasksCore", "TasksWindow", .product(name: "MeridianKit", package: "meridian")]),
    ],
    swiftLanguageModes: [.v6]
)
