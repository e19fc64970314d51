import Foundation
import MeridianKitCore
import MeridianKitFiles
import MeridianKitStorage

extension TimeTravelApplication {
    /// The words of the window's own controls.
    public struct Words: Sendable {
        /// The undo button's name.
        public var undo = "Undo"
        /// The redo button's name.
        public var redo = "Redo"
        /// The menu button's name.
        public var mainMenu = "Main menu"
        /// The menu item that exports the session.
        public var exportSession = "Export Session…"
        /// The menu item that imports a session.
        public var importSession = "Import Session…"
        /// The menu item that saves the session as a regression test.
        public var saveSessionAsTest = "Save Session as Test…"
        /// The menu item that lists the histories kept aside.
        public var keptHistories = "Kept Histories…"
        /// The kept histories' dialog.
        public var keptHistoriesDialog = KeptHistoriesDialog.Words()
        /// The History bar's and the inspector's words.
        public var history = HistoryWords()
        /// The session dialogs' words.
        public var sessions = SessionCommands<State, Action, Effect>.Words()
        /// The title of what the launch says of the saved history.
        public var savedHistory = "The saved history"
        /// The button that closes what the window tells (a problem, what the launch found).
        public var closeNotice = "_Close"
        /// Autosave's words.
        public var autosave = AutosaveWords()
        /// The launch's words.
        public var launch = LaunchWords()
        /// The header bar's second line, under the title; `nil`: none.
        public var subtitle: String?
        /// Undo's tooltip, given the label of the step it would take back (`nil`: none it can
        /// name); `nil`: the button's name.
        public var undoTooltip: (@Sendable (_ step: String?) -> String)?
        /// Redo's tooltip, given the label of the step it would bring back; `nil`: its name.
        public var redoTooltip: (@Sendable (_ step: String?) -> String)?

        /// The English words; set the fields an app translates.
        public init() {}
    }
}
