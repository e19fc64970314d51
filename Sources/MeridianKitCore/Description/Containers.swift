// The building blocks that hold other widgets.

/// Children in a column, `spacing` pixels apart.
///
/// A column of `content`, `spacing` pixels apart; every child gets the same room when `homogeneous`.
public func VBox(spacing: Int = 0, homogeneous: Bool = false, @ViewBuilder _ content: () -> [View]) -> View {
    View(BoxLayout(axis: .vertical, spacing: spacing, isHomogeneous: homogeneous), children: content())
}

/// Children in a row, `spacing` pixels apart. A `Spacer()` pushes what follows it to the end.
///
/// A row of `content`, `spacing` pixels apart; every child gets the same room when `homogeneous`.
public func HBox(spacing: Int = 0, homogeneous: Bool = false, @ViewBuilder _ content: () -> [View]) -> View {
    View(BoxLayout(axis: .horizontal, spacing: spacing, isHomogeneous: homogeneous), children: content())
}

extension View {
    /// A box whose children's new sizes (a label's new words, a slider's new value) are laid out
    /// within it, and asked of the window only when what the box asks for changed: a part that
    /// changes at every History jump without changing its size (the History bar) never makes
    /// the window lay everything out again. A described `Scrolled` is one by itself. Say it
    /// when the box is first described: a box made without it never becomes one.
    public consuming func keepsLayoutInside() -> View {
        guard isKind(BoxLayout.self) else { return self }
        var view = self
        view.changeContent(BoxLayout.self) { $0.keepsLayoutInside = true }
        return view
    }
}

/// Empty room that takes what its box has to spare.
public func Spacer() -> View {
    View(BoxLayout(axis: .horizontal, spacing: 0)).expands(.horizontal)
}

/// One child that scrolls: down by default, across only when asked. `offset` is the state's
/// vertical position (applied as far as the content allows); `onScroll` gets the user's.
public func Scrolled(
    horizontal: ScrollContent.Policy = .never, vertical: ScrollContent.Policy = .automatic, offset: Double? = nil,
    onScroll: (@MainActor (Double) -> Void)? = nil, _ content: () -> some ViewContent
) -> View {
    var view = View(ScrollContent(horizontal: horizontal, vertical: vertical, offset: offset), children: [content().view])
    view.events.onValue = onScroll
    return view.expands(.vertical)
}

extension View {
    /// A scrolled area as tall as its content where its parent has the room, scrolling only
    /// where it has not, and then showing at least `minimum` pixels of it (-1: no least) and at
    /// most `maximum` (-1: no most; a long message scrolls rather than push the window past the
    /// screen). It takes no room to spare.
    public consuming func takesNaturalHeight(minimum: Int = -1, maximum: Int = -1) -> View {
        guard isKind(ScrollContent.self) else { return self }
        var view = self
        view.changeContent(ScrollContent.self) { content in
            content.takesNaturalHeight = true
            content.minimumContentHeight = minimum
            content.maximumContentHeight = maximum
        }
        view.traits.expandsVertically = false
        return view
    }
}

/// One child, shown or hidden as the state says, animated over `milliseconds`.
///
/// `content`, shown while `isShown`, with `transition` over `milliseconds`.
public func Revealer(isShown: Bool, milliseconds: Int = 250, transition: RevealContent.Transition = .crossfade, _ content: () -> some ViewContent) -> View {
    View(RevealContent(isShown: isShown, milliseconds: milliseconds, transition: transition), children: [content().view])
}

/// `content(item)`, shown while there is an `item`. When the item goes, the child hides as it
/// last showed: its words do not vanish while it slides away (no child is made before the
/// first item).
///
/// `content` of `item`, shown while `item` is not `nil`, with `transition` over `milliseconds`.
public func Revealer<Item>(
    showing item: Item?, milliseconds: Int = 250, transition: RevealContent.Transition = .crossfade, _ content: (Item) -> some ViewContent
) -> View {
    View(RevealContent(isShown: item != nil, milliseconds: milliseconds, transition: transition), children: item.map { [content($0).view] } ?? [])
}

/// One of its children at a time, each named by `.id(_:)`: the one named `showing`.
///
/// The page of `pages` whose id is `page`; a new page fades in when `crossfades`.
public func Stack(showing page: String, crossfades: Bool = true, @ViewBuilder _ pages: () -> [View]) -> View {
    View(StackContent(visiblePage: page, crossfades: crossfades), children: pages())
}

/// The first child, with each of the others drawn over it (placed by their alignment).
public func Overlay(@ViewBuilder _ layers: () -> [View]) -> View {
    View(OverlayContent(), children: layers())
}

/// Two children beside each other (or one above the other), with a handle between them.
///
/// The two `panes` along `axis`, the handle at `position` when given; `onMove` gets where the
/// user (or GTK, making room) moved the handle, never where the description put it. When
/// `firstKeepsItsSize`, the first pane keeps its size as the window grows and the second
/// takes the rest; otherwise both grow. Neither shrinks below what it asks for.
public func Paned(
    _ axis: Axis = .horizontal, position: Int? = nil, firstKeepsItsSize: Bool = false, onMove: (@MainActor (Int) -> Void)? = nil,
    @ViewBuilder _ panes: () -> [View]
) -> View {
    let panes = panes()
    precondition(panes.count == 2, "a Paned holds two children")
    var view = View(PanedContent(axis: axis, position: position, firstKeepsItsSize: firstKeepsItsSize), children: panes)
    if let onMove {
        view.events.onValue = { @MainActor position in onMove(Int(position)) }
    }
    return view
}

/// Children in as many columns as fit, from `minimumPerLine` to `maximumPerLine`.
public func Flow(
    minimumPerLine: Int = 1, maximumPerLine: Int = 2, columnSpacing: Int = 12, rowSpacing: Int = 12, @ViewBuilder _ content: () -> [View]
) -> View {
    let layout = FlowContent(minimumPerLine: minimumPerLine, maximumPerLine: maximumPerLine, columnSpacing: columnSpacing, rowSpacing: rowSpacing)
    return View(layout, children: content())
}

/// An area that hears the pointer and the keyboard (`onPress`, `onKeyPress`, `onDrop`) for
/// what it holds. When `focusable(true)`, a click gives it the keyboard's focus (before its
/// `onPress`), so that its keys reach it.
public func EventArea(_ content: () -> some ViewContent) -> View {
    View(EventAreaContent(), children: [content().view])
}

// MARK: What each kind shows

/// How a box lays out its children.
public struct BoxLayout: ViewKind, Sendable {
    /// Along a row or down a column.
    public var axis: Axis
    /// Pixels between children.
    public var spacing: Int
    /// Whether every child gets the same room.
    public var isHomogeneous = false
    /// Whether a child's new size is laid out within the box, and asked of the window only
    /// when what the box asks for changed (`keepsLayoutInside()`). Read when the box is made.
    public var keepsLayoutInside = false
}

/// How an area scrolls.
public struct ScrollContent: ViewKind, Sendable {
    /// When a scroll bar shows.
    public enum Policy: Equatable, Sendable {
        /// Never: the area does not scroll that way.
        case never
        /// When the content is larger than the area.
        case automatic
        /// Always.
        case always
    }
    /// Across.
    public var horizontal: Policy = .never
    /// Down.
    public var vertical: Policy = .automatic
    /// The vertical offset the state holds; `nil`: the renderer leaves it to the user.
    public var offset: Double?
    /// As tall as its content up to the room it has, rather than as short as allowed.
    public var takesNaturalHeight = false
    /// The least height it shows of its content, in pixels; -1: none.
    public var minimumContentHeight = -1
    /// The most height it grows to with its content before it scrolls, in pixels; -1: none.
    public var maximumContentHeight = -1
}

/// Whether a revealer shows its child, and how it gets there.
public struct RevealContent: ViewKind, Sendable {
    /// The animation.
    public enum Transition: Equatable, Sendable {
        /// Fading in and out.
        case crossfade
        /// Sliding down into view.
        case slideDown
        /// Sliding up into view.
        case slideUp
        /// None.
        case none
    }
    /// Whether the child shows.
    public var isShown: Bool
    /// How long the animation takes.
    public var milliseconds: Int
    /// The animation.
    public var transition: Transition
}

/// Which page a stack shows.
public struct StackContent: ViewKind, Sendable {
    /// The id of the page shown.
    public var visiblePage: String
    /// Whether a new page fades in.
    public var crossfades: Bool
}

/// How two panes share their room.
public struct PanedContent: ViewKind, Sendable {
    /// Side by side, or one above the other.
    public var axis: Axis
    /// Where the handle is, in pixels from the start; `nil`: where the user leaves it.
    public var position: Int?
    /// Whether the first pane keeps its size as the window grows (the second takes the rest).
    public var firstKeepsItsSize = false
}

extension PanedContent {
    /// Panes along the other axis, or packed to grow otherwise, are another widget.
    public func isSameWidget(as other: Self) -> Bool { axis == other.axis && firstKeepsItsSize == other.firstKeepsItsSize }
}

/// How a flow box lays out its children.
public struct FlowContent: ViewKind, Sendable {
    /// The fewest children on a line.
    public var minimumPerLine: Int
    /// The most children on a line.
    public var maximumPerLine: Int
    /// Pixels between columns.
    public var columnSpacing: Int
    /// Pixels between lines.
    public var rowSpacing: Int
}

/// An area that takes pointer and key events for what it holds (a video, a drawing): it
/// shows nothing of its own.
public struct EventAreaContent: ViewKind, Sendable {}

/// The first child, with the others drawn over it: nothing of its own.
public struct OverlayContent: ViewKind, Sendable {}
