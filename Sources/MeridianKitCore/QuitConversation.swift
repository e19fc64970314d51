/// What the app asks, and does, when the user quits with steps that are not saved: a value and
/// its reducer, so that the question is state the window shows (an `Alert`) and every answer —
/// a button, Escape, the question's close — is an action.
///
/// The shell works out the question (`QuitQuestion.atQuit`) when the user asks to quit, when
/// saving was tried again and when an export ended, and carries out the effects: quit, try
/// saving again, export the session.
public struct QuitConversation: Equatable, Sendable {
    /// The question on screen; `nil`: none.
    public var asking: QuitQuestion?
    /// What the app does for the last answer; asked to quit meanwhile, it asks nothing.
    public var working: Work?

    /// Work an answer started.
    public enum Work: Equatable, Sendable {
        /// Saving the steps again.
        case tryingAgain
        /// Exporting the session to a file.
        case exporting
    }

    /// No question, nothing under way.
    public init() {}

    /// The user's answer to the question.
    public enum Answer: Equatable, Sendable {
        /// Not quit: back to the window (Cancel, Escape, the question's close).
        case cancel
        /// Quit, and lose the steps not saved.
        case quitWithoutSaving
        /// Try saving now; quit once everything is saved.
        case tryAgain
        /// Export the session to a file of the user's choice, then quit.
        case export
    }

    /// What happens.
    public enum Event: Equatable, Sendable {
        /// The user asked to quit; `question` is what quitting now would ask (`nil`: nothing
        /// would be lost).
        case quitAsked(QuitQuestion?)
        /// The user answered the question.
        case answered(Answer)
        /// Saving was tried again; `question` is what quitting would ask now.
        case triedAgain(QuitQuestion?)
        /// The export ended, writing a file or not; `question` is what quitting would ask now.
        case exported(written: Bool, QuitQuestion?)
    }

    /// What the shell does.
    public enum Effect: Equatable, Sendable {
        /// Quits.
        case quit
        /// Tries saving again, then sends `triedAgain`.
        case tryAgain
        /// Exports the session, then sends `exported`.
        case export
    }

    /// Changes the conversation for `event`; the effects the shell carries out.
    public mutating func apply(_ event: Event) -> [Effect] {
        switch event {
        case .quitAsked(let question):
            // Asked once, however often the user or the desktop asks to quit meanwhile.
            guard asking == nil, working == nil else { return [] }
            return ask(question)
        case .answered(let answer):
            guard asking != nil else { return [] }
            asking = nil
            switch answer {
            case .cancel: return []
            case .quitWithoutSaving: return [.quit]
            case .tryAgain:
                working = .tryingAgain
                return [.tryAgain]
            case .export:
                working = .exporting
                return [.export]
            }
        case .triedAgain(let question):
            guard working == .tryingAgain else { return [] }
            working = nil
            return ask(question)
        case .exported(let written, let question):
            guard working == .exporting else { return [] }
            working = nil
            return written ? [.quit] : ask(question)
        }
    }

    private mutating func ask(_ question: QuitQuestion?) -> [Effect] {
        guard let question else { return [.quit] }
        asking = question
        return []
    }
}

/// Changes a `QuitConversation` for its events (`QuitConversation.apply`).
public struct QuitConversationReducer: Reducer {
    /// The reducer of the quit conversation's store.
    public init() {}

    /// Changes `conversation` for `event`.
    public func reduce(into conversation: inout QuitConversation, action event: QuitConversation.Event) -> [QuitConversation.Effect] {
        conversation.apply(event)
    }
}

extension QuitQuestion {
    /// The question as an alert: Cancel, Quit Without Saving (marked destructive), Try Again
    /// (only while saving fails for a reason that may clear) and Export Session… (suggested,
    /// and Enter's); Escape and its close cancel.
    public func alert(words: HistoryWords) -> AlertModel<QuitConversation.Answer> {
        var buttons = [
            AlertButton(words.cancel, answer: QuitConversation.Answer.cancel),
            AlertButton(words.quitWithoutSaving, answer: .quitWithoutSaving, role: .destructive),
        ]
        if offersTryAgain { buttons.append(AlertButton(words.tryAgain, answer: .tryAgain)) }
        buttons.append(AlertButton(words.exportSession, answer: .export, role: .suggested))
        return AlertModel(kind: .warning, title: question, detail: detail, buttons: buttons, cancel: .cancel, defaultAnswer: .export)
    }
}
