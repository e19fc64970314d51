import MeridianStore

/// What the window says when the person acted while the slider showed a past step: that step
/// became the present again, and the steps after it stay on the slider. Without it the banner
/// went without a word and later changes vanished from the present.
///
/// "Carried on from step 6 — 20 later steps stay on the slider · Undo": Undo goes back to
/// the present as it was before (`formerPresent`), through the history's undo scope.
public struct CarriedOnNotice: Equatable, Sendable {
    /// The step carried on from.
    public var step: Int
    /// The last step before carrying on: the present Undo brings back.
    public var formerPresent: Int
    /// "Carried on from step 6 — 20 later steps stay on the slider".
    public var text: String

    /// The notice a change of the timeline from `before` to `after` calls for, if any: the
    /// slider showed a past step (not Undo's, whose undone state already is the present) and
    /// an action made it the present, as a new step of the same history.
    public init?(before: Timeline, after: Timeline, undoScopeID: String?, words: HistoryWords = HistoryWords()) {
        guard before.isPreviewing, before.scopeID != undoScopeID, !after.isPreviewing, after.generation == before.generation,
            after.stepCount > before.stepCount
        else { return nil }
        step = before.currentStep
        formerPresent = before.lastStep
        text = words.carriedOn(before.currentStep, before.lastStep - before.currentStep)
    }

    /// Whether the notice still stands at `timeline`: it goes when the history moves on (another
    /// step, the slider moved, another history), as a notice of what just happened does.
    public func stands(at timeline: Timeline, shownAt shown: Timeline) -> Bool {
        timeline.stepCount == shown.stepCount && !timeline.isPreviewing && timeline.generation == shown.generation
    }
}
