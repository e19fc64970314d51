// A row of linked buttons above a stack, one for each of its pages: how a GNOME side panel
// offers its pages.

/// The pages a switcher offers: each page's id (its `.id(_:)` in the stack) and its title.
public struct PageSwitcherContent: ViewKind, Sendable {
    /// One page: its id in the stack, and the title its button shows (and a screen reader reads).
    public struct Page: Equatable, Sendable {
        /// The page's id in the stack.
        public var id: String
        /// The title on its button.
        public var title: String

        /// The page `id`, titled `title`.
        public init(id: String, title: String) {
            self.id = id
            self.title = title
        }
    }
    /// The pages, in the stack's order.
    public var pages: [Page]
    /// Pixels between the switcher and the stack.
    public var spacing: Int
}

/// `stack` (a `Stack`, its pages named by `.id(_:)`) under a row of buttons, one for each of
/// `pages`, titled as given. A button pressed shows its page and sends its id (`onChoose`), for
/// the state to say which page the stack shows (`Stack(showing:)`), as the state says which
/// value any other control shows.
public func PageSwitcher(
    _ pages: [PageSwitcherContent.Page], spacing: Int = 6, onChoose: @escaping @MainActor (String) -> Void, stack: () -> View
) -> View {
    let stack = stack()
    precondition(stack.isKind(StackContent.self), "a PageSwitcher holds a Stack")
    var view = View(PageSwitcherContent(pages: pages, spacing: spacing), children: [stack])
    view.events.onText = onChoose
    return view
}
