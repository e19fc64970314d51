/// The branches as the inspector draws them: each branch a line along the steps in its row,
/// hung off the step it returned to by a curve, the present a filled dot and the step on screen
/// a ring around it. Pure: the shapes are worked out from the branches and the drawing's size,
/// so a test reads them as values, and the drawing is painted again only when this changes.
public struct HistoryBranchesDrawing: Equatable, Sendable {
    /// The height of a row.
    public static let rowHeight = 14.0
    /// The room around the lines.
    public static let margin = 8.0
    /// Rows shown before the drawing scrolls.
    public static let visibleRows = 6

    /// The branches drawn.
    public var branches: HistoryBranches
    /// The last step, drawn filled.
    public var presentStep: Int
    /// The step the window shows, drawn as a ring.
    public var shownStep: Int

    /// `branches`, the present at `presentStep` and the window showing `shownStep`.
    public init(branches: HistoryBranches, presentStep: Int, shownStep: Int) {
        self.branches = branches
        self.presentStep = presentStep
        self.shownStep = shownStep
    }

    /// The height of every row, margins included.
    public var height: Int { Int(Double(branches.rowCount) * Self.rowHeight + 2 * Self.margin) }
    /// The height of the rows shown before the drawing scrolls (at least asked for: where the
    /// room is short, a scrolled area gets no more than its least, and the drawing was cut).
    public var shownHeight: Int { Int(Double(min(branches.rowCount, Self.visibleRows)) * Self.rowHeight + 2 * Self.margin) }
    /// The most it shows before it scrolls.
    public static var mostShownHeight: Int { Int(Double(visibleRows) * rowHeight + 2 * margin) }

    /// Where `step` is drawn in a drawing `width` pixels wide.
    public func point(of step: Int, width: Double) -> DrawingPoint {
        let place = branches.place(of: step)
        return DrawingPoint(x: Self.margin + place.along * (width - 2 * Self.margin), y: Self.y(ofRow: place.row))
    }

    /// The step drawn nearest to `point`, in its row; `nil` outside every row.
    public func step(at point: DrawingPoint, width: Double) -> Int? {
        let row = Int(((point.y - Self.margin) / Self.rowHeight).rounded(.down))
        guard row >= 0, row < branches.rowCount else { return nil }
        return branches.step(nearest: (point.x - Self.margin) / max(width - 2 * Self.margin, 1), row: row)
    }

    /// What is drawn in a drawing of `size`: the lines, then the present, then the ring.
    public func shapes(in size: DrawingSize) -> [Shape] {
        let line = DrawingColor.foreground(opacity: 0.55)
        var shapes: [Shape] = []
        for branch in branches.branches {
            let start = point(of: branch.steps.lowerBound, width: size.width)
            let end = point(of: branch.steps.upperBound, width: size.width)
            let along = PathPart.line(to: DrawingPoint(x: max(end.x, start.x + 1), y: end.y))
            if let parent = branch.parent {
                // The branch hangs off the step it returned to.
                let from = point(of: parent, width: size.width)
                let corner = DrawingPoint(x: from.x, y: start.y)
                shapes.append(.circle(center: from, radius: 2.5, style: .fill, color: line))
                shapes.append(.path(
                    from: from, [.curve(corner, corner, to: DrawingPoint(x: max(start.x, from.x + 3), y: start.y)), along],
                    style: .stroke(width: 2), color: line))
            } else {
                shapes.append(.path(from: start, [along], style: .stroke(width: 2), color: line))
            }
        }
        shapes.append(.circle(center: point(of: presentStep, width: size.width), radius: 4.5, style: .fill, color: .accent()))
        shapes.append(.circle(center: point(of: shownStep, width: size.width), radius: 6, style: .stroke(width: 2), color: .accent()))
        return shapes
    }

    private static func y(ofRow row: Int) -> Double { margin + (Double(row) + 0.5) * rowHeight }
}
