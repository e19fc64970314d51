import MeridianKitCore
import Testing

/// A drawing is described from a model: the renderer paints its shapes again only when the
/// model changes, and the shapes are values a test reads.
@MainActor
struct DrawingTests {
    struct Laps: Equatable, Sendable {
        var fractions: [Double]
    }

    private func laps(_ fractions: [Double]) -> View {
        Drawing(Laps(fractions: fractions), height: 40) { laps, size in
            laps.fractions.map { .circle(center: DrawingPoint(x: size.width * $0, y: size.height / 2), radius: 4, style: .fill, color: .accent()) }
        }
    }

    @Test func aDrawingIsTheSameDescriptionWhileItsModelIsAndItsShapesFollowTheSize() throws {
        let drawing = try #require(laps([0.25, 0.5]).content(as: DrawingContent.self))
        #expect(laps([0.25, 0.5]).content(as: DrawingContent.self) == drawing)
        #expect(laps([0.25]).content(as: DrawingContent.self) != drawing)
        #expect(drawing.height == 40 && drawing.width == -1)
        #expect(drawing.shapes(DrawingSize(width: 200, height: 40)) == [
            .circle(center: DrawingPoint(x: 50, y: 20), radius: 4, style: .fill, color: .accent()),
            .circle(center: DrawingPoint(x: 100, y: 20), radius: 4, style: .fill, color: .accent()),
        ])
    }

    @Test func theBranchesAreALinePerBranchHungOffTheStepItReturnedToThePresentAndTheStepShown() {
        // Steps 0 to 3 on the main line, then a branch from step 1: steps 4 to 5.
        let branches = HistoryBranches(stepCount: 6, points: [HistoryBranchPoint(step: 4, returnedTo: 1)])
        let drawing = HistoryBranchesDrawing(branches: branches, presentStep: 5, shownStep: 2)
        let size = DrawingSize(width: 116, height: Double(drawing.height))
        // 100 pixels between the margins: a step every 20.
        let (row0, row1) = (8 + 7.0, 8 + 21.0)
        #expect(drawing.height == 2 * 14 + 16)
        #expect(drawing.shapes(in: size) == [
            .line(from: DrawingPoint(x: 8, y: row0), to: DrawingPoint(x: 68, y: row0), width: 2, color: .foreground(opacity: 0.55)),
            .circle(center: DrawingPoint(x: 28, y: row0), radius: 2.5, style: .fill, color: .foreground(opacity: 0.55)),
            .path(
                from: DrawingPoint(x: 28, y: row0),
                [.curve(DrawingPoint(x: 28, y: row1), DrawingPoint(x: 28, y: row1), to: DrawingPoint(x: 88, y: row1)), .line(to: DrawingPoint(x: 108, y: row1))],
                style: .stroke(width: 2), color: .foreground(opacity: 0.55)),
            .circle(center: DrawingPoint(x: 108, y: row1), radius: 4.5, style: .fill, color: .accent()),
            .circle(center: DrawingPoint(x: 48, y: row0), radius: 6, style: .stroke(width: 2), color: .accent()),
        ])
        // A press finds the step drawn nearest in its row.
        #expect(drawing.step(at: DrawingPoint(x: 1, y: 10), in: size) == 0)
        #expect(drawing.step(at: DrawingPoint(x: 1, y: row1), in: size) == 4)
        #expect(drawing.step(at: DrawingPoint(x: 60, y: 200), in: size) == nil)
    }

    /// More rows than six share six rows' height rather than scroll.
    @Test func manyRowsShareTheHeightOfSix() {
        let points = (1...7).map { HistoryBranchPoint(step: 5 * $0, returnedTo: 1) }
        let branches = HistoryBranches(stepCount: 40, points: points)
        let drawing = HistoryBranchesDrawing(branches: branches, presentStep: 39, shownStep: 39)
        #expect(branches.rowCount > 6)
        #expect(drawing.height == 6 * 14 + 16)
        let size = DrawingSize(width: 200, height: Double(drawing.height))
        let lowest = drawing.point(of: 39, in: size)
        #expect(lowest.y < size.height - 8, "the last row is drawn inside")
        #expect(drawing.step(at: lowest, in: size) == 39)
    }
}
