import CGtk
import MeridianKitCore
import MeridianKitStorage
import MeridianStore

/// What the app asks when the user quits with steps that are not saved — saving fails, autosave
/// is off, or the app saves nothing — how many and why, with the choice editors give for an
/// unsaved document: export the session to a file, try saving again (only while saving fails),
/// or quit without them (or not quit). What is asked is decided by `QuitQuestion`; this shows it.
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

    /// What quitting now would ask, from how `autosave` stands (`nil`: the app saves nothing,
    /// and every step of `store` is the user's alone); `nil` when nothing would be lost.
    public static func question<State: Sendable, Action: Sendable, Effect>(
        autosave: HistoryAutosave<State, Action, Effect>?, store: Store<State, Action, Effect>, words: HistoryWords
    ) -> QuitQuestion? {
        guard let autosave else {
            return QuitQuestion.atQuit(saving: .none, unsavedSteps: store.timeline.lastStep, hasUnsavedWork: store.timeline.lastStep > 0, words: words)
        }
        let saving: QuitQuestion.Saving =
            switch autosave.status {
            case .on: .on
            case .failing(let reason): .failing(reason: reason)
            case .off(let reason): .off(reason: reason)
            }
        return QuitQuestion.atQuit(saving: saving, unsavedSteps: autosave.unsavedSteps, hasUnsavedWork: autosave.hasUnsavedWork, words: words)
    }

    /// Whether quitting now would lose work: `question(autosave:store:words:)` asks something.
    public static func wouldLoseWork<State: Sendable, Action: Sendable, Effect>(
        _ autosave: HistoryAutosave<State, Action, Effect>?, store: Store<State, Action, Effect>
    ) -> Bool {
        question(autosave: autosave, store: store, words: HistoryWords()) != nil
    }

    /// The question is on screen (or its answer under way): asked once, however often the
    /// user or the desktop asks to quit meanwhile.
    private static var isAsking = false

    /// Runs `quit` when nothing would be lost; otherwise asks over `parent`, and carries the
    /// answer out: `export` runs the app's session export and says whether a file was written
    /// (then `quit`); trying again quits once everything is saved, and asks again if not.
    public static func confirm<State: Sendable, Action: Sendable, Effect>(
        autosave: HistoryAutosave<State, Action, Effect>?, store: Store<State, Action, Effect>, parent: Widget?, words: HistoryWords,
        export: @escaping @MainActor (_ written: @escaping @MainActor (Bool) -> Void) -> Void, quit: @escaping @MainActor () -> Void
    ) {
        guard !isAsking else { return }
        guard let question = question(autosave: autosave, store: store, words: words) else { return quit() }
        isAsking = true
        let again = {
            isAsking = false
            confirm(autosave: autosave, store: store, parent: parent, words: words, export: export, quit: quit)
        }
        ask(question, parent: parent, words: words) { answer in
            switch answer {
            case .cancel: isAsking = false
            case .quitWithoutSaving:
                isAsking = false
                quit()
            case .tryAgain:
                guard let autosave else { return again() }
                autosave.retry { again() }
            case .export:
                export { written in
                    guard written else { return again() }
                    isAsking = false
                    quit()
                }
            }
        }
    }

    /// The question itself, over `parent`; Try Again only when `question` offers it.
    ///
    /// Hand-written, not described: a message dialog is GTK's whole — its words, its buttons and
    /// their responses, Escape, and the alert a screen reader announces — and what it asks is
    /// decided by `QuitQuestion` already.
    public static func ask(_ question: QuitQuestion, parent: Widget?, words: HistoryWords, completion: @escaping @MainActor (Answer) -> Void) {
        let dialog = meridian_message_dialog_new(parent?.cast(), GTK_MESSAGE_WARNING, GTK_BUTTONS_NONE, question.question)!
        // GTK names a message dialog for its type ("Warning"): a screen reader says the question.
        Widgets.setAccessibleName(dialog, question.question)
        meridian_message_dialog_set_detail(dialog.cast(), question.detail)
        gtk_dialog_add_button(dialog.cast(), words.cancel, Answer.cancel.rawValue)
        let quitButton = gtk_dialog_add_button(dialog.cast(), words.quitWithoutSaving, Answer.quitWithoutSaving.rawValue)!
        Widgets.addClass(quitButton, "destructive-action")
        if question.offersTryAgain { gtk_dialog_add_button(dialog.cast(), words.tryAgain, Answer.tryAgain.rawValue) }
        let exportButton = gtk_dialog_add_button(dialog.cast(), words.exportSession, Answer.export.rawValue)!
        Widgets.addClass(exportButton, "suggested-action")
        gtk_dialog_set_default_response(dialog.cast(), Answer.export.rawValue)
        // "response" passes the response id: the one-argument closure reads it.
        onSignal(dialog, "response") { (response: gpointer?) in
            let answer = Answer(rawValue: Int32(truncatingIfNeeded: Int(bitPattern: response))) ?? .cancel
            gtk_widget_destroy(dialog)
            completion(answer)
        }
        gtk_widget_show_all(dialog)
    }
}
