/// One return in a history's log: the moment a past step became the present again, so that
/// what follows branches off that step. Few (one per time the user went back and acted), so a
/// history keeps them all in memory and an inspector draws its branches without reading the log.
public struct HistoryReturn: Equatable, Hashable, Sendable {
    // Kept as 32 bits, as the log's entries and steps are: a decade holds tens of thousands.
    private var entry32: Int32
    private var step32: Int32

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

    /// A return to `step`, recorded at log entry `entry`; both below `Int32.max`, as every
    /// entry and step of a log is.
    public init(entry: Int, step: Int) {
        entry32 = Int32(entry)
        step32 = Int32(step)
    }
}

/// A return as the steps see it: the step it made, and the step it went back to.
public struct HistoryBranchPoint: Equatable, Sendable {
    /// The step the return made: the first of its branch.
    public var step: Int
    /// The step returned to: the branch's parent.
    public var returnedTo: Int

    /// The step made by a return, and the step it returned to.
    public init(step: Int, returnedTo: Int) {
        self.step = step
        self.returnedTo = returnedTo
    }
}

extension Store {
    /// Every return in the history as the step it made and the step it went back to, in
    /// order: the branches, without reading the log.
    public var branchPoints: [HistoryBranchPoint] {
        guard let history else { return [] }
        return zip(history.returnSteps, history.returns).map { HistoryBranchPoint(step: Int($0), returnedTo: $1.step) }
    }
}
