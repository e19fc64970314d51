// What any description may say beside its kind: a name, a place, a size, and what it hears.

// Each modifier consumes the description it is called on: in a chain (`Label(…).tag(…)`) the
// description is changed in place, not copied.
extension View {
    private consuming func with(_ change: (inout View) -> Void) -> View {
        var view = self
        change(&view)
        return view
    }

    /// The name a screen reader speaks for it.
    public consuming func accessibleName(_ name: String) -> View { with { $0.traits.accessibleName = name } }
    /// What a screen reader says after its name: how to use it, where it stands.
    public consuming func accessibleDescription(_ description: String?) -> View { with { $0.traits.accessibleDescription = description } }
    /// What a screen reader takes it for (a notification, a panel), where its kind does not say.
    public consuming func accessibleRole(_ role: AccessibleRole) -> View { with { $0.traits.accessibleRole = role } }
    /// On a list's ``Row(activatable:_:)``: tells a screen reader that the row opens and folds,
    /// and whether it is `open`; `nil`: it does not. A
    /// ``Tree(_:id:children:expansion:words:onExpand:row:)`` says it of its nodes itself.
    public consuming func accessibleExpansion(open: Bool?) -> View { with { $0.traits.accessibleExpansion = open } }
    /// Text shown while the pointer rests on it.
    public consuming func tooltip(_ text: String?) -> View { with { $0.traits.tooltip = text } }
    /// Adds CSS classes of the theme or the app's stylesheet.
    public consuming func styleClass(_ names: String...) -> View { with { $0.traits.styleClasses += names } }
    /// Shows it only while `visible`.
    public consuming func visible(_ visible: Bool) -> View { with { $0.traits.isVisible = visible } }
    /// Takes input only while `enabled`.
    public consuming func enabled(_ enabled: Bool) -> View { with { $0.traits.isEnabled = enabled } }
    /// Whether the keyboard's focus may rest on it.
    public consuming func focusable(_ focusable: Bool) -> View { with { $0.traits.isFocusable = focusable } }
    /// Takes the keyboard's focus when `focused` becomes true.
    public consuming func focused(_ focused: Bool) -> View { with { $0.traits.takesFocus = focused } }
    /// Takes the room its parent has to spare along `axes`.
    public consuming func expands(_ axes: Axis...) -> View {
        with {
            $0.traits.expandsHorizontally = $0.traits.expandsHorizontally || axes.contains(.horizontal)
            $0.traits.expandsVertically = $0.traits.expandsVertically || axes.contains(.vertical)
        }
    }
    /// Where it sits in the room its parent gives it.
    public consuming func align(horizontal: Alignment? = nil, vertical: Alignment? = nil) -> View {
        with {
            if let horizontal { $0.traits.horizontalAlignment = horizontal }
            if let vertical { $0.traits.verticalAlignment = vertical }
        }
    }
    /// The same margin on all four sides, in pixels.
    public consuming func margins(_ all: Int) -> View { with { $0.traits.margins = Margins(top: all, bottom: all, start: all, end: all) } }
    /// Margins on each side, in pixels.
    public consuming func margins(top: Int = 0, bottom: Int = 0, start: Int = 0, end: Int = 0) -> View {
        with { $0.traits.margins = Margins(top: top, bottom: bottom, start: start, end: end) }
    }
    /// The least room it takes, in pixels.
    public consuming func minimumSize(width: Int = -1, height: Int = -1) -> View {
        with { ($0.traits.minimumWidth, $0.traits.minimumHeight) = (width, height) }
    }
    /// Who it is among its siblings (a stack's page name): another id makes another widget.
    public consuming func id(_ id: some Hashable) -> View { with { $0.traits.id = AnyHashable(id) } }
    /// A name the app's shell and its tests find the widget by.
    public consuming func tag(_ tag: String) -> View { with { $0.traits.tag = tag } }
    /// Over an overlay: lets the pointer through to what is below.
    public consuming func passesPointerThrough() -> View { with { $0.traits.passesPointerThrough = true } }

    /// Sends `action` on a button's click or an entry's Enter.
    public consuming func onActivate(_ action: @escaping @MainActor () -> Void) -> View { with { $0.events.onActivate = action } }
    /// A search field's Escape.
    public consuming func onStopSearch(_ action: @escaping @MainActor () -> Void) -> View { with { $0.events.onStopSearch = action } }
    /// A key pressed while it has the focus; the handler says whether it took the key.
    public consuming func onKeyPress(_ handler: @escaping @MainActor (Key) -> Bool) -> View {
        with { $0.events.onKeyPress = { key, _ in handler(key) } }
    }
    /// A key pressed with the modifiers held (Alt+Up) while it, or a widget inside it, has the
    /// focus; the handler says whether it took the key. A trailing closure of two arguments
    /// picks it: `.onKeyPress { key, modifiers in … }`.
    public consuming func onKeyPress(modifiers handler: @escaping @MainActor (Key, KeyModifiers) -> Bool) -> View {
        with { $0.events.onKeyPress = handler }
    }
    /// A pointer button pressed on it.
    public consuming func onPress(_ action: @escaping @MainActor () -> Void) -> View { with { $0.events.onPress = action } }
    /// A click of the first button on it (its press) calls `action`, and no press on it goes
    /// further: the widgets around it do not hear it (an arrow in a list's row: the row neither
    /// selects nor counts it toward a double click). Each press of a double click is a click.
    public consuming func onClick(_ action: @escaping @MainActor () -> Void) -> View {
        with {
            $0.events.onPress = action
            $0.events.pressGoesNoFurther = true
        }
    }
    /// A pointer button released on it.
    public consuming func onRelease(_ action: @escaping @MainActor () -> Void) -> View { with { $0.events.onRelease = action } }
    /// The pointer moved over it.
    public consuming func onPointerMotion(_ action: @escaping @MainActor () -> Void) -> View { with { $0.events.onPointerMotion = action } }
    /// The pointer came over it (`true`) or left it (`false`), on an `EventArea`: moving onto
    /// one of its own children (a button in it) is neither.
    public consuming func onHover(_ action: @escaping @MainActor (Bool) -> Void) -> View { with { $0.events.onHover = action } }
    /// The keyboard's focus moved into or within it (`true`: it is on one of its children) or
    /// out of it (`false`), on a box or another widget that holds others. As GTK sets it: a
    /// move within it is heard as leaving, then coming back.
    public consuming func onFocusWithin(_ action: @escaping @MainActor (Bool) -> Void) -> View { with { $0.events.onFocusWithin = action } }
    /// The pointer may drag it, within the app, carrying `value` (a row's id) to a list that
    /// takes it (`onRowDrop`). Dragged, it shows the list row it is in. Its widget must have a
    /// window of its own to hear the pointer: an `EventArea`.
    public consuming func draggable(_ value: String) -> View { with { $0.events.dragValue = value } }
    /// Files or addresses dropped on it, as URIs.
    public consuming func onDrop(_ action: @escaping @MainActor ([String]) -> Void) -> View { with { $0.events.onDrop = action } }
}

