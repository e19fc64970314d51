import CGtk
import Foundation
import MeridianKitFiles
import MeridianCore
import MeridianFiles
import MeridianKit
import MeridianStore

/// Export and import, as the GActions run them. Writes happen off the main thread and are
/// atomic; a failure never touches the state or the history: it becomes a message that says
/// what and where.
@MainActor
struct FileCommands {
    let store: AppStore
    let loader: FileLoader
    let environment: ShellEnvironment
    let stateFolder: StateFolder
    /// Autosave writes the imported history anew (when the old one was kept as a file).
    var afterHistoryReplaced: @MainActor () -> Void = {}
    /// Runs a replacement of the history, given to it, keeping the old history aside in the
    /// database (for this reason); `false` when it cannot (autosave is off), having done nothing.
    var replaceKeepingAside: @MainActor (_ reason: String, _ replace: () -> Void) -> Bool = { _, _ in false }
    /// Lets imports replace the history `autosave` keeps: the old one kept aside in its
    /// database, the new one written anew.
    mutating func replaceHistory(keptBy autosave: @escaping @MainActor () -> Autosave?) {
        let environment = self.environment
        afterHistoryReplaced = { autosave()?.restartFromStore() }
        replaceKeepingAside = { reason, replace in
            autosave()?.replaceHistory(keepingAsideAs: reason, at: environment.now().millisecondsSince1970, replace) ?? false
        }
    }

    /// The files handed over, opened in turn.
    var openings = FileOpenings()
    /// The file being read, as the window shows it.
    var work = FileWorkShown()
    /// The question before an import replaces the history, as the window shows it.
    var replacement = ReplacementAsked()

    /// A file the desktop asked the app to open, as what it is: a snapshot or a session, or
    /// media, by the format its start names (`FileLoader.namedKind`); the import then reads it
    /// whole and refuses it, in its own words, if it is not what it says. Found out off the main
    /// thread, then handed to `completion` on it. Files are looked at one at a time, so they
    /// reach `completion`, and their turn (`FileOpeningQueue`), in the order they were handed over.
    func openedFile(at path: String, completion: @escaping @MainActor (OpenedFile) -> Void) {
        let loader = self.loader
        Self.lookingAtFiles.async {
            let file = OpenedFile(path: path, meridianKind: loader.namedKind(at: path))
            Task { @MainActor in completion(file) }
        }
    }

    /// Opens a file as the window's own command for its kind does (`FileOpening`), in its turn.
    /// `report` hears what became of it (`meridian open` tells its terminal).
    func open(_ file: OpenedFile, report: FileOpeningReport? = nil) {
        perform(FileOpening(path: file.path, kind: file.meridianKind), report: report)
    }

    /// Does what `opening` says once the openings before it are over (`FileOpeningQueue`): a
    /// session is read and checked, then asks its question when it has one.
    func perform(_ opening: FileOpening, report: FileOpeningReport? = nil) {
        let before = openings.queue.current
        guard let now = openings.queue.arrive(opening) else {
            report?.say(.waiting(behind: before.map { URL(fileURLWithPath: $0.path).lastPathComponent } ?? ""))
            return
        }
        begin(now, report: report)
    }

    private func begin(_ opening: FileOpening, report: FileOpeningReport?) {
        let (openings, commands) = (self.openings, detached)
        let over: @MainActor () -> Void = {
            guard let next = openings.queue.finish() else { return }
            commands.attached?.begin(next, report: nil)
        }
        switch opening {
        case .importSnapshot(let path): importSnapshot(from: path, report: report, completion: over)
        case .importSession(let path): importSession(from: path, asking: true, report: report, completion: over)
        case .openMedia(let path):
            openMedia(at: path)
            report?.say(.openedMedia)
            over()
        }
    }

    /// Opens a video or audio file in the player (a path, or a URI as a drop gives it); the
    /// media already open stays as it is.
    func openMedia(at path: String) {
        let uri = path.contains("://") ? path : URL(fileURLWithPath: path).absoluteURL.absoluteString
        if let opening = AppAction.openMedia(uri: uri, over: store.state) { store.send(opening) }
    }

    /// Writes the state on screen as a snapshot, then says where.
    func exportSnapshot(to path: String, completion: @escaping @MainActor () -> Void = {}) {
        let snapshot = Snapshot(state: store.state, createdAt: environment.now())
        write(.snapshot, to: path, completion: { _ in completion() }) { try AtomicFile.write(try snapshot.jsonData(), to: $0) }
    }

    /// Writes the whole session: the history from its start, and where the slider stands.
    /// The history is taken as it is now in constant time, then written off the main thread
    /// piece by piece, its older parts read from the database a few segments at a time.
    ///
    /// With `recordingEveryState`, the file records the state after every entry of the log: a
    /// session kept as a test, whose replay names the very step that differs.
    ///
    /// The writing shows how far it has come after a second, with Cancel (`FileWorkShown`); a
    /// cancelled export leaves no file and says nothing (`completion` hears it was not written);
    /// the message of an export before goes as it starts, not to be read as this one's.
    func exportSession(to path: String, recordingEveryState: Bool = false, completion: @escaping @MainActor (_ written: Bool) -> Void = { _ in }) {
        clearFileMessage()
        let (source, now, work) = (store.archiveSource(), environment.now(), self.work)
        let progress = work.begin(file: URL(fileURLWithPath: path).lastPathComponent, .writing)
        // A test's session records every state first, the writing's first half.
        let (recording, writing) = recordingEveryState ? (progress.phase(from: 0, to: 0.5), progress.phase(from: 0.5, to: 1)) : (nil, progress.phase(from: 0, to: 1))
        write(.session, to: path, completion: { written in
            work.end(progress)
            completion(written)
        }) {
            let history = try recording.map { recording in
                let archive = try source.archiveRecordingEveryState()
                if recording.isCancelled { throw CancellationError() }
                return HistoryArchiveStream(archive)
            } ?? source.stream()
            try Session.writeFile(history, createdAt: now, to: $0, work: writing)
        }
    }

    /// Reads a snapshot off the main thread; a valid one becomes one step, which the slider
    /// can undo. `completion` runs when the import is over.
    func importSnapshot(from path: String, completion: @escaping @MainActor () -> Void = {}) {
        importSnapshot(from: path, report: nil, completion: completion)
    }

    private func importSnapshot(from path: String, report: FileOpeningReport?, completion: @escaping @MainActor () -> Void) {
        clearFileMessage()
        let (loader, store) = (self.loader, self.store.link)
        DispatchQueue.global(qos: .userInitiated).async {
            let read = loader.snapshot(at: path)
            Task { @MainActor in
                defer { completion() }
                guard let store = store.object else { return }
                switch read {
                case .success(let snapshot):
                    store.send(.snapshotImported(snapshot.state))
                    report?.say(.importedSnapshot)
                case .failure(let error):
                    store.send(.message(FileMessages.importRefused(.snapshot, path: path, error: error)))
                    report?.say(.refused(error))
                }
            }
        }
    }

    /// Replaces the history with a session file's, after keeping the current one aside: in
    /// the history's database, where the histories kept aside share what they have in common
    /// and History ▸ Kept Histories brings one back; when autosave is off, as a session file
    /// in the state folder's `kept/`, which can be imported.
    /// Reading, checking and keeping aside happen off the main thread (a year's session takes
    /// seconds); the window goes on meanwhile, and `completion` runs when the import is over.
    ///
    /// `asking`, once the file is read and checked, the question that names it and its steps
    /// stands over the window first, when the history holds a step
    /// (`HistoryReplacementQuestion.beforeImporting`; `replacement` shows it); No changes nothing.
    ///
    /// The reading shows how far it has come after a second, with Cancel (`FileWorkShown`); a
    /// cancelled import changes nothing and says nothing.
    func importSession(from path: String, completion: @escaping @MainActor () -> Void = {}) {
        importSession(from: path, asking: false, report: nil, completion: completion)
    }

    private func importSession(
        from path: String, asking: Bool, report: FileOpeningReport?, completion: @escaping @MainActor () -> Void
    ) {
        clearFileMessage()
        guard let restorer = store.sessionRestorer() else { return completion() }
        let (loader, commands) = (self.loader, detached)
        let mark = Self.logMark(store.timeline)
        let name = URL(fileURLWithPath: path).lastPathComponent
        let progress = work.begin(file: name)
        report?.follow(progress) { FileWork.reading(name, fraction: $0) }
        DispatchQueue.global(qos: .userInitiated).async {
            // The session goes to the restorer whole, which lets go of its log as it records it.
            var loaded: Session?
            var read = Result<RestoredHistory<AppState, AppAction>, FileError>.failure(.cancelled)
            switch loader.session(at: path, work: progress.phase(from: 0, to: 0.9)) {
            case .success(let session): loaded = session
            case .failure(let error): read = .failure(error)
            }
            if let session = loaded.take() {
                do throws(FileError) {
                    let restored = try restorer.read(consume session)
                    if progress.isCancelled { throw FileError.cancelled }
                    progress.advance(to: 1)
                    read = .success(restored)
                } catch {
                    read = .failure(error)
                }
            }
            let answer = read
            Task { @MainActor in
                commands.work.end(progress)
                guard let files = commands.attached else { return completion() }
                switch answer {
                case .success(let restored):
                    let name = URL(fileURLWithPath: path).lastPathComponent
                    guard asking,
                        let question = HistoryReplacementQuestion.beforeImporting(name, steps: restored.lastStep, over: files.store.timeline.stepCount)
                    else { return files.replace(with: restored, from: path, since: mark, report: report, completion: completion) }
                    report?.say(.asking)
                    files.replacement.ask(question) { accepted in
                        guard accepted, let files = commands.attached else { return completion() }
                        // The user answered with the history before them: it goes aside as they saw it.
                        files.replace(with: restored, from: path, since: Self.logMark(files.store.timeline), report: nil, completion: completion)
                    }
                case .failure(let error):
                    if let message = FileMessages.importFailed(.session, path: path, error: error) { files.store.send(.message(message)) }
                    report?.say(.refused(error))
                    completion()
                }
            }
        }
    }

    /// Puts the history read from `path` in the current one's place, keeping that aside.
    /// `mark` is the log as it was when the read began: what the user did since goes aside too,
    /// and is said, or it would seem undone.
    private func replace(
        with restored: RestoredHistory<AppState, AppAction>, from path: String, since mark: [Int], report: FileOpeningReport?,
        completion: @escaping @MainActor () -> Void
    ) {
        let actedMeanwhile = Self.logMark(store.timeline) != mark
        let store = self.store
        // The approvals a file claims go before anything (the engine following a preview at
        // once) can act on them.
        if replaceKeepingAside("before-import", { store.replaceHistory(with: restored, then: .player(.historyReceived)) }) {
            sayImported(from: path, keptAside: actedMeanwhile ? FileMessages.keptInDatabase : nil)
            report?.say(.openedSession(steps: store.timeline.lastStep))
            completion()
        } else {
            keepAsideThenReplace(with: restored, from: path, actedMeanwhile: actedMeanwhile, report: report, completion: completion)
        }
    }

    /// Writes the current session to `kept/` off the main thread, then puts `restored` in its
    /// place, unless the user made a step meanwhile: then the session is kept aside again, so
    /// the kept file always holds every step the import replaces.
    private func keepAsideThenReplace(
        with restored: RestoredHistory<AppState, AppAction>, from path: String, actedMeanwhile: Bool, report: FileOpeningReport?,
        completion: @escaping @MainActor () -> Void
    ) {
        let (source, log, now) = (store.archiveSource(), Self.logMark(store.timeline), environment.now())
        let (folder, commands) = (stateFolder, detached)
        let kept = folder.keptSessionPath(reason: "before-import", at: now.date)
        Self.writesInFlight.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            let failure: String?
            defer { Self.writesInFlight.leave() }
            do {
                try folder.create()
                try Session.writeFile(source.stream(), createdAt: now, to: kept)
                failure = nil
            } catch {
                failure = (error as? FileWriteError)?.message(in: .meridian) ?? "\(error)"
            }
            Task { @MainActor in
                guard let files = commands.attached else { return completion() }
                if let failure {
                    let message = FileMessages.notKeptAside(reason: failure)
                    files.store.send(.message(message))
                    report?.say(.refused(FileError(message.text)))
                    completion()
                } else if Self.logMark(files.store.timeline) != log {
                    files.keepAsideThenReplace(with: restored, from: path, actedMeanwhile: true, report: report, completion: completion)
                } else {
                    files.store.replaceHistory(with: restored, then: .player(.historyReceived))
                    files.afterHistoryReplaced()
                    files.sayImported(from: path, keptAside: actedMeanwhile ? FileMessages.kept(inFile: kept) : nil)
                    report?.say(.openedSession(steps: files.store.timeline.lastStep))
                    completion()
                }
            }
        }
    }

    /// The import's own message, never the one the imported present held: what it kept
    /// aside, when the user acted while it read, else where it came from and its steps.
    private func sayImported(from path: String, keptAside: UserMessage?) {
        let imported = FileMessages.importedSession(
            from: URL(fileURLWithPath: path).standardizedFileURL.path, steps: store.timeline.lastStep, home: String(cString: g_get_home_dir()))
        for action in store.present.actionsAfterImport(saying: keptAside ?? imported) { store.send(action) }
    }

    /// What changes when the log does: a new history, a new step, or an action added to the
    /// last one (typing coalesces). Transients and jumps leave it; they are not the user's work.
    private static func logMark(_ timeline: Timeline) -> [Int] {
        [timeline.generation, timeline.stepCount, timeline.lastStepLabelEntry]
    }

    /// Says why a folder could not be shown, once the click that asked for it is over: the
    /// message bar's Open Folder is its answer too, which dismisses the message after the
    /// folder was asked for, and would take this one with it.
    func sayFolderNotShown(_ folder: String, reason: String) {
        let store = self.store.link
        let message = FileMessages.folderNotShown(folder, reason: reason)
        let said = Unmanaged.passRetained(Deferred { store.object?.send(.message(message)) }).toOpaque()
        g_idle_add_full(
            G_PRIORITY_DEFAULT_IDLE,
            { data in
                guard let data else { return 0 }
                nonisolated(unsafe) let deferred = data
                MainActor.assumeIsolated { Unmanaged<Deferred>.fromOpaque(deferred).takeUnretainedValue().run() }
                return 0  // G_SOURCE_REMOVE
            }, said,
            { data in
                guard let data else { return }
                Unmanaged<Deferred>.fromOpaque(data).release()
            })
    }

    /// Work for the main loop's next idle moment.
    private final class Deferred {
        let run: @MainActor () -> Void
        init(_ run: @escaping @MainActor () -> Void) { self.run = run }
    }

    /// The message of the last export or import goes as an import or a session's export
    /// starts (the core says which).
    private func clearFileMessage() {
        for action in store.state.actionsWhenFileWorkBegins { store.send(action) }
    }

    /// Writes a file of `kind` off the main thread, then says where it went or why it did not;
    /// a write cancelled (`CancellationError`) says nothing.
    private func write(
        _ kind: MeridianFile.Kind, to path: String, completion: @escaping @MainActor (_ written: Bool) -> Void,
        file: @escaping @Sendable (String) throws -> Void
    ) {
        let store = self.store.link
        // Said as the user reads it: from the root, under the home folder from "~".
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let home = String(cString: g_get_home_dir())
        Self.writesInFlight.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            let (message, written): (UserMessage?, Bool)
            defer { Self.writesInFlight.leave() }
            do {
                try file(path)
                (message, written) = (FileMessages.exported(kind, to: absolute, home: home), true)
            } catch is CancellationError {
                (message, written) = (nil, false)
            } catch {
                let reason = (error as? FileWriteError)?.reason(in: .meridian) ?? "\(error)"
                (message, written) = (FileMessages.exportFailed(kind, to: path, reason: reason), false)
            }
            Task { @MainActor in
                if let message { store.object?.send(.message(message)) }
                completion(written)
            }
        }
    }

    /// These commands as work on another thread carries them: the store by its link, never
    /// owned. Owned, the store could be let go last on that thread; its isolated deinit would
    /// then only be queued for the main actor, and a GLib callback holding it `unowned` could
    /// run first, into a store already on its way out.
    private var detached: Detached {
        Detached(
            store: store.link, loader: loader, environment: environment, stateFolder: stateFolder, afterHistoryReplaced: afterHistoryReplaced,
            replaceKeepingAside: replaceKeepingAside, openings: openings, work: work, replacement: replacement)
    }

    @MainActor
    private struct Detached {
        let store: MainActorLink<AppStore>
        let loader: FileLoader
        let environment: ShellEnvironment
        let stateFolder: StateFolder
        let afterHistoryReplaced: @MainActor () -> Void
        let replaceKeepingAside: @MainActor (_ reason: String, _ replace: () -> Void) -> Bool
        let openings: FileOpenings
        let work: FileWorkShown
        let replacement: ReplacementAsked

        /// The commands again, while the store lives.
        var attached: FileCommands? {
            store.object.map {
                FileCommands(
                    store: $0, loader: loader, environment: environment, stateFolder: stateFolder, afterHistoryReplaced: afterHistoryReplaced,
                    replaceKeepingAside: replaceKeepingAside, openings: openings, work: work, replacement: replacement)
            }
        }
    }
}

extension FileCommands {
    fileprivate static let lookingAtFiles = DispatchQueue(label: "dev.meridian.looking-at-files", qos: .userInitiated)

    /// The files being written off the main thread (exports, and a history kept aside as a
    /// file), from the moment they are asked for until they are whole or given up.
    fileprivate nonisolated static let writesInFlight = DispatchGroup()

    /// Whether a file is being written.
    static var isWriting: Bool { writesInFlight.wait(timeout: .now()) == .timedOut }

    /// Waits until every file being written is whole (or has failed): the app quitting waits
    /// so, before the history the writes read from closes, and an export the user began is
    /// never cut off by Quit or by closing the window.
    static func waitForWrites() {
        writesInFlight.wait()
    }
}

/// The queue of files handed over, shared by every copy of the commands.
@MainActor
final class FileOpenings {
    var queue = FileOpeningQueue()
}
