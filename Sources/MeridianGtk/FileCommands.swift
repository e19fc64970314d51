import Foundation
import MeridianCore
import MeridianFiles
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
    /// Autosave starts a new journal from the imported history.
    var afterHistoryReplaced: @MainActor () -> Void = {}

    /// A file the desktop asked the app to open, as what it is: a snapshot or a session, or
    /// media. One meant to be a Meridian file but refused is imported as the kind it claims to
    /// be, whose import shows the reason.
    func openedFile(at path: String) -> OpenedFile {
        switch loader.openedKind(at: path) {
        case .success(let kind): OpenedFile(path: path, meridianKind: kind)
        case .failure: OpenedFile(path: path, meridianKind: loader.claimedKind(at: path))
        }
    }

    /// Writes the state on screen as a snapshot.
    func exportSnapshot(to path: String, completion: @escaping @MainActor () -> Void = {}) {
        let snapshot = Snapshot(state: store.state, createdAt: environment.now())
        write(to: path, failed: { UserMessage("Could not export the snapshot to {path}: {reason}.", ["path": .text($0), "reason": .text($1)]) }, completion: completion) { try AtomicFile.write(try snapshot.jsonData(), to: $0) }
    }

    /// Writes the whole session: the history from its start, and where the slider stands.
    /// The history is taken as it is now in constant time, then written off the main thread
    /// piece by piece, its older parts read from the database a few segments at a time.
    func exportSession(to path: String, completion: @escaping @MainActor () -> Void = {}) {
        let (source, now) = (store.archiveSource(), environment.now())
        write(to: path, failed: { UserMessage("Could not export the session to {path}: {reason}.", ["path": .text($0), "reason": .text($1)]) }, completion: completion) { try Session.writeFile(source.stream(), createdAt: now, to: $0) }
    }

    /// Reads a snapshot; a valid one becomes one step, which the slider can undo.
    func importSnapshot(from path: String) {
        switch loader.snapshot(at: path) {
        case .success(let snapshot):
            store.send(.snapshotImported(snapshot.state))
        case .failure(let error):
            store.send(.message(UserMessage("Could not import “{file}”: {reason}", ["file": .text(Self.name(path)), "reason": .text(error.description)])))
        }
    }

    /// Replaces the history with a session file's, after keeping the current session aside
    /// (in the state folder's `kept/`), so even this can be undone by importing that file.
    /// Reading, checking and keeping aside happen off the main thread (a year's session takes
    /// seconds); the window goes on meanwhile, and `completion` runs when the import is over.
    func importSession(from path: String, completion: @escaping @MainActor () -> Void = {}) {
        guard let restorer = store.sessionRestorer() else { return completion() }
        let (loader, store) = (self.loader, self.store)
        DispatchQueue.global(qos: .userInitiated).async {
            let read = loader.session(at: path).flatMap { session in Result { () throws(FileError) in try restorer.read(session) } }
            Task { @MainActor in
                switch read {
                case .success(let restored):
                    keepAsideThenReplace(with: restored, completion: completion)
                case .failure(let error):
                    store.send(.message(UserMessage("Could not import “{file}”: {reason}", ["file": .text(Self.name(path)), "reason": .text(error.description)])))
                    completion()
                }
            }
        }
    }

    /// Writes the current session to `kept/` off the main thread, then puts `restored` in its
    /// place, unless the user made a step meanwhile: then the session is kept aside again, so
    /// the kept file always holds every step the import replaces.
    private func keepAsideThenReplace(with restored: RestoredHistory<AppState, AppAction>, completion: @escaping @MainActor () -> Void) {
        let (source, log, now) = (store.archiveSource(), Self.logMark(store.timeline), environment.now())
        let (folder, store) = (stateFolder, self.store)
        let kept = folder.keptSessionPath(reason: "before-import", at: now.date)
        DispatchQueue.global(qos: .userInitiated).async {
            let failure: String?
            do {
                try folder.create()
                try Session.writeFile(source.stream(), createdAt: now, to: kept)
                failure = nil
            } catch {
                failure = "\(error)"
            }
            Task { @MainActor in
                if let failure {
                    store.send(.message(UserMessage("The session was not imported: the current one could not be kept aside first ({reason}).", ["reason": .text(failure)])))
                    completion()
                } else if Self.logMark(store.timeline) != log {
                    keepAsideThenReplace(with: restored, completion: completion)
                } else {
                    store.replaceHistory(with: restored)
                    afterHistoryReplaced()
                    completion()
                }
            }
        }
    }

    /// What changes when the log does: a new history, a new step, or an action added to the
    /// last one (typing coalesces). Transients and jumps leave it; they are not the user's work.
    private static func logMark(_ timeline: Timeline) -> [Int] {
        [timeline.generation, timeline.stepCount, timeline.lastStepLabelEntry]
    }

    private func write(
        to path: String, failed: @escaping @Sendable (_ path: String, _ reason: String) -> UserMessage,
        completion: @escaping @MainActor () -> Void, file: @escaping @Sendable (String) throws -> Void
    ) {
        let store = self.store
        DispatchQueue.global(qos: .userInitiated).async {
            let failure: UserMessage?
            do {
                try file(path)
                failure = nil
            } catch {
                failure = failed(path, (error as? FileWriteError)?.reason ?? "\(error)")
            }
            Task { @MainActor in
                if let failure { store.send(.message(failure)) }
                completion()
            }
        }
    }

    private static func name(_ path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent
    }
}
