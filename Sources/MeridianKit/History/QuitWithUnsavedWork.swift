import MeridianKitCore
import MeridianKitStorage
import MeridianStore

/// What the app asks when the user quits with steps that are not saved — saving fails, autosave
/// is off, or the app saves nothing — worked out from how the autosave stands. The question is
/// `QuitQuestion`'s; the conversation (asked once, its answers, trying again and exporting) is
/// `QuitConversation`, which `TimeTravelApplication.quitting` holds and its window shows.
@MainActor
public enum QuitWithUnsavedWork {
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
}
