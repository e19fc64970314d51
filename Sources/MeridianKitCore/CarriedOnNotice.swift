import MeridianStore

/// What the window says when the person acted while the slider showed a past step: that step
/// became the present again, and the later steps were set aside on the slider, where they stay.
/// Without it the banner went without a word and later changes vanished from the present.
///
/// "Carried on from step 14 — 18 later steps, from “Added Reykjavík”, stay on the slider ·
/// Undo": it stands until the person closes it or the carrying on is undone (by its Undo, which
/// takes back every change since, or by Undo pressed as often), across steps and launches: the
/// History panel keeps it (`HistoryPanel.carriedOn`).
public struct CarriedOnNotice: Codable, Equatable, Sendable {
    /// The step carried on from.
    public var step: Int
    /// The step the carrying on made: the first of the new branch.
    public var returnStep: Int
    /// The last step before carrying on: the present set aside.
    public var formerPresent: Int

    /// A notice of carrying on from `step` at `returnStep`, when the present was `formerPresent`.
    public init(step: Int, returnStep: Int, formerPresent: Int) {
        self.step = step
        self.returnStep = returnStep
        self.formerPresent = formerPresent
    }

    /// The notice a change of the timeline from `before` to `after` calls for, if any: the
    /// slider showed a past step and an action made it the present, as a new step of the same
    /// history (the step after the former present).
    public init?(before: Timeline, after: Timeline) {
        guard before.isPreviewing, !after.isPreviewing, after.generation == before.generation, after.stepCount > before.stepCount
        else { return nil }
        self.init(step: before.currentStep, returnStep: before.lastStep + 1, formerPresent: before.lastStep)
    }

    /// Whether the notice offers its Undo, which takes back every change since carrying on, the
    /// carrying on's own included when it changed what Undo covers (a present set aside that
    /// differed only in playing did not): while the carrying on is not taken back
    /// (`isTakenBack`, `nil` while not known) and a change since is next to undo (`undoableStep`).
    public func offersUndo(isTakenBack: Bool?, undoableStep: Int?) -> Bool {
        isTakenBack == false && (undoableStep ?? -1) >= returnStep
    }

    /// The steps set aside: those after the step carried on from, up to the former present.
    public var laterSteps: Int { formerPresent - step }

    /// "Carried on from step 14 — 18 later steps, from “Added Reykjavík”, stay on the slider",
    /// naming the first step set aside by its label when it is known (`firstLaterLabel`).
    public func text(firstLaterLabel: String?, words: HistoryWords = HistoryWords()) -> String {
        words.carriedOn(step, laterSteps, firstLaterLabel)
    }
}
