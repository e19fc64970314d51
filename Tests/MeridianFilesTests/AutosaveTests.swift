import Foundation
import MeridianCore
@testable import MeridianFiles
@testable import MeridianKitStorage
import MeridianStore
import Testing

/// Autosave into the history's database as it fails in life: killed mid-write, a full disk, a
/// damaged or newer file, a folder that cannot be written, a second Meridian; and a journal
/// from before the database, moved in.
@MainActor
@Suite(.serialized) struct AutosaveTests: StateFolderSuite {
    static let probe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("meridian-journal-probe").path
    static let catalog = SystemTimeZones.catalog()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    let loader = FileLoader(catalog: AutosaveTests.catalog)

    /// That a restored log is the probe's sequence from the start, and its present an
    /// independent replay of it; the number of actions.
    func checkProbeLog(_ store: Store<AppState, AppAction, AppEffect>) throws -> Int {
        let actions = try store.archive().actions
        #expect(actions == (0..<actions.count).map(ProbeActions.action), "the restored log is a prefix of what was sent")
        var replayed = ProbeActions.initialState
        let reducer = AppReducer(catalog: Self.catalog)
        for action in actions { _ = reducer.reduce(into: &replayed, action: action) }
        #expect(store.present == replayed)
        return actions.count
    }

    /// SQLite's own check of the file, whatever its schema: a kill during the very first launch
    /// can leave it before the schema is made, which the next launch makes.
    /// Opened for writing, as the relaunch opens it: a kill while the database was being made,
    /// before it turned to write-ahead logging, leaves a hot rollback journal, which only a
    /// connection that may write rolls back (a read-only one fails with SQLITE_READONLY_ROLLBACK).
    func integrityCheck(_ folder: StateFolder) throws -> [String] {
        try SQLiteDatabase(path: AppHistoryFile.path(inFolder: folder.path), readOnly: false).integrityCheck()
    }

    /// The database's bytes on disk, its write-ahead log included.
    func databaseBytes(_ folder: StateFolder) -> Int {
        ["", "-wal"].reduce(0) { total, suffix in
            total + ((try? FileManager.default.attributesOfItem(atPath: AppHistoryFile.path(inFolder: folder.path) + suffix)[.size] as? Int) ?? 0)
        }
    }

    /// Starts the probe with `arguments`; what it prints is read into the `LastSynced`.
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

    /// 50 kills at random moments of a burst of actions: every synced action is back, the file
    /// is sound, and the slider reaches its steps.
    @Test func everyActionSyncedBeforeASIGKILLComesBack() async throws {
        var random = SystemRandomNumberGenerator()
        for round in 0..<50 {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder.path) }
            let (process, lastSynced) = try startProbe(folder.path, "100000")
            let delay = UInt64.random(in: 60...400, using: &random)
            try await Task.sleep(nanoseconds: delay * 1_000_000)
            killProbe(process)
            let synced = lastSynced.value
            if FileManager.default.fileExists(atPath: AppHistoryFile.path(inFolder: folder.path)) {
                #expect(try integrityCheck(folder) == ["ok"], "round \(round)")
            } else {
                #expect(synced == 0, "round \(round): synced without a database file")
            }
            let (store, launch) = relaunch(folder)
            #expect(launch.autosaveOff == nil && launch.notices.isEmpty, "round \(round): \(launch.notices)")
            #expect(store.logCount >= synced, "round \(round): killed after \(delay) ms; \(synced) synced, \(store.logCount) back")
            // The slider reaches every step: a sample across the whole history, and the last ones.
            let last = store.timeline.lastStep
            for step in Set(Array(stride(from: 0, through: last, by: max(1, last / 40))) + [max(0, last - 1), last]) {
                #expect((try? store.state(atStep: step)) != nil, "round \(round): step \(step) of \(last)")
            }
            if round % 5 == 4 { _ = try checkProbeLog(store) }
        }
    }

    /// A long idle run (the clock ticking, nothing else) writes nothing, and a kill -9 in the
    /// middle of it loses nothing the user did: the clock then reads the relaunch's time.
    @Test func aKillInALongIdleRunLosesNothingTheUserDid() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let (process, lastSynced) = try startProbe(folder.path, "600", "idle")
        // Not waited for without end: a probe that never idles fails the test, not the run.
        let deadline = Date().addingTimeInterval(120)
        while lastSynced.idle == nil, process.isRunning, Date() < deadline { try await Task.sleep(nanoseconds: 20_000_000) }
        guard lastSynced.idle != nil else {
            killProbe(process)
            Issue.record("the probe never began its idle run")
            return
        }
        let sizeAtIdle = databaseBytes(folder)
        try await Task.sleep(nanoseconds: 1_500_000_000)  // tens of thousands of ticks
        let sizeAfterIdling = databaseBytes(folder)
        killProbe(process)
        #expect(sizeAfterIdling == sizeAtIdle, "the idle run wrote to the database")
        let (store, _) = relaunch(folder)
        #expect(try checkProbeLog(store) == lastSynced.idle, "\(store.logCount) back, \(lastSynced.idle ?? -1) synced")
        #expect(store.present.now == ProbeActions.start.adding(seconds: 594))  // the last tick before the last step
    }

    /// Nothing polls: a step schedules one flush, which saves it; then an hour of ticks and
    /// pointer motion schedules none and writes nothing, and the next step saves the folded run.
    @Test func onlyWhatTheUserDoesSchedulesAWrite() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        func settled() async throws {
            while autosave.isFlushScheduled || autosave.syncedEntries < store.logCount {
                try await Task.sleep(nanoseconds: 5_000_000)
            }
        }
        try await settled()
        store.send(.clockList(.sortOrderChosen(.byName)))
        #expect(autosave.isFlushScheduled, "a step schedules its save")
        try await settled()
        let saved = (databaseBytes(folder), store.logCount)
        for second in 0..<3_600 {
            store.send(.tick(at: ProbeActions.start.adding(seconds: Double(second))))
            store.send(.player(.pointerMoved(at: ProbeActions.start.adding(seconds: Double(second)))))
            #expect(!autosave.isFlushScheduled, "time passing scheduled a write")
        }
        try await Task.sleep(nanoseconds: 300_000_000)
        #expect(databaseBytes(folder) == saved.0 && autosave.syncedEntries == saved.1, "the idle hour wrote to the database")
        store.send(.clockList(.sortOrderChosen(.byOffset)))
        try await settled()
        autosave.close()
        let (restored, _) = relaunch(folder)
        #expect(restored.present == store.present)
        #expect(restored.present.now == ProbeActions.start.adding(seconds: 3_599))
    }

    /// Between two steps, only the last of each replaceable transient is saved; those after the
    /// last step are saved at quit; the relaunched present is the one recorded.
    @Test func aFoldedRunIsSavedWhenAStepBeginsAndAtQuit() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        let start = ProbeActions.start
        for second in 1...1_000 { store.send(.tick(at: start.adding(seconds: Double(second)))) }
        store.send(.clockList(.sortOrderChosen(.byName)))
        for second in 1_001...2_000 {
            store.send(.tick(at: start.adding(seconds: Double(second))))
            store.send(.player(.pointerMoved(at: start.adding(seconds: Double(second)))))
        }
        autosave.close()
        let (restored, _) = relaunch(folder)
        #expect(try restored.archive().actions == [
            .tick(at: start.adding(seconds: 1_000)), .clockList(.sortOrderChosen(.byName)),
            .tick(at: start.adding(seconds: 2_000)), .player(.pointerMoved(at: start.adding(seconds: 2_000))),
        ])
        #expect(restored.present == store.present)
        #expect(try restored.state(atStep: 1) == store.state(atStep: 1))
    }

    /// A history many segments long comes back with only its last segment and its steps read;
    /// every step's state, label and time is the one recorded.
    @Test func aLongHistoryComesBackPageByPage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        for index in 0..<3_000 { store.send(ProbeActions.action(index)) }
        store.jump(to: 40)
        store.send(.clockList(.sortOrderChosen(.byOffset)))  // a restore, far back
        for index in 3_000..<3_400 { store.send(ProbeActions.action(index)) }
        autosave.close()
        let (restored, launch) = relaunch(folder)
        #expect(launch.restored)
        #expect(restored.logCount == store.logCount && restored.present == store.present)
        #expect(restored.timeline.stepCount == store.timeline.stepCount)
        for step in 0..<store.timeline.stepCount {
            #expect(try restored.state(atStep: step) == store.state(atStep: step))
            #expect(restored.label(ofStep: step) == store.label(ofStep: step))
            #expect(restored.time(ofStep: step) == store.time(ofStep: step))
        }
        #expect(try restored.archive() == store.archive())
        // And it goes on where it stopped.
        let goingOn = Autosave(store: restored, launch: launch)
        restored.send(.clockList(.sortOrderChosen(.byName)))
        goingOn.close()
        let (again, _) = relaunch(folder)
        #expect(again.present == restored.present && again.timeline.stepCount == store.timeline.stepCount + 1)
    }

    /// A quit checkpoints the write-ahead log into the database and closes every connection to
    /// it, the store's readers of its older segments too: only the database is left beside the
    /// state. The store still reads its older steps after: its reader opens again.
    @Test func aQuitLeavesOnlyTheDatabase() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        for index in 0..<3_000 { store.send(ProbeActions.action(index)) }
        autosave.close()
        let (restored, launch) = relaunch(folder)
        let goingOn = Autosave(store: restored, launch: launch)
        // Read through the launch's connection for the older segments.
        #expect(try restored.state(atStep: 1) == store.state(atStep: 1))
        restored.send(.clockList(.sortOrderChosen(.byName)))
        goingOn.close()

        let database = AppHistoryFile.path(inFolder: folder.path)
        #expect(FileManager.default.fileExists(atPath: database))
        #expect(!FileManager.default.fileExists(atPath: database + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: database + "-shm"))
        #expect(try restored.state(atStep: 2) == store.state(atStep: 2))
    }

    /// A skip far back is saved with the present it made, and a relaunch reads it back: the
    /// same steps, the same skipped set, and a history that verifies.
    @Test func aSkippedStepComesBackAfterARelaunch() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        for index in 0..<2_000 { store.send(ProbeActions.action(index)) }
        let step = store.timeline.lastStep - 300
        var outcome: Result<Void, HistorySkipError>?
        store.toggleSkip(step: step) { outcome = $0 }
        try #require(outcome != nil)
        try outcome!.get()
        store.send(ProbeActions.action(2_000))
        autosave.close()
        let (restored, launch) = relaunch(folder)
        #expect(launch.restored)
        #expect(restored.skippedSteps == [step])
        #expect(restored.present == store.present)
        #expect(restored.ineffectiveSteps == store.ineffectiveSteps)
        #expect(restored.label(ofStep: store.timeline.lastStep - 1) == store.label(ofStep: store.timeline.lastStep - 1))
        #expect(try restored.archive() == store.archive())
        #expect(try restored.verify() == nil)
    }

    /// The branches come back without reading the log: the returns are read through their own
    /// index, and each is one the log holds.
    @Test func theBranchesComeBackAfterARelaunch() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        for index in 0..<3_000 {
            store.send(ProbeActions.action(index))
            // Back a few steps and on from there, now and then: a branch each time.
            if index % 500 == 499 {
                store.jump(to: store.timeline.lastStep - 3)
                store.send(.clockList(.sortOrderChosen(.byOffset)))
            }
        }
        #expect(store.branchPoints.count == 6)
        autosave.close()
        let (restored, launch) = relaunch(folder)
        #expect(launch.restored)
        #expect(restored.branchPoints == store.branchPoints)
        for point in restored.branchPoints {
            #expect(restored.label(ofStep: point.step) == "Carried on from step \(point.returnedTo)")
        }
    }

    /// A launch opens at the present; the slider's position comes back as the step to go back to.
    @Test func theSliderPositionComesBackAsTheStepLeftOff() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        for index in 0..<30 { store.send(ProbeActions.action(index)) }
        store.jump(to: 3, scope: AppHistory.document)
        autosave.close()
        let (restored, launch) = relaunch(folder)
        #expect(!restored.timeline.isPreviewing && restored.state == store.present)
        #expect(launch.leftOff?.step == 3 && launch.leftOff?.scopeID == "document")
    }

    /// The journal and session file the Meridian before the database wrote (a fixture written
    /// by it) are moved into the database with every step, label and time, and kept aside.
    @Test func aJournalFromBeforeTheDatabaseIsMovedInAndKept() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let fixture = Self.fixtures.appendingPathComponent("state-folder-journal")
        for name in ["journal", "session-0.json"] {
            try FileManager.default.copyItem(atPath: fixture.appendingPathComponent(name).path, toPath: "\(folder.path)/\(name)")
        }
        // What the journal holds, read as the Meridian before read it.
        let before = makeStore()
        try before.restoreHistory(from: try #require(SessionJournal.recover(from: folder, loader: loader, repairing: false).history))
        let (restored, launch) = relaunch(folder)
        #expect(launch.restored && launch.autosaveOff == nil && launch.notices.isEmpty)
        #expect(try checkProbeLog(restored) == 700)
        #expect(try restored.archive() == before.archive())
        for step in 0..<before.timeline.stepCount {
            #expect(restored.label(ofStep: step) == before.label(ofStep: step))
            #expect(restored.time(ofStep: step) == before.time(ofStep: step))
        }
        #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/journal"))
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.keptFolder)
        #expect(kept.count == 1 && kept[0].hasPrefix("migrated-"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder.keptFolder)/\(kept[0])").sorted() == ["journal", "session-0.json"])
        withExtendedLifetime(launch) {}
    }

    /// An earlier Meridian opened any address; this one takes file, http and https alone, and a
    /// saved history holding another is refused as any file holding one is: kept aside, the
    /// place named, a new history begun.
    @Test func aSavedHistoryWithAnAddressOfAnotherSchemeIsKeptAside() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        var earlier = ProbeActions.initialState
        earlier.player = PlayerState(media: Media(uri: "smb://fileserver/share/clip.ogv", title: "clip"), status: .paused)
        let store = Store(initialState: earlier, reducer: AppReducer(catalog: Self.catalog), history: AppHistory.rules())
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        store.send(ProbeActions.action(1))
        autosave.close()

        let (relaunched, launch) = relaunch(folder)
        #expect(!launch.restored && launch.autosaveOff == nil)
        let notice = try #require(launch.notices.first)
        #expect(notice.contains("player.media.uri"), "\(notice)")
        #expect(notice.contains("uses the scheme “smb”, which Meridian does not open"), "\(notice)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.keptFolder).count == 1)
        #expect(relaunched.present.player.media == nil)
    }

    @Test func aDamagedDatabaseIsKeptAsideAndANewHistoryBegins() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let garbage = Data(repeating: 0x5A, count: 8192)
        #expect(FileManager.default.createFile(atPath: AppHistoryFile.path(inFolder: folder.path), contents: garbage))
        let (store, launch) = relaunch(folder)
        #expect(!launch.restored && launch.autosaveOff == nil)
        let notice = try #require(launch.notices.first)
        #expect(notice.hasPrefix("The saved history could not be read (\(AppHistoryFile.path(inFolder: folder.path)) is damaged or is not a Meridian history"))
        #expect(notice.contains("It was moved to \(folder.keptFolder)/unreadable-"))
        #expect(!notice.contains("file is not a database"), "SQLite's words say nothing more to the user: \(notice)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.keptFolder)
        #expect(FileManager.default.contents(atPath: "\(folder.keptFolder)/\(kept[0])/history.sqlite3") == garbage)
        let autosave = Autosave(store: store, launch: launch)
        store.send(ProbeActions.action(1))
        autosave.close()
        let (again, relaunched) = relaunch(folder)
        #expect(again.logCount == 1, "\(relaunched.notices) \(relaunched.autosaveOff ?? "")")
    }

    /// A database damaged where the launch first reads it, with its first page sound (found by a
    /// stranger's pass: every launch after turned autosave off, and nothing was kept aside).
    @Test(arguments: ["cut after its first page", "pages after the first overwritten", "history row that no build writes"])
    func aDatabaseDamagedPastItsFirstPageIsKeptAsideAndANewHistoryBegins(damage: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let first = makeStore()
        let autosave = Autosave(store: first, folder: folder, loader: loader)
        for index in 0..<300 { first.send(ProbeActions.action(index)) }
        autosave.close()
        let path = AppHistoryFile.path(inFolder: folder.path)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let pageSize = 4096
        switch damage {
        case "cut after its first page":
            try Data(bytes.prefix(pageSize)).write(to: URL(fileURLWithPath: path))
        case "pages after the first overwritten":
            try (Data(bytes.prefix(pageSize)) + Data(repeating: 0x5A, count: bytes.count - pageSize)).write(to: URL(fileURLWithPath: path))
        default:
            let database = try AppHistoryDatabase(meridianAt: path)
            try database.connection.execute("UPDATE history SET checkpoint_interval = 7")
            database.close()
        }

        let (store, launch) = relaunch(folder)
        #expect(!launch.restored && launch.autosaveOff == nil, "\(launch.autosaveOff ?? "")")
        let notice = try #require(launch.notices.first)
        #expect(notice.contains("It was moved to \(folder.keptFolder)/"), "\(notice)")
        let again = Autosave(store: store, launch: launch)
        store.send(ProbeActions.action(2))
        again.close()
        let (relaunched, last) = relaunch(folder)
        #expect(last.restored && last.notices.isEmpty, "\(last.notices)")
        #expect(relaunched.logCount == 1)
    }

    @Test func aDatabaseFromANewerMeridianIsLeftAsItIs() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let path = AppHistoryFile.path(inFolder: folder.path)
        try AppHistoryDatabase(meridianAt: path).connection.setUserVersion(HistorySchema.version + 1)
        let before = FileManager.default.contents(atPath: path)
        let (store, launch) = relaunch(folder)
        #expect(launch.autosaveOff == "Autosave is off: \(path) was written by a newer Meridian (schema version \(HistorySchema.version + 1); this build reads up to \(HistorySchema.version)).")
        let autosave = Autosave(store: store, launch: launch)
        store.send(ProbeActions.action(2))
        autosave.flush()
        #expect(store.timeline.stepCount == 2)
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func aStateFolderThatCannotBeWrittenTurnsAutosaveOffAndTheAppRuns() throws {
        // As root, permissions do not stop writes; /proc is a file system nothing can be created in.
        let store = makeStore()
        let autosave = Autosave(store: store, folder: StateFolder(path: "/proc/meridian-state"), loader: loader)
        guard case .off(let reason) = autosave.status else {
            Issue.record("autosave is on in /proc")
            return
        }
        // A sentence that says what could not be done (issue 74: "Autosave is off: /tmp/…/meridian
        // part of the path is not a folder." read as a broken one).
        #expect(reason.hasPrefix("Autosave is off: the folder /proc/meridian-state could not be made: "), "\(reason)")
        store.send(ProbeActions.action(2))
        autosave.flush()
        #expect(store.timeline.stepCount == 2)
    }

    @Test func onlyOneMeridianWritesAFolder() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let first = Autosave(store: makeStore(), folder: folder, loader: loader)
        #expect(first.status == .on)
        await withCheckedContinuation { done in first.afterPendingWrites { done.resume() } }
        let second = Autosave(store: makeStore(), folder: folder, loader: loader)
        #expect(
            second.status
                == .off(reason: "Autosave is off: another Meridian (process \(getpid()), in another window or session) is saving to \(folder.path). The saved history is shown; what you do now is not saved."))
        withExtendedLifetime(first) {}
    }

    /// A launch in `folder` that saved the probe's first 50 actions: the store, the database it
    /// writes (to limit, as a full disk would) and its autosave.
    func launchedWithFiftySaved(in folder: StateFolder) async throws -> (Store<AppState, AppAction, AppEffect>, AppHistoryFile, Autosave) {
        let store = makeStore()
        let launch = LaunchRestore.restore(into: store, from: folder, loader: loader)
        let file = try #require(launch.file)
        let autosave = Autosave(store: store, launch: launch)
        for index in 0..<50 { store.send(ProbeActions.action(index)) }
        await withCheckedContinuation { done in autosave.flush { done.resume() } }
        return (store, file, autosave)
    }

    /// A full disk (the file may grow no further, as SQLite's page limit makes it) makes saving
    /// fail without losing anything: the failed batch is rolled back whole, the app runs on with
    /// everything in memory, later tries fail the same way without leaving a gap, and once the
    /// file may grow again one try saves all that was not saved, and says so once.
    @Test func aFullDiskMakesSavingFailThenResumeWithNothingLost() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let (store, file, autosave) = try await launchedWithFiftySaved(in: folder)
        func flushed() async { await withCheckedContinuation { done in autosave.flush { done.resume() } } }
        let savedSteps = store.timeline.lastStep
        var statuses: [Autosave.Status] = []
        var resumed: [Int] = []
        autosave.onStatusChange = { statuses.append($0) }
        autosave.onResume = { resumed.append($0) }
        let pages = try file.database.connection.pragma("page_count")
        _ = try file.database.connection.pragma("max_page_count = \(pages)")
        for index in 50..<5_000 { store.send(ProbeActions.action(index)) }
        await flushed()
        let path = AppHistoryFile.path(inFolder: folder.path)
        #expect(statuses.count == 1)
        guard case .failing(let reason) = autosave.status else {
            Issue.record("saving is \(autosave.status)")
            return
        }
        #expect(reason == "\(path) cannot grow: the disk is full. What was saved before is kept.", "\(reason)")
        #expect(autosave.unsavedSteps == store.timeline.lastStep - savedSteps && autosave.syncedEntries == 50)
        // Rolled back whole: another reader finds the 50 entries saved before, not half a batch.
        let reader = try AppHistoryDatabase(path: path, codec: .meridian(validator: loader.reader.sessions), words: .meridian, readOnly: true)
        #expect(try reader.header()?.entryCount == 50 && reader.connection.pragma("integrity_check") == "ok")
        reader.close()

        // The user goes on; each try fails the same way, and nothing is written out of order.
        for index in 5_000..<5_010 { store.send(ProbeActions.action(index)) }
        await flushed()
        #expect(autosave.status == .failing(reason: reason) && autosave.syncedEntries == 50)

        _ = try file.database.connection.pragma("max_page_count = 1073741823")
        let unsaved = autosave.unsavedSteps
        await withCheckedContinuation { done in autosave.retry { done.resume() } }
        #expect(autosave.status == .on && statuses == [.failing(reason: reason), .on])
        #expect(resumed == [unsaved], "said once, with the steps it saved")
        #expect(autosave.syncedEntries == store.logCount && autosave.unsavedSteps == 0)
        store.send(ProbeActions.action(5_010))
        autosave.close()
        file.close()
        let (restored, _) = relaunch(folder)
        #expect(try checkProbeLog(restored) == 5_011)
        #expect(restored.timeline.lastStep == store.timeline.lastStep)
    }

    /// A batch handed over behind one that fails is not written, even where it would fit: it
    /// was cut from the log as if the one before had been committed, and would leave a gap.
    @Test func nothingIsWrittenBehindAFailedBatch() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let (store, file, autosave) = try await launchedWithFiftySaved(in: folder)
        // Room for a small batch, not for a large one.
        let pages = try Int(file.database.connection.pragma("page_count")) ?? 0
        _ = try file.database.connection.pragma("max_page_count = \(pages + 2)")
        for index in 50..<3_000 { store.send(ProbeActions.action(index)) }
        autosave.flush()
        store.send(ProbeActions.action(3_000))
        await withCheckedContinuation { done in autosave.flush { done.resume() } }
        await withCheckedContinuation { done in autosave.afterPendingWrites { done.resume() } }
        #expect(autosave.syncedEntries == 50)
        let path = AppHistoryFile.path(inFolder: folder.path)
        let reader = try AppHistoryDatabase(path: path, codec: .meridian(validator: loader.reader.sessions), words: .meridian, readOnly: true)
        #expect(try reader.header()?.entryCount == 50, "the small batch behind the failed one was not written")
        reader.close()
        _ = try file.database.connection.pragma("max_page_count = 1073741823")
        await withCheckedContinuation { done in autosave.retry { done.resume() } }
        #expect(autosave.status == .on)
        autosave.close()
        file.close()
        #expect(try checkProbeLog(relaunch(folder).0) == 3_001)
    }

    @Test func freshKeepsTheOldHistoryAside() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let store = makeStore()
        let autosave = Autosave(store: store, folder: folder, loader: loader)
        for index in 0..<20 { store.send(ProbeActions.action(index)) }
        autosave.close()
        let kept = try #require(try SessionJournal.keepAside(folder, reason: "fresh"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: kept).contains("history.sqlite3"))
        let (restored, launch) = relaunch(folder)
        #expect(!launch.restored && restored.logCount == 0)
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
