import Foundation
import MeridianKitFiles
import MeridianStore

extension HistoryAutosave where State: Codable, Action: Codable {
    /// Brings back the history saved in `folder` into `store`, at the present (where the slider
    /// stood is ``leftOffAtLaunch``) — a damaged one is kept aside in `folder/kept` and a new
    /// one begun — then saves every step there as the user acts.
    /// Returns the autosave (keep it, and `close()` it when the app quits) and what the user
    /// should be told (a history kept aside, or why autosave is off).
    ///
    /// The folder is made if missing. Actions and states are stored as JSON; pass a `codec` to
    /// check what is read back as your files are checked.
    public static func start(
        store: Store<State, Action, Effect>, folder: String, codec: HistoryCodec<State, Action> = .json(),
        words: AutosaveWords = AutosaveWords(), launch: LaunchWords = LaunchWords()
    ) -> (autosave: HistoryAutosave, notices: [String]) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            let reason = launch.off(FileWriteError(errno: EACCES, path: folder).message(in: launch.files))
            return (HistoryAutosave(store: store, file: nil, offReason: reason, words: words), [reason])
        }
        let outcome = HistoryLaunch.restore(into: store, folder: folder, codec: codec, words: launch) { reason in
            try KeptAside.history(in: folder, reason: reason)
        }
        let autosave = HistoryAutosave(
            store: store, file: outcome.file, offReason: outcome.autosaveOff, words: words,
            waiting: outcome.waitingToOpen.flatMap { reason in outcome.reopen.map { (reason, $0) } })
        autosave.leftOffAtLaunch = outcome.leftOff
        return (autosave, outcome.notices + (outcome.autosaveOff.map { [$0] } ?? []))
    }
}
