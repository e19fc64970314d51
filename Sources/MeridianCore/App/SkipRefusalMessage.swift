import MeridianStore

extension AppHistory {
    /// Why a step was not skipped or brought back, in words translated when shown: the store
    /// says why as a value, the app in the user's language.
    public static func message(for error: HistorySkipError) -> UserMessage {
        switch error {
        case .unreadable(let error): UserMessage(verbatim: error.message)
        case .refused(let refusal): message(for: refusal)
        }
    }

    static func message(for refusal: HistorySkipRefusal) -> UserMessage {
        switch refusal {
        case .noHistory: UserMessage("This window keeps no history.")
        case .busy: UserMessage("A step is being skipped already; wait for it to finish.")
        case .historyReplaced: UserMessage("The history was replaced while the step was being skipped.")
        case .firstStep: UserMessage("Step 0 is where the history starts; it cannot be skipped.")
        case .noSuchStep(let step, let lastStep):
            UserMessage("There is no step {step}; the history has steps 0 to {last}.", ["step": .number(step), "last": .number(lastStep)])
        case .isASkip(let step, let skipped):
            UserMessage("Step {step} is itself a skip; bring back step {skipped} instead.", ["step": .number(step), "skipped": .number(skipped)])
        case .returnAcrossSkip(let step, let skipping, let returnStep, let target, let scopeID, let crossed):
            UserMessage(
                english: skipping
                    ? Self.cannotBeSkippedAcrossAReturn.english : Self.cannotBeBroughtBackAcrossAReturn.english,
                values: [
                    "step": .number(step), "return": .number(returnStep), "target": .number(target), "crossed": .number(crossed),
                    "scope": .message(scopeName(scopeID)),
                ])
        case .sealedRun(let step, let skipping, let entry):
            UserMessage(
                english: skipping ? Self.cannotBeSkippedAcrossASeal.english : Self.cannotBeBroughtBackAcrossASeal.english,
                values: ["step": .number(step), "entry": .number(entry)])
        case .offThePresentLine(let step, let returnStep, let target):
            UserMessage(
                "Step {step} is on a branch the present left (step {return} went back to step {target}): skipping it would change nothing.",
                ["step": .number(step), "return": .number(returnStep), "target": .number(target)])
        }
    }

    // One message for each way, so that each reads whole in the catalog.
    private static let cannotBeSkippedAcrossAReturn = UserMessage(
        "Step {step} cannot be skipped: step {return} went back to step {target} in the {scope} only, across the skip of step {crossed}, so the {scope} and the rest disagree on what was skipped. Drag the slider back to undo instead.")
    private static let cannotBeBroughtBackAcrossAReturn = UserMessage(
        "Step {step} cannot be brought back: step {return} went back to step {target} in the {scope} only, across the skip of step {crossed}, so the {scope} and the rest disagree on what was skipped. Drag the slider back to undo instead.")
    private static let cannotBeSkippedAcrossASeal = UserMessage(
        "Step {step} cannot be skipped: a long run of transients after it (entry {entry}) was kept only as the state it led to, so what follows cannot be replayed without it.")
    private static let cannotBeBroughtBackAcrossASeal = UserMessage(
        "Step {step} cannot be brought back: a long run of transients after it (entry {entry}) was kept only as the state it led to, so what follows cannot be replayed without it.")

    /// A scope as a sentence names it: "in the document only".
    private static func scopeName(_ id: String) -> UserMessage {
        switch id {
        case document.id: UserMessage("document")
        case viewState.id: UserMessage("view state")
        case player.id: UserMessage("player")
        default: UserMessage(verbatim: id)
        }
    }
}
