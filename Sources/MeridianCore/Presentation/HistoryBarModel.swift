import MeridianStore

/// What the history bar along the bottom of the window shows.
public struct HistoryBarModel: Equatable, Sendable {
    /// The slider runs from step 0 to this.
    public var lastStep: Int
    /// Where the slider stands: the step asked for, even while it is still being read.
    public var currentStep: Int
    /// "Step 12 of 40 · Renamed New York to Home".
    public var text: String
    /// The window shows the past, not the present: the bar says so.
    public var isShowingThePast: Bool
    public var canStepBack: Bool
    public var canStepForward: Bool
    public var scopeID: String

    public init(timeline: Timeline, label: String, scopeID: String) {
        lastStep = timeline.lastStep
        currentStep = timeline.sliderStep
        text = timeline.loadingStep.map { tr("Step {step} of {last} · reading it from disk…", ["step": $0, "last": timeline.lastStep]) }
            ?? tr("Step {step} of {last} · {label}", ["step": timeline.currentStep, "last": timeline.lastStep, "label": label])
        isShowingThePast = timeline.isPreviewing
        canStepBack = timeline.sliderStep > 0
        canStepForward = timeline.sliderStep < timeline.lastStep
        self.scopeID = scopeID
    }
}
