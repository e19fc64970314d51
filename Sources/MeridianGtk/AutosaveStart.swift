import MeridianCore
import MeridianFiles
import MeridianKit
import MeridianKitCore

extension AppStore {
    /// Brings back the previous session (history, slider and all) from what `reading` read of
    /// `folder`, and journals from there on. Anything the user should know — a damaged tail
    /// cut, autosave off — becomes a message.
    func startAutosave(_ reading: LaunchRestore.Reading, from folder: StateFolder, loader: FileLoader, panel: HistoryPanelStore) -> Autosave {
        historyReadFailureHandler = { [unowned self] error in self.send(.message(UserMessage(verbatim: error.message))) }
        let launch = LaunchRestore.restore(into: self, reading, from: folder, loader: loader)
        var notices = launch.notices
        let autosave = Autosave(store: self, launch: launch)
        // Saving that fails is said by the History bar, outside the history.
        if case .off(let reason) = autosave.status { notices.append(reason) }
        // The launch opened at the present: where the slider stood is kept to go back to.
        keepLeftOff(from: autosave, panel: panel)
        for action in state.actionsAfterRestore { send(action) }
        if !notices.isEmpty { send(.message(UserMessage(verbatim: notices.joined(separator: " ")))) }
        return autosave
    }
}
