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

    public init(stepCount: Int, currentStep: Int, isPreviewing: Bool, scopeID: String) {
        self.stepCount = stepCount
        self.currentStep = currentStep
        self.isPreviewing = isPreviewing
        self.scopeID = scopeID
    }

    public var lastStep: Int { stepCount - 1 }
}
