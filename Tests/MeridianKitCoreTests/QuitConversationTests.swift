import MeridianKitCore
import Testing

/// The question asked at quit is state: asked once, answered by events, and each answer's work
/// (trying to save again, exporting) ends by quitting or by asking again what is left.
struct QuitConversationTests {
    let words = HistoryWords()
    let failing = QuitQuestion(question: "Quit with 2 steps not saved?", detail: "The disk is full.", steps: 2, offersTryAgain: true)
    let off = QuitQuestion(question: "Quit with 2 steps not saved?", detail: "Autosave is off.", steps: 2, offersTryAgain: false)

    @Test func quittingWithNothingToLoseQuitsAtOnceAndOtherwiseAsksOnce() {
        var conversation = QuitConversation()
        #expect(conversation.apply(.quitAsked(nil)) == [.quit])
        #expect(conversation == QuitConversation())
        #expect(conversation.apply(.quitAsked(failing)) == [])
        #expect(conversation.asking == failing)
        // Ctrl+Q again, or the desktop asking, while the question is up: still one question.
        #expect(conversation.apply(.quitAsked(off)) == [])
        #expect(conversation.asking == failing)
    }

    @Test func cancelKeepsTheAppAndQuitWithoutSavingQuits() {
        var conversation = QuitConversation()
        _ = conversation.apply(.quitAsked(failing))
        #expect(conversation.apply(.answered(.cancel)) == [])
        #expect(conversation == QuitConversation())
        // An answer with no question up (a second click on a dialog going away) does nothing.
        #expect(conversation.apply(.answered(.quitWithoutSaving)) == [])
        _ = conversation.apply(.quitAsked(failing))
        #expect(conversation.apply(.answered(.quitWithoutSaving)) == [.quit])
    }

    @Test func tryingAgainQuitsOnceEverythingIsSavedAndAsksAgainIfNot() {
        var conversation = QuitConversation()
        _ = conversation.apply(.quitAsked(failing))
        #expect(conversation.apply(.answered(.tryAgain)) == [.tryAgain])
        #expect(conversation.asking == nil && conversation.working == .tryingAgain)
        // Asked to quit while trying: nothing more is asked.
        #expect(conversation.apply(.quitAsked(failing)) == [])
        #expect(conversation.apply(.triedAgain(failing)) == [])
        #expect(conversation.asking == failing && conversation.working == nil)
        _ = conversation.apply(.answered(.tryAgain))
        #expect(conversation.apply(.triedAgain(nil)) == [.quit])
    }

    @Test func anExportWrittenQuitsAndOneCancelledAsksAgain() {
        var conversation = QuitConversation()
        _ = conversation.apply(.quitAsked(off))
        #expect(conversation.apply(.answered(.export)) == [.export])
        #expect(conversation.working == .exporting)
        #expect(conversation.apply(.exported(written: false, off)) == [])
        #expect(conversation.asking == off)
        _ = conversation.apply(.answered(.export))
        #expect(conversation.apply(.exported(written: true, off)) == [.quit])
        #expect(conversation == QuitConversation())
    }

    @Test func theQuestionIsAnAlertOfItsAnswersWithTryAgainOnlyWhereItCanHelp() {
        let alert = failing.alert(words: words)
        #expect(alert.kind == .warning && alert.title == failing.question && alert.detail == failing.detail)
        #expect(alert.buttons == [
            AlertButton("_Cancel", answer: .cancel), AlertButton("Quit Without Saving", answer: .quitWithoutSaving, role: .destructive),
            AlertButton("Try Again", answer: .tryAgain), AlertButton("Export Session…", answer: .export, role: .suggested),
        ])
        #expect(alert.cancel == .cancel && alert.defaultAnswer == .export)
        #expect(!off.alert(words: words).buttons.contains { $0.answer == .tryAgain })
    }

    /// An alert's description: its answers by place, Escape and the close by `cancel`.
    @MainActor
    @Test func anAlertSendsTheAnswerOfTheButtonPressedAndCancelForEscape() throws {
        var answers: [QuitConversation.Answer] = []
        let view = Alert(failing.alert(words: words)) { answers.append($0) }
        let shown = try #require(view.content(as: AlertContent.self)?.shown)
        #expect(shown.buttons.map(\.title) == ["_Cancel", "Quit Without Saving", "Try Again", "Export Session…"])
        #expect(shown.defaultButton == 3)
        #expect(!view.traits.isVisible, "it takes no room in the window")
        view.events.onText?("1")
        view.events.onText?("-1")
        view.events.onText?("9")
        #expect(answers == [.quitWithoutSaving, .cancel])
        #expect(Alert(nil as AlertModel<QuitConversation.Answer>?) { _ in }.content(as: AlertContent.self)?.shown == nil)
    }
}
