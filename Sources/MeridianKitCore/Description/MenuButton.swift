// A button that opens a menu of the application's actions: the header bar's main menu.

/// One item of a menu: its title, and the application action it runs ("app.export-session"),
/// with `target` as the action's string parameter when given.
public struct MenuItem: Equatable, Sendable {
    /// What the user reads.
    public var title: String
    /// The action it runs, with its group's prefix ("app.export-session").
    public var action: String
    /// The string the action is run with, if it takes one.
    public var target: String?

    /// An item titled `title` that runs `action` (with `target`, when given).
    public init(_ title: String, action: String, target: String? = nil) {
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
    /// The themed icon on the button.
    public var iconName: String
    /// The menu's sections, in order.
    public var sections: [MenuSection]
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
