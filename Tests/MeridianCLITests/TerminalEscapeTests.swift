import Foundation
import MeridianCore
import MeridianFiles
import MeridianKitCore
import MeridianKitFiles
import MeridianStore
import Testing

/// A file cannot drive the terminal it is looked at in: every subcommand, run over files whose
/// strings and whose own names hold escape sequences, C1 controls and bidirectional overrides,
/// prints them escaped, never as they are.
@Suite struct TerminalEscapeTests {
    /// What a hostile file holds: a title sequence, a clear screen, a one-character CSI, DEL, a
    /// right-to-left override and an isolate, a carriage return and a newline.
    static let hostile = "a\u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}31m\u{7F}\u{85}\u{202E}\u{2066}\u{200F}\r\nz"
    /// What a name may hold (no controls): only bidirectional formatting.
    static let reordering = "Ho\u{202E}me\u{2066}\u{061C}"
    /// A file or folder name: anything but `/` and NUL.
    static let hostileName = "x\u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}\u{202E}\u{0A}\u{7F}"

    /// Every subcommand the command line has, as its help lists them: a new one must be run here.
    static let covered: Set<[String]> = [
        ["open"], ["snapshot", "validate"], ["snapshot", "show"], ["snapshot", "diff"], ["session", "replay"],
        ["history", "info"], ["history", "kept", "list"], ["history", "kept", "restore"], ["history", "kept", "forget"],
    ]

    @Test func everySubcommandIsRunHere() throws {
        func leaves(_ path: [String]) throws -> [[String]] {
            let help = try CommandLineTests().meridian(path + ["--help"]).output
            guard let section = help.range(of: "SUBCOMMANDS:\n") else { return [path] }
            let names = help[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("  ") }
                .compactMap { line -> String? in
                    let words = line.split(separator: " ")
                    // A subcommand's name is indented by two; its abstract, wrapped, by more.
                    return line.hasPrefix("   ") ? nil : words.first.map(String.init)
                }
                .filter { $0 != "help" }
            return try names.flatMap { try leaves(path + [$0]) }
        }
        let all = try leaves([])
        #expect(all.count >= Self.covered.count, "\(all)")
        #expect(Set(all) == Self.covered, "run every subcommand over hostile files here: \(all)")
    }

    @Test @MainActor func noSubcommandPrintsAControlOrBidirectionalCharacterFromAFileOrAPath() async throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-escapes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: top) }
        let folder = top.appendingPathComponent("folder-\(Self.hostileName)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func file(_ name: String) -> String { folder.appendingPathComponent("\(name)-\(Self.hostileName).json").path }
        let catalog = SystemTimeZones.catalog()
        let loader = FileLoader(catalog: catalog)

        // A valid snapshot whose strings are hostile, one the app refuses for them, and one of neither.
        let plain = try loader.snapshot(at: CommandLineTests().fixture("valid")).get()
        var state = plain.state
        state.document.zones[1].name = Self.reordering
        state.player.media?.title = Self.hostile
        state.player.media?.uri = "file:///tmp/\(Self.reordering).ogv"
        state.viewState.selection?.searchText = Self.hostile
        state.viewState.message = UserMessage(verbatim: Self.hostile)
        let valid = file("valid")
        try AtomicFile.write(Snapshot(state: state, createdAt: plain.createdAt).jsonData(), to: valid)
        _ = try loader.snapshot(at: valid).get()  // the hostile strings are ones a snapshot may hold
        state.document.zones[0].identifier = "Mars/\(Self.hostile)"
        state.document.zones[2].name = " \(Self.reordering) "
        let invalid = file("invalid")
        try AtomicFile.write(Snapshot(state: state, createdAt: plain.createdAt).jsonData(), to: invalid)
        let notJSON = file("not-json")
        try Data("{\"format\": \"\(Self.hostile)".utf8).write(to: URL(fileURLWithPath: notJSON))
        let missing = file("missing")

        // A session whose steps are named by hostile strings, and one whose log was tampered with.
        let start = Instant(millisecondsSince1970: 1_774_785_600_000)
        func makeStore() -> Store<AppState, AppAction, AppEffect> {
            Store(
                initialState: AppState.firstLaunch(now: start, userTimeZone: "Europe/London"), reducer: AppReducer(catalog: catalog),
                history: AppHistory.rules(checkpointInterval: 2), now: { start.adding(seconds: 60).date })
        }
        let store = makeStore()
        let newYork = WorldClock.standard.zones[2].id
        store.send(.clockList(.rowActivated(zoneID: newYork)))
        store.send(.detail(.nameTextChanged(zoneID: newYork, text: Self.reordering)))
        store.send(.player(.mediaOpened(uri: "file:///tmp/\(Self.reordering).ogv", title: Self.hostile)))
        store.send(.clockList(.sortOrderChosen(.byName)))
        let session = file("session")
        try AtomicFile.write(Session(history: store.archive(), createdAt: start).jsonData(), to: session)
        var archive = try store.archive()
        archive.checkpoints[0].document.zones[2].name = "Tampered"
        let tampered = file("tampered")
        try AtomicFile.write(Session(history: archive, createdAt: start).jsonData(), to: tampered)

        // An autosaved history in a hostile folder, with a history kept aside for a hostile reason.
        let home = folder.appendingPathComponent("state-\(Self.hostileName)").path
        let autosave = Autosave(store: store, folder: StateFolder(path: "\(home)/meridian"), loader: loader)
        let other = makeStore()
        other.send(.detail(.nameTextChanged(zoneID: newYork, text: Self.reordering)))
        let restored = try #require(store.historyRestorer()).read(try other.archive())
        #expect(autosave.replaceHistory(keepingAsideAs: Self.hostile, at: start.millisecondsSince1970 + 120_000) { store.replaceHistory(with: restored) })
        await withCheckedContinuation { synced in autosave.flush { synced.resume() } }
        autosave.close()
        let environment = ["XDG_STATE_HOME": home]

        let runs: [(covers: [String], arguments: [String])] = [
            (["snapshot", "validate"], ["snapshot", "validate", valid, invalid, notJSON, missing, folder.path]),
            (["snapshot", "validate"], ["snapshot", "validate", "--\(Self.hostileName)", valid]),
            (["snapshot", "show"], ["snapshot", "show", valid]),
            (["snapshot", "show"], ["snapshot", "show", invalid]),
            (["snapshot", "show"], ["snapshot", "show", missing]),
            (["snapshot", "diff"], ["snapshot", "diff", CommandLineTests().fixture("valid"), valid]),
            (["snapshot", "diff"], ["snapshot", "diff", valid, invalid]),
            (["snapshot", "diff"], ["snapshot", "diff", valid]),
            (["session", "replay"], ["session", "replay", session]),
            (["session", "replay"], ["session", "replay", session, "--to", "2"]),
            (["session", "replay"], ["session", "replay", session, "--json"]),
            (["session", "replay"], ["session", "replay", session, "--verify"]),
            (["session", "replay"], ["session", "replay", tampered, "--verify"]),
            (["session", "replay"], ["session", "replay", valid]),
            (["session", "replay"], ["session", "replay", notJSON]),
            (["session", "replay"], ["session", "replay", session, "--to", Self.hostileName]),
            (["open"], ["open", invalid]),
            (["open"], ["open", notJSON]),
            (["open"], ["open", missing]),
            (["history", "info"], ["history", "info"]),
            (["history", "info"], ["history", "info", "--json"]),
            (["history", "kept", "list"], ["history", "kept"]),
            (["history", "kept", "list"], ["history", "kept", "list", "--json"]),
            (["history", "kept", "forget"], ["history", "kept", "forget", "1"]),
            (["history", "kept", "forget"], ["history", "kept", "forget", "9"]),
            (["history", "kept", "restore"], ["history", "kept", "restore", "9"]),
            (["history", "kept", "restore"], ["history", "kept", "restore", "1"]),
            (["history", "kept", "forget"], ["history", "kept", "forget", "1", "--yes"]),
        ]
        #expect(Set(runs.map(\.covers)) == Self.covered)
        var everything = ""
        for run in runs {
            let result = try CommandLineTests().meridian(run.arguments, environment: environment)
            let printed = result.output + result.errors
            // Named by code point, so that a failure does not print them as they are either.
            let raw = printed.unicodeScalars.filter { TerminalText.needsEscaping($0) && $0 != "\n" }.map { "U+\(String($0.value, radix: 16))" }
            #expect(raw.isEmpty, "meridian \(run.arguments.map { TerminalText.escaped($0) }) printed \(raw) as it is: \(TerminalText.escaped(printed))")
            everything += printed
        }
        // What the files and paths hold was said, escaped.
        let namesSaid = everything.contains("x\\e]0;owned\\a\\e[2J\\u{9b}\\u{202e}\\n\\x7f")
        let stringsSaid = everything.contains("a\\e]0;owned\\a\\e[2J\\u{9b}31m\\x7f\\u{85}\\u{202e}\\u{2066}\\u{200f}\\r\\nz")
        let zoneNameSaid = everything.contains("Ho\\u{202e}me\\u{2066}\\u{61c}")
        #expect(namesSaid && stringsSaid && zoneNameSaid, "the file names, the strings inside and a zone's name, escaped: \(TerminalText.escaped(everything))")
        // JSON stays JSON, with the same strings in it.
        let replayed = try CommandLineTests().meridian(["session", "replay", session, "--json"]).output
        let snapshot = try FileLoader(catalog: catalog).reader.snapshot(from: Array(replayed.utf8)).get()
        #expect(snapshot.state.player.media?.title == Self.hostile)
    }
}
