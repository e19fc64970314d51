import CGtk
import MeridianKit
import Testing

/// A virtualized list of 10,000 elements holds rows only for those in view and a few
/// either side, stands where they would among every element's, follows scrolling, keeps the
/// focused and the selected rows wherever they are, and goes to the first, the last and the next screenful of all
/// the elements from the keyboard.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay), .failsOnGLibProblems)
final class VirtualizedListTests {
    private final class Elements {
        var shown = Array(0..<10_000)
        /// Every third element's row two lines tall, for elements described from now on.
        var uneven = false
        var virtualized = true
        /// The element the state selects, in a list that selects.
        var selected: Int??
    }

    private let elements = Elements()
    private var host: ViewHost!
    private var window: Widget!

    init() {
        precondition(GtkTestHarness.isReady, "GTK could not open the display")
        host = ViewHost { [elements] in
            Scrolled { Self.list(of: elements) }
        }
        window = GtkTestHarness.window(showing: host, width: 300, height: 400)
        // The window gives its first button the focus: no row has it until a test gives it.
        gtk_window_set_focus(window.cast(), nil)
        GtkTestHarness.nextFrame(of: window)
    }

    private static func list(of elements: Elements) -> View {
        let list = List(elements.shown, id: \.self) { number in
            Button("Item \(number)" + (elements.uneven && number % 3 == 0 ? "\nand a second line" : "")) {}.tag("item \(number)")
        }
        .tag("list")
        let selecting = elements.selected.map { list.selection($0) } ?? list
        return elements.virtualized ? selecting.virtualized() : selecting
    }

    isolated deinit {
        gtk_widget_destroy(window)
    }

    private func list() throws -> Widget { try #require(host.widget(tagged: "list")) }

    private func adjustment() throws -> UnsafeMutablePointer<GtkAdjustment> {
        try #require(gtk_scrollable_get_vadjustment(OpaquePointer(gtk_widget_get_parent(try list()))))
    }

    /// The numbers of the elements with rows, in the list box's order.
    private func held() throws -> [Int] {
        try Look.rows(try list()).map { row in
            let label = try #require(Look.labels(under: row).first)
            return try #require(Int(label.dropFirst("Item ".count).prefix { $0.isNumber }))
        }
    }

    /// Where a row stands in the scrolled area, from the area's top (not the view's).
    private func top(of number: Int) throws -> Int32 {
        let row = try #require(host.widget(tagged: "item \(number)").flatMap { gtk_widget_get_parent($0) })
        var y: gint = 0
        gtk_widget_translate_coordinates(row, gtk_widget_get_parent(try list()), 0, 0, nil, &y)
        return y + Int32(gtk_adjustment_get_value(try adjustment()))
    }

    private func scroll(to value: Double) throws {
        gtk_adjustment_set_value(try adjustment(), value)
        GtkTestHarness.nextFrame(of: window)
    }

    @Test func onlyTheRowsInViewAndAFewEitherSideAreMade() throws {
        let numbers = try held()
        #expect(numbers.first == 0)
        #expect(numbers == Array(0..<numbers.count), "in order, from the first")
        let adjustment = try adjustment()
        let rowHeight = Double(try top(of: 1) - top(of: 0))
        let screenful = gtk_adjustment_get_page_size(adjustment) / rowHeight
        #expect(rowHeight > 0)
        #expect(Double(numbers.count) <= screenful + 5, "the view and a few rows below it")
        #expect(abs(gtk_adjustment_get_upper(adjustment) - 10_000 * rowHeight) <= rowHeight, "the area is every element's")
    }

    @Test func scrollingBringsTheRowsOfTheElementsThere() throws {
        let rowHeight = Double(try top(of: 1) - top(of: 0))
        try scroll(to: 5_000 * rowHeight)
        let numbers = try held()
        #expect(numbers.contains(5_000) && numbers.contains(5_001) && !numbers.contains(0))
        #expect(numbers == Array(numbers[0]...numbers[numbers.count - 1]), "one run of elements, in order: \(numbers.first ?? -1)…\(numbers.last ?? -1)")
        let top = try top(of: 5_000)
        #expect(abs(Double(top) - 5_000 * rowHeight) < 1, "where it stands among every element's: \(top), rows \(rowHeight) tall")
        try scroll(to: gtk_adjustment_get_upper(try adjustment()))
        #expect(try held().last == 9_999)
    }

    @Test func aChangeToEveryElementChangesOnlyTheRowsHeld() throws {
        let before = try held().count
        elements.shown = Array(20_000..<30_000)
        host.update()
        GtkTestHarness.nextFrame(of: window)
        #expect(try held() == Array(20_000..<(20_000 + before)))
        elements.shown = [7, 8]
        host.update()
        GtkTestHarness.nextFrame(of: window)
        #expect(try held() == [7, 8])
        let adjustment = try adjustment()
        #expect(gtk_adjustment_get_upper(adjustment) == gtk_adjustment_get_page_size(adjustment), "two rows fit in the view")
    }

    @Test func theFocusedRowStaysWhileItsElementIsInTheList() throws {
        let button = try #require(host.widget(tagged: "item 3"))
        gtk_widget_grab_focus(button)
        let rowHeight = Double(try top(of: 1) - top(of: 0))
        try scroll(to: 5_000 * rowHeight)
        #expect(try held().contains(3), "the focused row, out of view")
        #expect(host.widget(tagged: "item 3") == button && gtk_window_get_focus(window.cast()) == button)
        #expect(try top(of: 3) < Int32(5_000 * rowHeight), "above the view, not in it")
        // A key on it brings it back into view, with its neighbours.
        GtkTestHarness.press(GDK_KEY_Down, on: try list())
        GtkTestHarness.nextFrame(of: window)
        #expect(try held().contains(2) && held().contains(4))
    }

    @Test func theSelectedRowStaysWhileItsElementIsInTheList() throws {
        elements.selected = 3
        host.update()
        let rowHeight = Double(try top(of: 1) - top(of: 0))
        try scroll(to: 5_000 * rowHeight)
        #expect(try held().contains(3), "the selected row, out of view")
        let selected = try #require(gtk_list_box_get_selected_row(try list().cast()))
        #expect(Look.labels(under: widget(selected)).first == "Item 3")
        #expect(try top(of: 3) < Int32(5_000 * rowHeight), "above the view, not in it")
        // Another selection, below the view: the row of the first is let go of.
        elements.selected = 9_000
        host.update()
        GtkTestHarness.nextFrame(of: window)
        let numbers = try held()
        #expect(numbers.contains(9_000) && !numbers.contains(3))
        #expect(numbers.last == 9_000, "after the rows in view")
        #expect(try top(of: 9_000) > Int32(5_000 * rowHeight))
    }

    @Test func homeEndAndPageDownGoThroughEveryElement() throws {
        let list = try list()
        gtk_widget_grab_focus(try #require(host.widget(tagged: "item 0")).parentRow)
        GtkTestHarness.press(GDK_KEY_End, on: list)
        GtkTestHarness.nextFrame(of: window)
        #expect(focusedNumber(in: list) == 9_999)
        let area = try adjustment()
        #expect(gtk_adjustment_get_value(area) == gtk_adjustment_get_upper(area) - gtk_adjustment_get_page_size(area), "the view is at the end")
        GtkTestHarness.press(GDK_KEY_Home, on: list)
        GtkTestHarness.nextFrame(of: window)
        #expect(focusedNumber(in: list) == 0)
        #expect(gtk_adjustment_get_value(try adjustment()) == 0)
        let rowHeight = Double(try top(of: 1) - top(of: 0))
        let screenful = Int(gtk_adjustment_get_page_size(try adjustment()) / rowHeight)
        GtkTestHarness.press(GDK_KEY_Page_Down, on: list)
        GtkTestHarness.press(GDK_KEY_Page_Down, on: list)
        GtkTestHarness.press(GDK_KEY_Page_Down, on: list)
        GtkTestHarness.nextFrame(of: window)
        #expect(focusedNumber(in: list) == 3 * screenful)
    }

    @Test func pageDownFromAButtonInARowGoesAScreenfulDown() throws {
        let list = try list()
        let second = try #require(host.widget(tagged: "item 2"))
        gtk_widget_grab_focus(second)
        let rowHeight = Double(try top(of: 1) - top(of: 0))
        let screenful = Int(gtk_adjustment_get_page_size(try adjustment()) / rowHeight)
        GtkTestHarness.press(GDK_KEY_Page_Down, on: list)
        GtkTestHarness.nextFrame(of: window)
        #expect(focusedNumber(in: list) == 2 + screenful)
    }

    @Test func aModifierKeyAloneLeavesTheViewWhereItIs() throws {
        let third = try #require(host.widget(tagged: "item 3"))
        gtk_widget_grab_focus(third)
        let rowHeight = Double(try top(of: 1) - top(of: 0))
        try scroll(to: 5_000 * rowHeight)
        GtkTestHarness.press(GDK_KEY_Control_L, on: try list(), isModifier: true)
        GtkTestHarness.nextFrame(of: window)
        #expect(gtk_adjustment_get_value(try adjustment()) == 5_000 * rowHeight)
    }

    @Test func rowsOfOtherHeightsKeepTheViewWhereItIsAndSettle() throws {
        elements.uneven = true
        elements.shown = Array(20_000..<30_000)
        host.update()
        GtkTestHarness.nextFrame(of: window)
        try scroll(to: gtk_adjustment_get_upper(try adjustment()) / 2)
        GtkTestHarness.nextFrame(of: window)
        GtkTestHarness.nextFrame(of: window)
        let settled = try held()
        let value = gtk_adjustment_get_value(try adjustment())
        for _ in 0..<3 { GtkTestHarness.nextFrame(of: window) }
        #expect(try held() == settled, "the same rows, frame after frame")
        #expect(gtk_adjustment_get_value(try adjustment()) == value)
        #expect(settled.contains(25_000), "about the middle")
    }

    @Test func aListNoLongerVirtualizedHoldsEveryRow() throws {
        elements.shown = Array(0..<300)
        host.update()
        GtkTestHarness.nextFrame(of: window)
        #expect(try held().count < 300)
        elements.virtualized = false
        host.update()
        GtkTestHarness.nextFrame(of: window)
        #expect(try held() == Array(0..<300))
        elements.virtualized = true
        host.update()
        GtkTestHarness.nextFrame(of: window)
        #expect(try held().count < 300)
    }

    private func focusedNumber(in list: Widget) -> Int? {
        guard let row = gtk_container_get_focus_child(list.cast()), gtk_window_get_focus(window.cast()) == row,
            let label = Look.labels(under: row).first
        else { return nil }
        return Int(label.dropFirst("Item ".count).prefix { $0.isNumber })
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The list box row holding this widget.
    fileprivate var parentRow: Widget { gtk_widget_get_parent(self) }
}
