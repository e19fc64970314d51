import CGtk
import MeridianCore
import MeridianKit

/// The question before an import replaces the history (`HistoryReplacementQuestion`), as state
/// the window shows (an `Alert`): the history read from the file waits here for the answer. A
/// second import asked while the first waits sets the first aside, unanswered: it is let go as
/// if refused.
@MainActor
final class ReplacementAsked {
    let store = Store(
        initialState: AskedQuestion<HistoryReplacementQuestion, Bool>(), reducer: AskedQuestionReducer<HistoryReplacementQuestion, Bool>(),
        history: nil)
    /// What waits for the question's answer.
    private var waiting: (@MainActor (Bool) -> Void)?
    /// What waited for a question set aside for a newer one.
    private var setAside: (@MainActor (Bool) -> Void)?

    init() {
        store.effectHandler = { [unowned self] outcome in
            switch outcome {
            case .answered(_, let replaces):
                let answer = self.waiting
                self.waiting = nil
                answer?(replaces)
            case .setAside:
                let answer = self.setAside
                self.setAside = nil
                answer?(false)
            }
        }
    }

    /// Asks `question`; `answer` hears whether the user accepted.
    func ask(_ question: HistoryReplacementQuestion, answer: @escaping @MainActor (Bool) -> Void) {
        setAside = waiting
        waiting = answer
        store.send(.asked(question))
    }

    /// The question as the window shows it, while one waits.
    func view() -> Widget {
        store.describe({ $0.waiting }) { question, send in
            Alert(question?.alert) { send(.answered($0)) }
        }.widget
    }
}
