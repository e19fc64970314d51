import MeridianStore

/// What the banner across the top of an app's content says while the window shows the past.
public struct PastBanner: Equatable, Sendable {
    /// The banner shows: the slider shows a step before the present.
    public var isShown: Bool
    /// "Viewing the past".
    public var title: String
    /// "Step 12 of 44, as it was at 14:02:31": the step on the slider and when it was made.
    public var detail: String

    /// The banner for `timeline`, whose step on the slider was made at `stepTime` (as the app
    /// writes times), in the app's `words`. After Undo (a step shown through the history's
    /// undo scope, `undoScopeID`) there is none: the undone state is the present, as in any
    /// app, and the slider alone shows where Undo stands.
    public init(timeline: Timeline, stepTime: String, undoScopeID: String? = nil, words: HistoryWords = HistoryWords()) {
        isShown = timeline.isPreviewing && timeline.scopeID != undoScopeID
        title = words.viewingThePast
        detail = isShown ? words.pastDetail(timeline.sliderStep, timeline.lastStep, stepTime) : ""
    }
}
