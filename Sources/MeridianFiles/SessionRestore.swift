import MeridianCore
import MeridianStore

extension Store where State == AppState, Action == AppAction, Effect == AppEffect {
    /// Replaces the history with a session file's, after checking its log (order of restores,
    /// scopes, step times, the cursor); on error nothing changes, and the problem is named by
    /// its place in the file (`history.restores[0].scope: …`).
    ///
    /// A session handed over whole (its last use) lets go of its log as it is recorded.
    public func restoreSession(_ session: consuming Session) throws(FileError) {
        guard let restorer = sessionRestorer() else { return }
        replaceHistory(with: try restorer.read(consume session))
    }

    /// What reads a session into a history on any thread (a long one is read off the main
    /// thread); `replaceHistory(with:)` then puts it in place. `nil` for a store that keeps no
    /// history.
    public func sessionRestorer() -> SessionRestorer? {
        historyRestorer().map(SessionRestorer.init)
    }
}

/// Reads session files into histories with the app's rules, on any thread.
public struct SessionRestorer: Sendable {
    let restorer: HistoryRestorer<AppState, AppAction>

    /// The session as a history. Handed over (its last use), its log is let go of as it is
    /// recorded, so a long one is not held twice.
    public func read(_ session: consuming Session) throws(FileError) -> RestoredHistory<AppState, AppAction> {
        do {
            return try restorer.read((consume session).history)
        } catch {
            throw FileError(path: "history.\(error.path)", error.message)
        }
    }
}
