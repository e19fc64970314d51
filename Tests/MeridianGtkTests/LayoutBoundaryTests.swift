import CGtk
import MeridianKit
import Testing

/// A scrolled area keeps its content's relayouts inside it: a change that leaves what the area
/// asks for as it was lays out the content alone, not the window; one that changes it does lay
/// the window out, so the area gets the room it now needs.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay), .failsOnGLibProblems)
final class LayoutBoundaryTests {
    /// What the window is described from.
    private final class Shown {
        var outside = "Step 1"
        var inside = "12:00"
        var lines = 1
        /// A boundary's words, and whether the box around it shows.
        var keptAside = "Kept aside"
        var asideShows = true
        /// How many times GTK laid that boundary's label out.
        var asideLayouts = 0
        /// How many times GTK laid the window itself out.
        var windowLayouts = 0
    }

    private let shown = Shown()
    private var host: ViewHost!
    private var window: Widget!

    init() {
        precondition(GtkTestHarness.isReady, "GTK could not open the display")
        host = ViewHost { [unowned self] in
            VBox {
                Label(shown.outside).tag("outside")
                Scrolled {
                    List([shown.inside], id: \.self) { text in Label(text).tag("inside") }
                }
                Scrolled {
                    VBox {
                        for index in 0..<shown.lines { Label("Line \(index)").tag("line \(index)") }
                    }
                }
                .takesNaturalHeight()
                .tag("growing")
                // As a list's row kept aside: shown once, so realized, then hidden.
                VBox {
                    HBox { Label(shown.keptAside).tag("kept aside") }.keepsLayoutInside()
                }
                .visible(shown.asideShows)
            }
        }
        window = GtkTestHarness.window(showing: host, width: 320, height: 400)
        onSignal(window, "size-allocate") { [shown] (_: gpointer?) in shown.windowLayouts += 1 }
        // A window just shown may be laid out again (a scrolled area fitting its content from an
        // idle, the X server's answer about its frame on a busy machine): the tests count from
        // a frame in which it was not.
        GtkTestHarness.wait(until: { [shown, window] in
            let before = shown.windowLayouts
            GtkTestHarness.nextFrame(of: window!)
            return shown.windowLayouts == before
        })
    }

    isolated deinit {
        gtk_widget_destroy(window)
    }

    private func tagged(_ tag: String) throws -> Widget { try #require(host.widget(tagged: tag)) }

    /// Updates the window from `shown` and waits for the frame that shows it.
    private func show() {
        host.update()
        GtkTestHarness.nextFrame(of: window)
    }

    /// Waits until `height` is what `growing`'s height becomes; a scrolled area fits its content
    /// from an idle after the content's layout, so this may take a frame more.
    private func waitUntil(_ growing: Widget, _ isHeight: @escaping (gint) -> Bool) -> Bool {
        GtkTestHarness.wait(until: { [window] in
            GtkTestHarness.nextFrame(of: window!)
            return isHeight(gtk_widget_get_allocated_height(growing))
        })
    }

    @Test func newWordsInsideAScrolledAreaLayOutTheAreaAloneNotTheWindow() throws {
        let layoutsBefore = shown.windowLayouts
        shown.inside = "23:59, and much longer words than before"
        show()
        // Not laid out later either.
        GtkTestHarness.settle(milliseconds: 200)
        #expect(shown.windowLayouts == layoutsBefore, "the window was not laid out again")
        // The label was laid out at its new width all the same.
        let inside = try tagged("inside")
        var natural: gint = 0
        gtk_widget_get_preferred_width(inside, nil, &natural)
        #expect(gtk_widget_get_allocated_width(inside) >= natural)
    }

    @Test func newWordsOutsideAnyScrolledAreaLayTheWindowOut() {
        let layoutsBefore = shown.windowLayouts
        shown.outside = "Step 2 of a great many more"
        show()
        #expect(shown.windowLayouts > layoutsBefore)
    }

    @Test func aScrolledAreaWhoseContentNeedsMoreRoomIsGivenIt() throws {
        let growing = try tagged("growing")
        let heightBefore = gtk_widget_get_allocated_height(growing)
        shown.lines = 8
        host.update()
        #expect(waitUntil(growing) { $0 > heightBefore })
        #expect(gtk_widget_get_mapped(try tagged("line 7")) != 0)
        shown.lines = 1
        host.update()
        #expect(waitUntil(growing) { $0 == heightBefore }, "and gives it back")
    }

    @Test func aHiddenBoundaryIsNotLaidOutWhenWhatItHoldsChanges() throws {
        let label = try tagged("kept aside")
        #expect(gtk_widget_get_mapped(label) != 0)
        shown.asideShows = false
        show()
        #expect(gtk_widget_get_realized(label) != 0 && gtk_widget_get_mapped(label) == 0)
        onSignal(label, "size-allocate") { [shown] (_: gpointer?) in shown.asideLayouts += 1 }
        shown.keptAside = "Kept aside, with many more words than it had"
        show()
        GtkTestHarness.settle(milliseconds: 200)
        #expect(shown.asideLayouts == 0, "GTK lays out no hidden widget")
        shown.asideShows = true
        show()
        let laidOutAgain = GtkTestHarness.wait(until: { [window, shown] in
            GtkTestHarness.nextFrame(of: window!)
            var natural: gint = 0
            gtk_widget_get_preferred_width(label, nil, &natural)
            return shown.asideLayouts > 0 && gtk_widget_get_allocated_width(label) >= natural
        })
        #expect(laidOutAgain, "shown again, it is laid out at its new words' width")
    }
}
