/// GNOME's Keyboard Shortcuts window, listing `sections` of shortcuts, shown while `isShown`.
/// Escape and the window's close call `onClose`; it stays until the state says it is not shown,
/// and is kept while hidden (GTK 3 leaves a destroyed shortcuts window's style behind, and the
/// next change of theme then logs criticals). It lays its groups out in as many columns as the
/// screen's height needs, never wider than the screen. Put it anywhere in the window's
/// description: it takes no room there. `TimeTravelApplication.shortcuts` gives an app one,
/// with its command, `app.shortcuts`; the app's `accelerators` can read its actions' keys from
/// the same table (`ShortcutSection.keys(of:in:)`).
///
/// ```swift
/// ShortcutsWindow([ShortcutSection("General", [Shortcut("Quit", keys: ["<Primary>q"], action: "app.quit")])],
///                 title: "Keyboard Shortcuts", isShown: state.showsShortcuts) { send(.shortcutsClosed) }
/// ```
public func ShortcutsWindow(_ sections: [ShortcutSection], title: String, isShown: Bool, onClose: @escaping @MainActor () -> Void) -> View {
    var view = View(ShortcutsContent(sections: sections, title: title, isShown: isShown))
    view.events.onActivate = onClose
    return view.visible(false)
}

/// A key, or keys, the app answers to, and what it does.
public struct Shortcut: Equatable, Sendable {
    /// What it does, as the window lists it.
    public var title: String
    /// GTK accelerators, the first the one shown first ("<Primary>z": Ctrl+Z; "Up" for a key a
    /// pane answers to).
    public var keys: [String]
    /// The action it runs ("app.undo"), which takes these keys; `nil` for a key a part of the
    /// window handles itself.
    public var action: String?

    /// The shortcut `title`, by `keys`, running `action`.
    public init(_ title: String, keys: [String], action: String? = nil) {
        (self.title, self.keys, self.action) = (title, keys, action)
    }
}

/// A group of shortcuts under a title ("Files").
public struct ShortcutSection: Equatable, Sendable {
    /// The group's title.
    public var title: String
    /// Its shortcuts, in order.
    public var shortcuts: [Shortcut]

    /// The group `title` of `shortcuts`.
    public init(_ title: String, _ shortcuts: [Shortcut]) { (self.title, self.shortcuts) = (title, shortcuts) }

    /// The keys of `action` in `sections`; none when no shortcut runs it.
    public static func keys(of action: String, in sections: [ShortcutSection]) -> [String] {
        sections.lazy.flatMap(\.shortcuts).first { $0.action == action }?.keys ?? []
    }
}

/// What a Keyboard Shortcuts window lists, and whether it is on screen.
public struct ShortcutsContent: ViewKind, Sendable {
    /// The groups it lists.
    public var sections: [ShortcutSection]
    /// Its title.
    public var title: String
    /// Whether it is on screen.
    public var isShown: Bool
}
