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
