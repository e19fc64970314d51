import CGtk
import MeridianKitCore

/// What the past frame's buttons do: closures to the store and the frame, given to its description.
@MainActor
struct PastFrameControls {
    /// Back to the present (the banner's button).
    var returnToPresent: () -> Void
    /// Back to the present as it was before the person carried on (the notice's Undo).
    var undoCarryingOn: () -> Void
    /// Puts the notice away.
    var closeNotice: () -> Void
}

/// The frame's widgets its shell and tests reach (`PastFrame.banner`, …).
struct PastFrameWidgets {
    let frame = WidgetReference(), banner = WidgetReference(), title = WidgetReference()
    let detail = WidgetReference(), returnButton = WidgetReference(), carriedOn = WidgetReference(), carriedOnUndo = WidgetReference()
}

extension PastBanner {
    /// The app's `content` framed as this banner says: above it the banner and the notice that
    /// the person carried on from a past step (`carriedOn`), each shown only while it has
    /// something to say, and over it the frame, in the app's `words`.
    @MainActor
    func view(carriedOn notice: ShownNotice?, words: HistoryWords, controls: PastFrameControls, content: Widget, widgets: PastFrameWidgets) -> View {
        var frame = Overlay {
            // The banner and the notice take their room above the content: laid over it, they
            // hid what sits at its top (the clock list's toolbar, a kit app's entry) while the
            // past showed, and a click meant for those landed on the banner.
            VBox(spacing: 0) {
                HBox(spacing: 12) {
                    VBox(spacing: 0) {
                        Label(title, overflow: .whole).styleClass("past-title").reference(widgets.title)
                        Label(detail).takesTheRoomGiven().reference(widgets.detail)
                    }
                    // A jump changes the step and the time, never the banner's size.
                    .keepsLayoutInside().align(vertical: .center)
                    Button(words.returnToPresent) { controls.returnToPresent() }.accessibleName(words.returnToPresent)
                        .reference(widgets.returnButton)
                }
                .styleClass("past-banner").visible(isShown).reference(widgets.banner)
                HBox(spacing: 12) {
                    Label(notice?.text ?? "", overflow: .wrap).takesTheRoomGiven().align(vertical: .center)
                    Button(words.undo) { controls.undoCarryingOn() }.tooltip(words.undoCarryingOn)
                        .visible(notice?.canUndo == true).reference(widgets.carriedOnUndo)
                    Button(icon: "window-close-symbolic", name: words.closeNotice, flat: true) { controls.closeNotice() }.tooltip(nil)
                }
                .styleClass("carried-on-notice").visible(notice != nil).reference(widgets.carriedOn)
                // The app's own widgets, which it updates itself: a widget a description cannot say.
                Custom("past-frame-content", make: { Self.shownWhole(content) }).expands(.vertical)
            }
            // The frame is drawn, not touched: clicks go through it to the content. It is four
            // edges, not one box bordered: GTK raises an overlay's child window each time it
            // lays the overlay out, and paints all of it again; a box the content's size made
            // every step of a History drag paint the whole content.
            for edge in Self.outlineEdges {
                VBox {}.styleClass("past-outline").align(horizontal: edge.horizontal, vertical: edge.vertical)
                    .passesPointerThrough().visible(isShown)
            }
        }
        .styleClass("past-frame").reference(widgets.frame)
        if isShown { frame = frame.styleClass("showing-past") }
        return frame
    }

    /// Where the frame's four edges lie: top, bottom, left and right.
    private static let outlineEdges: [(horizontal: Alignment, vertical: Alignment)] = [
        (.fill, .start), (.fill, .end), (.start, .fill), (.end, .fill),
    ]

    /// The content, shown with what it holds but what is marked to stay hidden: the renderer
    /// leaves a described widget (this one too) out of the window's `gtk_widget_show_all`.
    @MainActor
    private static func shownWhole(_ content: Widget) -> Widget {
        gtk_widget_show_all(content)
        return content
    }
}
