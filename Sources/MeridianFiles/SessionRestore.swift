import MeridianCore
import MeridianStore

extension Store where State == AppState, Action == AppAction, Effect == AppEffect {
    /// Replaces the history with a session file's, after checking its log (order of restores,
    /// scopes, step times, the cursor); on error nothing changes, and the problem is named by
    /// its place in the file (`history.restores[0].scope: …`).
    public func restoreSession(_ session: Session) throws(FileError) {
        do {
            try restoreHistory(from: session.history)
        } catch {
            throw FileError(path: "history.\(error.path)", error.message)
        }
    }
}
