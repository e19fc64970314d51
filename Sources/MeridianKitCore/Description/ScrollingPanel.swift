// A side panel's area: what it holds fills it, and scrolls only where the panel is smaller.

/// A panel's scrolling area: it has nothing of its own to show.
public struct ScrollingPanelContent: ViewKind, Sendable {}

/// `content` as large as the room its parent gives (it asks for none to spare), scrolling
/// either way only where the room is smaller than the least `content` needs: on a short or
/// narrow screen a side panel's controls are scrolled to, never cut off, and the panel never
/// makes the window larger than the screen. (A `Scrolled` area is as wide as its room and as
/// tall as its content; this one is at least as tall as its room, so that what expands in it
/// takes the room to spare.)
public func ScrollingPanel(_ content: () -> some ViewContent) -> View {
    View(ScrollingPanelContent(), children: [content().view])
}
