// The bar across the top of a window: its title, and the buttons at its two ends.

/// What a header bar says: its title and subtitle, whether it has the window's close button,
/// and how many of its children are at its start (the rest are at its end).
public struct HeaderBarContent: ViewKind, Sendable {
    /// The window's title, in the middle.
    public var title: String
    /// A line under the title, if any.
    public var subtitle: String?
    /// Whether it has the window's buttons (close, and what the desktop adds).
    public var showsCloseButton: Bool
    /// How many of its children are packed at its start.
    public var startCount: Int

    /// Parts moved from one end to the other are another bar.
    public func isSameWidget(as other: Self) -> Bool { startCount == other.startCount }
}

/// A window's title bar: `title` (and `subtitle`) in the middle, `start` from its start
/// inward, `end` from its end inward (the first of `end` is the outermost: the main menu), and
/// the window's close button when `closable`.
public func HeaderBar(
    title: String, subtitle: String? = nil, closable: Bool = true, @ViewBuilder start: () -> [View], @ViewBuilder end: () -> [View] = { [] }
) -> View {
    let start = start()
    return View(HeaderBarContent(title: title, subtitle: subtitle, showsCloseButton: closable, startCount: start.count), children: start + end())
}
