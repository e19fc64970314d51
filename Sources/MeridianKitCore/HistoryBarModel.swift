import MeridianStore

/// What the History bar along the bottom of the window shows.
public struct HistoryBarModel: Equatable, Sendable {
    /// The slider runs from step 0 to this.
    public var lastStep: Int
    /// Where the slider stands: the step asked for, even while it is still being read.
    public var currentStep: Int
    /// "Step 12 of 40 · Renamed New York to Home": what the slider speaks.
    public var text: String
    /// What the slider does, for someone who has not moved it yet: the bar shows it on a line
    /// of its own (at the first launch, "Step 0 of 0" and a slider without a knob say nothing
    /// of what History is). `nil` once the user has moved the slider into the past.
    public var hint: String?
    /// The slider shows the past, not the present: the bar says so. Not after Undo, whose
    /// undone state is the present.
    public var isShowingThePast: Bool
    /// Whether there is a step before the one shown (undo).
    public var canStepBack: Bool
    /// Whether there is a step after the one shown (redo).
    public var canStepForward: Bool
    /// The scope the slider jumps with.
    public var scopeID: String
    /// The step the slider was left at when the app last closed, offered to go back to (a
    /// launch opens at the present): `nil` when there is none in this history, or the window
    /// shows it.
    public var leftOff: HistoryPanel.LeftOff?
    /// What the button that goes back there says: "Back to Step 12".
    public var leftOffText: String
    /// Whether the inspector is open: its button is pressed.
    public var isInspectorOpen: Bool
    /// Whether the hint's line shows: while there is a hint, and, once shown, until the next
    /// launch. The first move of the slider ends the hint, and the slider must not jump under
    /// the pointer as it does.
    public var showsHintLine: Bool
    /// What the bar says of saving, beside its time-travelled parts.
    public var saving: SavingNotice

    /// The bar for `timeline`, whose shown step is labelled `label`, with the step `leftOff`
    /// the slider was left at (the panel's), for a user who `hasTravelled` through the
    /// history before (the panel's), in the app's `words`. `hintShownBefore`:
    /// the bar showed the hint since the launch (its line keeps its room); `saving`: what it
    /// says of saving.
    public init(
        timeline: Timeline, label: String, scopeID: String, leftOff: HistoryPanel.LeftOff? = nil, hasTravelled: Bool = false,
        isInspectorOpen: Bool = false, hintShownBefore: Bool = false, saving: SavingNotice = .quiet,
        words: HistoryWords = HistoryWords()
    ) {
        lastStep = timeline.lastStep
        currentStep = timeline.sliderStep
        text = timeline.loadingStep.map { words.readingStep($0, timeline.lastStep) }
            ?? words.step(timeline.currentStep, timeline.lastStep, label)
        isShowingThePast = timeline.isPreviewing
        canStepBack = timeline.sliderStep > 0
        canStepForward = timeline.sliderStep < timeline.lastStep
        self.scopeID = scopeID
        let offered = HistoryPanel(leftOff: leftOff).leftOffStep(lastStep: timeline.lastStep)
        self.leftOff = offered.flatMap { timeline.isPreviewing && timeline.sliderStep == $0.step ? nil : $0 }
        leftOffText = self.leftOff.map { words.backToStep($0.step) } ?? ""
        hint = hasTravelled ? nil : words.sliderHint
        self.isInspectorOpen = isInspectorOpen
        showsHintLine = hint != nil || hintShownBefore
        self.saving = saving
    }

    /// Whether the user's move of the slider to `step` is their first into the past, which
    /// the panel keeps (`HistoryPanelAction.travelled`) so that the hint does not come back.
    public static func marksTravelled(movingTo step: Int, lastStep: Int, hasTravelled: Bool) -> Bool {
        !hasTravelled && step < lastStep
    }
}
