import MeridianCore
import MeridianStore

/// Brings back the autosaved session at launch: the session file and the journal are read and
/// checked as any session file is (`SessionJournal.recover`), then restored into the store —
/// history, slider and all. Files that cannot be restored are kept aside, never deleted, and
/// what the user should know comes back as notices.
public enum LaunchRestore {
    public struct Outcome: Sendable {
        /// What was found on disk; autosave continues it when it was restored.
        public var recovery: SessionJournal.Recovery
        public var restored: Bool
        public var notices: [String]
        /// Whether autosave may start: not when files that could not be read are still in place.
        public var mayAutosave: Bool
    }

    @MainActor
    public static func restore(
        into store: Store<AppState, AppAction, AppEffect>, from folder: StateFolder, loader: FileLoader
    ) -> Outcome {
        let recovery = SessionJournal.recover(from: folder, loader: loader)
        var notices = recovery.notice.map { [$0] } ?? []
        guard let history = recovery.history else {
            return Outcome(recovery: recovery, restored: false, notices: notices, mayAutosave: !recovery.leftInPlace)
        }
        do {
            try store.restoreHistory(from: history)
            return Outcome(recovery: recovery, restored: true, notices: notices, mayAutosave: true)
        } catch {
            // The recovered history passed the same checks restoring makes; should it still be
            // refused, its files are kept, not replaced by the next autosave.
            do {
                let kept = try SessionJournal.keepAside(folder, reason: "unrestorable") ?? folder.keptFolder
                notices.append("The previous session could not be restored (\(error)); it was kept aside in \(kept).")
                return Outcome(recovery: recovery, restored: false, notices: notices, mayAutosave: true)
            } catch let keeping {
                notices.append(
                    "The previous session could not be restored (\(error)) nor kept aside (\(keeping)), so Meridian runs without autosave and leaves it as it is.")
                return Outcome(recovery: recovery, restored: false, notices: notices, mayAutosave: false)
            }
        }
    }
}
