/// What the app asks before it quits, when quitting would lose steps the user made: a value,
/// decided from how saving stands, which the window's dialog only shows.
public struct QuitQuestion: Equatable, Sendable {
    /// How saving stands when the user quits.
    public enum Saving: Equatable, Sendable {
        /// Every step is saved as the user acts; quitting saves the rest.
        case on
        /// Writing fails for now (a full disk): tried again by itself, and by Try Again.
        case failing(reason: String)
        /// Autosave is off for the whole run (a folder that cannot be written, or whose lock
        /// another process holds): trying again cannot help.
        case off(reason: String)
        /// The app saves no history at all.
        case none
    }

    /// The question: "Quit with 3 steps not saved?"
    public var question: String
    /// Under it: why they are not saved, and what each answer does.
    public var detail: String
    /// The steps not saved.
    public var steps: Int
    /// Whether Try Again is offered: only while saving fails for a reason that may clear.
    public var offersTryAgain: Bool

    /// A question with its words as given; ``atQuit(saving:unsavedSteps:hasUnsavedWork:words:)``
    /// decides them.
    public init(question: String, detail: String, steps: Int, offersTryAgain: Bool) {
        self.question = question
        self.detail = detail
        self.steps = steps
        self.offersTryAgain = offersTryAgain
    }

    /// What to ask when the user quits with `saving` as it stands, `unsavedSteps` made since
    /// the last step saved, and `hasUnsavedWork` when the database lacks anything the store
    /// holds (steps, or a whole imported history); `nil` when quitting loses nothing.
    public static func atQuit(saving: Saving, unsavedSteps: Int, hasUnsavedWork: Bool, words: HistoryWords) -> QuitQuestion? {
        switch saving {
        case .on:
            // Quitting saves what is left.
            return nil
        case .failing(let reason):
            guard hasUnsavedWork else { return nil }
            return QuitQuestion(
                question: words.unsavedQuestion(unsavedSteps), detail: words.unsavedDetail(reason), steps: unsavedSteps, offersTryAgain: true)
        case .off(let reason):
            guard unsavedSteps > 0 else { return nil }
            return QuitQuestion(
                question: words.unsavedQuestion(unsavedSteps), detail: words.notSavingDetail(reason), steps: unsavedSteps, offersTryAgain: false)
        case .none:
            guard unsavedSteps > 0 else { return nil }
            return QuitQuestion(
                question: words.unsavedQuestion(unsavedSteps), detail: words.notSavingDetail(words.historyNotSaved), steps: unsavedSteps,
                offersTryAgain: false)
        }
    }
}
