import CGtk
import MeridianKit
import Testing

/// A virtualized list of five million elements read by index (the inspector's steps, which
/// `ListedSteps` holds as a count): only the elements whose rows are held are read, when it is
/// shown and when it scrolls to the last.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay), .failsOnGLibProblems)
struct LazyListTests {
    private final class Reads {
        var count = 0
        /// The element the list selects.
        var selected: Int?
    }

    @Test func aListOfFiveMillionElementsReadsOnlyThoseItHoldsRowsFor() throws {
        precondition(GtkTestHarness.isReady, "GTK could not open the display")
        let reads = Reads()
        let count = 5_000_000
        let host = ViewHost {
            Scrolled {
                List(count: count, id: { $0 }, index: { $0 >= 0 && $0 < count ? $0 : nil }, element: { index in
                    reads.count += 1
                    return "Step \(index)"
                }) { text in
                    Label(text)
                }
                .virtualized()
                .selection(reads.selected)
                .tag("list")
            }
        }
        let window = GtkTestHarness.window(showing: host, width: 300, height: 400)
        defer { gtk_widget_destroy(window) }
        GtkTestHarness.nextFrame(of: window)
        let list = try #require(host.widget(tagged: "list"))
        #expect(Look.labels(under: list).first == "Step 0")
        #expect(reads.count < 1_000, "read \(reads.count) elements of \(count) to show the first rows")

        // The last element selected, out of view: its row is held, and only its element read.
        // (With the keyboard's focus in the list, the focus would go to it, and the list
        // scroll to it.)
        gtk_window_set_focus(window.cast(), nil)
        reads.count = 0
        reads.selected = count - 1
        host.update()
        GtkTestHarness.nextFrame(of: window)
        #expect(Look.labels(under: list).first == "Step 0")
        #expect(Look.labels(under: list).last == "Step \(count - 1)")
        #expect(reads.count < 1_000, "read \(reads.count) elements of \(count) to select the last")

        // The last element brought into view: its rows are made, and only theirs read.
        reads.count = 0
        host.scrollList(tagged: "list", toShow: count - 1)
        GtkTestHarness.nextFrame(of: window)
        GtkTestHarness.nextFrame(of: window)
        #expect(Look.labels(under: list).contains("Step \(count - 1)"))
        #expect(reads.count < 1_000, "read \(reads.count) elements of \(count) to show the last rows")
        #expect(gtk_list_box_get_selected_row(list.cast()).map { Look.labels(under: widget($0)) } == ["Step \(count - 1)"], "the last element's row is selected")
    }

    /// A list scrolled to its last row as it is first shown (the inspector's present step)
    /// keeps that row whole in view when its area then gets less height than it first had,
    /// until the user scrolls away from it. (The first scroll used the area's natural height,
    /// and the row stood cut at the view's bottom.)
    @Test func aRowScrolledIntoViewStaysWholeWhenTheAreaShrinksUntilTheUserScrollsAway() throws {
        precondition(GtkTestHarness.isReady, "GTK could not open the display")
        final class Below { var lines = 1 }
        let below = Below()
        let count = 200
        let host = ViewHost {
            VBox {
                Scrolled {
                    List(count: count, id: { $0 }, index: { $0 >= 0 && $0 < count ? $0 : nil }, element: { "Step \($0)" }) { text in
                        Label(text)
                    }
                    .virtualized()
                    .tag("list")
                }
                Label(Array(repeating: "Below", count: below.lines).joined(separator: "\n"))
            }
        }
        let window = GtkTestHarness.window(showing: host, width: 300, height: 300)
        defer { gtk_widget_destroy(window) }
        host.scrollList(tagged: "list", toShow: count - 1)
        GtkTestHarness.nextFrame(of: window)
        GtkTestHarness.nextFrame(of: window)
        let list = try #require(host.widget(tagged: "list"))
        let scrolled = try #require(gtk_widget_get_parent(gtk_widget_get_parent(list)))
        /// Where the last element's row stands in the scrolled area: its top and bottom.
        func lastRow() -> (top: Int32, bottom: Int32)? {
            guard let row = Look.rows(list).first(where: { Look.labels(under: $0) == ["Step \(count - 1)"] }) else { return nil }
            var y: Int32 = 0
            guard gtk_widget_translate_coordinates(row, scrolled, 0, 0, nil, &y) != 0 else { return nil }
            return (y, y + gtk_widget_get_allocated_height(row))
        }
        let first = try #require(lastRow())
        #expect(first.top >= 0 && first.bottom <= gtk_widget_get_allocated_height(scrolled), "\(first) in \(gtk_widget_get_allocated_height(scrolled))")

        let tall = gtk_widget_get_allocated_height(scrolled)
        below.lines = 6
        host.update()
        GtkTestHarness.nextFrame(of: window)
        GtkTestHarness.nextFrame(of: window)
        #expect(gtk_widget_get_allocated_height(scrolled) < tall, "the area got less height")
        let shrunk = try #require(lastRow())
        #expect(shrunk.top >= 0 && shrunk.bottom <= gtk_widget_get_allocated_height(scrolled), "\(shrunk) in \(gtk_widget_get_allocated_height(scrolled))")

        // The user scrolls to the top: the area's next change leaves the view there.
        let adjustment = try #require(gtk_scrolled_window_get_vadjustment(scrolled.cast()))
        gtk_adjustment_set_value(adjustment, 0)
        below.lines = 2
        host.update()
        GtkTestHarness.nextFrame(of: window)
        GtkTestHarness.nextFrame(of: window)
        #expect(gtk_adjustment_get_value(adjustment) == 0)
        #expect(Look.labels(under: list).first == "Step 0")
    }

    /// Shown for the first time, the list makes one row and measures it, then makes the rows
    /// in view (and a few below): not a fixed number of rows before it knows a row's height.
    @Test func aListShownForTheFirstTimeMakesOnlyTheRowsItHolds() throws {
        precondition(GtkTestHarness.isReady, "GTK could not open the display")
        let described = Reads()
        let count = 10_000
        /// A row described: made, or relabelled.
        func counted(_ view: View) -> View {
            described.count += 1
            return view
        }
        let host = ViewHost {
            Scrolled {
                List(count: count, id: { $0 }, index: { $0 >= 0 && $0 < count ? $0 : nil }, element: { "Step \($0)" }) { text in
                    counted(Label(text))
                }
                .virtualized()
                .tag("list")
            }
        }
        let window = GtkTestHarness.window(showing: host, width: 300, height: 200)
        defer { gtk_widget_destroy(window) }
        GtkTestHarness.nextFrame(of: window)
        let list = try #require(host.widget(tagged: "list"))
        let held = Look.rows(list).count
        #expect(held > 0 && held < 30, "the rows in view and a few below: \(held)")
        #expect(described.count <= held + 1, "described \(described.count) rows to hold \(held)")
    }
}
