/// The rows of a collection, one per element, kept by identity.
///
/// A row is made for a new element, described again when its element changed, moved when its
/// element moved, and let go of when its element left the collection, so the keyboard's focus,
/// a selection and text being typed stay on their row while others come, go or move — and
/// across History's jumps. The row's description must depend on its element alone (and on
/// what never changes, such as `send`): an element equal to the one its row shows is not
/// described again.
///
/// ```swift
/// List(state.tasks, placeholder: Label("Nothing to do.")) { task in
///     CheckButton(task.title, isOn: task.isDone) { _ in send(.toggled(id: task.id)) }
/// }
/// ```
/// The rows of `elements`, known by their `id`.
@MainActor
public func List<Element: Identifiable & Equatable>(
    _ elements: [Element], placeholder: (any ViewContent)? = nil, @ViewBuilder row: @escaping @MainActor (Element) -> [View]
) -> View {
    listView(ListRows(elements, identifiedBy: { $0.id }) { singleView(row($0)) }, placeholder: placeholder)
}

/// The rows of `elements`, each known by the value at `id`; an element equal to the one its
/// row shows is not described again.
@MainActor
public func List<Element: Equatable, ID: Hashable>(
    _ elements: [Element], id: KeyPath<Element, ID>, placeholder: (any ViewContent)? = nil,
    @ViewBuilder row: @escaping @MainActor (Element) -> [View]
) -> View {
    listView(ListRows(elements, id: id) { singleView(row($0)) }, placeholder: placeholder)
}

/// The rows of `elements`, known by `id`, described again whenever the list is (for elements
/// that are not `Equatable`).
@MainActor
public func List<Element, ID: Hashable>(
    _ elements: [Element], id: KeyPath<Element, ID>, placeholder: (any ViewContent)? = nil,
    @ViewBuilder row: @escaping @MainActor (Element) -> [View]
) -> View {
    listView(ListRows(elements, id: id) { singleView(row($0)) }, placeholder: placeholder)
}

/// The rows of `count` elements read by index only for the rows made: with `virtualized()`,
/// a list of millions (every step of a history) costs what its rows in view cost. The element
/// at an index is `element(index)`, known by `id(index)`; `index(id)` finds an id's index
/// without reading every element. An element equal to the one its row shows is not described
/// again.
@MainActor
public func List<Element: Equatable, ID: Hashable>(
    count: Int, id: @escaping (Int) -> ID, index: @escaping (ID) -> Int?, element: @escaping (Int) -> Element,
    placeholder: (any ViewContent)? = nil, @ViewBuilder row: @escaping @MainActor (Element) -> [View]
) -> View {
    listView(ListRows(count: count, id: id, index: index, element: element) { singleView(row($0)) }, placeholder: placeholder)
}

/// A list of `rows`, showing `placeholder` while it has none.
private func listView(_ rows: ListRows, placeholder: (any ViewContent)?) -> View {
    var view = View(ListContent(selects: false, selection: nil, keptAside: 0), children: placeholder.map { [$0.view] } ?? [])
    view.rows = rows
    return view
}

/// One view of a builder's: a column when it made several.
private func singleView(_ views: [View]) -> View {
    views.count == 1 ? views[0] : View(BoxLayout(axis: .vertical, spacing: 0), children: views)
}

extension View {
    /// A list's selection: one row at most, the one whose element's id is `selection`. The
    /// user's selection goes to `onSelect` (then the list shows what the state says); without
    /// it, the list keeps the state's selection as it is.
    public consuming func selection<ID: Hashable & Sendable>(_ selection: ID?, onSelect: (@MainActor (ID?) -> Void)? = nil) -> View {
        guard isKind(ListContent.self) else { return self }
        var list = self
        list.changeContent(ListContent.self) { content in
            content.selects = true
            content.selection = selection.map(AnyHashable.init)
        }
        if let onSelect {
            list.events.onSelect = { id in onSelect(id.flatMap { $0.base as? ID }) }
        }
        return list
    }

    /// A list's rows activated (Enter, a click) send `action` with their element's id.
    public consuming func onRowActivate<ID: Hashable & Sendable>(_ action: @escaping @MainActor (ID) -> Void) -> View {
        var list = self
        list.events.onRowActivate = { id in
            if let id = id.base as? ID { action(id) }
        }
        return list
    }

    /// A key pressed while one of the list's rows, or a widget in it, has the focus, with the
    /// row's element's id and the modifiers held (Alt+Down on a row moves it): the handler
    /// says whether it took the key. Set on the list, not the rows, so that it always sees the
    /// list as now described (a row is described again only when its element changes).
    public consuming func onRowKeyPress<ID: Hashable & Sendable>(_ handler: @escaping @MainActor (ID, Key, KeyModifiers) -> Bool) -> View {
        var list = self
        list.events.onRowKeyPress = { id, key, modifiers in
            guard let id = id.base as? ID else { return false }
            return handler(id, key, modifiers)
        }
        return list
    }

    /// A `draggable` widget's value dropped on one of the list's rows: the row's element's id,
    /// and whether it fell on the row's lower half (`true`: "after it"). Below the last row is
    /// after the last row. While a drag is over the list, the row it would land on is marked.
    public consuming func onRowDrop<ID: Hashable & Sendable>(_ action: @escaping @MainActor (String, ID, Bool) -> Void) -> View {
        var list = self
        list.events.onRowDrop = { value, id, after in
            if let id = id.base as? ID { action(value, id, after) }
        }
        return list
    }

    /// A list's rows are activated by a double click (or Enter); a single click selects one.
    public consuming func activatingOnDoubleClick() -> View {
        guard isKind(ListContent.self) else { return self }
        var list = self
        list.changeContent(ListContent.self) { $0.activatesOnDoubleClick = true }
        return list
    }

    /// A list keeps the rows of up to `count` elements that left, to put back when they return.
    public consuming func keepingRowsAside(_ count: Int) -> View {
        guard isKind(ListContent.self) else { return self }
        var list = self
        list.changeContent(ListContent.self) { content in
            content.keptAside = count
        }
        return list
    }

    /// A list in a scrolled area has rows only for the elements in view and a few either
    /// side, made, relabelled or let go of as the area scrolls or the elements change: a list of
    /// thousands costs what a screenful costs, when it is shown and at every History jump.
    ///
    /// Rows are taken to be about as tall as one another: the area's height is the elements'
    /// count times a row's height, measured. The row with the keyboard's focus and the selected
    /// row stay while their elements are in the list, in view or not. Home, End, Page Up and
    /// Page Down go to the first, the last, and a screenful up or down of all the elements. A screen reader finds the rows
    /// made, not every element's: for a list read row by row, keep every row.
    public consuming func virtualized() -> View {
        guard isKind(ListContent.self) else { return self }
        var list = self
        list.changeContent(ListContent.self) { content in
            content.isVirtualized = true
        }
        return list
    }

    /// A list shows its i-th element in its i-th row, described again where the element is
    /// another, rather than keeping rows by identity: rows are relabelled where they are, never
    /// made or moved while there are enough, and rows past the last element are hidden in the
    /// list (up to `count` of them) for a longer list. For a list whose elements change by dozens
    /// at a time, as a search's results do, and whose rows hold no focus or typing: relabelling
    /// a row costs GTK far less than making or moving one. Selection still follows the ids.
    public consuming func reusingRows(keepingAside count: Int) -> View {
        guard isKind(ListContent.self) else { return self }
        var list = self
        list.changeContent(ListContent.self) { content in
            content.keptAside = count
            content.reusesRows = true
        }
        return list
    }
}

// MARK: What each kind shows

/// What a list selects, and how many rows it keeps aside.
public struct ListContent: ViewKind {
    /// Whether a row may be selected, and which is, by its element's id.
    public var selects: Bool
    /// The id of the selected row's element.
    public var selection: AnyHashable?
    /// How many rows of elements that left the list are kept to be put back (History brings
    /// the same elements back again and again, and putting a row back costs less than making one).
    public var keptAside: Int
    /// Whether the i-th element shows in the i-th row, relabelled, rather than rows kept by
    /// identity (`reusingRows(keepingAside:)`).
    public var reusesRows = false
    /// Whether, in a scrolled area, only the rows of the elements in view and a few
    /// either side are made (`virtualized()`).
    public var isVirtualized = false
    /// Whether a row is activated by a double click (and Enter) only, a single click selecting it.
    public var activatesOnDoubleClick = false
    public static func == (a: Self, b: Self) -> Bool {
        a.selects == b.selects && a.selection == b.selection && a.keptAside == b.keptAside && a.reusesRows == b.reusesRows
            && a.isVirtualized == b.isVirtualized && a.activatesOnDoubleClick == b.activatesOnDoubleClick
    }
}

extension ListContent {
    /// A list made to hold every row, or only those in view, holds them so for its life.
    public func isSameWidget(as other: Self) -> Bool { isVirtualized == other.isVirtualized }
}
