import MeridianKitCore
import Testing

/// Quitting asks whenever a step the user made is not in the database, however saving stands;
/// Try Again only where trying can help.
struct QuitQuestionTests {
    let words = HistoryWords()
    let off = "Autosave is off: “sqlite3” (process 1234) is using /home/ada/.local/state/meridian. The saved history is shown; what you do now is not saved."

    @Test func whileAutosaveIsOffStepsMadeSinceTheLaunchAreAskedForWithoutTryAgain() {
        let question = QuitQuestion.atQuit(saving: .off(reason: off), unsavedSteps: 3, hasUnsavedWork: true, words: words)
        #expect(
            question
                == QuitQuestion(
                    question: "Quit with 3 steps not saved?",
                    detail: off + "\n\nExport the session to a file to keep them, or quit without them.", steps: 3, offersTryAgain: false))
        // The history shown read-only is the database's: with no step made since, nothing is lost.
        #expect(QuitQuestion.atQuit(saving: .off(reason: off), unsavedSteps: 0, hasUnsavedWork: false, words: words) == nil)
    }

    @Test func whileSavingFailsUnsavedWorkIsAskedForWithTryAgain() {
        let reason = "/x/history.sqlite3 cannot be written: the disk is full. What was saved before is kept."
        let question = QuitQuestion.atQuit(saving: .failing(reason: reason), unsavedSteps: 1, hasUnsavedWork: true, words: words)
        #expect(question?.question == "Quit with 1 step not saved?" && question?.offersTryAgain == true)
        #expect(question?.detail == reason + "\n\nExport the session to a file to keep them, try saving again, or quit without them.")
        // An import not written yet is work too, with no step after it.
        #expect(QuitQuestion.atQuit(saving: .failing(reason: reason), unsavedSteps: 0, hasUnsavedWork: true, words: words)?.question == "Quit with changes not saved?")
        #expect(QuitQuestion.atQuit(saving: .failing(reason: reason), unsavedSteps: 0, hasUnsavedWork: false, words: words) == nil)
    }

    @Test func anAppThatSavesNothingAsksForEveryStepMade() {
        let question = QuitQuestion.atQuit(saving: .none, unsavedSteps: 2, hasUnsavedWork: true, words: words)
        #expect(question?.question == "Quit with 2 steps not saved?" && question?.offersTryAgain == false)
        #expect(question?.detail == "This app does not save its history.\n\nExport the session to a file to keep them, or quit without them.")
        #expect(QuitQuestion.atQuit(saving: .none, unsavedSteps: 0, hasUnsavedWork: false, words: words) == nil)
    }

    @Test func whileSavingWorksQuittingSavesTheRestAndAsksNothing() {
        #expect(QuitQuestion.atQuit(saving: .on, unsavedSteps: 5, hasUnsavedWork: true, words: words) == nil)
    }

    @Test func theQuestionSpeaksTheAppsWords() {
        var words = HistoryWords()
        words.unsavedQuestion = { "Beenden, \($0) Schritte nicht gesichert?" }
        words.notSavingDetail = { "\($0) Exportieren oder verwerfen." }
        let question = QuitQuestion.atQuit(saving: .off(reason: "Aus."), unsavedSteps: 4, hasUnsavedWork: true, words: words)
        #expect(question?.question == "Beenden, 4 Schritte nicht gesichert?" && question?.detail == "Aus. Exportieren oder verwerfen.")
    }
}
