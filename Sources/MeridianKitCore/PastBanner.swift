import MeridianStore

/// What the banner across the top of an app's content says while the window shows the past.
public struct PastBanner: Equatable, Sendable {
    /// The banner shows: the window shows a step before the present.
    public var isShown: Bool
    /// "Viewing the past".
    public var title: String
    /// "Step 12 of 44, as it was at 14:02:31": the step on the slider and when it was made.
    public var detail: String

    /// The banner for `timeline`, whose step on the slider was made at `stepTime` (as the app
    /// writes times), in the app's `words`. Shown through the history's undo scope
    /// (`undoScopeID`), the window shows the present with changes undone, not the past as it
    /// was, and says so.
    public init(timeline: Timeline, stepTime: String, undoScopeID: String? = nil, words: HistoryWords = HistoryWords()) {
        isShown = timeline.isPreviewing
        let undone = isShown && timeline.scopeID == undoScopeID
        title = undone ? words.changesUndone : words.viewingThePast
        detail = !isShown ? "" : undone ? words.undoneDetail(timeline.sliderStep, timeline.lastStep) : words.pastDetail(timeline.sliderStep, timeline.lastStep, stepTime)
    }
}
