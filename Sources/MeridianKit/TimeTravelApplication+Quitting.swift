import MeridianKitCore

// Quitting with steps not saved: the shell of the quit conversation (`QuitConversation`), which
// the window shows as an `Alert` (`quitting`).
extension TimeTravelApplication {
    /// Quits through `quit`, after asking when steps the user made would be lost.
    func confirmQuit(_ quit: @escaping @MainActor () -> Void) {
        if quitting.state == QuitConversation() { quitWhenAnswered = quit }
        quitting.send(.quitAsked(quitQuestion()))
    }

    /// What quitting now would ask; `nil` when nothing would be lost.
    private func quitQuestion() -> QuitQuestion? {
        QuitWithUnsavedWork.question(autosave: autosave, store: store, words: words.history)
    }

    /// Carries out what the quit conversation decided.
    func perform(_ effect: QuitConversation.Effect) {
        switch effect {
        case .quit:
            let quit = quitWhenAnswered
            quitWhenAnswered = nil
            quit?()
        case .tryAgain:
            guard let autosave else { return quitting.send(.triedAgain(quitQuestion())) }
            autosave.retry { [weak self] in
                guard let self else { return }
                self.quitting.send(.triedAgain(self.quitQuestion()))
            }
        case .export:
            exportSessionWithDialog { [weak self] written in
                guard let self else { return }
                self.quitting.send(.exported(written: written, self.quitQuestion()))
            }
        }
    }
}
