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

    /// Writes the state on screen as a snapshot.
    func exportSnapshot(to path: String, completion: @escaping @MainActor () -> Void = {}) {
        let snapshot = Snapshot(state: store.state, createdAt: environment.now())
        write(what: "snapshot", to: path, completion: completion) { try snapshot.jsonData() }
    }

    /// Writes the whole session: the history from its start, and where the slider stands.
    /// The history is taken as it is now in constant time; its older parts are read from the
    /// database off the main thread.
    func exportSession(to path: String, completion: @escaping @MainActor () -> Void = {}) {
        let (source, now) = (store.archiveSource(), environment.now())
        write(what: "session", to: path, completion: completion) { try Session(history: source.archive(), createdAt: now).jsonData() }
    }

    /// Reads a snapshot; a valid one becomes one step, which the slider can undo.
    func importSnapshot(from path: String) {
        switch loader.snapshot(at: path) {
        case .success(let snapshot):
            store.send(.snapshotImported(snapshot.state))
        case .failure(let error):
            store.send(.message("Could not import “\(Self.name(path))”: \(error)"))
        }
    }

    /// Replaces the history with a session file's, after keeping the current session aside
    /// (in the state folder's `kept/`), so even this can be undone by importing that file.
    func importSession(from path: String) {
        let session: Session
        switch loader.session(at: path) {
        case .success(let loaded): session = loaded
        case .failure(let error):
            store.send(.message("Could not import “\(Self.name(path))”: \(error)"))
            return
        }
        let kept = stateFolder.keptSessionPath(reason: "before-import", at: environment.now().date)
        do {
            try stateFolder.create()
            try AtomicFile.write(try Session(history: try store.archive(), createdAt: environment.now()).jsonData(), to: kept)
        } catch {
            store.send(.message("The session was not imported: the current one could not be kept aside first (\(error))."))
            return
        }
        do {
            try store.restoreSession(session)
            afterHistoryReplaced()
        } catch {
            store.send(.message("Could not import “\(Self.name(path))”: \(error)"))
        }
    }

    private func write(
        what: String, to path: String, completion: @escaping @MainActor () -> Void, encode: @escaping @Sendable () throws -> Data
    ) {
        let store = self.store
        DispatchQueue.global(qos: .userInitiated).async {
            let failure: String?
            do {
                try AtomicFile.write(try encode(), to: path)
                failure = nil
            } catch let error as FileWriteError {
                failure = "Could not export the \(what) to \(path): \(error.reason)."
            } catch {
                failure = "Could not export the \(what) to \(path): \(error)."
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
