import CGtk

/// Which elements of a virtualized list have rows (`View.virtualized()`): those in its scrolled
/// area's view and a few either side. The list box holds only those rows, placed in the
/// area's layout where they would stand among every element's, and the layout is as tall as
/// every element's row: the scroll bar and the wheel move through the whole list.
@MainActor
final class RowsInView {
    /// How many rows are made before a row's height is known: one, measured at once (see
    /// ``measureFirstRow(_:)``), then the rows in view.
    static let rowsBeforeMeasuring = 1
    /// Rows held above and below the view: the arrow keys move the focus to a row there, and
    /// the list scrolls it into view. (A History jump relabels every row held: a screenful
    /// either side would triple its cost.)
    static let rowsBeyondView = 3

    private let listBox: Widget
    private let layout: Widget
    private let adjustment: UnsafeMutablePointer<GtkAdjustment>
    /// A row's height, measured from the rows the list box holds (0 until it is laid out).
    private(set) var rowHeight = 0.0
    /// The elements' count and the range of them with rows, as last placed.
    private var count = 0
    private(set) var range: Range<Int> = 0..<0
    /// Rows held outside the range (the focused row's, out of view): before it and after it.
    private var rowsBefore = 0
    private var rowsAfter = 0
    private var placedAt: Int32 = 0
    /// Whether a row's height changed since the list box was placed.
    private var needsPlacing = false
    private var pending: GLibTimer?
    /// The element to scroll to once a row's height is known.
    private var scrollWhenMeasured: Int?
    /// The element last scrolled into view, kept in view as the area's height changes until
    /// the view is scrolled away from it. The first scroll uses a height estimated before the
    /// area is laid out, and the area may get less in a later frame: the inspector's present
    /// step stood cut at the view's bottom.
    private var keptInView: Int?
    /// Whether the view is being scrolled here, not by the user or GTK's clamp.
    private var isScrolling = false
    private let changed: @MainActor () -> Void

    /// Follows `layout`'s scrolling and size, and the rows' height, calling `changed` (before
    /// the next frame is laid out) when other elements come into view.
    init(listBox: Widget, layout: Widget, changed: @escaping @MainActor () -> Void) {
        self.listBox = listBox
        self.layout = layout
        self.changed = changed
        adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(layout))
        // A list box in a scrollable takes its adjustment, to scroll a row it selects or
        // focuses into view from the row's place in the list box: held here at its place among
        // every element's, the list box's own is another, and a click on a row in view scrolled
        // it a screenful's rows off. The focused row is scrolled into view here instead.
        gtk_list_box_set_adjustment(typed(listBox, as: GtkListBox.self), nil)
        // The scrolled area's adjustment outlives a list made anew in it: the handler goes with
        // the layout.
        let scrolling = onSignal(adjustment, "value-changed") { [weak self] in
            guard let self else { return }
            if !self.isScrolling, let index = self.keptInView, !self.shows(index) { self.keptInView = nil }
            self.follow()
        }
        onSignal(layout, "size-allocate") { [weak self] (_: gpointer?) in
            guard let self else { return }
            // (An element no longer in the list, after a search, is not scrolled to.)
            if let index = self.keptInView, index < self.count, gtk_adjustment_get_page_size(self.adjustment) > 1 { self.scroll(toShow: index) }
            self.follow()
        }
        onSignal(listBox, "size-allocate") { [weak self] (allocation: gpointer?) in
            guard let self, let height = allocation?.assumingMemoryBound(to: GtkAllocation.self).pointee.height else { return }
            self.measure(listHeight: height)
        }
        onSignal(layout, "destroy") { [weak self] in
            g_signal_handler_disconnect(scrolling.instance, scrolling.id)
            self?.pending = nil
        }
    }

    /// The elements of `count` whose rows should be held now.
    func range(for count: Int) -> Range<Int> {
        guard rowHeight > 0 else { return 0..<min(count, Self.rowsBeforeMeasuring) }
        let top = gtk_adjustment_get_value(adjustment)
        let page = pageHeight
        let first = max(0, min(count, Int(top / rowHeight)) - Self.rowsBeyondView)
        let last = min(count, Int(((top + page) / rowHeight).rounded(.up)) + Self.rowsBeyondView)
        return first..<max(first, last)
    }

    /// How many rows a screenful holds (one at least).
    var rowsPerPage: Int {
        guard rowHeight > 0 else { return 1 }
        return max(1, Int(gtk_adjustment_get_page_size(adjustment) / rowHeight))
    }

    /// The view's height: the adjustment's page once the area is laid out; before (a list
    /// shown for the first time), as tall as the scrolled area asks to be, so the rows of its
    /// first frame are those it will show.
    private var pageHeight: Double {
        let page = max(gtk_adjustment_get_page_size(adjustment), Double(gtk_widget_get_allocated_height(layout)))
        guard page <= 1, let scrolled = gtk_widget_get_parent(layout) else { return page }
        var (requested, natural): (Int32, Int32) = (0, 0)
        gtk_widget_get_size_request(scrolled, nil, &requested)
        gtk_widget_get_preferred_height(scrolled, nil, &natural)
        return max(page, Double(max(requested, natural)))
    }

    /// Measures `row`, the list's first, if no row was measured yet, as GTK will lay
    /// it out (its natural height), rather than waiting for the list's allocation: so a list
    /// shown for the first time makes one row, then only the rows in view, in the frame it is
    /// first painted in.
    func measureFirstRow(_ row: Widget) {
        guard rowHeight == 0 else { return }
        var natural: Int32 = 0
        gtk_widget_get_preferred_height(row, nil, &natural)
        guard natural > 1 else { return }
        rowHeight = Double(natural)
        if let index = scrollWhenMeasured { scroll(toShow: index) }
    }

    /// The list box now holds the rows of `range` of `count` elements, and `before` and `after`
    /// rows outside it: it is placed where the range's first row stands, and the layout made
    /// as tall as every element's row.
    func place(count: Int, range: Range<Int>, before: Int, after: Int) {
        self.count = count
        self.range = range
        rowsBefore = before
        rowsAfter = after
        let y = Int32((Double(max(0, range.lowerBound - before)) * rowHeight).rounded())
        if y != placedAt {
            placedAt = y
            gtk_layout_move(typed(layout, as: GtkLayout.self), listBox, 0, y)
        }
        needsPlacing = false
        // The rows held at a row's height until the list box is allocated (then the scrolled
        // area sizes the layout from its height): measuring the rows here, at another width than
        // GTK's layout will, would measure every row just relabelled twice.
        let held = range.count + before + after
        let listHeight = rowHeight > 0 ? Int32((Double(held) * rowHeight).rounded()) : gtk_widget_get_allocated_height(listBox)
        var (width, current): (guint, guint) = (0, 0)
        gtk_layout_get_size(typed(layout, as: GtkLayout.self), &width, &current)
        let height = guint(layoutHeight(listHeight: listHeight))
        if current != height { gtk_layout_set_size(typed(layout, as: GtkLayout.self), width, height) }
    }

    /// The layout's height for a list box `listHeight` tall: the rows above it and below it
    /// are counted at a row's height.
    func layoutHeight(listHeight: Int32) -> Int32 {
        let below = Double(max(0, count - range.upperBound - rowsAfter)) * rowHeight
        return max(0, placedAt + listHeight + Int32(below.rounded()))
    }

    /// Scrolls the least that shows the row of element `index`. (Where a row stands is the
    /// element's index times a row's height: a row just relabelled or made has not been laid
    /// out where it now is, so GTK's own scrolling to the focused row would take it for another.)
    func scroll(toShow index: Int) {
        guard rowHeight > 0 else { return scrollWhenMeasured = index }
        scrollWhenMeasured = nil
        let top = Double(index) * rowHeight
        let page = pageHeight
        let value = gtk_adjustment_get_value(adjustment)
        let wanted = value + page < top + rowHeight ? top + rowHeight - page : min(value, top)
        // The view's height estimated before the area is laid out (a list shown for the first
        // time): GTK's own clamp would take it for none, and show the row at the view's top.
        if wanted != value { setValue(max(0, wanted)) }
        keptInView = index
    }

    /// Whether the whole of element `index`'s row is in view.
    private func shows(_ index: Int) -> Bool {
        let (top, value) = (Double(index) * rowHeight, gtk_adjustment_get_value(adjustment))
        return top >= value && top + rowHeight <= value + gtk_adjustment_get_page_size(adjustment)
    }

    private func setValue(_ value: Double) {
        isScrolling = true
        defer { isScrolling = false }
        gtk_adjustment_set_value(adjustment, value)
    }

    /// A row's height, from the list box's; other rows come into view if it changed.
    private func measure(listHeight: Int32) {
        let held = range.count + rowsBefore + rowsAfter
        guard held > 0 else { return }
        let measured = Double(listHeight) / Double(held)
        guard abs(measured - rowHeight) >= 0.5 else { return }
        // The element at the top of the view stays there: rows of other heights that come into
        // view change the average, and the same elements are then held again.
        if rowHeight > 0 { setValue(gtk_adjustment_get_value(adjustment) / rowHeight * measured) }
        rowHeight = measured
        if let index = scrollWhenMeasured { scroll(toShow: index) }
        needsPlacing = true
        follow()
    }

    /// Before the next frame is laid out, if the elements in view are others.
    private func follow() {
        guard pending == nil else { return }
        pending = GLibTimer(after: 0, priority: G_PRIORITY_HIGH_IDLE) { [weak self] in
            guard let self else { return }
            self.pending = nil
            if self.needsPlacing || self.range(for: self.count) != self.range { self.changed() }
        }
    }
}
