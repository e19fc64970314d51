import Foundation
import MeridianKitFiles
import MeridianCore
import MeridianFiles
import MeridianStore
import Testing

/// `meridian`'s subcommands as scripts run them: the built executable, its output, its exit status.
@Suite struct CommandLineTests {
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("meridian").path
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("MeridianFilesTests/Fixtures/snapshots").path

    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    func meridian(_ arguments: String...) throws -> Run {
        try meridian(arguments)
    }

    /// Runs `meridian`; one that has not ended within `timeLimit` seconds is killed and fails the
    /// test, so a command that blocks (on a pipe nobody writes, say) cannot hang the suite.
    func meridian(
        _ arguments: [String], environment: [String: String] = [:], timeLimit: Double = 120, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = arguments
        // No display: the subcommands must not need one.
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "DISPLAY" && $0.key != "WAYLAND_DISPLAY" }
            .merging(environment) { $1 }
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let overdue = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: overdue)
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        overdue.cancel()
        if process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGTERM {
            Issue.record("meridian \(arguments.joined(separator: " ")) had not ended after \(Int(timeLimit)) s", sourceLocation: sourceLocation)
        }
        return Run(status: process.terminationStatus, output: out, errors: err)
    }

    func fixture(_ name: String) -> String { "\(Self.fixtures)/\(name).json" }

    @Test func validateSaysOfEachFileWhetherItIsValidAndListsEveryProblemOfTheRest() throws {
        let valid = try meridian("snapshot", "validate", fixture("valid"))
        #expect(valid.status == 0 && valid.output == "\(fixture("valid")): valid\n", "one file is answered as several are")
        let invalid = try meridian("snapshot", "validate", fixture("several-problems"), fixture("valid"), fixture("newer-version"))
        #expect(invalid.status == 1)
        #expect(invalid.output.split(separator: "\n").map(String.init) == [
            "\(fixture("several-problems")): state.document.zones[0].identifier: \"Mars/Olympus\" is not a known time zone",
            "\(fixture("several-problems")): state.viewState.detail.zoneID: AA000000-0000-0000-0000-000000000001 is not the id of any zone in state.document.zones",
            "\(fixture("several-problems")): state.player.rate: -1 is not a playback speed; it must be from 0.0625 to 16",
            "\(fixture("valid")): valid",
            "\(fixture("newer-version")): version: this file is format version 3; this Meridian reads up to version 2",
        ])
    }

    @Test func showSummarisesWithoutADisplay() throws {
        let run = try meridian("snapshot", "show", fixture("valid"))
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Meridian snapshot made 2026-03-29T12:00:00.000Z")
        #expect(lines.contains("Selected: Home (Asia/Kolkata)"))
        #expect(lines.contains("Adding a time zone, searching “kol”"))
        #expect(lines.contains("Player: Paused · clip — file:///tmp/clip.ogv at 0:12 / 1:00"))
        #expect(lines.contains { $0.hasPrefix("  New York  ") })
        let broken = try meridian("snapshot", "show", fixture("unknown-time-zone"))
        #expect(broken.status == 1)
        #expect(broken.errors.contains("state.document.zones[3].identifier: \"Mars/Olympus\" is not a known time zone"))
    }

    @Test func diffSaysWhatChanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var state = try FileLoader(catalog: SystemTimeZones.catalog()).snapshot(at: fixture("valid")).get().state
        state.document.zones[1].name = "Home town"
        state.viewState.master.sortOrder = .byName
        let later = folder.appendingPathComponent("later.json").path
        try AtomicFile.write(Snapshot(state: state, createdAt: Instant(millisecondsSince1970: 0)).jsonData(), to: later)
        let run = try meridian("snapshot", "diff", fixture("valid"), later)
        #expect(run.status == 1, "snapshots that differ exit 1, as diff and cmp do")
        #expect(run.output == "~ renamed London to Home town\n~ viewState.master.sortOrder: manual → byName\n")
        let same = try meridian("snapshot", "diff", fixture("valid"), fixture("valid"))
        #expect(same.status == 0 && same.output == "The two snapshots hold the same state.\n")
        // Trouble is 2, whatever it is: a file that is not a valid snapshot, one that is not
        // there, arguments that do not parse.
        let invalid = try meridian("snapshot", "diff", fixture("valid"), fixture("unknown-time-zone"))
        #expect(invalid.status == 2 && invalid.errors.contains("is not a known time zone"))
        #expect(try meridian("snapshot", "diff", fixture("valid"), folder.appendingPathComponent("none.json").path).status == 2)
        let unparsed = try meridian("snapshot", "diff", fixture("valid"))
        #expect(unparsed.status == 2 && unparsed.errors.contains("Missing expected argument"), "\(unparsed.errors)")
    }

    @Test @MainActor func replayShowsAnyStepAndVerifyFindsATamperedLog() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = SystemTimeZones.catalog()
        let start = Instant(millisecondsSince1970: 1_774_785_600_000)
        let store = Store(
            initialState: AppState.firstLaunch(now: start, userTimeZone: "Europe/London"), reducer: AppReducer(catalog: catalog),
            history: AppHistory.rules(checkpointInterval: 4))
        let newYork = WorldClock.standard.zones[2].id
        store.send(.clockList(.rowActivated(zoneID: newYork)))
        for text in ["H", "Ho", "Home"] { store.send(.detail(.nameTextChanged(zoneID: newYork, text: text))) }
        for second in 1...10 { store.send(.tick(at: start.adding(seconds: Double(second)))) }
        store.send(.clockList(.sortOrderChosen(.byName)))
        let path = folder.appendingPathComponent("session.json").path
        try AtomicFile.write(Session(history: store.archive(), createdAt: start).jsonData(), to: path)

        let atStep1 = try meridian("session", "replay", path, "--to", "1")
        #expect(atStep1.status == 0)
        // Selecting the row led to the rename: one step.
        #expect(atStep1.output.hasPrefix("Step 1 · Renamed New York to Home\n"))
        #expect(atStep1.output.contains("Selected: Home (America/New_York)"))
        let atEnd = try meridian("session", "replay", path)
        #expect(atEnd.output.hasPrefix("Step 2 · Sorted by name\n"))
        #expect(try meridian("session", "replay", path, "--to", "9").errors.contains("--to 9: the session has steps 0 to 2"))
        let negative = try meridian("session", "replay", path, "--to", "-1")
        #expect(negative.status != 0 && negative.errors.contains("--to -1: the session has steps 0 to 2"), "\(negative.errors)")
        let verified = try meridian("session", "replay", path, "--verify")
        #expect(verified.status == 0)
        // Ten ticks between two steps are one entry: the last.
        #expect(verified.output == "\(path): all 6 actions replay to the states that were recorded\n")

        var archive = try store.archive()
        archive.checkpoints[0].document.zones[2].name = "Tampered"
        let tampered = folder.appendingPathComponent("tampered.json").path
        try AtomicFile.write(Session(history: archive, createdAt: start).jsonData(), to: tampered)
        let caught = try meridian("session", "replay", tampered, "--verify")
        #expect(caught.status == 1)
        // The entry at fault in the words the slider gives its step, not a Swift dump.
        #expect(caught.output == "\(tampered): the state recorded after log entry 3 (Renamed Ho to Home) differs from what replaying the log gives\n")
    }

    @Test @MainActor func historyInfoSaysWhatTheAutosavedHistoryHolds() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-info-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = ["XDG_STATE_HOME": home]
        #expect(try meridian(["history", "info"], environment: environment).output
            == "No autosaved history in \(home)/meridian yet; no Meridian is writing it.\n")

        let start = Instant(millisecondsSince1970: 1_774_785_600_000)
        var clock = start.millisecondsSince1970
        let store = Store(
            initialState: AppState.firstLaunch(now: start, userTimeZone: "Europe/London"),
            reducer: AppReducer(catalog: SystemTimeZones.catalog()), history: AppHistory.rules(checkpointInterval: 4),
            now: {
                clock += 60_000
                return Instant(millisecondsSince1970: clock).date
            })
        let autosave = Autosave(store: store, folder: StateFolder(path: "\(home)/meridian"), loader: FileLoader(catalog: SystemTimeZones.catalog()))
        for second in 1...5_000 { store.send(.tick(at: start.adding(seconds: Double(second)))) }  // folded to one
        for order in [SortOrder.byName, .byOffset, .manual] { store.send(.clockList(.sortOrderChosen(order))) }
        await withCheckedContinuation { synced in autosave.flush { synced.resume() } }

        let running = try meridian(["history", "info", "--json"], environment: environment)
        let summary = try JSONDecoder().decode(AutosavedHistorySummary.self, from: Data(running.output.utf8))
        #expect(summary.exists && summary.writerHoldsLock)
        #expect(summary.steps == 3 && summary.entries == 4 && summary.checkpoints == 1 && summary.checkpointInterval == 4)
        #expect(summary.firstStepTime == start.adding(seconds: 60) && summary.lastStepTime == start.adding(seconds: 240))
        #expect(summary.bytesOnDisk > 0 && summary.keptHistories == 0 && summary.keptFilesBytes == 0 && summary.check == "ok")

        autosave.close()
        let text = try meridian(["history", "info"], environment: environment).output.split(separator: "\n").map(String.init)
        #expect(text == [
            "Autosaved history in \(home)/meridian/history.sqlite3; no Meridian is writing it.",
            "3 steps after the start, from 2026-03-29T12:01:00.000Z to 2026-03-29T12:04:00.000Z",
            "Log: 4 entries, with 1 checkpoint (one every 4 entries)",
            text.count > 3 ? text[3] : "",
            "Kept histories: none",
            "Files kept aside in \(home)/meridian/kept (damaged or earlier histories): 0 bytes",
        ])
        #expect(text.count > 3 && text[3].hasPrefix("On disk: ") && text[3].hasSuffix(" KB"), "\(text)")
    }

    /// A database an older Meridian wrote is the user's, not an error: `history info` reads
    /// it as the app would after migrating it, and leaves the file exactly as it was.
    @Test func historyInfoReadsADatabaseOfAnOlderSchemaWithoutChangingIt() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-old-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("meridian")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = folder.appendingPathComponent("history.sqlite3")
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: Self.fixtures).deletingLastPathComponent().appendingPathComponent("state-folder-schema-4/history.sqlite3"), to: database)
        let before = try Data(contentsOf: database)
        let run = try meridian(["history", "info", "--json"], environment: ["XDG_STATE_HOME": home.path])
        #expect(run.status == 0, "\(run.errors)")
        let summary = try JSONDecoder().decode(AutosavedHistorySummary.self, from: Data(run.output.utf8))
        #expect(summary.exists && summary.steps > 0 && summary.entries > 0 && summary.check == "ok", "\(summary)")
        #expect(try Data(contentsOf: database) == before, "the file is the older Meridian's still")
        #expect(try meridian(["history", "kept"], environment: ["XDG_STATE_HOME": home.path]).output == "No history is kept aside.\n")
    }

    /// `--fresh` says what it did with the history it replaced: kept aside when anything was
    /// done in it, nothing to keep when not (an empty history is never kept).
    @Test @MainActor func aFreshStartKeepsAsideOnlyAHistoryWithSteps() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-fresh-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let folder = StateFolder(path: "\(home)/meridian")
        let loader = FileLoader(catalog: SystemTimeZones.catalog())
        let start = Instant(millisecondsSince1970: 1_774_785_600_000)
        #expect(KeptHistories.startAfresh(in: folder, loader: loader, at: start) == .success(.noDatabase))
        func session(_ actions: [AppAction]) async {
            let store = Store(
                initialState: AppState.firstLaunch(now: start, userTimeZone: "Europe/London"), reducer: AppReducer(catalog: SystemTimeZones.catalog()),
                history: AppHistory.rules())
            let autosave = Autosave(store: store, folder: folder, loader: loader)
            for action in actions { store.send(action) }
            await withCheckedContinuation { synced in autosave.flush { synced.resume() } }
            autosave.close()
        }
        await session([])
        #expect(KeptHistories.startAfresh(in: folder, loader: loader, at: start) == .success(.nothingToKeep))
        await session([.clockList(.sortOrderChosen(.byName))])
        #expect(KeptHistories.startAfresh(in: folder, loader: loader, at: start) == .success(.keptAside(number: 1)))
    }

    /// `meridian history kept` on a folder where an import kept the earlier history aside: it
    /// lists it (as text and as JSON), says what forgetting it would free without doing it
    /// unless told `--yes`, and brings it back, keeping the one it replaces aside in its turn.
    @Test @MainActor func historyKeptListsBringsBackAndForgets() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-kept-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = ["XDG_STATE_HOME": home]
        #expect(try meridian(["history", "kept"], environment: environment).output == "No history is kept aside.\n")

        try await keepAsideByAnImport(in: home)

        let listed = try JSONDecoder().decode([KeptHistories.Entry].self, from: Data(try meridian(["history", "kept", "--json"], environment: environment).output.utf8))
        #expect(listed.count == 1 && listed.first?.number == 1 && listed.first?.reason == "before-import" && listed.first?.steps == 3)
        let text = try meridian(["history", "kept"], environment: environment).output
        #expect(text.hasPrefix("1. kept 2026-03-29T12:02:00.000Z (Before an import): 3 steps, "), "\(text)")
        // The kept history is counted apart from the files in kept/, which are none here.
        let info = try meridian(["history", "info"], environment: environment).output
        #expect(info.contains("Kept histories: 1, holding ") && info.contains("(damaged or earlier histories): 0 bytes"), "\(info)")

        let asked = try meridian(["history", "kept", "forget", "1"], environment: environment)
        #expect(asked.status == 0 && asked.output.hasPrefix("Forgetting kept history 1 would free ") && asked.output.contains("Nothing was changed"))
        #expect(try meridian(["history", "kept", "--json"], environment: environment).output.contains("\"before-import\""))

        #expect(try meridian(["history", "kept", "restore", "1"], environment: environment).status == 0)
        let restoredInfo = try JSONDecoder().decode(
            AutosavedHistorySummary.self, from: Data(try meridian(["history", "info", "--json"], environment: environment).output.utf8))
        #expect(restoredInfo.steps == 3, "the three steps are the autosaved history again")
        #expect(restoredInfo.keptHistories == 1 && restoredInfo.keptHistoriesBytes > 0)
        let after = try JSONDecoder().decode([KeptHistories.Entry].self, from: Data(try meridian(["history", "kept", "--json"], environment: environment).output.utf8))
        #expect(after.map(\.reason) == ["before-restore"] && after.first?.steps == 1, "the imported one is kept aside in its turn")

        let forgotten = try meridian(["history", "kept", "forget", "\(after[0].number)", "--yes"], environment: environment)
        #expect(forgotten.status == 0 && forgotten.output.hasPrefix("Kept history \(after[0].number) is forgotten; "))
        #expect(try meridian(["history", "kept"], environment: environment).output == "No history is kept aside.\n")
    }

    /// A state folder in `home` whose autosaved history of three steps an import of one step
    /// kept aside, as the window does.
    @MainActor func keepAsideByAnImport(in home: String) async throws {
        let start = Instant(millisecondsSince1970: 1_774_785_600_000)
        func makeStore() -> Store<AppState, AppAction, AppEffect> {
            Store(
                initialState: AppState.firstLaunch(now: start, userTimeZone: "Europe/London"),
                reducer: AppReducer(catalog: SystemTimeZones.catalog()), history: AppHistory.rules(checkpointInterval: 4), now: { start.adding(seconds: 60).date })
        }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: StateFolder(path: "\(home)/meridian"), loader: FileLoader(catalog: SystemTimeZones.catalog()))
        for order in [SortOrder.byName, .byOffset, .manual] { store.send(.clockList(.sortOrderChosen(order))) }
        // A session of one step, imported as the window imports one: the three steps kept aside.
        let other = makeStore()
        other.send(.clockList(.sortOrderChosen(.byName)))
        let restored = try #require(store.historyRestorer()).read(try other.archive())
        #expect(autosave.replaceHistory(keepingAsideAs: "before-import", at: start.millisecondsSince1970 + 120_000) { store.replaceHistory(with: restored) })
        await withCheckedContinuation { synced in autosave.flush { synced.resume() } }
        autosave.close()
    }

    /// Ctrl+C at any moment of `history kept restore` leaves the history as it was or as
    /// restored, never between, and nothing that a later command cannot read: killed (`kill
    /// -9`, harsher than Ctrl+C, which a test runner may have its children ignore) later and
    /// later after its start until it ends first, each outcome is one of the two.
    @Test @MainActor func restoreInterruptedAnywhereLeavesTheHistoriesBeforeOrAfter() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-kept-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = ["XDG_STATE_HOME": home]
        try await keepAsideByAnImport(in: home)
        /// The autosaved history's steps, and each kept history's reason and steps.
        func histories() throws -> String {
            let info = try meridian(["history", "info", "--json"], environment: environment)
            let kept = try meridian(["history", "kept", "--json"], environment: environment)
            #expect(info.status == 0 && kept.status == 0, "\(info.errors)\(kept.errors)")
            let steps = try JSONDecoder().decode(AutosavedHistorySummary.self, from: Data(info.output.utf8)).steps
            let entries = try JSONDecoder().decode([KeptHistories.Entry].self, from: Data(kept.output.utf8))
            return "\(steps) steps; kept: " + entries.map { "\($0.reason) of \($0.steps)" }.joined(separator: ", ")
        }
        let (before, after) = ("1 steps; kept: before-import of 3", "3 steps; kept: before-restore of 1")
        #expect(try histories() == before)
        var interrupted = 0
        // Half again as late each time: kills all through the start, the reading and the writing.
        for delay in sequence(first: 1.0, next: { $0 * 1.5 }).prefix(while: { $0 < 8000 }) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.executable)
            process.arguments = ["history", "kept", "restore", "1"]
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(delay * 1000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = try histories()
            #expect(now == before || now == after, "killed \(Int(delay)) ms after its start, it left \(now)")
            if process.terminationReason == .exit, process.terminationStatus == 0 {
                #expect(now == after)
                break
            }
            interrupted += 1
            if now == after { break }
        }
        // However slow the machine, one left alone to its end restores.
        if try histories() == before { #expect(try meridian(["history", "kept", "restore", "1"], environment: environment).status == 0) }
        #expect(try histories() == after)
        print("restore killed \(interrupted) times before one ended")
    }

    /// po/de.po compiled into `catalogs`, as `make` compiles it; the environment that reads it.
    func germanCatalog(in catalogs: URL) throws -> [String: String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let messages = catalogs.appendingPathComponent("de/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["-o", messages.appendingPathComponent("meridian.mo").path, root.appendingPathComponent("po/de.po").path]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        try #require(msgfmt.terminationStatus == 0)
        return ["LANG": "C.UTF-8", "LANGUAGE": "de", "MERIDIAN_LOCALEDIR": catalogs.path]
    }

    /// Every count `meridian history` says, in German, in its singular and its plural, and
    /// every reason in words: histories of one step and of two, one kept aside of each.
    @Test @MainActor func theHistoryCommandsCountInGerman() async throws {
        let catalogs = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-locale-\(UUID())")
        defer { try? FileManager.default.removeItem(at: catalogs) }
        let home = catalogs.appendingPathComponent("state").path
        let german = try germanCatalog(in: catalogs).merging(["XDG_STATE_HOME": home]) { $1 }
        let start = Instant(millisecondsSince1970: 1_774_785_600_000)
        let store = Store(
            initialState: AppState.firstLaunch(now: start, userTimeZone: "Europe/London"),
            reducer: AppReducer(catalog: SystemTimeZones.catalog()), history: AppHistory.rules(checkpointInterval: 1), now: { start.date })
        let autosave = Autosave(store: store, folder: StateFolder(path: "\(home)/meridian"), loader: FileLoader(catalog: SystemTimeZones.catalog()))
        for (index, steps) in [[SortOrder.byName], [.byOffset, .manual], [.byName]].enumerated() {
            for order in steps { store.send(.clockList(.sortOrderChosen(order))) }
            guard index < 2 else { continue }
            // Kept aside as an import keeps it: first the history of one step, then the one of two.
            let fresh = Store(
                initialState: AppState.firstLaunch(now: start, userTimeZone: "Europe/London"),
                reducer: AppReducer(catalog: SystemTimeZones.catalog()), history: AppHistory.rules(checkpointInterval: 1), now: { start.date })
            let restored = try #require(store.historyRestorer()).read(try fresh.archive())
            #expect(autosave.replaceHistory(keepingAsideAs: "before-import", at: start.millisecondsSince1970) { store.replaceHistory(with: restored) })
        }
        await withCheckedContinuation { synced in autosave.flush { synced.resume() } }
        autosave.close()

        let info = try meridian(["history", "info"], environment: german).output
        let kept = try meridian(["history", "kept"], environment: german).output
        #expect(info.contains("1 Schritt nach dem Start"), "\(info)")
        #expect(info.contains("Protokoll: 1 Eintrag, mit 1 Prüfpunkt (einer je 1 Eintrag)"), "\(info)")
        #expect(info.contains("Beiseitegelegte Verläufe: 2, mit "), "\(info)")
        #expect(info.contains("(beschädigte oder frühere Verläufe): 0 Bytes"), "\(info)")
        #expect(kept.contains("(Vor einem Import): 1 Schritt, ") && kept.contains("(Vor einem Import): 2 Schritte, "), "\(kept)")
        for english in ["step", "entr", "checkpoint", " bytes", "before-import", "none", "Kept", "disk"] {
            #expect(!(info + kept).contains(english), "“\(english)” is said in English: \(info)\(kept)")
        }
    }

    /// The command line speaks the user's language: po/de.po compiled as `make` compiles it.
    @Test func theCommandLineSpeaksGermanWithTheGermanCatalog() throws {
        let catalogs = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-locale-\(UUID())")
        defer { try? FileManager.default.removeItem(at: catalogs) }
        let german = try germanCatalog(in: catalogs)
        let same = try meridian(["snapshot", "diff", fixture("valid"), fixture("valid")], environment: german)
        #expect(same.output == "Die beiden Schnappschüsse enthalten denselben Zustand.\n")
        #expect(try meridian(["snapshot", "--help"], environment: german).output.contains("Prüft, zeigt und vergleicht Schnappschussdateien."))

        // A German locale, built here as `locales` builds it, groups the digits of numbers.
        let localeFolder = catalogs.appendingPathComponent("locales")
        try FileManager.default.createDirectory(at: localeFolder, withIntermediateDirectories: true)
        let localedef = Process()
        localedef.executableURL = URL(fileURLWithPath: "/usr/bin/localedef")
        localedef.arguments = ["-i", "de_DE", "-f", "UTF-8", localeFolder.appendingPathComponent("de_DE.UTF-8").path]
        try localedef.run()
        localedef.waitUntilExit()
        try #require(localedef.terminationStatus == 0, "localedef from Debian's locales package")
        var snapshot = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: fixture("valid")))) as! [String: Any]
        var state = snapshot["state"] as! [String: Any]
        var view = state["viewState"] as! [String: Any]
        view["message"] = String(repeating: "m", count: 2_001)
        state["viewState"] = view
        snapshot["state"] = state
        let long = catalogs.appendingPathComponent("long-message.json")
        try JSONSerialization.data(withJSONObject: snapshot).write(to: long)
        let inGermany = german.merging(["LC_ALL": "de_DE.UTF-8", "LOCPATH": localeFolder.path]) { $1 }
        let refused = try meridian(["snapshot", "validate", long.path], environment: inGermany)
        #expect(refused.output.contains("state.viewState.message: ist 2.001 Zeichen lang; erlaubt sind für eine Meldung höchstens 2.000"), "\(refused.output)")
    }

    @Test func versionSaysTheAppsVersion() throws {
        #expect(try meridian("--version").output == AppInfo.version + "\n")
    }

    /// What the file manager hands to `meridian open`: a Meridian file is checked before any
    /// window opens, and refused with the reason; anything else is media for the player.
    @Test func openTellsAMeridianFileFromMediaAndRefusesABrokenOne() throws {
        let loader = FileLoader(catalog: SystemTimeZones.catalog())
        #expect(try loader.openedKind(at: fixture("valid")).get() == .snapshot)
        let clip = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID()).ogv").path
        try Data([0x4F, 0x67, 0x67, 0x53, 0x00, 0x02] + [UInt8](repeating: 0, count: 100)).write(to: URL(fileURLWithPath: clip))
        defer { try? FileManager.default.removeItem(atPath: clip) }
        #expect(try loader.openedKind(at: clip).get() == nil)
        #expect(MeridianFile.isMeantToBeOne(named: "trip", startingWith: Array("\n  {\"format\"".utf8)))
        #expect(MeridianFile.isMeantToBeOne(named: "Trip.JSON", startingWith: [UInt8]()))
        #expect(!MeridianFile.isMeantToBeOne(named: "clip.ogv", startingWith: [0x4F, 0x67]))

        #expect(loader.claimedKind(at: fixture("unknown-time-zone")) == .snapshot, "its import says why, not that it is no session")
        #expect(loader.claimedKind(at: clip) == .session)
        let broken = try meridian("open", fixture("unknown-time-zone"))
        #expect(broken.status != 0)
        #expect(broken.errors.contains("is not a known time zone"), "\(broken.errors)")
    }

    @Test(arguments: [["--help"], ["open", "--help"], ["snapshot", "validate", "--help"], ["snapshot", "show", "--help"],
                      ["snapshot", "diff", "--help"], ["session", "replay", "--help"], ["history", "info", "--help"]])
    func everySubcommandExplainsItself(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output.contains("USAGE: meridian"))
    }
}
