import MeridianStore

/// What the History bar along the bottom of the window shows.
public struct HistoryBarModel: Equatable, Sendable {
    /// The slider runs from step 0 to this.
    public var lastStep: Int
    /// Where the slider stands: the step asked for, even while it is still being read.
    public var currentStep: Int
    /// "Step 12 of 40 · Renamed New York to Home".
    public var text: String
    /// The window shows the past, not the present: the bar says so.
    public var isShowingThePast: Bool
    /// Whether there is a step before the one shown (undo).
    public var canStepBack: Bool
    /// Whether there is a step after the one shown (redo).
    public var canStepForward: Bool
    /// The scope the slider jumps with.
    public var scopeID: String

    /// The bar for `timeline`, whose shown step is labelled `label`, in the app's `words`.
    public init(timeline: Timeline, label: String, scopeID: String, words: HistoryWords = HistoryWords()) {
        lastStep = timeline.lastStep
        currentStep = timeline.sliderStep
        text = timeline.loadingStep.map { words.readingStep($0, timeline.lastStep) }
            ?? words.step(timeline.currentStep, timeline.lastStep, label)
        isShowingThePast = timeline.isPreviewing
        canStepBack = timeline.sliderStep > 0
        canStepForward = timeline.sliderStep < timeline.lastStep
        self.scopeID = scopeID
    }
}
