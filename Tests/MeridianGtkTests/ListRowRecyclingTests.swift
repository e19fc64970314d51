import CGtk
import MeridianKit
import Testing

/// A list kept by identity gives an element that comes the row of one that left in the same
/// change — relabelled, not made — while every element that stays keeps its own row, and the
/// row holding the keyboard's focus is never given away.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay), .failsOnGLibProblems)
final class ListRowRecyclingTests {
    private final class Titles {
        var shown = ["Emma", "Ulysses", "Middlemarch"]
    }

    private let titles = Titles()
    private var host: ViewHost!
    private var window: Widget!

    init() {
        precondition(GtkTestHarness.isReady, "GTK could not open the display")
        host = ViewHost { [titles] in
            List(titles.shown, id: \.self) { title in
                Button(title) {}.tag(title)
            }
            .tag("list")
        }
        window = GtkTestHarness.window(showing: host)
    }

    isolated deinit {
        gtk_widget_destroy(window)
    }

    private func row(_ title: String) -> Widget? { host.widget(tagged: title).flatMap { gtk_widget_get_parent($0) } }

    private func shown() throws -> [[String]] { Look.rows(try #require(host.widget(tagged: "list"))).map { Look.labels(under: $0) } }

    @Test func anElementThatComesTakesTheRowOfOneThatLeftInTheSameChange() throws {
        let (emma, ulysses, middlemarch) = (try #require(row("Emma")), try #require(row("Ulysses")), try #require(row("Middlemarch")))
        titles.shown = ["Middlemarch", "Beloved", "Emma"]
        host.update()
        #expect(try shown() == [["Middlemarch"], ["Beloved"], ["Emma"]])
        #expect(row("Emma") == emma && row("Middlemarch") == middlemarch, "the elements that stayed keep their rows")
        #expect(row("Beloved") == ulysses, "Ulysses's row, relabelled")
        #expect(host.widget(tagged: "Ulysses") == nil)
        // A change with none leaving makes a row for the one that comes.
        titles.shown = ["Middlemarch", "Beloved", "Emma", "Dracula"]
        host.update()
        #expect(row("Dracula").map { [emma, ulysses, middlemarch].contains($0) } == false)
    }

    @Test func theRowWithTheKeyboardsFocusIsNeverGivenAway() throws {
        final class Left { var isGone = false }
        let left = Left()
        onSignal(try #require(row("Ulysses")), "destroy") { left.isGone = true }
        let ulysses = try #require(host.widget(tagged: "Ulysses"))
        gtk_widget_grab_focus(ulysses)
        titles.shown = ["Emma", "Beloved", "Middlemarch"]
        host.update()
        #expect(try shown() == [["Emma"], ["Beloved"], ["Middlemarch"]])
        #expect(left.isGone, "it left as its element did, and a row was made for Beloved")
    }
}
