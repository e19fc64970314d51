/// One skip in a history's log, without the state it made: which step it skipped or brought
/// back, and what replaying without it found.
public struct HistorySkipMark: Equatable, Hashable, Sendable {
    /// The entry of the log that holds the skip; it begins a step of its own.
    public var entry: Int
    /// The step skipped or brought back.
    public var step: Int
    /// `true` when the step was skipped, `false` when it was brought back.
    public var skipping: Bool
    /// The later steps that changed the state when they were made but, replayed in the history
    /// as the skip left it, changed nothing (renaming a zone whose adding was skipped).
    public var ineffectiveSteps: [Int]

    /// A skip of `step` (or, with `skipping` false, the step brought back) at log entry `entry`.
    public init(entry: Int, step: Int, skipping: Bool, ineffectiveSteps: [Int]) {
        self.entry = entry
        self.step = step
        self.skipping = skipping
        self.ineffectiveSteps = ineffectiveSteps
    }
}

/// Why a step cannot be skipped or brought back: a value an app words in its own language,
/// with English words of its own (`description`).
public enum HistorySkipRefusal: Equatable, Sendable, CustomStringConvertible {
    /// The store keeps no history.
    case noHistory
    /// Another skip is being worked out.
    case busy
    /// The history was replaced (an import, a new session) while the skip was worked out.
    case historyReplaced
    /// Step 0 is where the history starts.
    case firstStep
    /// There is no such step; the history has steps 0 to `lastStep`.
    case noSuchStep(step: Int, lastStep: Int)
    /// `step` is itself a skip, of `skippedStep`: bring that back instead.
    case isASkip(step: Int, skippedStep: Int)
    /// Step `returnStep` went back to `target` in one scope only (`scopeID`), across the skip of
    /// `crossedSkip`: that scope and the rest disagree on what was skipped.
    case returnAcrossSkip(step: Int, skipping: Bool, returnStep: Int, target: Int, scopeID: String, crossedSkip: Int)
    /// A run of transients after `step` (at `entry`) was kept only as the state it led to.
    case sealedRun(step: Int, skipping: Bool, entry: Int)
    /// `step` is on a branch the present left: step `returnStep` went back to step `target`,
    /// before it, and the present carried on from there. Nothing of that branch reaches the
    /// present, so skipping or bringing back one of its steps would change nothing.
    case offThePresentLine(step: Int, returnStep: Int, target: Int)

    public var description: String {
        switch self {
        case .noHistory: "This store keeps no history."
        case .busy: "A step is being skipped already; wait for it to finish."
        case .historyReplaced: "The history was replaced while the step was being skipped."
        case .firstStep: "Step 0 is where the history starts; it cannot be skipped."
        case .noSuchStep(let step, let lastStep): "There is no step \(step); the history has steps 0 to \(lastStep)."
        case .isASkip(let step, let skippedStep): "Step \(step) is itself a skip; bring back step \(skippedStep) instead."
        case .returnAcrossSkip(let step, let skipping, let returnStep, let target, let scope, let crossed):
            "Step \(step) cannot be \(skipping ? "skipped" : "brought back"): step \(returnStep) went back to step \(target) in the \(scope) only, across the skip of step \(crossed), so the \(scope) and the rest disagree on what was skipped. Drag the slider back to undo instead."
        case .sealedRun(let step, let skipping, let entry):
            "Step \(step) cannot be \(skipping ? "skipped" : "brought back"): a long run of transients after it (entry \(entry)) was kept only as the state it led to, so what follows cannot be replayed without it."
        case .offThePresentLine(let step, let returnStep, let target):
            "Step \(step) is on a branch the present left (step \(returnStep) went back to step \(target)): skipping it would change nothing."
        }
    }
}

/// Why a step was not skipped or brought back.
public enum HistorySkipError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The step cannot be skipped, for the reason given.
    case refused(HistorySkipRefusal)
    /// The stored history could not be read.
    case unreadable(HistoryStorageError)

    public var description: String {
        switch self {
        case .refused(let refusal): refusal.description
        case .unreadable(let error): error.message
        }
    }
}
