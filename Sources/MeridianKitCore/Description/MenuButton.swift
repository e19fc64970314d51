// A button that opens a menu of the application's actions: the header bar's main menu.

/// One item of a menu: its title, and the application action it runs ("app.export-session"),
/// with `target` as the action's parameter when given. An item of a stateful action shows as
/// a radio item, on while the action's state is its target.
public struct MenuItem: Equatable, Sendable {
    /// What an action is run with.
    public enum Target: Equatable, Sendable {
        /// A string ("s").
        case string(String)
        /// A number ("d"): a playback speed.
        case number(Double)
    }
    /// What the user reads.
    public var title: String
    /// The action it runs, with its group's prefix ("app.export-session").
    public var action: String
    /// What the action is run with, if it takes something.
    public var target: Target?

    /// An item titled `title` that runs `action` (with the string `target`, when given).
    public init(_ title: String, action: String, target: String? = nil) {
        self.init(title, action: action, target: target.map(Target.string))
    }

    /// An item titled `title` that runs `action` with `target`.
    public init(_ title: String, action: String, target: Target?) {
        self.title = title
        self.action = action
        self.target = target
    }
}

/// Items that belong together, drawn apart from the next section by a line.
public struct MenuSection: Equatable, Sendable {
    /// Its items, in order.
    public var items: [MenuItem]

    /// A section of `items`.
    public init(_ items: [MenuItem]) {
        self.items = items
    }
}

/// What a menu button shows and holds.
public struct MenuButtonContent: ViewKind, Sendable {
    /// The themed icon on the button; `nil`: its described child shows instead.
    public var iconName: String?
    /// The menu's sections, in order.
    public var sections: [MenuSection]

    /// A button with an icon is another widget than one showing its child.
    public func isSameWidget(as other: Self) -> Bool { (iconName == nil) == (other.iconName == nil) }
}

/// An icon button (`icon`, "open-menu-symbolic" by default) named `name` for screen readers and
/// in its tooltip, that opens a menu of `sections`; each item runs its application action, as
/// the same command's keyboard shortcut does.
public func MenuButton(icon: String = "open-menu-symbolic", name: String, sections: [MenuSection]) -> View {
    var view = View(MenuButtonContent(iconName: icon, sections: sections))
    view.traits.accessibleName = name
    view.traits.tooltip = name
    return view
}

/// A button showing `face` (a label: "1×") that opens a menu of `sections`, named `name` for
/// screen readers. `onUse` runs while the user is in the menu: as it opens, and as the pointer
/// moves or a key is pressed over it (a player's controls stay up meanwhile).
public func MenuButton(name: String, sections: [MenuSection], onUse: (@MainActor () -> Void)? = nil, _ face: () -> some ViewContent) -> View {
    var view = View(MenuButtonContent(iconName: nil, sections: sections), children: [face().view])
    view.traits.accessibleName = name
    view.events.onActivate = onUse
    return view
}
