/// The branches as the inspector draws them: each branch a line along the steps in its row,
/// hung off the step it returned to by a curve, the present a filled dot and the step on screen
/// a ring around it. Pure: the shapes are worked out from the branches and the drawing's size,
/// so a test reads them as values, and the drawing is painted again only when this changes.
/// More rows than `visibleRows` share that height, closer together, rather than scroll: a
/// described scrolled area around it was laid out again at every frame of the window.
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

    /// The height it asks for: its rows, at most `visibleRows` of them, margins included.
    public var height: Int { Int(Double(min(branches.rowCount, Self.visibleRows)) * Self.rowHeight + 2 * Self.margin) }

    /// The height of a row in a drawing `height` pixels high: `rowHeight`, or less when more
    /// rows than `visibleRows` share it.
    private func rowHeight(in height: Double) -> Double {
        min(Self.rowHeight, max(height - 2 * Self.margin, 1) / Double(max(branches.rowCount, 1)))
    }

    /// Where `step` is drawn in a drawing of `size`.
    public func point(of step: Int, in size: DrawingSize) -> DrawingPoint {
        let place = branches.place(of: step)
        let y = Self.margin + (Double(place.row) + 0.5) * rowHeight(in: size.height)
        return DrawingPoint(x: Self.margin + place.along * (size.width - 2 * Self.margin), y: y)
    }

    /// The step drawn nearest to `point`, in its row; `nil` outside every row.
    public func step(at point: DrawingPoint, in size: DrawingSize) -> Int? {
        let row = Int(((point.y - Self.margin) / rowHeight(in: size.height)).rounded(.down))
        guard row >= 0, row < branches.rowCount else { return nil }
        return branches.step(nearest: (point.x - Self.margin) / max(size.width - 2 * Self.margin, 1), row: row)
    }

    /// What is drawn in a drawing of `size`: the lines, then the present, then the ring.
    public func shapes(in size: DrawingSize) -> [Shape] {
        let line = DrawingColor.foreground(opacity: 0.55)
        var shapes: [Shape] = []
        for branch in branches.branches {
            let start = point(of: branch.steps.lowerBound, in: size)
            let end = point(of: branch.steps.upperBound, in: size)
            let along = PathPart.line(to: DrawingPoint(x: max(end.x, start.x + 1), y: end.y))
            if let parent = branch.parent {
                // The branch hangs off the step it returned to.
                let from = point(of: parent, in: size)
                let corner = DrawingPoint(x: from.x, y: start.y)
                shapes.append(.circle(center: from, radius: 2.5, style: .fill, color: line))
                shapes.append(.path(
                    from: from, [.curve(corner, corner, to: DrawingPoint(x: max(start.x, from.x + 3), y: start.y)), along],
                    style: .stroke(width: 2), color: line))
            } else {
                shapes.append(.path(from: start, [along], style: .stroke(width: 2), color: line))
            }
        }
        shapes.append(.circle(center: point(of: presentStep, in: size), radius: 4.5, style: .fill, color: .accent()))
        shapes.append(.circle(center: point(of: shownStep, in: size), radius: 6, style: .stroke(width: 2), color: .accent()))
        return shapes
    }
}
