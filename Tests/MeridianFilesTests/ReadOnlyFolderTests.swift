import Foundation
import MeridianCore
@testable import MeridianFiles
@testable import MeridianKitStorage
import MeridianStore
import Testing

/// A state folder that cannot be written — here a read-only bind mount, as a backup or a
/// read-only home would be — shows the history saved there instead of an empty one, and says
/// that what the user does now is not saved. Root ignores permissions, so the test needs a
/// mount, which only root may make: it runs where it can (CI runs as root).
@MainActor
@Suite(.serialized) struct ReadOnlyFolderTests: StateFolderSuite {
    static let catalog = SystemTimeZones.catalog()
    let loader = FileLoader(catalog: ReadOnlyFolderTests.catalog)

    /// Runs `/bin/NAME ARGUMENTS`; whether it succeeded.
    nonisolated static func run(_ name: String, _ arguments: String...) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/\(name)")
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    nonisolated static var canMount: Bool { getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/bin/mount") }

    @Test(.enabled(if: canMount)) func aFolderThatCannotBeWrittenShowsItsSavedHistory() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-ro-\(UUID().uuidString)").path
        let source = StateFolder(path: "\(base)/source"), mounted = StateFolder(path: "\(base)/mounted")
        try FileManager.default.createDirectory(atPath: source.path, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: mounted.path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: source, loader: loader)
        for index in 0..<700 { store.send(ProbeActions.action(index)) }
        store.jump(to: 40)
        autosave.close()
        #expect(!FileManager.default.fileExists(atPath: AppHistoryFile.path(inFolder: source.path) + "-shm"), "a clean quit leaves no shared memory file")

        try #require(Self.run("mount", "--bind", source.path, mounted.path))
        defer { _ = Self.run("umount", mounted.path) }
        try #require(Self.run("mount", "-o", "remount,bind,ro", mounted.path))
        #expect(access(mounted.path, W_OK) != 0)

        let shown = makeStore()
        let launch = LaunchRestore.restore(into: shown, from: mounted, loader: loader)
        #expect(launch.restored)
        #expect(launch.file == nil)
        #expect(launch.autosaveOff == "Autosave is off: \(mounted.path) cannot be written. The history saved there is shown; what you do now is not saved.")
        // At the present, as every launch opens; the slider's step comes back to go back to.
        #expect(!shown.timeline.isPreviewing && launch.leftOff?.step == 40)
        store.returnToPresent()
        #expect(try shown.archive() == store.archive())
        #expect(try shown.state(atStep: 3) == store.state(atStep: 3), "older segments are read from the mounted file")
    }
}
