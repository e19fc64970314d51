/// What made a return: the person acting on a past step the slider showed, or Undo or Redo.
///
/// Undo and Redo are returns through the undo scope (`HistoryRules.undoScope`) recorded as
/// steps of their own, so the present stays live after them and every state stays on the
/// slider: Undo returns to the step before the change it takes back, Redo to the change it
/// brings back. Files write `undo` and `redo`; a return carried on from the slider is written
/// without a kind, as every return was before Undo made steps.
public enum HistoryReturnKind: String, Codable, Hashable, Sendable {
    /// The person acted while the slider showed a past step, which became the present again.
    case carriedOn
    /// Undo took back the change after the step returned to.
    case undo
    /// Redo brought back the change of the step returned to.
    case redo
}

/// One return in a history's log: the moment a past step became the present again, so that
/// what follows branches off that step. Few (one per time the user went back and acted, or
/// undid or redid), so a history keeps them all in memory: an inspector draws its branches, and
/// Undo and Redo find their way, without reading the log.
public struct HistoryReturn: Equatable, Hashable, Sendable {
    // Kept as 32 bits, as the log's entries and steps are: a decade holds tens of thousands.
    private var entry32: Int32
    private var step32: Int32
    /// What made it.
    public var kind: HistoryReturnKind

    /// The entry of the log that holds the return; it begins a step of its own.
    public var entry: Int {
        get { Int(entry32) }
        set { entry32 = Int32(newValue) }
    }
    /// The step returned to.
    public var step: Int {
        get { Int(step32) }
        set { step32 = Int32(newValue) }
    }

    /// A return to `step`, recorded at log entry `entry` and made as `kind` says; both below
    /// `Int32.max`, as every entry and step of a log is.
    public init(entry: Int, step: Int, kind: HistoryReturnKind = .carriedOn) {
        entry32 = Int32(entry)
        step32 = Int32(step)
        self.kind = kind
    }
}

/// A return as the steps see it: the step it made, and the step it went back to.
public struct HistoryBranchPoint: Equatable, Sendable {
    /// The step the return made: the first of its branch.
    public var step: Int
    /// The step returned to: the branch's parent.
    public var returnedTo: Int
    /// What made the return.
    public var kind: HistoryReturnKind

    /// The step made by a return, the step it returned to, and what made it.
    public init(step: Int, returnedTo: Int, kind: HistoryReturnKind = .carriedOn) {
        self.step = step
        self.returnedTo = returnedTo
        self.kind = kind
    }
}

extension Store {
    /// Every return in the history as the step it made and the step it went back to, in
    /// order: the branches, without reading the log.
    public var branchPoints: [HistoryBranchPoint] {
        guard let history else { return [] }
        return zip(history.returnSteps, history.returns).map { HistoryBranchPoint(step: Int($0), returnedTo: $1.step, kind: $1.kind) }
    }
}
