import MeridianStore

/// The history as a tree, like undo-tree's drawing: the line of steps from step 0, and a branch
/// from each step the person went back to and carried on from, laid out along the steps' order
/// in rows. Undo's and Redo's returns are steps of the present, on the line they are made on:
/// drawn as branches, every Undo hung a dead end off the line, and a few dozen made a tangle.
///
/// A branch runs from the step its return made to the step before the next return, and hangs
/// off the step it returned to. The main line keeps row 0 to itself; below it rows are reused:
/// a branch takes the lowest row whose branches all end before the step it hangs off, so a
/// history of many returns stays a few rows high.
public struct HistoryBranches: Equatable, Sendable {
    /// One line of the drawing: the steps of the main line, or of a branch a return made.
    public struct Branch: Equatable, Sendable {
        /// The steps on this branch, in order.
        public var steps: ClosedRange<Int>
        /// The step it branches off; `nil` for the main line.
        public var parent: Int?
        /// Its row in the drawing; the main line is row 0.
        public var row: Int
    }

    /// The main line, then every branch, in the order of their steps.
    public private(set) var branches: [Branch] = []
    /// How many steps the history has.
    public let stepCount: Int
    /// How many rows the drawing takes.
    public private(set) var rowCount = 1

    /// The branches of a history of `stepCount` steps whose returns are `points`, in order.
    public init(stepCount: Int, points: [HistoryBranchPoint]) {
        self.stepCount = max(stepCount, 1)
        var start = 0
        var parent: Int?
        // Per row, the last step its branches reach, connector included.
        var rowEnds: [Int] = []
        func close(at end: Int) {
            guard end >= start else { return }
            let from = parent ?? 0
            let row = parent == nil ? 0 : rowEnds.indices.dropFirst().first { rowEnds[$0] < from } ?? rowEnds.count
            if row == rowEnds.count { rowEnds.append(end) } else { rowEnds[row] = end }
            branches.append(Branch(steps: start...end, parent: parent, row: row))
        }
        for point in points where point.kind == .carriedOn && point.step > start && point.step < self.stepCount && point.returnedTo < point.step {
            close(at: point.step - 1)
            (start, parent) = (point.step, point.returnedTo)
        }
        close(at: self.stepCount - 1)
        rowCount = max(rowEnds.count, 1)
    }

    /// The branch that holds `step`.
    public func branch(of step: Int) -> Branch? {
        var (low, high) = (0, branches.count)
        while low < high {
            let middle = (low + high) / 2
            if branches[middle].steps.upperBound < step { low = middle + 1 } else { high = middle }
        }
        return low < branches.count && branches[low].steps.contains(step) ? branches[low] : nil
    }

    /// Where `step` is drawn: its place along the steps, from 0 (step 0) to 1 (the last step),
    /// and its row.
    public func place(of step: Int) -> (along: Double, row: Int) {
        (Double(step) / Double(max(stepCount - 1, 1)), branch(of: step)?.row ?? 0)
    }

    /// The step drawn nearest to a point `along` the steps (0 to 1) in `row`: on that row's
    /// branch nearest to it, or `nil` when nothing is drawn in the row.
    public func step(nearest along: Double, row: Int) -> Int? {
        let target = Int((min(max(along, 0), 1) * Double(max(stepCount - 1, 1))).rounded())
        var best: (distance: Int, step: Int)?
        for branch in branches where branch.row == row {
            let step = min(max(target, branch.steps.lowerBound), branch.steps.upperBound)
            let distance = abs(step - target)
            if best.map({ distance < $0.distance }) ?? true { best = (distance, step) }
        }
        return best?.step
    }

    /// The tree in words, for a screen reader: "Main line: steps 0 to 40. Branch from step 12:
    /// steps 41 to 60."
    public func description(in words: HistoryWords = HistoryWords()) -> String {
        branches.map { words.branch($0.parent, $0.steps.lowerBound, $0.steps.upperBound) }.joined(separator: " ")
    }
}
