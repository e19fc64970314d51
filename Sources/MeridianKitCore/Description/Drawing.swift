/// A drawing the app describes from its state: `shapes` lays out, from `model` and the size the
/// drawing is given, what to draw — lines, curves and circles in the widget's own pixels, in
/// the theme's colours. The renderer draws them, and draws again only when `model` changes (or
/// its size does): `shapes` is pure, so a test checks the shapes as values.
///
/// At least `height` pixels high (and `width` wide, when given). A press of the pointer's first
/// button calls `onPress` with where it fell and the drawing's size, so the app finds what was
/// drawn there as `shapes` placed it.
///
/// ```swift
/// Drawing(state.laps, height: 40) { laps, size in
///     laps.enumerated().map { index, lap in
///         .circle(center: DrawingPoint(x: size.width * lap.fraction, y: 20), radius: 4, style: .fill, color: .accent())
///     }
/// }
/// .accessibleName("Laps")
/// ```
public func Drawing<Model: Equatable & Sendable>(
    _ model: Model, width: Int = -1, height: Int, shapes: @escaping @Sendable (Model, DrawingSize) -> [Shape],
    onPress: (@MainActor (DrawingPoint, DrawingSize) -> Void)? = nil
) -> View {
    var view = View(DrawingContent(model: DrawnModel(model), width: width, height: height) { shapes(model, $0) })
    view.events.onPressAt = onPress
    return view
}

/// A point in a drawing, in pixels from its top left corner.
public struct DrawingPoint: Equatable, Sendable {
    /// Pixels from the left edge, and from the top.
    public var x, y: Double
    /// The point `x` pixels from the left edge and `y` from the top.
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
}

/// The size a drawing is given, in pixels.
public struct DrawingSize: Equatable, Sendable {
    /// Its width and height.
    public var width, height: Double
    /// A size of `width` × `height`.
    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }
}

/// A colour in a drawing: the theme's, so that a drawing reads in a dark or high-contrast theme
/// too, or one of the app's own.
public enum DrawingColor: Equatable, Sendable {
    /// The colour of text, at `opacity` (0 to 1).
    case foreground(opacity: Double = 1)
    /// The colour of a selection, at `opacity`.
    case accent(opacity: Double = 1)
    /// Red, green and blue from 0 to 1, at `opacity`.
    case rgb(red: Double, green: Double, blue: Double, opacity: Double = 1)
}

/// How a shape is painted: filled, or its outline drawn `width` pixels wide with round ends.
public enum ShapeStyle: Equatable, Sendable {
    /// Filled.
    case fill
    /// Its outline, `width` pixels wide.
    case stroke(width: Double)
}

/// A part of a path, from where the path has come to.
public enum PathPart: Equatable, Sendable {
    /// A straight line to `point`.
    case line(to: DrawingPoint)
    /// A Bézier curve to `point`, pulled towards `control1` and `control2`.
    case curve(DrawingPoint, DrawingPoint, to: DrawingPoint)
}

/// Something drawn, in order: a later shape covers an earlier one.
public enum Shape: Equatable, Sendable {
    /// A path from `start` along `parts`.
    case path(from: DrawingPoint, _ parts: [PathPart], style: ShapeStyle, color: DrawingColor)
    /// A circle around `center`.
    case circle(center: DrawingPoint, radius: Double, style: ShapeStyle, color: DrawingColor)

    /// A straight line from `start` to `end`, `width` pixels wide.
    public static func line(from start: DrawingPoint, to end: DrawingPoint, width: Double, color: DrawingColor) -> Shape {
        .path(from: start, [.line(to: end)], style: .stroke(width: width), color: color)
    }
}

/// What a drawing shows: the model its shapes are laid out from, and its least size.
public struct DrawingContent: ViewKind, Sendable {
    /// The app's model of the drawing: another model, another drawing.
    public var model: DrawnModel
    /// The least width (-1: none) and height it asks for.
    public var width, height: Int
    /// The shapes, for the size the drawing is given.
    public var shapes: @Sendable (DrawingSize) -> [Shape]

    init(model: DrawnModel, width: Int, height: Int, shapes: @escaping @Sendable (DrawingSize) -> [Shape]) {
        self.model = model
        (self.width, self.height) = (width, height)
        self.shapes = shapes
    }

    /// Equal when the models and sizes are: `shapes` follows from the model.
    public static func == (a: Self, b: Self) -> Bool { a.model == b.model && a.width == b.width && a.height == b.height }
}

/// A drawing's model, compared as its own type compares it.
public struct DrawnModel: Equatable, Sendable {
    private let value: any Equatable & Sendable
    private let isEqual: @Sendable (any Equatable & Sendable) -> Bool

    init<Model: Equatable & Sendable>(_ model: Model) {
        value = model
        isEqual = { ($0 as? Model) == model }
    }

    public static func == (a: Self, b: Self) -> Bool { a.isEqual(b.value) }
}
