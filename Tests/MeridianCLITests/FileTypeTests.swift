import Foundation
import MeridianCore
import MeridianFiles
import MeridianKitFiles
import MeridianStore
import Testing
import TestSupport

/// What a file manager makes of the files Meridian writes: shared-mime-info with Meridian's
/// file types (Resources/dev.meridian.Meridian.xml) installed in a folder of the test's own,
/// asked through `xdg-mime` as GNOME asks it. Exports are named as the export dialogs suggest.
@Suite struct FileTypeTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A data folder with Meridian's file types and the system's beside it.
    struct Desktop {
        let root: URL
        var share: URL { root.appendingPathComponent("share") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-types-\(UUID().uuidString)")
            let packages = root.appendingPathComponent("share/mime/packages")
            try FileManager.default.createDirectory(at: packages, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: FileTypeTests.repository.appendingPathComponent("Resources/dev.meridian.Meridian.xml"),
                to: packages.appendingPathComponent("dev.meridian.Meridian.xml"))
            #expect(try run("/usr/bin/update-mime-database", [root.appendingPathComponent("share/mime").path]).status == 0)
        }

        /// The type the desktop gives the file at `path`.
        func type(of path: String) throws -> String {
            try run("/usr/bin/xdg-mime", ["query", "filetype", path]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        }

        func run(_ executable: String, _ arguments: [String]) throws -> ProcessRun {
            try ProcessRun(executable, arguments, environment: [
                "XDG_DATA_HOME": root.appendingPathComponent("home").path, "XDG_DATA_DIRS": "\(share.path):/usr/share",
                "XDG_CURRENT_DESKTOP": "GNOME",
            ])
        }
    }

    @Test @MainActor func exportsOfBothKindsNamedJSONAreMeridianFiles() throws {
        let desktop = try Desktop()
        defer { try? FileManager.default.removeItem(at: desktop.root) }
        let start = Instant(millisecondsSince1970: 1_774_785_600_000)
        let store = Store(
            initialState: AppState.firstLaunch(now: start, userTimeZone: "Europe/London"), reducer: AppReducer(catalog: SystemTimeZones.catalog()),
            history: AppHistory.rules())
        store.send(.clockList(.rowActivated(zoneID: WorldClock.standard.zones[2].id)))
        store.send(.clockList(.sortOrderChosen(.byName)))

        // As Export Snapshot… and Export Session… write them (FileCommands).
        let snapshot = desktop.root.appendingPathComponent("Meridian snapshot.json").path
        try AtomicFile.write(Snapshot(state: store.present, createdAt: start).jsonData(), to: snapshot)
        let session = desktop.root.appendingPathComponent("Meridian session.json").path
        try Session.writeFile(store.archiveSource().stream(), createdAt: start, to: session)

        #expect(try desktop.type(of: snapshot) == "application/x-meridian-snapshot")
        #expect(try desktop.type(of: session) == "application/x-meridian-session")
    }

    @Test func theFormatFieldIsFoundHoweverTheColonIsSpacedAndOtherJSONStaysJSON() throws {
        let desktop = try Desktop()
        defer { try? FileManager.default.removeItem(at: desktop.root) }
        for (index, colon) in [":", ": ", " : ", " :"].enumerated() {
            for kind in ["snapshot", "session"] {
                let file = desktop.root.appendingPathComponent("\(kind)-\(index).json").path
                try Data("{\"createdAt\"\(colon)\"2026-03-29T12:00:00.000Z\",\"format\"\(colon)\"meridian.\(kind)\"}".utf8)
                    .write(to: URL(fileURLWithPath: file))
                #expect(try desktop.type(of: file) == "application/x-meridian-\(kind)", "\"format\"\(colon)…")
            }
        }
        let other = desktop.root.appendingPathComponent("other.json").path
        try Data("{\"format\": \"meridian.weather\", \"note\": \"meridian.snapshot\"}".utf8).write(to: URL(fileURLWithPath: other))
        #expect(try desktop.type(of: other) == "application/json")
    }
}
