

/// What a widget of one kind shows: a plain value, which the renderer compares with what it
/// set last, setting only what differs (and nothing at all when the two are equal).
///
/// A kind is its content's type (`LabelContent`, `SliderContent`…): a description holds its
/// content as it is, and a renderer finds how to show it by that type (the GTK 3 renderer: a
/// conformance in `MeridianKit/Rendering/Kinds`). A new kind is its content and its builder
/// here, and its adapter there: no list of kinds names it.
public protocol ViewKind: Equatable {
    /// Whether a widget made for this content can show `other` in place, rather than be made
    /// anew (a check button cannot become a switch). The renderer asks it only of two contents
    /// of the same kind and id. By default, it can.
    func isSameWidget(as other: Self) -> Bool

    /// `isSameWidget(as:)` of two contents where they are: the renderer asks it of every
    /// widget at every change, and a generic call with the contents themselves would copy
    /// both (every string retained). Leave it to its default.
    static func isSameWidget(_ a: UnsafePointer<Self>, _ b: UnsafePointer<Self>) -> Bool
    /// `==` of two contents where they are, for the same reason. Leave it to its default.
    static func areEqual(_ a: UnsafePointer<Self>, _ b: UnsafePointer<Self>) -> Bool
}

extension ViewKind {
    /// Any content of the kind is shown by the same widget.
    @inlinable
    public func isSameWidget(as other: Self) -> Bool { true }

    /// Made for each kind, where its type is known: it reads only what its `isSameWidget(as:)` reads.
    @inlinable
    public static func isSameWidget(_ a: UnsafePointer<Self>, _ b: UnsafePointer<Self>) -> Bool { a.pointee.isSameWidget(as: b.pointee) }

    /// Made for each kind, where its type is known.
    @inlinable
    public static func areEqual(_ a: UnsafePointer<Self>, _ b: UnsafePointer<Self>) -> Bool { a.pointee == b.pointee }
}

/// Horizontal or vertical.
public enum Axis: Equatable, Sendable {
    /// Along a row.
    case horizontal
    /// Down a column.
    case vertical
}

/// Where a widget sits in the room its parent gives it.
public enum Alignment: Equatable, Sendable {
    /// All the room.
    case fill
    /// At the start (left in a left-to-right language, or the top).
    case start
    /// In the middle.
    case center
    /// At the end.
    case end
}

/// What a label does with text longer than its room: no text, however long, may make its pane
/// (and so the window) wider than the window the state describes.
public enum TextOverflow: Equatable, Sendable {
    /// One line, cut with "…" (names, titles, status lines); a cut text is read whole in a tooltip.
    case ellipsize
    /// As many lines as it takes, broken between words or, in a long word, between characters.
    case wrap
    /// Wrapped as `.wrap`, up to `lines` lines, and only then cut with "…".
    case wrapThenEllipsize(lines: Int)
    /// Short text the app writes itself (a time, a word of the interface): shown whole.
    case whole
}

/// A widget of the app's own: `make` is called once, `update` after every evaluation with
/// the widget it made. The pointers are the toolkit's widgets (GTK: a `GtkWidget *`).
///
/// Two are equal when their keys and owners are: the closures cannot be compared, and `update`
/// runs after every description whatever it says.
public struct CustomContent: ViewKind {
    /// Two custom widgets are the same kind when their keys are equal: another key makes another widget.
    public var key: String
    /// Makes the widget, once.
    public var make: @MainActor () -> UnsafeMutableRawPointer
    /// Runs with the widget after every description.
    public var update: (@MainActor (UnsafeMutableRawPointer) -> Void)?
    /// Whether the widget belongs to something that outlives the window (a video sink an
    /// engine keeps): it is taken out, never destroyed, when it leaves.
    public var isOwnedElsewhere: Bool
    /// A custom widget known by `key`, made by `make` and updated by `update`.
    public init(
        key: String, isOwnedElsewhere: Bool = false, make: @escaping @MainActor () -> UnsafeMutableRawPointer,
        update: (@MainActor (UnsafeMutableRawPointer) -> Void)?
    ) {
        self.key = key
        self.isOwnedElsewhere = isOwnedElsewhere
        self.make = make
        self.update = update
    }

    /// Whether both have the same key and the same owner.
    public static func == (a: Self, b: Self) -> Bool {
        a.key == b.key && a.isOwnedElsewhere == b.isOwnedElsewhere
    }
}

extension CustomContent {
    /// Another key makes another widget.
    public func isSameWidget(as other: Self) -> Bool { key == other.key }
}
