import Foundation
import MeridianCore
@testable import MeridianFiles
@testable import MeridianGtk
import MeridianKitCore
import MeridianStore
import TestSupport
import Testing

/// Every snapshot and session fixture through every reader the app has — the command line,
/// `meridian open`, the window's import, and the launch restore of an autosaved session — each
/// refusing exactly what `NAME.expected` says, in the same words, naming the file, and changing
/// nothing; or, without `.expected`, reading it.
@Suite struct EveryReaderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("MeridianFilesTests/Fixtures")
    static let catalog = SystemTimeZones.catalog()

    struct Fixture: CustomStringConvertible, Sendable {
        var kind: MeridianFile.Kind
        var name: String
        var path: String { EveryReaderTests.fixtures.appendingPathComponent("\(kind.rawValue)s/\(name)").path }
        var description: String { "\(kind.rawValue)s/\(name)" }

        /// The problems the file must be refused with, a line each; `nil` for a valid file.
        var expected: [String]? { expected(in: ".expected") }

        /// What `meridian open` says, which reads a file as the kind its format names: the same,
        /// except for a file whose format names one kind and whose body is the other's.
        var expectedByOpen: [String]? { expected(in: ".open.expected") ?? expected }

        private func expected(in suffix: String) -> [String]? {
            let file = path.replacingOccurrences(of: ".json", with: suffix)
            return (try? String(contentsOfFile: file, encoding: .utf8))?
                .trimmingCharacters(in: .newlines).replacingOccurrences(of: "{path}", with: path)
                .split(separator: "\n").map(String.init)
        }
    }

    static func all(_ kind: MeridianFile.Kind) -> [Fixture] {
        let folder = fixtures.appendingPathComponent("\(kind.rawValue)s").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
            .map { Fixture(kind: kind, name: $0) }
    }

    static var snapshots: [Fixture] { all(.snapshot) }
    static var sessions: [Fixture] { all(.session) }

    // MARK: The command line

    /// `snapshot validate` reports on standard output (the report is what it is run for);
    /// `session replay` on standard error, where its output would be a state.
    @Test(arguments: snapshots + sessions)
    func commandLine(_ fixture: Fixture) throws {
        let run = try fixture.kind == .snapshot ? meridian("snapshot", "validate", fixture.path) : meridian("session", "replay", fixture.path)
        let report = fixture.kind == .snapshot ? run.output : run.errors
        if let expected = fixture.expected {
            #expect(run.status == 1)
            #expect(report == lines(expected, file: fixture.path), "\(fixture)")
        } else {
            let accepted = fixture.kind == .snapshot ? "\(fixture.path): valid\n" : ""
            #expect(run.status == 0 && report == accepted, "\(fixture): \(report)")
            if fixture.kind == .session {
                let verified = try meridian("session", "replay", "--verify", fixture.path)
                #expect(verified.status == 0, "\(fixture) is valid, so its log replays to what it recorded: \(verified.output)")
            }
        }
    }

    /// A session the app records with a return of one scope — the document, the view or the
    /// player taken back to a step while the rest stays — exported as the window exports it,
    /// replays to the states it recorded.
    @MainActor
    @Test(arguments: AppHistory.scopes.map(\.id))
    func aSessionWithAReturnOfOneScopeVerifies(_ scope: String) async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        let zones = store.state.document.zones
        store.send(.clockList(.sortOrderChosen(.byName)))
        store.send(.clockList(.removeButtonClicked(zoneID: zones[0].id)))
        store.send(.tick(at: store.state.now.adding(seconds: 60)))
        store.send(.player(.rateChosen(2)))
        let panel = HistoryPanelStore()
        store.chooseHistoryScope(scope, panel: panel)
        store.jumpWithChosenScope(to: 1, panel: panel)
        #expect(store.isPreviewing)
        // Acting in the past returns there (the chosen scope only), then acts.
        store.send(.clockList(.sortOrderChosen(.byOffset)))
        #expect(!store.isPreviewing)
        let path = "\(folder.path)/returned-\(scope).json"
        let files = FileCommands(store: store, loader: FileLoader(catalog: Self.catalog), environment: .live, stateFolder: folder)
        await withCheckedContinuation { done in files.exportSession(to: path) { _ in done.resume() } }
        #expect(store.state.viewState.message?.text == "Session exported to \(path)")
        let verified = try meridian("session", "replay", "--verify", path)
        #expect(verified.status == 0, "\(scope): \(verified.output)")
    }

    /// A refused file is refused before any window opens; a valid one goes on to the window's
    /// import (the test below), which `meridian open` hands it to.
    @Test(arguments: (snapshots + sessions).filter { $0.expected != nil })
    func open(_ fixture: Fixture) throws {
        let run = try meridian("open", fixture.path)
        #expect(run.status == 1)
        #expect(run.errors == lines(fixture.expectedByOpen ?? [], file: fixture.path), "\(fixture)")
    }

    // MARK: The window

    @MainActor
    @Test(arguments: snapshots + sessions)
    func windowImport(_ fixture: Fixture) async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        store.send(.clockList(.sortOrderChosen(.byName)))
        let before = (state: store.state, steps: store.timeline.stepCount)
        let files = FileCommands(store: store, loader: FileLoader(catalog: Self.catalog), environment: .live, stateFolder: folder)
        await withCheckedContinuation { done in
            if fixture.kind == .snapshot {
                files.importSnapshot(from: fixture.path) { done.resume() }
            } else {
                files.importSession(from: fixture.path) { done.resume() }
            }
        }
        if let expected = fixture.expected {
            // What the file is, in words, first; then where it is wrong, as the other readers say.
            let loader = FileLoader(catalog: Self.catalog)
            let error = try #require(fixture.kind == .snapshot ? loader.snapshot(at: fixture.path).failure : loader.session(at: fixture.path).failure)
            #expect(error.description == expected.joined(separator: "\n"), "\(fixture)")
            if case .otherKind = error.cause {} else {
                // A newer file's version is said as a sentence, without the field's name.
                let detail = error.cause == .newer ? error.problems.last.map { String($0.message.dropFirst()) + "." } : expected.last.map { String($0.dropFirst()) }
                #expect(store.state.viewState.message?.text.hasSuffix(detail ?? "") == true, "\(fixture): the detail after")
            }
            #expect(store.state.viewState.message == FileMessages.importRefused(fixture.kind, path: fixture.path, error: error), "\(fixture)")
            var unchanged = store.state
            unchanged.viewState.message = nil
            #expect(unchanged == before.state && store.timeline.stepCount == before.steps, "\(fixture): a refused file changed nothing")
        } else {
            // A session says it was imported; a snapshot is its step, and says nothing.
            #expect(store.state.viewState.message?.text.hasPrefix("Session imported from ") ?? true, "\(fixture): \(store.state.viewState.message?.text ?? "")")
            #expect((store.state.viewState.message != nil) == (fixture.kind == .session), "\(fixture)")
            let label = store.label(ofStep: store.timeline.lastStep)
            #expect(fixture.kind == .session || label == "Imported a snapshot", "\(fixture)")
        }
    }

    // MARK: The launch restore

    /// The fixture as the session file of an autosaved state folder, restored as a launch does.
    @MainActor
    @Test(arguments: sessions)
    func launchRestore(_ fixture: Fixture) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let sessionFile = try legacyStateFolder(folder, session: fixture.path)

        let store = makeStore()
        let launch = LaunchRestore.restore(into: store, from: folder, loader: FileLoader(catalog: Self.catalog))
        if let expected = fixture.expected {
            #expect(!launch.restored)
            #expect(
                launch.notices.first?.hasPrefix("The autosaved session could not be read (\(lines(expected, file: sessionFile).dropLast())).") == true,
                "\(fixture): \(launch.notices)")
            #expect(store.state == makeStore().state && store.timeline.stepCount == 1, "\(fixture): a refused session changed nothing")
            let kept = (try? FileManager.default.contentsOfDirectory(atPath: folder.keptFolder)) ?? []
            #expect(kept.count == 1, "\(fixture): the files are kept aside, not deleted")
        } else {
            #expect(launch.restored && launch.notices.isEmpty, "\(fixture): \(launch.notices)")
            let session = try FileLoader(catalog: Self.catalog).session(at: fixture.path).get()
            #expect(try store.archive().actions == session.history.actions)
        }
    }

    // MARK: What is not a regular file

    /// Something at a path that is not a file to read: a pipe nobody writes (a plain `open` of
    /// it waits for a writer for ever), a folder, endless devices, a socket. Each is named like a
    /// session, so every reader takes it for one.
    struct NotAFile: CustomStringConvertible, Sendable {
        var description: String
        /// Makes it in `folder`; returns its path.
        var make: @Sendable (_ folder: String) throws -> String
        var problem: @Sendable (_ path: String) -> String

        static let all: [NotAFile] = [
            NotAFile(description: "a pipe nobody writes") { folder in
                let path = "\(folder)/pipe.json"
                guard mkfifo(path, 0o644) == 0 else { throw POSIXError(.init(rawValue: errno)!) }
                return path
            } problem: { "\($0) is not a regular file" },
            NotAFile(description: "a folder") { folder in
                let path = "\(folder)/folder.json"
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
                return path
            } problem: { "\($0) is a folder, not a file" },
            NotAFile(description: "/dev/zero") { _ in "/dev/zero" } problem: { "\($0) is not a regular file" },
            NotAFile(description: "/dev/urandom") { _ in "/dev/urandom" } problem: { "\($0) is not a regular file" },
            NotAFile(description: "a socket") { folder in
                let path = "\(folder)/socket.json"
                let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
                defer { close(socket) }
                var address = sockaddr_un()
                address.sun_family = sa_family_t(AF_UNIX)
                withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8) + [0]) }
                let bound = withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
                }
                guard bound == 0 else { throw POSIXError(.init(rawValue: errno)!) }
                return path
            } problem: { "\($0) is not a regular file" },
        ]
    }

    /// The command line refuses it at once, in the same words whatever the command.
    @Test(.timeLimit(.minutes(10)), arguments: NotAFile.all)
    func commandLineRefusesWhatIsNotAFile(_ notAFile: NotAFile) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let path = try notAFile.make(folder.path)
        let expected = lines([notAFile.problem(path)], file: path)
        let validate = try meridian(["snapshot", "validate", path])
        #expect(validate.status == 1 && validate.output == expected, "\(validate.output)")
        for arguments in [["session", "replay", path], ["session", "replay", "--verify", path], ["open", path]] {
            let run = try meridian(arguments)
            #expect(run.status == 1 && run.errors == expected, "\(arguments): \(run.errors)")
        }
    }

    /// The window's imports and its open of a file from the desktop refuse it with the same
    /// words, as a message, changing nothing; the main thread never waits on it.
    @MainActor
    @Test(.timeLimit(.minutes(10)), arguments: NotAFile.all)
    func windowRefusesWhatIsNotAFile(_ notAFile: NotAFile) async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let path = try notAFile.make(folder.path)
        let name = URL(fileURLWithPath: path).lastPathComponent
        let store = makeStore()
        let before = (state: store.state, steps: store.timeline.stepCount)
        let files = FileCommands(store: store, loader: FileLoader(catalog: Self.catalog), environment: .live, stateFolder: folder)
        let opened = await withCheckedContinuation { done in files.openedFile(at: path) { done.resume(returning: $0) } }
        #expect(opened.kind == .session, "refused, it is imported as the session its name says, whose import says why")
        for kind in [OpenedFile.Kind.snapshot, .session] {
            store.send(.messageDismissed)
            await withCheckedContinuation { done in
                if kind == .snapshot { files.importSnapshot(from: path) { done.resume() } } else { files.importSession(from: path) { done.resume() } }
            }
            #expect(store.state.viewState.message?.text == "Could not read “\(name)”.\n\(notAFile.problem(path))", "\(kind)")
            var unchanged = store.state
            unchanged.viewState.message = nil
            #expect(unchanged == before.state && store.timeline.stepCount == before.steps, "\(kind): a refused file changed nothing")
        }
    }

    // MARK: A huge file that stops being one early

    /// A session that is damaged 1,500 bytes in and then goes on for 300 MB (of zero bytes, a
    /// sparse file): every reader refuses it at that byte, in the very words it uses for a
    /// small file damaged the same way, having read only the start.
    @MainActor
    @Test(.timeLimit(.minutes(10)))
    func aHugeFileDamagedEarlyIsRefusedAtItsFirstBadByteByEveryReader() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let start = try Data(contentsOf: URL(fileURLWithPath: Fixture(kind: .session, name: "a-panel-action-of-before.json").path)).prefix(1500)
        let small = "\(folder.path)/small.json", huge = "\(folder.path)/huge.json"
        try (start + Data(count: 64)).write(to: URL(fileURLWithPath: small))
        try start.write(to: URL(fileURLWithPath: huge))
        #expect(truncate(huge, 300 << 20) == 0)

        let loader = FileLoader(catalog: Self.catalog)
        let read = try loader.bytes(at: huge, kind: .session).get()
        #expect(read.count < 2 << 20, "only the start is read and held: \(read.count) bytes")
        let expected = try #require(loader.session(at: small).failure)
        #expect(expected.description.contains("line 61, column 16"), "\(expected)")
        #expect(loader.session(at: huge).failure == expected)

        for arguments in [["session", "replay"], ["session", "replay", "--verify"], ["open"]] {
            let refusal = try meridian(arguments + [small]).errors.replacingOccurrences(of: small, with: huge)
            let run = try meridian(arguments + [huge])
            #expect(run.status == 1 && run.errors == refusal, "\(arguments): \(run.errors)")
        }

        let store = makeStore()
        let files = FileCommands(store: store, loader: loader, environment: .live, stateFolder: folder)
        await withCheckedContinuation { done in files.importSession(from: huge) { done.resume() } }
        #expect(store.state.viewState.message == FileMessages.importRefused(.session, path: huge, error: expected))

        let launchFolder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: launchFolder.path) }
        _ = try legacyStateFolder(launchFolder, session: huge)
        let launch = LaunchRestore.restore(into: makeStore(), from: launchFolder, loader: loader)
        #expect(!launch.restored && launch.notices.first?.contains(expected.description) == true, "\(launch.notices)")
    }

    /// A long session the fast reader leaves to the ordinary one (a name with a quote, which is
    /// escaped) after it has given back some of the file's bytes: the loader reads the file
    /// again, and the session is whole.
    @Test @MainActor
    func aLongSessionWithSomethingUnusualLateInItsLogIsReadWhole() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        var rules = AppHistory.rules()
        rules.foldsTransients = false
        let store = Store(initialState: makeStore().present, reducer: AppReducer(catalog: Self.catalog), history: rules)
        let (zone, noon) = (store.present.document.zones[2].id, store.present.now)
        for index in 0..<48_000 {
            store.send(index == 47_000 ? .detail(.nameTextChanged(zoneID: zone, text: "“Home” \"at last\"")) : .tick(at: noon.adding(seconds: Double(index))))
        }
        let path = "\(folder.path)/long.json"
        let session = Session(history: try store.archive(), createdAt: noon)
        try session.jsonData().write(to: URL(fileURLWithPath: path))
        #expect(try FileLoader(catalog: Self.catalog).session(at: path).get() == session)
    }

    // MARK: Helpers

    @MainActor
    func makeStore() -> Store<AppState, AppAction, AppEffect> {
        let noon = Instant(millisecondsSince1970: 1_774_785_600_000)
        return Store(
            initialState: AppState.firstLaunch(now: noon, userTimeZone: "Europe/London"), reducer: AppReducer(catalog: Self.catalog),
            history: AppHistory.rules())
    }

    /// The state folder of the Meridian before the database: `session-0.json` (moved from
    /// `session`) and a journal that continues it (the fixture's journal cut after its header
    /// record), moved into the database at launch. Returns the session file's path.
    func legacyStateFolder(_ folder: StateFolder, session: String) throws -> String {
        let journal = try Data(contentsOf: Self.fixtures.appendingPathComponent("state-folder-journal/journal"))
        let magic = "MERIDIAN-JOURNAL\n".utf8.count
        let headerEnd = magic + 8 + (Int(journal[magic]) | Int(journal[magic + 1]) << 8)
        try journal.prefix(headerEnd).write(to: URL(fileURLWithPath: "\(folder.path)/journal"))
        let sessionFile = "\(folder.path)/session-0.json"
        try FileManager.default.copyItem(atPath: session, toPath: sessionFile)
        return sessionFile
    }

    func temporaryFolder() throws -> StateFolder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-readers-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return StateFolder(path: path)
    }

    /// `FILE: problem`, a line each, as every reader prints them.
    func lines(_ problems: [String], file: String) -> String {
        problems.map { "\(file): \($0)\n" }.joined()
    }

    func meridian(_ arguments: String...) throws -> CommandLineTests.Run {
        try CommandLineTests().meridian(arguments)
    }

    func meridian(_ arguments: [String]) throws -> CommandLineTests.Run {
        try CommandLineTests().meridian(arguments)
    }
}
