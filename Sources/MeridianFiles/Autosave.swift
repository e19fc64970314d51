import Foundation
import MeridianCore
import MeridianKitStorage
import MeridianStore

/// Meridian's autosave: the kit's, over Meridian's store, in Meridian's words.
public typealias Autosave = HistoryAutosave<AppState, AppAction, AppEffect>

extension HistoryAutosave where State == AppState, Action == AppAction, Effect == AppEffect {
    /// Autosaves `store`, whose history is what `launch` restored (or a new one), into the
    /// database `launch` opened; without one, autosave is off for the reason the launch gave.
    public convenience init(store: Store<AppState, AppAction, AppEffect>, launch: LaunchRestore.Outcome, interval: DispatchTimeInterval = .milliseconds(100)) {
        self.init(
            store: store, file: launch.file, offReason: launch.autosaveOff, words: .meridian,
            waiting: launch.waitingToOpen.flatMap { reason in launch.reopen.map { (reason, $0) } }, interval: interval)
        leftOffAtLaunch = launch.leftOff
    }

    /// Restores the history saved in `folder` into `store`, then autosaves there: what the app
    /// does at launch, for tools and benchmarks. The launch's notices are left out.
    public convenience init(store: Store<AppState, AppAction, AppEffect>, folder: StateFolder, loader: FileLoader) {
        self.init(store: store, launch: LaunchRestore.restore(into: store, from: folder, loader: loader))
    }

    /// Takes the writer's lock on the state folder, as a running Meridian holds it: `nil` when
    /// one does. For `--fresh`, which must not move a history that is being written.
    public nonisolated static func lock(_ folder: StateFolder) -> Int32? {
        HistoryFolderLock.take(folder.path)
    }
}

extension AutosaveWords {
    /// What Meridian's autosave says, in the user's language.
    static var meridian: AutosaveWords {
        var words = AutosaveWords()
        words.off = tr("Autosave is off.")
        words.notSaving = {
            tr("{reason}. What was saved before is kept.", ["reason": $0])
        }
        words.closing = tr("Autosave has stopped: the app is closing.")
        words.storage = .meridian
        return words
    }
}
