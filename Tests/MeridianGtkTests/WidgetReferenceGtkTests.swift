import CGtk
import MeridianKit
import Testing

/// A reference is on the widget GTK shows for its description: the same widget across
/// updates, the new one when another kind replaces it, none when its row goes, is kept aside
/// or its host ends.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay), .failsOnGLibProblems)
final class WidgetReferenceGtkTests {
    private final class Shown {
        var title = "Emma"
        var titleIsButton = false
        var rows = ["Emma", "Ulysses"]
        var highlighted = 0
    }

    private let shown = Shown()
    private let title = WidgetReference()
    private let ulysses = WidgetReference()
    private let highlighted = WidgetReference()
    private var host: ViewHost!
    private var window: Widget!

    init() {
        precondition(GtkTestHarness.isReady, "GTK could not open the display")
        host = ViewHost { [shown, title, ulysses, highlighted] in
            VBox {
                for index in 0..<2 {
                    let label = Label("Shelf \(index)")
                    index == shown.highlighted ? label.reference(highlighted) : label
                }
                if shown.titleIsButton {
                    Button(shown.title) {}.reference(title)
                } else {
                    Label(shown.title).reference(title)
                }
                List(shown.rows, id: \.self) { row in
                    row == "Ulysses" ? Label(row).reference(ulysses) : Label(row)
                }
                .keepingRowsAside(4)
                .tag("list")
            }
        }
        window = GtkTestHarness.window(showing: host)
    }

    isolated deinit {
        if let window { gtk_widget_destroy(window) }
    }

    @Test func aReferenceStaysOnItsWidgetThroughUpdates() throws {
        let label = try #require(title.widget)
        #expect(Look.text(label) == "Emma")
        shown.title = "Middlemarch"
        host.update()
        #expect(title.widget == label && Look.text(title.mountedWidget) == "Middlemarch")
    }

    @Test func aReferenceMovesWithItsDescriptionFromOneWidgetToAnother() throws {
        #expect(Look.text(try #require(highlighted.widget)) == "Shelf 0")
        shown.highlighted = 1
        host.update()
        #expect(Look.text(try #require(highlighted.widget)) == "Shelf 1")
        shown.highlighted = 2
        host.update()
        #expect(highlighted.widget == nil)
    }

    @Test func aReferenceMovesToTheWidgetMadeInItsPlace() throws {
        let label = try #require(title.widget)
        shown.titleIsButton = true
        host.update()
        let button = try #require(title.widget)
        #expect(button != label && Look.labels(under: button) == ["Emma"])
    }

    @Test func aReferenceIsOnNoWidgetWhileItsRowIsGoneOrKeptAside() throws {
        let row = try #require(ulysses.widget)
        shown.rows = ["Emma"]
        host.update()
        #expect(ulysses.widget == nil && !ulysses.isMounted)
        // Put back from the rows kept aside: the same widget.
        shown.rows = ["Emma", "Ulysses"]
        host.update()
        #expect(ulysses.widget == row)
    }

    @Test func aReferenceIsOnNoWidgetOnceItsHostEnded() throws {
        #expect(title.isMounted)
        gtk_widget_destroy(window)
        window = nil
        #expect(title.widget == nil && ulysses.widget == nil)
    }
}
