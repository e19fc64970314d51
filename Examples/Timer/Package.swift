// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Depends on Meridian as any app would: by address and version. `make test` sets
// MERIDIAN_PACKAGE_URL to a tagged clone of the working tree, so the example builds against it.
let meridian = ProcessInfo.processInfo.environment["MERIDIAN_PACKAGE_URL"] ?? "https://github.com/meridian-dev/meridian"

let package = Package(
    name: "Timer",
    dependencies: [
        // No traits: the libraries alone, without the command line's parser (see the README).
        .package(url: meridian, from: "0.7.0", traits: [])
    ],
    targets: [
        // The countdown's values and pure functions, its timers declared as a function of state: no GTK.
        .target(
            name: "TimerCore",
            dependencies: [.product(name: "MeridianKitCore", package: "meridian")]),
        // The window, described, and the GLib timers that run what the state asks for.
        .target(
            name: "TimerWindow",
            dependencies: ["TimerCore", .product(name: "MeridianKit", package: "meridian")]),
        .executableTarget(
            name: "Timer",
            dependencies: ["TimerCore", "TimerWindow", .product(name: "MeridianKit", package: "meridian")]),
        // The reducer, the subscriptions and the history's rules as values, and recorded sessions replayed.
        .testTarget(
            name: "TimerTests",
            dependencies: ["TimerCore", .product(name: "MeridianKitTesting", package: "meridian")],
            exclude: ["RecordedSessions"]),
        // The ticks run on after Undo and stop while the slider shows the past (no display), and
        // the window audited for controls a screen reader could not name (needs a display).
        .testTarget(
            name: "TimerWindowTests",
            dependencies: ["TimerCore", "TimerWindow", .product(name: "MeridianKit", package: "meridian")]),
    ],
    swiftLanguageModes: [.v6]
)
