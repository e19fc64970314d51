// The building blocks that show something or take input.

/// Text, aligned by `xalign` (0 leading, 0.5 centred), doing `overflow` with text longer than its room.
public func Label(_ text: String, xalign: Double = 0, overflow: TextOverflow = .ellipsize) -> View {
    View(LabelContent(text: text, xalign: xalign, overflow: overflow))
}

extension View {
    /// A label asks for the width of `characters` characters at least (a column of numbers);
    /// an entry asks for that width at least, instead of GTK's 150 pixels (a search beside
    /// buttons in a narrow pane), and takes more where it expands.
    public consuming func widthInCharacters(_ characters: Int) -> View {
        var view = self
        if view.isKind(LabelContent.self) { view.changeContent(LabelContent.self) { $0.widthInCharacters = characters } }
        if view.isKind(EntryContent.self) { view.changeContent(EntryContent.self) { $0.widthInCharacters = characters } }
        return view
    }
}

/// Text whose underlined letter (after "_"), with Alt, focuses the widget tagged `target`.
public func Label(mnemonic text: String, for target: String, xalign: Double = 0) -> View {
    View(LabelContent(text: text, xalign: xalign, overflow: .whole, mnemonicTarget: target))
}

/// A themed icon (`"list-add-symbolic"`), `pixelSize` pixels square.
public func Image(icon: String, pixelSize: Int = 16) -> View {
    View(ImageContent(iconName: icon, pixelSize: pixelSize))
}

/// A push button. Its label is what a screen reader speaks; an icon button must be given a
/// `name`, which is also its tooltip.
///
/// A button labelled `title` (an underscore marks its Alt key when `mnemonic`).
public func Button(_ title: String, mnemonic: Bool = false, flat: Bool = false, action: @escaping @MainActor () -> Void) -> View {
    var view = View(ButtonContent(label: title, usesMnemonic: mnemonic, isFlat: flat))
    view.events.onActivate = action
    return view
}

/// A button showing the icon `icon`, named `name` for screen readers and in its tooltip.
public func Button(icon: String, name: String, flat: Bool = false, action: @escaping @MainActor () -> Void) -> View {
    var view = View(ButtonContent(iconName: icon, isFlat: flat))
    view.events.onActivate = action
    view.traits.accessibleName = name
    view.traits.tooltip = name
    return view
}

/// A button that runs the application's action `command` ("app.open-media"), as its menu
/// item and keyboard shortcut do.
///
/// A button labelled `title` (an underscore marks its Alt key when `mnemonic`) that runs `command`.
public func Button(_ title: String, mnemonic: Bool = false, command: String) -> View {
    View(ButtonContent(label: title, usesMnemonic: mnemonic, command: command))
}

/// An icon button that runs the application's action `command`.
public func Button(icon: String, name: String, command: String) -> View {
    var view = View(ButtonContent(iconName: icon, command: command))
    view.traits.accessibleName = name
    view.traits.tooltip = name
    return view
}

/// A button that stays pressed while `isOn`. When the user toggles it, `onToggle` gets the new
/// value; then it shows what the state says (a toggle the reducer refuses springs back).
public func Toggle(_ title: String, isOn: Bool, style: ToggleContent.Style = .toggleButton, onToggle: @escaping @MainActor (Bool) -> Void) -> View {
    var view = View(ToggleContent(label: title, isOn: isOn, style: style))
    view.events.onToggle = onToggle
    return view
}

/// A check box with its label.
public func CheckButton(_ title: String, isOn: Bool, onToggle: @escaping @MainActor (Bool) -> Void) -> View {
    Toggle(title, isOn: isOn, style: .checkButton, onToggle: onToggle)
}

/// A line of text. Each edit is sent to `onChange`; the entry then shows what the state holds,
/// and the state's text replaces the entry's only when they differ, so the cursor stays where
/// the user types. At most `limit` characters as a person counts them.
/// A search field (`search`) has a find icon and a clear button, and hears Escape (`onStopSearch`).
public func Entry(
    _ text: String, placeholder: String? = nil, limit: Int, search: Bool = false, onChange: @escaping @MainActor (String) -> Void
) -> View {
    var view = View(EntryContent(text: text, placeholder: placeholder, maximumLength: limit, isSearch: search))
    view.events.onText = onChange
    return view
}

/// A drop-down of `options`, showing the one whose id is `selected`; `onChoose` gets the id the
/// user chose. For values that are not strings, `Choice(_:selected:title:onChoose:)`.
public func Choice(_ options: [ChoiceOption], selected: String?, onChoose: @escaping @MainActor (String) -> Void) -> View {
    var view = View(ChoiceContent(options: options, selected: selected))
    view.events.onText = onChoose
    return view
}

/// A drop-down of `values`, each shown as `title` names it, showing `selected`; `onChoose`
/// gets the value the user chose. Any `Hashable` and `Sendable` value: an enum's cases, ids, numbers.
///
/// ```swift
/// Choice(state.categories, selected: expense.category, title: \.name) { send(.categoryChosen($0)) }
/// ```
public func Choice<Value: Hashable & Sendable>(
    _ values: [Value], selected: Value?, title: (Value) -> String, onChoose: @escaping @MainActor (Value) -> Void
) -> View {
    // The drop-down's ids are the values' places: the values need no text form of their own.
    let options = values.enumerated().map { ChoiceOption(id: String($0.offset), title: title($0.element)) }
    return Choice(options, selected: selected.flatMap { values.firstIndex(of: $0) }.map(String.init)) { id in
        guard let index = Int(id), values.indices.contains(index) else { return }
        onChoose(values[index])
    }
}

/// A drop-down of every case of an enum, in the order they are declared, showing `selected`.
///
/// ```swift
/// enum Category: CaseIterable { case food, travel, home }
/// Choice(selected: expense.category, title: { "\($0)".capitalized }) { send(.categoryChosen($0)) }
/// ```
public func Choice<Value: CaseIterable & Hashable & Sendable>(
    selected: Value, title: (Value) -> String, onChoose: @escaping @MainActor (Value) -> Void
) -> View {
    Choice(Array(Value.allCases), selected: selected, title: title, onChoose: onChoose)
}

/// A horizontal slider from 0 to `upper`, at `value`, moving by `step` (ten steps a page);
/// `onChange` gets where the user moved it. A screen reader speaks `valueText`, when given,
/// for the value. `marks` are values marked under the track.
public func Slider(
    value: Double, upper: Double, step: Double = 1, valueText: String? = nil, marks: [Double] = [], onChange: @escaping @MainActor (Double) -> Void
) -> View {
    var view = View(SliderContent(value: value, upper: upper, step: step, valueText: valueText, marks: marks))
    view.events.onValue = onChange
    return view
}

/// A thin line across a box.
public func Separator(_ axis: Axis = .horizontal) -> View {
    View(SeparatorContent(axis: axis))
}

/// A turning wheel, while `isSpinning`.
public func Spinner(isSpinning: Bool) -> View {
    View(SpinnerContent(isSpinning: isSpinning))
}

/// A bar filled to `fraction` (0 to 1) of its length: how far some work has come.
public func ProgressBar(fraction: Double) -> View {
    View(ProgressBarContent(fraction: fraction))
}

/// A row of a `List`, holding `content`: its traits (`accessibleName`, `tooltip`,
/// `focusable`) are the row's.
///
/// A row holding `content`; Enter or a click activates it when `activatable`.
public func Row(activatable: Bool = true, _ content: () -> some ViewContent) -> View {
    View(RowContent(isActivatable: activatable), children: [content().view])
}

// MARK: What each kind shows

/// What a label shows.
public struct LabelContent: ViewKind, Sendable {
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
    /// At most this many characters wide, as it asks for room (`nil`: as wide as its text).
    public var maximumWidth: Int?
    /// The width it asks for, in characters (-1: its text's).
    public var widthInCharacters = -1
}

extension View {
    /// A label at most `characters` wide as it asks for room: with `expands(.horizontal)`, a
    /// label cut with "…" that asks for one character takes the room it is given, whatever its
    /// words, and new words never make the window lay itself out again.
    public consuming func maximumWidth(characters: Int) -> View {
        guard isKind(LabelContent.self) else { return self }
        var view = self
        view.changeContent(LabelContent.self) { $0.maximumWidth = characters }
        return view
    }
}

/// What an image shows.
public struct ImageContent: ViewKind, Sendable {
    /// The themed icon's name.
    public var iconName: String
    /// Its size, in pixels square.
    public var pixelSize: Int
}

/// What a push button shows and runs.
public struct ButtonContent: ViewKind, Sendable {
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
public struct ToggleContent: ViewKind, Sendable {
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

extension ToggleContent {
    /// A toggle of another style is another widget.
    public func isSameWidget(as other: Self) -> Bool { style == other.style }
}

/// What an entry shows.
public struct EntryContent: ViewKind, Sendable {
    /// The text shown.
    public var text: String
    /// What it shows, dimmed, while empty.
    public var placeholder: String?
    /// At most this many characters as a person counts them (`TypedTextLimit`).
    public var maximumLength: Int
    /// A search field: a find icon, a clear button, and Escape sends `onStopSearch`.
    public var isSearch = false
    /// The least width it asks for, in characters (-1: GTK's own).
    public var widthInCharacters = -1
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
public struct ChoiceContent: ViewKind, Sendable {
    /// Its choices, in order.
    public var options: [ChoiceOption]
    /// The id of the choice shown.
    public var selected: String?
}

/// What a slider shows.
public struct SliderContent: ViewKind, Sendable {
    /// Where it stands.
    public var value: Double
    /// Its end; it starts at 0.
    public var upper: Double
    /// How far an arrow key moves it (a page: ten steps).
    public var step: Double
    /// What a screen reader says for the value instead of the number.
    public var valueText: String?
    /// Values marked under the track.
    public var marks: [Double] = []
}

/// A thin line between parts, along `axis`.
public struct SeparatorContent: ViewKind, Sendable {
    /// Across a column (`.horizontal`) or down a row.
    public var axis: Axis

    /// A line along the other axis is another widget.
    public func isSameWidget(as other: Self) -> Bool { axis == other.axis }
}

/// Whether a spinner turns.
public struct SpinnerContent: ViewKind, Sendable {
    /// Whether something is under way.
    public var isSpinning: Bool
}

/// How far a progress bar is filled.
public struct ProgressBarContent: ViewKind, Sendable {
    /// How far, 0 to 1.
    public var fraction: Double
}

/// What a list's row does.
public struct RowContent: ViewKind, Sendable {
    /// Whether Enter or a click on the row sends the list's `onRowActivate`.
    public var isActivatable = true
    /// A tree node's arrow, drawn by the row before its content (``Tree(_:id:children:expansion:words:onExpand:row:)``); a click on it
    /// sends the row's `onToggle` with whether the node is to be open.
    public var expander: RowExpander?
}

/// A tree node's arrow on its row: drawn by the row itself in the room its content leaves at
/// its start (the content's start margin, at least ``size`` and ``spacing`` wide), pointing
/// down when the node is open.
public struct RowExpander: Equatable, Sendable {
    /// Whether the node is open.
    public var isOpen: Bool
    /// Its tooltip, and what it does: "Expand" or "Collapse".
    public var tooltip: String
    /// An arrow pointing down when `isOpen`, with the tooltip `tooltip`.
    public init(isOpen: Bool, tooltip: String) { (self.isOpen, self.tooltip) = (isOpen, tooltip) }
    /// The arrow's width and height, in pixels.
    public static var size: Int { 16 }
    /// Pixels between the arrow and the row's content.
    public static var spacing: Int { 4 }
}
