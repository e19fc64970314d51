/// Where the store stands in its history: what the slider and its label show.
public struct Timeline: Equatable, Sendable {
    /// The number of steps, counting step 0, the starting state.
    public var stepCount: Int
    /// The step whose state is shown.
    public var currentStep: Int
    /// Whether the shown state is a preview of the past rather than the present.
    public var isPreviewing: Bool
    /// The id of the scope the current preview uses (`"everything"` at the present).
    public var scopeID: String
    /// Which history this is: it changes when the whole history is replaced (a session
    /// restored or imported), so what was read of the steps before no longer holds.
    public var generation: Int
    /// The log entry that names the last step: it moves when an action joins that step (a
    /// keystroke coalesced into a rename), which may change the step's label even when the
    /// state on screen does not change.
    public var lastStepLabelEntry: Int
    /// The step a jump asked for while its part of a stored history is read in the background;
    /// `currentStep` is the nearest step in memory, shown meanwhile.
    public var loadingStep: Int?
    /// The step being skipped or brought back while the history is replayed without it.
    public var skippingStep: Int?
    /// Counts the reads and searches the store ended on another thread (the part of a stored
    /// history a step's label needs, the steps Undo takes back in a history read back): when it
    /// moves, what could not be told from memory before — whether there is anything to undo or
    /// redo, a step's label — may be known now, and what shows it asks again.
    public var backgroundReads: Int

    /// A timeline of these parts. The store makes the timelines it shows; a view's tests make
    /// their own, to check what the view shows for one.
    public init(
        stepCount: Int, currentStep: Int, isPreviewing: Bool, scopeID: String, generation: Int = 0, lastStepLabelEntry: Int = -1,
        loadingStep: Int? = nil, skippingStep: Int? = nil, backgroundReads: Int = 0
    ) {
        self.backgroundReads = backgroundReads
        self.loadingStep = loadingStep
        self.skippingStep = skippingStep
        self.stepCount = stepCount
        self.currentStep = currentStep
        self.isPreviewing = isPreviewing
        self.scopeID = scopeID
        self.generation = generation
        self.lastStepLabelEntry = lastStepLabelEntry
    }

    /// The last step: the present.
    public var lastStep: Int { stepCount - 1 }

    /// Where the slider stands: the step asked for, even while it is being read.
    public var sliderStep: Int { loadingStep ?? currentStep }
}
