/// A question the window asks and waits for, as state: asked, shown (an `Alert`) while it
/// waits, and answered once. A reducer of its own (`AskedQuestionReducer`) makes it a store the
/// shell keeps beside the app's, for a question whose answer the shell carries out (the work
/// waiting on it is the shell's: a history read from a file, a file to write).
public struct AskedQuestion<Question: Equatable & Sendable, Answer: Equatable & Sendable>: Equatable, Sendable {
    /// The question waiting for its answer; `nil`: none.
    public var waiting: Question?

    /// None asked.
    public init() {}

    /// What happens.
    public enum Event: Equatable, Sendable {
        /// The shell asks `question`.
        case asked(Question)
        /// The user answered the question waiting.
        case answered(Answer)
    }

    /// What the shell carries out.
    public enum Outcome: Equatable, Sendable {
        /// `question` was answered `answer`.
        case answered(Question, Answer)
        /// `question` was set aside, unanswered, for a newer one (a second file dropped while
        /// the first waits): what waited on it is let go.
        case setAside(Question)
    }

    /// Changes the question for `event`; what the shell carries out.
    public mutating func apply(_ event: Event) -> [Outcome] {
        switch event {
        case .asked(let question):
            defer { waiting = question }
            return waiting.map { [.setAside($0)] } ?? []
        case .answered(let answer):
            guard let question = waiting else { return [] }
            waiting = nil
            return [.answered(question, answer)]
        }
    }
}

/// Changes an `AskedQuestion` for its events (`AskedQuestion.apply`).
public struct AskedQuestionReducer<Question: Equatable & Sendable, Answer: Equatable & Sendable>: Reducer {
    /// The reducer of a question's store.
    public init() {}

    /// Changes `question` for `event`.
    public func reduce(
        into question: inout AskedQuestion<Question, Answer>, action event: AskedQuestion<Question, Answer>.Event
    ) -> [AskedQuestion<Question, Answer>.Outcome] {
        question.apply(event)
    }
}
