import CGtk
import MeridianKitCore
import MeridianKitStorage

/// What the app asks when the user quits while saving fails: how many steps are not saved and
/// why, with the choice editors give for an unsaved document — export the session to a file,
/// try saving again, or quit without them (or not quit).
@MainActor
public enum QuitWithUnsavedWork {
    /// The user's answer.
    public enum Answer: Int32, Sendable {
        /// Not quit: back to the window.
        case cancel = 1
        /// Quit, and lose the steps not saved.
        case quitWithoutSaving
        /// Try saving now; quit once everything is saved.
        case tryAgain
        /// Export the session to a file of the user's choice, then quit.
        case export
    }

    /// Whether quitting now would lose steps: saving fails and some are not saved.
    public static func wouldLoseSteps<State: Sendable, Action: Sendable, Effect>(_ autosave: HistoryAutosave<State, Action, Effect>?) -> Bool {
        guard let autosave, case .failing = autosave.status else { return false }
        return autosave.unsavedSteps > 0
    }

    /// Runs `quit` when nothing would be lost; otherwise asks over `parent`, and carries the
    /// answer out: `export` runs the app's session export and says whether a file was written
    /// (then `quit`); trying again quits once everything is saved, and asks again if not.
    public static func confirm<State: Sendable, Action: Sendable, Effect>(
        autosave: HistoryAutosave<State, Action, Effect>?, parent: Widget?, words: HistoryWords,
        export: @escaping @MainActor (_ written: @escaping @MainActor (Bool) -> Void) -> Void, quit: @escaping @MainActor () -> Void
    ) {
        guard let autosave, wouldLoseSteps(autosave), case .failing(let reason) = autosave.status else { return quit() }
        let again = { confirm(autosave: autosave, parent: parent, words: words, export: export, quit: quit) }
        ask(parent: parent, steps: autosave.unsavedSteps, reason: reason, words: words) { answer in
            switch answer {
            case .cancel: break
            case .quitWithoutSaving: quit()
            case .tryAgain: autosave.retry { again() }
            case .export: export { written in written ? quit() : again() }
            }
        }
    }

    /// The question itself: `steps` not saved, because of `reason`.
    public static func ask(
        parent: Widget?, steps: Int, reason: String, words: HistoryWords, completion: @escaping @MainActor (Answer) -> Void
    ) {
        let dialog = meridian_message_dialog_new(parent?.cast(), GTK_MESSAGE_WARNING, GTK_BUTTONS_NONE, words.unsavedQuestion(steps))!
        meridian_message_dialog_set_detail(dialog.cast(), words.unsavedDetail(reason))
        gtk_dialog_add_button(dialog.cast(), words.cancel, Answer.cancel.rawValue)
        let quitButton = gtk_dialog_add_button(dialog.cast(), words.quitWithoutSaving, Answer.quitWithoutSaving.rawValue)!
        Widgets.addClass(quitButton, "destructive-action")
        gtk_dialog_add_button(dialog.cast(), words.tryAgain, Answer.tryAgain.rawValue)
        let exportButton = gtk_dialog_add_button(dialog.cast(), words.exportSession, Answer.export.rawValue)!
        Widgets.addClass(exportButton, "suggested-action")
        gtk_dialog_set_default_response(dialog.cast(), Answer.export.rawValue)
        onSignal(dialog, "response") { (response: gpointer?) in
            let answer = Answer(rawValue: Int32(truncatingIfNeeded: Int(bitPattern: response))) ?? .cancel
            gtk_widget_destroy(dialog)
            completion(answer)
        }
        gtk_widget_show_all(dialog)
    }
}
