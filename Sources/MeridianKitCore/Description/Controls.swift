// The building blocks that show something or take input.

/// Text, aligned by `xalign` (0 leading, 0.5 centred), doing `overflow` with text longer than its room.
public func Label(_ text: String, xalign: Double = 0, overflow: TextOverflow = .ellipsize) -> View {
    View(.label(LabelContent(text: text, xalign: xalign, overflow: overflow)))
}

extension View {
    /// A label asks for the width of `characters` characters at least (a column of numbers).
    public consuming func widthInCharacters(_ characters: Int) -> View {
        guard case .label(var content) = kind else { return self }
        var label = self
        content.widthInCharacters = characters
        label.kind = .label(content)
        return label
    }
}

/// Text whose underlined letter (after "_"), with Alt, focuses the widget tagged `target`.
public func Label(mnemonic text: String, for target: String, xalign: Double = 0) -> View {
    View(.label(LabelContent(text: text, xalign: xalign, overflow: .whole, mnemonicTarget: target)))
}

/// A themed icon (`"list-add-symbolic"`), `pixelSize` pixels square.
public func Image(icon: String, pixelSize: Int = 16) -> View {
    View(.image(ImageContent(iconName: icon, pixelSize: pixelSize)))
}

/// A push button. Its label is what a screen reader speaks; an icon button must be given a
/// `name`, which is also its tooltip.
///
/// A button labelled `title` (an underscore marks its Alt key when `mnemonic`).
public func Button(_ title: String, mnemonic: Bool = false, flat: Bool = false, action: @escaping @MainActor () -> Void) -> View {
    var view = View(.button(ButtonContent(label: title, usesMnemonic: mnemonic, isFlat: flat)))
    view.events.onActivate = action
    return view
}

/// A button showing the icon `icon`, named `name` for screen readers and in its tooltip.
public func Button(icon: String, name: String, flat: Bool = false, action: @escaping @MainActor () -> Void) -> View {
    var view = View(.button(ButtonContent(iconName: icon, isFlat: flat)))
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
    View(.button(ButtonContent(label: title, usesMnemonic: mnemonic, command: command)))
}

/// An icon button that runs the application's action `command`.
public func Button(icon: String, name: String, command: String) -> View {
    var view = View(.button(ButtonContent(iconName: icon, command: command)))
    view.traits.accessibleName = name
    view.traits.tooltip = name
    return view
}

/// A button that stays pressed while `isOn`. When the user toggles it, `onToggle` gets the new
/// value; then it shows what the state says (a toggle the reducer refuses springs back).
public func Toggle(_ title: String, isOn: Bool, style: ToggleContent.Style = .toggleButton, onToggle: @escaping @MainActor (Bool) -> Void) -> View {
    var view = View(.toggle(ToggleContent(label: title, isOn: isOn, style: style)))
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
    var view = View(.entry(EntryContent(text: text, placeholder: placeholder, maximumLength: limit, isSearch: search)))
    view.events.onText = onChange
    return view
}

/// A drop-down of `options`, showing the one whose id is `selected`; `onChoose` gets the id the user chose.
public func Choice(_ options: [ChoiceOption], selected: String?, onChoose: @escaping @MainActor (String) -> Void) -> View {
    var view = View(.choice(ChoiceContent(options: options, selected: selected)))
    view.events.onText = onChoose
    return view
}

/// A horizontal slider from 0 to `upper`, at `value`, moving by `step` (ten steps a page);
/// `onChange` gets where the user moved it. A screen reader speaks `valueText`, when given,
/// for the value.
public func Slider(value: Double, upper: Double, step: Double = 1, valueText: String? = nil, onChange: @escaping @MainActor (Double) -> Void) -> View {
    var view = View(.slider(SliderContent(value: value, upper: upper, step: step, valueText: valueText)))
    view.events.onValue = onChange
    return view
}

/// A thin line across a box.
public func Separator(_ axis: Axis = .horizontal) -> View {
    View(.separator(axis))
}

/// A turning wheel, while `isSpinning`.
public func Spinner(isSpinning: Bool) -> View {
    View(.spinner(isSpinning: isSpinning))
}

/// A row of a `List`, holding `content`: its traits (`accessibleName`, `tooltip`,
/// `focusable`) are the row's.
///
/// A row holding `content`; Enter or a click activates it when `activatable`.
public func Row(activatable: Bool = true, _ content: () -> some ViewContent) -> View {
    View(.row(RowContent(isActivatable: activatable)), children: [content().view])
}
