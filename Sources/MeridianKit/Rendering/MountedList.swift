import CGtk
import MeridianKitCore

/// A described list's rows, kept by their elements' ids (see `ListRows`). (Like a mounted
/// view's, its state goes without the runtime's exclusivity check.)
@MainActor
final class MountedList {
    /// A row made for an element: its widgets, the element it last showed, and whether it is
    /// out of the list, kept aside.
    private final class Row {
        /// Its element's id (in a list that reuses rows, the element it shows now).
        @exclusivity(unchecked) var id: AnyHashable
        let node: MountedView
        @exclusivity(unchecked) var element: AnyObject
        @exclusivity(unchecked) var isKeptAside = false
        /// The last update that found its id among the elements.
        @exclusivity(unchecked) var seen = 0

        init(id: AnyHashable, node: MountedView, element: AnyObject) {
            self.id = id
            self.node = node
            self.element = element
        }
    }

    private unowned let owner: MountedView
    /// Every row by its id: those in the list, and those kept aside (in a list that reuses
    /// rows, those in the list only).
    @exclusivity(unchecked) private var rows: [AnyHashable: Row] = [:]
    /// The rows in the list, in order.
    @exclusivity(unchecked) private var shown: [Row] = []
    /// Rows out of the list, hidden in the list box and kept to be put back, oldest first (in
    /// a list that reuses rows, the rows past the last element).
    @exclusivity(unchecked) private var keptAside: [Row] = []
    @exclusivity(unchecked) private var rowsByWidget: [UnsafeMutableRawPointer: Row] = [:]
    /// How many times the list was updated: a row whose `seen` is another was not among the
    /// elements this time.
    @exclusivity(unchecked) private var updates = 0
    /// Whether the list is selecting or unselecting a row itself, as the state says.
    private(set) var isSelecting = false
    /// The id of the row activated by a press of the pointer (the second of a double click),
    /// activated once GTK has handled its release; and that activation, waiting.
    var activationAfterRelease: AnyHashable?
    var activating: GLibTimer?
    /// Whether the keyboard's focus was on the selected row when the state selected another:
    /// it moves to that row once the row is held, as a list box's own cursor moves the focus and
    /// the selection together. Else the arrow keys, which an app may handle itself, would move
    /// the selection while the focus (its outline, and Enter) stayed on the row clicked. A
    /// focus elsewhere (a row being moved by the keyboard) stays.
    private var focusFollowsSelection = false
    /// The state's selection last shown: only a change of it takes the focus along. A selection
    /// GTK made itself (its cursor moved, by an arrow or Tab, in a list without `onSelect`) is
    /// put back and the focus stays where the keyboard took it; taken back to the selected row
    /// too, the keyboard could not leave a list with a selection.
    private var shownSelection: AnyHashable?
    /// In a virtualized list: which elements have rows, the last description (for the rows
    /// that scrolling brings into view), and the elements whose rows the list holds, in order.
    private var inView: RowsInView?
    @exclusivity(unchecked) private var described: ListRows?
    @exclusivity(unchecked) private var heldIndices: [Int] = []

    init(_ owner: MountedView) {
        self.owner = owner
    }

    private var listBox: UnsafeMutablePointer<GtkListBox> { typed(owner.widget, as: GtkListBox.self) }

    private var content: ListContent? {
        owner.view.content(as: ListContent.self)
    }

    /// Makes the list hold `described`'s rows, in its order: every element's, or, in a
    /// virtualized list, those in view.
    func update(_ described: ListRows) {
        if content?.reusesRows == true {
            relabel(described)
            return showSelection()
        }
        guard isVirtualized else { return show(described, at: Array(described.ids.indices)) }
        self.described = described
        guard let inView else {
            // Made before its scrolled area holds it: the first rows, until the area does.
            return show(described, at: Array(0..<min(described.ids.count, RowsInView.rowsBeforeMeasuring)))
        }
        show(described, in: inView, evenIfHeld: true)
    }

    /// Whether only the rows in view are held: a list described `virtualized()`, whose own
    /// rows are not relabelled by position, directly in a scrolled area.
    private var isVirtualized: Bool {
        guard let content, content.isVirtualized, !content.reusesRows, owner.parentKind == ScrollContent.self else { return false }
        return true
    }

    /// Makes the list hold the rows of `described`'s elements at `indices`, in order. The rows
    /// are found by id once; whether the order changed is whether the same rows are in the
    /// same places.
    private func show(_ described: ListRows, at indices: [Int]) {
        updates &+= 1
        var found: [Row?] = []
        found.reserveCapacity(indices.count)
        for index in indices {
            let row = rows[described.ids[index]]
            row?.seen = updates
            found.append(row)
        }
        recycle(into: &found, described, at: indices)
        var isReordered = found.count != shown.count || zip(found, shown).contains { $0 !== $1 }
        if isReordered { arrange(returning: found) }
        for (slot, index) in indices.enumerated() {
            guard let row = found[slot] else {
                found[slot] = make(described, at: index)
                continue
            }
            guard !described.isUnchanged(at: index, from: row.element) else { continue }
            if row.node.update(with: described.row(at: index)) == nil {
                // Another kind of row (a row given another id) is made anew, in the old one's place.
                found[slot] = replace(row, with: described, at: index)
                isReordered = true
            } else {
                row.element = described.element(at: index)
            }
        }
        if isReordered {
            shown = found.map { $0! }
            for (slot, row) in shown.enumerated() { Self.setPosition(indices[slot], of: row.node.widget) }
            owner.set { gtk_list_box_invalidate_sort(listBox) }
        }
        heldIndices = indices
        showSelection()
    }

    // MARK: Rows in view

    /// A virtualized list in a scrolled area's `layout` holds the rows of the elements in view
    /// from now on; what then places it in the layout and sizes the layout.
    func holdRowsInView(of layout: Widget) -> RowsInView? {
        guard isVirtualized else { return nil }
        let inView = RowsInView(listBox: owner.widget, layout: layout) { [weak self] in self?.followScrolling() }
        self.inView = inView
        onEvent(owner.widget, "key-press-event") { [weak self] event in
            guard let self, let key = event?.assumingMemoryBound(to: GdkEventKey.self).pointee else { return false }
            return self.pressed(key)
        }
        // A row given the focus (by a click, Tab or the arrow keys) is scrolled into view.
        onSignal(owner.widget, "set-focus-child") { [weak self] (child: gpointer?) in
            guard let self, let child, let index = self.heldIndex(ofRow: child) else { return }
            self.inView?.scroll(toShow: index)
        }
        if let described { show(described, in: inView, evenIfHeld: false) }
        return inView
    }

    /// Holds the rows in view, and the focused and the selected rows wherever their elements
    /// are; described again only where the elements are others, unless `evenIfHeld` (a new
    /// description, in which the focused element is looked for).
    private func show(_ described: ListRows, in inView: RowsInView, evenIfHeld: Bool) {
        // No row measured yet: one row is made and measured, then only the rows in view.
        if inView.rowHeight == 0, !described.ids.isEmpty {
            if shown.isEmpty { show(described, at: [0]) }
            if let first = shown.first { inView.measureFirstRow(first.node.widget) }
        }
        let range = inView.range(for: described.ids.count)
        var indices = Array(range)
        var (before, after) = (0, 0)
        let focused = gtk_container_get_focus_child(listBox.container).flatMap { row in
            evenIfHeld ? rowsByWidget[UnsafeMutableRawPointer(row)].flatMap { described.ids.firstIndex(of: $0.id) } : heldIndex(ofRow: row)
        }
        // The focused row and the selected one stay out of view: Enter and a screen reader
        // find the selection that the state says, wherever it is.
        // Found as the focused row is: among the held rows while the description is the same
        // (a scroll), not by going through every element at each one.
        let selected = content?.selection.flatMap { id in
            evenIfHeld ? described.ids.firstIndex(of: id) : rows[id].flatMap { heldIndex(ofRow: $0.node.widget) }
        }
        for kept in Set([focused, selected].compactMap { $0 }).sorted() where !range.contains(kept) {
            if kept < range.lowerBound {
                indices.insert(kept, at: before)
                before += 1
            } else {
                indices.append(kept)
                after += 1
            }
        }
        if evenIfHeld || indices != heldIndices { show(described, at: indices) }
        inView.place(count: described.ids.count, range: range, before: before, after: after)
    }

    /// Other elements came into view, or the rows' height changed.
    private func followScrolling() {
        guard let described, let inView, owner.isMounted else { return }
        owner.host.applying { show(described, in: inView, evenIfHeld: false) }
    }

    /// Scrolls the least that shows the row of the element at `index`, in a virtualized list.
    func scroll(toShow index: Int) {
        inView?.scroll(toShow: index)
    }

    /// The index of the element whose row `row` is, among those held.
    private func heldIndex(ofRow row: gpointer) -> Int? {
        shown.firstIndex { UnsafeMutableRawPointer($0.node.widget) == row }.map { heldIndices[$0] }
    }

    /// Home, End, Page Up and Page Down go through every element, not only those with rows:
    /// the row they go to is brought into view, then given the focus as the list box's own
    /// keys give it (its cursor, and the selection that follows it). Any other key on a focused
    /// row out of view brings it into view first.
    private func pressed(_ key: GdkEventKey) -> Bool {
        guard let described, let inView, !described.ids.isEmpty, key.is_modifier == 0 else { return false }
        let last = described.ids.count - 1
        let focused = gtk_container_get_focus_child(listBox.container).flatMap { heldIndex(ofRow: $0) }
        let modifiers = key.state & guint(GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue)
        var target: Int?
        switch modifiers == 0 ? Int32(key.keyval) : 0 {
        case GDK_KEY_Home, GDK_KEY_KP_Home: target = 0
        case GDK_KEY_End, GDK_KEY_KP_End: target = last
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up:
            target = max(0, (focused ?? inView.range.lowerBound) - inView.rowsPerPage)
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down:
            target = min(last, (focused ?? inView.range.lowerBound) + inView.rowsPerPage)
        default: break
        }
        guard let index = target ?? focused.flatMap({ inView.range.contains($0) ? nil : $0 }) else { return false }
        inView.scroll(toShow: index)
        owner.host.applying { show(described, in: inView, evenIfHeld: false) }
        guard let target else { return false }
        if target != focused, let row = rows[described.ids[target]], !row.isKeptAside {
            gtk_widget_child_focus(row.node.widget, target < (focused ?? 0) ? GTK_DIR_UP : GTK_DIR_DOWN)
        }
        return true
    }

    /// Gives the elements that came (no row has their id) the rows of elements that left in
    /// the same change, updated to show them where they are: a row relabelled costs GTK far less
    /// than one made and one taken out, and a History jump may swap hundreds; then the oldest
    /// kept rows (`keptRowsToGive`). Never the row with the keyboard's focus, which leaves as its
    /// element did; every element that stays keeps its own row.
    private func recycle(into found: inout [Row?], _ described: ListRows, at indices: [Int]) {
        let focused = gtk_container_get_focus_child(listBox.container)
        var leaving = shown.lazy.filter { [updates] in $0.seen != updates && $0.node.widget != focused }.makeIterator()
        var oldestKept = keptRowsToGive.makeIterator()
        for (slot, index) in indices.enumerated() where found[slot] == nil {
            guard let row = leaving.next() ?? oldestKept.next() else { return }
            // A row of another kind cannot show it: it leaves, and a row is made.
            guard row.node.update(with: described.row(at: index)) != nil else { continue }
            rows[row.id] = nil
            row.id = described.ids[index]
            row.element = described.element(at: index)
            row.seen = updates
            rows[row.id] = row
            found[slot] = row
        }
    }

    /// The kept rows a new element may take, oldest first, when as many are kept as the list
    /// keeps: the oldest would be let go of at the next row set aside, and relabelling a row
    /// costs far less than making one and destroying another (time travel through a long
    /// history brings elements never kept at nearly every step). None that this update found.
    private var keptRowsToGive: LazyFilterSequence<ArraySlice<Row>> {
        let rows = keptAside.count >= (content?.keptAside ?? 0) ? keptAside[...] : []
        return rows.lazy.filter { [updates] in $0.seen != updates }
    }

    /// Hides the rows not among the elements (keeping some aside), shows the kept rows that
    /// are, and lets go of the oldest kept rows past the list's allowance.
    ///
    /// A kept row stays in the list box, hidden and last: one taken out of it is unrealized,
    /// and putting it back realized it again (a button's input window made anew in the X
    /// server), which cost a History jump more than all its relabelling.
    private func arrange(returning found: [Row?]) {
        for row in shown where row.seen != updates {
            // A row leaving a list selected keeps its own "selected" mark, and GTK would refuse
            // to select it once it is back.
            selecting { gtk_list_box_unselect_row(listBox, row.node.listRow) }
            owner.set {
                gtk_widget_set_visible(row.node.widget, 0)
                // Taken out, GTK would forget that the pointer was over it or pressing it.
                gtk_widget_unset_state_flags(row.node.widget, GtkStateFlags(GTK_STATE_FLAG_PRELIGHT.rawValue | GTK_STATE_FLAG_ACTIVE.rawValue))
            }
            Self.setPosition(Self.keptAsidePosition, of: row.node.widget)
            // Out of the list: nothing may give it the keyboard's focus.
            gtk_widget_set_sensitive(row.node.widget, 0)
            row.node.setTagsFindable(false)
            row.isKeptAside = true
            keptAside.append(row)
        }
        var returned = false
        for case let row? in found where row.isKeptAside {
            row.isKeptAside = false
            returned = true
            putBack(row.node)
        }
        if returned { keptAside.removeAll { !$0.isKeptAside } }
        let allowance = content?.keptAside ?? 0
        guard keptAside.count > allowance else { return }
        for row in keptAside.prefix(keptAside.count - allowance) {
            rows[row.id] = nil
            forget(row)
        }
        keptAside.removeFirst(keptAside.count - allowance)
    }

    /// A kept row back in the list, as its description says; placed by the sort that follows.
    private func putBack(_ node: MountedView) {
        node.setTagsFindable(true)
        gtk_widget_set_sensitive(node.widget, node.view.traits.isEnabled ? 1 : 0)
        owner.set { gtk_widget_set_visible(node.widget, node.view.traits.isVisible ? 1 : 0) }
    }

    private func make(_ described: ListRows, at index: Int) -> Row {
        let row = newRow(described, at: index)
        rows[row.id] = row
        return row
    }

    /// A row made for the element at `index`, put in the list at that position.
    private func newRow(_ described: ListRows, at index: Int) -> Row {
        let node = MountedView(described.row(at: index), host: owner.host, parentKind: owner.kind)
        let row = Row(id: described.ids[index], node: node, element: described.element(at: index))
        rowsByWidget[UnsafeMutableRawPointer(node.widget)] = row
        // Placed by the sort as it goes in.
        Self.setPosition(index, of: node.widget)
        owner.set { gtk_list_box_insert(listBox, node.widget, -1) }
        return row
    }

    private func replace(_ row: Row, with described: ListRows, at index: Int) -> Row {
        forget(row)
        return make(described, at: index)
    }

    /// Destroys `row`'s widgets and forgets them.
    private func forget(_ row: Row) {
        rowsByWidget[UnsafeMutableRawPointer(row.node.widget)] = nil
        row.node.unmount()
    }

    /// A list that reuses rows shows its i-th element in its i-th row, as a search's results
    /// are shown: rows are relabelled where they are and never moved (a row moved costs GTK a
    /// sort of the list), and rows past the last element are hidden, last, kept for the next
    /// longer list. A row is described again only when its element is another.
    private func relabel(_ described: ListRows) {
        let ids = described.ids
        let available = shown + keptAside
        let shownCount = shown.count
        var byID: [AnyHashable: Row] = [:]
        byID.reserveCapacity(ids.count)
        var next: [Row] = []
        next.reserveCapacity(ids.count)
        for (index, id) in ids.enumerated() {
            guard index < available.count else {
                let row = newRow(described, at: index)
                byID[id] = row
                next.append(row)
                continue
            }
            let row = available[index]
            if !described.isUnchanged(at: index, from: row.element), row.node.update(with: described.row(at: index)) != nil {
                row.element = described.element(at: index)
            }
            if index >= shownCount {
                // Hidden, it took no click and no focus, and it was never selected.
                row.isKeptAside = false
                row.node.setTagsFindable(true)
                gtk_widget_set_visible(row.node.widget, row.node.view.traits.isVisible ? 1 : 0)
            }
            row.id = id
            byID[id] = row
            next.append(row)
        }
        var spare: [Row] = []
        let allowance = content?.keptAside ?? 0
        for index in ids.count..<max(available.count, ids.count) {
            let row = available[index]
            if index < shownCount {
                selecting { gtk_list_box_unselect_row(listBox, row.node.listRow) }
                gtk_widget_set_visible(row.node.widget, 0)
                row.node.setTagsFindable(false)
            }
            if spare.count < allowance {
                row.isKeptAside = true
                spare.append(row)
            } else {
                forget(row)
            }
        }
        rows = byID
        shown = next
        keptAside = spare
    }

    /// The row held at the point `y` of the list, if any, found by the rows' allocations among
    /// those held. (GTK's `gtk_list_box_get_row_at_y` returned none over the inspector's first
    /// changed value.)
    func node(atY y: Double) -> MountedView? {
        shown.first { row in
            var place = GtkAllocation()
            gtk_widget_get_allocation(row.node.widget, &place)
            return gtk_widget_get_visible(row.node.widget) != 0 && Double(place.y) <= y && y < Double(place.y + place.height)
        }?.node
    }

    /// The id of the element whose row is `row`, if it is in the list.
    func id(ofRow row: gpointer) -> AnyHashable? {
        guard let found = rowsByWidget[UnsafeMutableRawPointer(row)], !found.isKeptAside else { return nil }
        return found.id
    }

    /// Selects the state's row, or none. The keyboard's focus, on the row selected, moves with
    /// the selection (see ``focusFollowsSelection``).
    func showSelection() {
        guard let content, content.selects else { return }
        let selected = content.selection.flatMap { rows[$0] }.flatMap { $0.isKeptAside ? nil : $0.node.widget }
        let focused = gtk_container_get_focus_child(listBox.container).flatMap { gtk_widget_is_focus($0) != 0 ? $0 : nil }
        let previous = gtk_list_box_get_selected_row(listBox).map(widget)
        let stateSelectedAnother = content.selection != shownSelection
        shownSelection = content.selection
        if previous != selected {
            if stateSelectedAnother, focused != nil, focused == previous { focusFollowsSelection = true }
            selecting {
                if let selected {
                    gtk_list_box_select_row(listBox, typed(selected, as: GtkListBoxRow.self))
                } else {
                    gtk_list_box_unselect_all(listBox)
                }
            }
        }
        guard focusFollowsSelection else { return }
        guard let focused else { return focusFollowsSelection = false }
        guard let selected, gtk_widget_is_sensitive(selected) != 0 else { return }
        focusFollowsSelection = false
        // Given as the row's own focus moves it: the list box's cursor (which Enter activates) too.
        if focused != selected { selecting { _ = gtk_widget_child_focus(selected, GTK_DIR_DOWN) } }
    }

    private func selecting(_ change: () -> Void) {
        isSelecting = true
        defer { isSelecting = false }
        owner.set(change)
    }

    /// Whether a row in the list has a tag, here or below.
    var holdsTags: Bool { shown.contains { $0.node.holdsTags } }

    /// Whether the host finds the tags in the rows in the list.
    func setTagsFindable(_ findable: Bool) {
        for row in shown { row.node.setTagsFindable(findable) }
    }

    /// The list is going: its rows go with it, the rows kept aside (hidden) first.
    func unmount() {
        for row in keptAside { row.node.unmount() }
        for row in shown { row.node.markUnmounted() }
        keptAside = []
    }

    /// Where a row stands, kept on the row for the list box's sort function (as quark data:
    /// the sort reads it for every comparison).
    private static func setPosition(_ position: Int, of row: Widget) {
        g_object_set_qdata(UnsafeMutablePointer(OpaquePointer(row)), positionQuark, UnsafeMutableRawPointer(bitPattern: position + 1))
    }

    /// Where a kept row stands: after every row in the list.
    private static let keptAsidePosition = Int(Int32.max)

    nonisolated private static let positionQuark = g_quark_from_string("meridian-kit-position")

    nonisolated static func position(of row: UnsafeMutablePointer<GtkListBoxRow>?) -> Int {
        Int(bitPattern: g_object_get_qdata(UnsafeMutablePointer(OpaquePointer(row)), positionQuark))
    }
}

extension MountedView {
    /// A list's row's widget, as the `GtkListBoxRow` its kind made.
    var listRow: UnsafeMutablePointer<GtkListBoxRow> { typed(widget, as: GtkListBoxRow.self) }
}
