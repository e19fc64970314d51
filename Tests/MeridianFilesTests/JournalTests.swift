import Foundation
import MeridianCore
import MeridianFiles
import MeridianStore
import Testing

/// Autosave as it fails in life: killed mid-write, torn, bit-flipped, empty, newer, unwritable,
/// and written by two processes at once.
@MainActor
@Suite(.serialized) struct JournalTests {
    static let probe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("meridian-journal-probe").path
    static let catalog = SystemTimeZones.catalog()
    let loader = FileLoader(catalog: JournalTests.catalog)

    func temporaryFolder() throws -> StateFolder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-journal-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return StateFolder(path: path)
    }

    func makeStore() -> Store<AppState, AppAction, AppEffect> {
        Store(initialState: ProbeActions.initialState, reducer: AppReducer(catalog: Self.catalog), history: AppHistory.rules())
    }

    /// The recovered history in a store, and that its log is the probe's sequence from the start.
    func restore(_ recovery: SessionJournal.Recovery) throws -> (Store<AppState, AppAction, AppEffect>, Int) {
        let store = makeStore()
        let history = try #require(recovery.history)
        try store.restoreHistory(from: history)
        let actions = history.actions
        #expect(actions == (0..<actions.count).map(ProbeActions.action), "the recovered log is a prefix of what was sent")
        // The state equals an independent replay of the log through the reducer.
        var replayed = ProbeActions.initialState
        let reducer = AppReducer(catalog: Self.catalog)
        for action in actions { _ = reducer.reduce(into: &replayed, action: action) }
        #expect(store.present == replayed)
        return (store, actions.count)
    }

    /// Starts the journal probe with `arguments`; what it prints is read into the `LastSynced`.
    func startProbe(_ arguments: String...) throws -> (Process, LastSynced) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.probe)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let lastSynced = LastSynced()
        output.fileHandleForReading.readabilityHandler = { handle in
            lastSynced.read(String(decoding: handle.availableData, as: UTF8.self))
        }
        return (process, lastSynced)
    }

    /// Kills the probe with SIGKILL, as a crash or a power cut would stop the app, and stops reading it.
    func killProbe(_ process: Process) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        (process.standardOutput as? Pipe)?.fileHandleForReading.readabilityHandler = nil
    }

    @Test func everyActionSyncedBeforeASIGKILLComesBack() async throws {
        var random = SystemRandomNumberGenerator()
        for round in 0..<3 {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder.path) }
            let (process, lastSynced) = try startProbe(folder.path, "10000")
            let delay = UInt64.random(in: 150...1_200, using: &random)
            try await Task.sleep(nanoseconds: delay * 1_000_000)
            killProbe(process)
            let synced = lastSynced.value
            let recovery = SessionJournal.recover(from: folder, loader: loader)
            let (_, recovered) = try restore(recovery)
            #expect(recovered >= synced, "round \(round): killed after \(delay) ms; \(synced) synced, \(recovered) recovered")
            #expect(process.terminationReason == .uncaughtSignal || recovered == 10_000)
        }
    }

    /// A long idle run (the clock ticking, nothing else) writes nothing, and a kill -9 in the
    /// middle of it loses nothing the user did: the clock then reads the relaunch's time.
    @Test func aKillInALongIdleRunLosesNothingTheUserDid() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let (process, lastSynced) = try startProbe(folder.path, "600", "idle")
        while lastSynced.idle == nil, process.isRunning { try await Task.sleep(nanoseconds: 20_000_000) }
        let journal = "\(folder.path)/journal"
        let sizeAtIdle = try #require(FileManager.default.attributesOfItem(atPath: journal)[.size] as? Int)
        try await Task.sleep(nanoseconds: 1_500_000_000)  // tens of thousands of ticks
        let sizeAfterIdling = try #require(FileManager.default.attributesOfItem(atPath: journal)[.size] as? Int)
        killProbe(process)
        #expect(sizeAfterIdling == sizeAtIdle, "the idle run wrote to the journal")
        let (store, recovered) = try restore(SessionJournal.recover(from: folder, loader: loader))
        #expect(recovered == lastSynced.idle, "\(recovered) recovered, \(lastSynced.idle ?? -1) synced")
        #expect(store.present.now == ProbeActions.start.adding(seconds: 594))  // the last tick before the last step
    }

    /// Between two steps, only the last of each replaceable transient reaches the journal;
    /// those after the last step are saved at quit; the restored present is the one recorded.
    @Test func aFoldedRunIsJournaledWhenAStepBeginsAndAtQuit() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder)
        let start = ProbeActions.start
        for second in 1...1_000 { store.send(.tick(at: start.adding(seconds: Double(second)))) }
        store.send(.clockList(.sortOrderChosen(.byName)))
        for second in 1_001...2_000 {
            store.send(.tick(at: start.adding(seconds: Double(second))))
            store.send(.player(.pointerMoved(at: start.adding(seconds: Double(second)))))
        }
        autosave.close()
        let recovered = try #require(SessionJournal.recover(from: folder, loader: loader).history)
        #expect(recovered.actions == [
            .tick(at: start.adding(seconds: 1_000)), .clockList(.sortOrderChosen(.byName)),
            .tick(at: start.adding(seconds: 2_000)), .player(.pointerMoved(at: start.adding(seconds: 2_000))),
        ])
        let restored = makeStore()
        try restored.restoreHistory(from: recovered)
        #expect(restored.present == store.present)
        #expect(restored.state(atStep: 1) == store.state(atStep: 1))
    }

    func writeJournal(actions count: Int, to folder: StateFolder) {
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder)
        for index in 0..<count { store.send(ProbeActions.action(index)) }
        autosave.close()
    }

    @Test func aJournalTornMidRecordIsCutAtTheLastGoodRecord() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        writeJournal(actions: 200, to: folder)
        let journal = "\(folder.path)/journal"
        let size = try #require(FileManager.default.attributesOfItem(atPath: journal)[.size] as? Int)
        truncate(journal, off_t(size - 7))
        let recovery = SessionJournal.recover(from: folder, loader: loader)
        let (_, recovered) = try restore(recovery)
        #expect(recovered == 199)
        #expect(recovery.damagedBytes > 0)
        #expect(recovery.notice?.hasPrefix("Your session was restored with 199 actions; the last ") == true)
        #expect(recovery.notice?.hasSuffix(" bytes of its journal were damaged (a crash or a power cut) and were left out.") == true)
        // The cut is made on disk too, so the journal goes on after the last good record.
        #expect(SessionJournal.recover(from: folder, loader: loader).damagedBytes == 0)
    }

    @Test func aFlippedByteEndsTheJournalThere() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        writeJournal(actions: 300, to: folder)
        let journal = "\(folder.path)/journal"
        var bytes = try #require(FileManager.default.contents(atPath: journal))
        let middle = bytes.count / 2
        bytes[middle] ^= 0x20
        try bytes.write(to: URL(fileURLWithPath: journal))
        let recovery = SessionJournal.recover(from: folder, loader: loader)
        let (_, recovered) = try restore(recovery)
        #expect(recovered > 100 && recovered < 300)
        #expect(recovery.damagedBytes > 0)
    }

    @Test func anEmptyOrMissingJournalIsAFirstLaunch() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        #expect(SessionJournal.recover(from: folder, loader: loader).history == nil)
        #expect(FileManager.default.createFile(atPath: "\(folder.path)/journal", contents: Data()))
        let recovery = SessionJournal.recover(from: folder, loader: loader)
        #expect(recovery.history == nil && recovery.notice == nil)
    }

    @Test func aJournalFromANewerMeridianIsKeptAsideNotRead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        writeJournal(actions: 10, to: folder)
        let journal = "\(folder.path)/journal"
        try rewriteHeaderVersion(of: journal, to: 3)
        let recovery = SessionJournal.recover(from: folder, loader: loader)
        #expect(recovery.history == nil)
        #expect(recovery.notice?.hasPrefix("The autosave journal was written by a newer Meridian (journal version 3, this build reads 2). It was kept aside in \(folder.keptFolder)/") == true)
        #expect(!FileManager.default.fileExists(atPath: journal))
    }

    /// Rewrites a journal's header record with another version (same length), and its checksum.
    func rewriteHeaderVersion(of journal: String, to version: Int) throws {
        var bytes = try #require(FileManager.default.contents(atPath: journal).map(Array.init))
        let magic = Array("MERIDIAN-JOURNAL\n".utf8).count
        let length = Int(bytes[magic]) | Int(bytes[magic + 1]) << 8
        let text = String(decoding: bytes[(magic + 8)..<(magic + 8 + length)], as: UTF8.self)
        #expect(text.contains("\"version\":2"))
        let header = Array(text.replacingOccurrences(of: "\"version\":2", with: "\"version\":\(version)").utf8)
        bytes.replaceSubrange((magic + 8)..<(magic + 8 + length), with: header)
        withUnsafeBytes(of: crc32(header).littleEndian) { bytes.replaceSubrange((magic + 4)..<(magic + 8), with: $0) }
        try Data(bytes).write(to: URL(fileURLWithPath: journal))
    }

    /// The Meridian before folding wrote journal version 1 with every transient in it; its state
    /// folder is restored on first launch with every step as it was, and goes on from there.
    @Test func aStateFolderFromTheMeridianBeforeFoldingComesBackWhole() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        var rules = AppHistory.rules()
        rules.foldsTransients = false
        let old = Store(initialState: ProbeActions.initialState, reducer: AppReducer(catalog: Self.catalog), history: rules)
        let autosave = Autosave(store: old, folder: folder)
        let start = ProbeActions.start
        for second in 1...300 {
            old.send(.tick(at: start.adding(seconds: Double(second))))
            old.send(.player(.pointerMoved(at: start.adding(seconds: Double(second)))))
            if second % 50 == 0 { old.send(.clockList(.sortOrderChosen(second % 100 == 0 ? .byName : .byOffset))) }
        }
        autosave.close()
        try rewriteHeaderVersion(of: "\(folder.path)/journal", to: 1)

        let recovered = try #require(SessionJournal.recover(from: folder, loader: loader).history)
        #expect(recovered.actions == old.archive().actions, "every entry the old journal held is read")
        let restored = makeStore()
        try restored.restoreHistory(from: recovered)
        #expect(restored.present == old.present)
        #expect(restored.timeline.stepCount == old.timeline.stepCount)
        for step in 0..<old.timeline.stepCount {
            #expect(restored.state(atStep: step) == old.state(atStep: step))
            #expect(restored.label(ofStep: step) == old.label(ofStep: step))
            #expect(restored.time(ofStep: step) == old.time(ofStep: step))
        }
        // The new Meridian goes on in the same folder, folding from here on.
        let goingOn = Autosave(store: restored, folder: folder)
        restored.send(.clockList(.sortOrderChosen(.byOffset)))
        goingOn.close()
        let again = makeStore()
        try again.restoreHistory(from: try #require(SessionJournal.recover(from: folder, loader: loader).history))
        #expect(again.present == restored.present)
        #expect(again.timeline.stepCount == old.timeline.stepCount + 1)
    }

    @Test func anUnreadableSessionThatCannotBeKeptAsideIsLeftAloneAndAutosaveStaysOff() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let journal = "\(folder.path)/journal"
        #expect(FileManager.default.createFile(atPath: journal, contents: Data("not a journal".utf8)))
        // A file where the kept folder should be: nothing can be moved into it.
        #expect(FileManager.default.createFile(atPath: folder.keptFolder, contents: Data()))
        let launch = LaunchRestore.restore(into: makeStore(), from: folder, loader: loader)
        #expect(!launch.restored && !launch.mayAutosave)
        let notice = try #require(launch.notices.first)
        #expect(notice.hasPrefix("The autosave journal is not a Meridian journal. It could not be kept aside (could not write \(folder.keptFolder)/unreadable-"))
        #expect(notice.hasSuffix(": part of the path is not a folder), so Meridian runs without autosave and leaves it as it is."))
        #expect(FileManager.default.contents(atPath: journal) == Data("not a journal".utf8))
    }

    @Test func aStateFolderThatCannotBeWrittenTurnsAutosaveOffAndTheAppRuns() {
        // As root, permissions do not stop writes; /proc is a file system nothing can be created in.
        let store = makeStore()
        let autosave = Autosave(store: store, folder: StateFolder(path: "/proc/meridian-state"))
        guard case .off(let reason) = autosave.status else {
            Issue.record("autosave is on in /proc")
            return
        }
        #expect(reason.hasPrefix("Autosave is off: /proc/meridian-state "))
        store.send(ProbeActions.action(2))
        autosave.flush()
        #expect(store.timeline.stepCount == 2)
    }

    @Test func onlyOneWriterAtATime() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let first = Autosave(store: makeStore(), folder: folder)
        #expect(first.status == .on)
        let second = Autosave(store: makeStore(), folder: folder)
        #expect(second.status == .off(reason: "Autosave is off: another Meridian is saving to \(folder.path)."))
        withExtendedLifetime(first) {}
    }

    @Test func theSliderPositionComesBackToo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder)
        for index in 0..<30 { store.send(ProbeActions.action(index)) }
        store.jump(to: 3, scope: AppHistory.document)
        autosave.close()
        let recovery = SessionJournal.recover(from: folder, loader: loader)
        #expect(recovery.history?.cursor == .init(step: 3, scope: "document"))
        let (restored, _) = try restore(recovery)
        #expect(restored.timeline.isPreviewing && restored.timeline.currentStep == 3 && restored.timeline.scopeID == "document")
    }

    @Test func freshKeepsTheOldSessionAside() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        writeJournal(actions: 20, to: folder)
        try SessionJournal.keepAside(folder, reason: "fresh")
        #expect(SessionJournal.recover(from: folder, loader: loader).history == nil)
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.keptFolder)
        #expect(kept.count == 1 && kept[0].hasPrefix("fresh-"))
        let inside = try FileManager.default.contentsOfDirectory(atPath: "\(folder.keptFolder)/\(kept[0])").sorted()
        #expect(inside == ["journal", "session-0.json"])
        let (_, recovered) = try restore(SessionJournal.recover(from: StateFolder(path: "\(folder.keptFolder)/\(kept[0])"), loader: loader))
        #expect(recovered == 20)
    }

    @Test func aRestoredSessionGoesOnJournalingWhereItStopped() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        writeJournal(actions: 50, to: folder)
        let recovery = SessionJournal.recover(from: folder, loader: loader)
        let (store, _) = try restore(recovery)
        let autosave = Autosave(store: store, folder: folder, continuing: recovery)
        for index in 50..<80 { store.send(ProbeActions.action(index)) }
        autosave.close()
        let (_, recovered) = try restore(SessionJournal.recover(from: folder, loader: loader))
        #expect(recovered == 80)
        // It appended to the same journal: the session file still holds the first launch only.
        #expect(FileManager.default.fileExists(atPath: "\(folder.path)/session-0.json"))
    }

    @Test func aLongJournalIsCompactedIntoASessionFileAndGoesOn() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder)
        autosave.compactionThreshold = 100
        for index in 0..<250 {
            store.send(ProbeActions.action(index))
            if index % 20 == 19 { autosave.flush() }
        }
        autosave.close()
        let sessions = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("session-") }
        #expect(sessions.count == 1 && sessions != ["session-0.json"])
        let (_, recovered) = try restore(SessionJournal.recover(from: folder, loader: loader))
        #expect(recovered == 250)
    }
}

/// The last "synced N" a probe printed (lines arrive on a reader thread).
final class LastSynced: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""
    private var synced = 0
    private var idleAt: Int?

    var value: Int { lock.withLock { synced } }
    /// The entries synced when the probe began its idle run, once it has.
    var idle: Int? { lock.withLock { idleAt } }

    func read(_ text: String) {
        lock.withLock {
            buffer += text
            while let newline = buffer.firstIndex(of: "\n") {
                let line = buffer[..<newline]
                if line.hasPrefix("synced "), let count = Int(line.dropFirst(7)) { synced = max(synced, count) }
                if line.hasPrefix("idle "), let count = Int(line.dropFirst(5)) { idleAt = count }
                buffer.removeSubrange(...newline)
            }
        }
    }
}

private func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
}
