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
    /// writes times), in the app's `words`. Only the slider shows the past: Undo and Redo make
    /// steps of the present, and leave no banner.
    public init(timeline: Timeline, stepTime: String, words: HistoryWords = HistoryWords()) {
        isShown = timeline.isPreviewing
        title = words.viewingThePast
        detail = isShown ? words.pastDetail(timeline.sliderStep, timeline.lastStep, stepTime) : ""
    }
}
