/// What every described widget has, whatever its kind.
public struct ViewTraits: Equatable {
    /// The name a screen reader speaks; controls without a label need one.
    public var accessibleName: String?
    /// What a screen reader says after the name: how to use it ("Alt+Down moves it"). Orca
    /// speaks a focused widget's new description when it changes.
    public var accessibleDescription: String?
    /// What a screen reader takes it for, where its kind does not say (a role, once given, stays).
    public var accessibleRole: AccessibleRole?
    /// For a list's row: whether a screen reader hears it as one that opens (a tree's node
    /// with children) and whether it is open; `nil`: neither.
    public var accessibleExpansion: Bool?
    /// Text shown while the pointer rests on it.
    public var tooltip: String?
    /// CSS classes of the theme ("dim-label", "suggested-action") or the app's stylesheet.
    public var styleClasses: [String] = []
    /// Whether it shows.
    public var isVisible = true
    /// Whether it takes input.
    public var isEnabled = true
    /// Whether the keyboard's focus may rest on it; `nil`: the widget's own default.
    public var isFocusable: Bool?
    /// Whether it takes the room its parent has to spare across (and, below, down).
    public var expandsHorizontally = false
    /// Whether it takes the room to spare down.
    public var expandsVertically = false
    /// Where it sits across the room it is given.
    public var horizontalAlignment = Alignment.fill
    /// Where it sits down the room it is given.
    public var verticalAlignment = Alignment.fill
    /// Space around it.
    public var margins = Margins()
    /// The least width, in pixels; -1: what its content needs.
    public var minimumWidth = -1
    /// The least height, in pixels; -1: what its content needs.
    public var minimumHeight = -1
    /// Who it is among its siblings (a stack's page name): another id makes another widget.
    public var id: AnyHashable?
    /// A name tests and mnemonic labels find the widget by (`ViewHost.widget(tagged:)`).
    public var tag: String?
    /// The handle the code around the description reaches the widget by (`.reference(_:)`).
    public var reference: WidgetReference?
    /// Over an overlay's first child: whether the pointer goes through it to what is below.
    public var passesPointerThrough = false
    /// Takes the keyboard's focus when this turns true (or appears true).
    public var takesFocus = false

    /// The traits of a widget as GTK makes it: shown, enabled, no name, no margins.
    public init() {}
}

/// What a screen reader takes a widget for, beside what its kind makes it.
public enum AccessibleRole: Equatable, Sendable {
    /// Words that come for a while ("Removed Tokyo"): a screen reader announces them when they
    /// appear, and again when they change while shown.
    case notification
    /// A group of controls that belong together, known by its accessible name.
    case panel
    /// A tree, or a drawing of one that its accessible description reads in words.
    case tree
}

/// Space around a widget, in pixels.
public struct Margins: Equatable, Sendable {
    /// Pixels above, below, before and after.
    public var top = 0, bottom = 0, start = 0, end = 0
    /// The margins on each side.
    public init(top: Int = 0, bottom: Int = 0, start: Int = 0, end: Int = 0) {
        (self.top, self.bottom, self.start, self.end) = (top, bottom, start, end)
    }
}

/// A key the user pressed, as a description's `onKeyPress` hears it.
public enum Key: Equatable, Sendable {
    /// The arrow keys (and the keypad's).
    case up, down, left, right
    /// The space bar.
    case space
    /// Return or the keypad's Enter.
    case enter
    /// Escape.
    case escape
    /// Tab.
    case tab
    /// Any other key, by the toolkit's key value.
    case other(UInt32)
}

/// The modifier keys held with a key (`onKeyPress { key, modifiers in … }`).
public struct KeyModifiers: OptionSet, Equatable, Sendable {
    /// The modifiers as bits, one each.
    public let rawValue: Int
    /// The modifiers whose bits `rawValue` sets.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt (GTK's Mod1).
    public static let alt = KeyModifiers(rawValue: 1 << 2)
}

/// What the user's input sends. A described widget has at most the events of its kind; the
/// renderer never calls them for a change it made itself.
public struct ViewEvents {
    /// A button clicked, an entry's Enter, a list's row activated (with `onRowActivate`).
    public var onActivate: (@MainActor () -> Void)?
    /// An entry's new text; a choice's id.
    public var onText: (@MainActor (String) -> Void)?
    /// A toggle turned on or off.
    public var onToggle: (@MainActor (Bool) -> Void)?
    /// A slider's value, a scrolled area's offset.
    public var onValue: (@MainActor (Double) -> Void)?
    /// A search field's Escape.
    public var onStopSearch: (@MainActor () -> Void)?
    /// A key pressed while the widget, or one inside it, has the focus, with the modifier keys
    /// held: `true` if handled.
    public var onKeyPress: (@MainActor (Key, KeyModifiers) -> Bool)?
    /// A pointer button pressed on it, and released.
    public var onPress: (@MainActor () -> Void)?
    /// Whether a press heard by `onPress` stops there (`onClick`).
    public var pressGoesNoFurther = false
    /// A pointer button released on it.
    public var onRelease: (@MainActor () -> Void)?
    /// The pointer's first button pressed on a drawing: where, and the drawing's size.
    public var onPressAt: (@MainActor (DrawingPoint, DrawingSize) -> Void)?
    /// The pointer moved over it.
    public var onPointerMotion: (@MainActor () -> Void)?
    /// Files or addresses dropped on it, as URIs.
    public var onDrop: (@MainActor ([String]) -> Void)?
    /// The pointer came over it (`true`) or left it (`false`); moving onto its own children is
    /// neither. An `EventArea`'s.
    public var onHover: (@MainActor (Bool) -> Void)?
    /// The keyboard's focus moved into or within it (`true`) or out of it (`false`).
    public var onFocusWithin: (@MainActor (Bool) -> Void)?
    /// A list's row the user selected (`nil`: none), by its element's id.
    public var onSelect: (@MainActor (AnyHashable?) -> Void)?
    /// A list's row activated (Enter, a click), by its element's id.
    public var onRowActivate: (@MainActor (AnyHashable) -> Void)?
    /// A key pressed while a list's row (or a widget in it) has the focus, with that row's
    /// element's id: `true` if handled (`onRowKeyPress`).
    public var onRowKeyPress: (@MainActor (AnyHashable, Key, KeyModifiers) -> Bool)?
    /// What the pointer drags away from it, within the app (`draggable`): a row's id.
    public var dragValue: String?
    /// A value dragged from a `draggable` widget of the app and dropped on a list's row, by the
    /// row's element's id, and whether it fell on the row's lower half (`onRowDrop`).
    public var onRowDrop: (@MainActor (String, AnyHashable, Bool) -> Void)?

    /// No events: the widget only shows.
    public init() {}
}
