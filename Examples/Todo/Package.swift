// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Depends on Meridian as any app would: by address and version. `make test` sets
// MERIDIAN_PACKAGE_URL to a tagged clone of the working tree, so the example builds against it.
let meridian = ProcessInfo.processInfo.environment["MERIDIAN_PACKAGE_URL"] ?? "https://github.com/meridian-dev/meridian"

let package = Package(
    name: "Todo",
    dependencies: [
        // No traits: the libraries alone, without the command line's parser (see the README).
        .package(url: meridian, from: "0.7.0", traits: [])
    ],
    targets: [
        .target(name: "TodoCore", dependencies: [.product(name: "MeridianStore", package: "meridian")]),
        .executableTarget(name: "Todo", dependencies: ["TodoCore"]),
        .testTarget(name: "TodoCoreTests", dependencies: ["TodoCore"]),
    ],
    swiftLanguageModes: [.v6]
)
