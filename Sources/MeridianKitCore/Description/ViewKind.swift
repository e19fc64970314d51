/// What a described widget is, with what it shows. Each case's content is a plain value: the
/// renderer compares it with what it set last and sets only what differs (and nothing at all
/// when the two are equal).
public enum ViewKind: Equatable {
    /// Children in a row or a column.
    case box(BoxLayout)
    /// Text.
    case label(LabelContent)
    /// A themed icon.
    case image(ImageContent)
    /// A push button with a label or an icon.
    case button(ButtonContent)
    /// A button that stays on or off: a toggle button, a check button or a switch.
    case toggle(ToggleContent)
    /// A line of text the user types.
    case entry(EntryContent)
    /// One of a few choices, in a drop-down.
    case choice(ChoiceContent)
    /// A value along a range.
    case slider(SliderContent)
    /// A thin line between parts.
    case separator(Axis)
    /// Something is under way.
    case spinner(isSpinning: Bool)
    /// An area that takes pointer and key events for what it holds (a video, a drawing).
    case eventArea
    /// One child that scrolls.
    case scrolled(ScrollContent)
    /// One child, shown or hidden with an animation.
    case revealer(RevealContent)
    /// One of its children at a time; each child's `id` is its page's name.
    case stack(StackContent)
    /// The first child, with the others drawn over it.
    case overlay
    /// Two children side by side (or one above the other), with a handle between them.
    case paned(PanedContent)
    /// Children in as many columns as fit.
    case flow(FlowContent)
    /// Rows of a collection, kept by identity (`rows`); the one child, if any, is shown when there are none.
    case list(ListContent)
    /// One row of a list.
    case row(RowContent)
    /// A widget of the app's own, which the renderer makes once and leaves to the app.
    case custom(CustomContent)
    /// A part described only when the value it is described from changed (`Lazy`): the
    /// renderer shows what it describes, and makes no widget of its own for it.
    case lazy(LazyContent)
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

/// How a box lays out its children.
public struct BoxLayout: Equatable, Sendable {
    /// Along a row or down a column.
    public var axis: Axis
    /// Pixels between children.
    public var spacing: Int
    /// Whether every child gets the same room.
    public var isHomogeneous = false
}

/// What a label shows.
public struct LabelContent: Equatable, Sendable {
    /// The text shown.
    public var text: String
    /// 0 leading, 0.5 centred, 1 trailing.
    public var xalign: Double
    /// What it does with text longer than its room.
    public var overflow: TextOverflow
    /// Whether the text has an underscore before the letter that, with Alt, focuses `mnemonicTarget`.
    public var mnemonicTarget: String?
    /// Whether the user can select (and copy) the text.
    public var isSelectable = false
    /// The width it asks for, in characters (-1: its text's).
    public var widthInCharacters = -1
}

/// What an image shows.
public struct ImageContent: Equatable, Sendable {
    /// The themed icon's name.
    public var iconName: String
    /// Its size, in pixels square.
    public var pixelSize: Int
}

/// What a push button shows and runs.
public struct ButtonContent: Equatable, Sendable {
    /// The text on it, if any.
    public var label: String?
    /// The icon on it, if any.
    public var iconName: String?
    /// Whether an underscore in the label marks its Alt key.
    public var usesMnemonic = false
    /// Drawn without a frame until hovered.
    public var isFlat = false
    /// The application action ("app.open-media") the button runs, instead of `onActivate`.
    public var command: String?
}

/// What a button that stays on or off shows.
public struct ToggleContent: Equatable, Sendable {
    /// Which kind of toggle.
    public enum Style: Equatable, Sendable {
        /// A push button that stays pressed.
        case toggleButton
        /// A check box with its label.
        case checkButton
        /// An on/off switch.
        case `switch`
    }
    /// The text beside it, if any.
    public var label: String?
    /// Whether it is on.
    public var isOn: Bool
    /// Which kind of toggle.
    public var style: Style
}

/// What an entry shows.
public struct EntryContent: Equatable, Sendable {
    /// The text shown.
    public var text: String
    /// What it shows, dimmed, while empty.
    public var placeholder: String?
    /// At most this many characters as a person counts them (`TypedTextLimit`).
    public var maximumLength: Int
    /// A search field: a find icon, a clear button, and Escape sends `onStopSearch`.
    public var isSearch = false
}

/// One choice of a drop-down: the id the state holds and the title the user reads.
public struct ChoiceOption: Equatable, Sendable {
    /// What the state holds for it.
    public var id: String
    /// What the user reads.
    public var title: String
    /// The choice `id`, shown as `title`.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

/// What a drop-down shows.
public struct ChoiceContent: Equatable, Sendable {
    /// Its choices, in order.
    public var options: [ChoiceOption]
    /// The id of the choice shown.
    public var selected: String?
}

/// What a slider shows.
public struct SliderContent: Equatable, Sendable {
    /// Where it stands.
    public var value: Double
    /// Its end; it starts at 0.
    public var upper: Double
    /// How far an arrow key moves it (a page: ten steps).
    public var step: Double
    /// What a screen reader says for the value instead of the number.
    public var valueText: String?
}

/// How an area scrolls.
public struct ScrollContent: Equatable, Sendable {
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
}

/// Whether a revealer shows its child, and how it gets there.
public struct RevealContent: Equatable, Sendable {
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
public struct StackContent: Equatable, Sendable {
    /// The id of the page shown.
    public var visiblePage: String
    /// Whether a new page fades in.
    public var crossfades: Bool
}

/// How two panes share their room.
public struct PanedContent: Equatable, Sendable {
    /// Side by side, or one above the other.
    public var axis: Axis
    /// Where the handle is, in pixels from the start; `nil`: where the user leaves it.
    public var position: Int?
}

/// How a flow box lays out its children.
public struct FlowContent: Equatable, Sendable {
    /// The fewest children on a line.
    public var minimumPerLine: Int
    /// The most children on a line.
    public var maximumPerLine: Int
    /// Pixels between columns.
    public var columnSpacing: Int
    /// Pixels between lines.
    public var rowSpacing: Int
}

/// What a list selects, and how many rows it keeps aside.
public struct ListContent: Equatable {
    /// Whether a row may be selected, and which is, by its element's id.
    public var selects: Bool
    /// The id of the selected row's element.
    public var selection: AnyHashable?
    /// How many rows of elements that left the list are kept to be put back (History brings
    /// the same elements back again and again, and putting a row back costs less than making one).
    public var keptAside: Int
    /// Whether the i-th element shows in the i-th row, relabelled, rather than rows kept by
    /// identity (`reusingRows(keepingAside:)`).
    public var reusesRows = false
    /// Whether, in a scrolled area, only the rows of the elements in view and a few
    /// either side are made (`virtualized()`).
    public var isVirtualized = false
    /// Whether a row is activated by a double click (and Enter) only, a single click selecting it.
    public var activatesOnDoubleClick = false
    public static func == (a: Self, b: Self) -> Bool {
        a.selects == b.selects && a.selection == b.selection && a.keptAside == b.keptAside && a.reusesRows == b.reusesRows
            && a.isVirtualized == b.isVirtualized && a.activatesOnDoubleClick == b.activatesOnDoubleClick
    }
}

/// What a list's row does.
public struct RowContent: Equatable, Sendable {
    /// Whether Enter or a click on the row sends the list's `onRowActivate`.
    public var isActivatable = true
}

/// A widget of the app's own: `make` is called once, `update` after every evaluation with
/// the widget it made. The pointers are the toolkit's widgets (GTK: a `GtkWidget *`).
///
/// Two are equal when their keys and owners are: the closures cannot be compared, and `update`
/// runs after every description whatever it says.
public struct CustomContent: Equatable {
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
