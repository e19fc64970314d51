/// A list's rows, by identity: the ids of its elements in order, and how each element's row is
/// described. The renderer makes a row for a new id, describes a kept id's row again only when
/// its element changed, moves rows whose ids moved, and lets go of (or keeps aside) the rows of
/// ids that left, so a row keeps its widgets — the keyboard's focus, a selection, text being
/// typed — while others come, go or move.
public struct ListRows {
    /// The elements' ids, in order.
    public let ids: ListIDs
    private let element: (Int) -> AnyObject
    private let same: (Int, AnyObject) -> Bool
    private let describe: @MainActor (Int) -> View

    /// The rows of `elements`, each known by `id` and described by `row`, from its element alone.
    @MainActor
    public init<Element, ID: Hashable>(_ elements: [Element], id: KeyPath<Element, ID>, row: @escaping @MainActor (Element) -> View) {
        ids = ListIDs(elements.map { AnyHashable($0[keyPath: id]) })
        element = { ElementBox(elements[$0]) }
        same = { _, _ in false }
        describe = { row(elements[$0]) }
    }

    /// The rows of `elements` as above; an element equal to the one its row last showed is not
    /// described again.
    @MainActor
    public init<Element: Equatable, ID: Hashable>(_ elements: [Element], id: KeyPath<Element, ID>, row: @escaping @MainActor (Element) -> View) {
        self.init(elements, identifiedBy: { $0[keyPath: id] }, row: row)
    }

    /// The rows of `elements`, each known by `id(element)`; an element equal to the one its row
    /// last showed is not described again. (A key path made anew at every description costs
    /// more than the closure.)
    @MainActor
    public init<Element: Equatable, ID: Hashable>(_ elements: [Element], identifiedBy id: (Element) -> ID, row: @escaping @MainActor (Element) -> View) {
        ids = ListIDs(elements.map { AnyHashable(id($0)) })
        element = { ElementBox(elements[$0]) }
        same = { index, old in
            guard let old = old as? ElementBox<Element> else { return false }
            return old.value == elements[index]
        }
        describe = { row(elements[$0]) }
    }

    /// The rows of `count` elements read by index when a row needs them (a virtualized list
    /// of millions describes only the elements in view): the element at an index is
    /// `element(index)`, known by `id(index)`, and `index(id)` finds an id's index without
    /// reading every element.
    @MainActor
    public init<Element: Equatable, ID: Hashable>(
        count: Int, id: @escaping (Int) -> ID, index: @escaping (ID) -> Int?, element: @escaping (Int) -> Element,
        row: @escaping @MainActor (Element) -> View
    ) {
        ids = ListIDs(count: count, id: { AnyHashable(id($0)) }, index: { ($0.base as? ID).flatMap(index) })
        self.element = { ElementBox(element($0)) }
        same = { at, old in
            guard let old = old as? ElementBox<Element> else { return false }
            return old.value == element(at)
        }
        describe = { row(element($0)) }
    }

    /// The element at `index`, to hold beside its row.
    public func element(at index: Int) -> AnyObject { element(index) }

    /// Whether `old`, an element a row showed (from `element(at:)`), is the element at `index` unchanged.
    public func isUnchanged(at index: Int, from old: AnyObject) -> Bool { same(index, old) }

    /// The row of the element at `index`.
    @MainActor
    public func row(at index: Int) -> View {
        let view = describe(index)
        if view.isKind(RowContent.self) { return view }
        return View(RowContent(), children: [view])
    }
}

/// A list's ids in order: an array's, or read by index from a count (a list described lazily).
public struct ListIDs: RandomAccessCollection {
    private enum Storage {
        case array([AnyHashable])
        case read(count: Int, id: (Int) -> AnyHashable, index: (AnyHashable) -> Int?)
    }

    private let storage: Storage

    init(_ ids: [AnyHashable]) { storage = .array(ids) }

    init(count: Int, id: @escaping (Int) -> AnyHashable, index: @escaping (AnyHashable) -> Int?) {
        storage = .read(count: count, id: id, index: index)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .array(let ids): ids.count
        case .read(let count, _, _): count
        }
    }

    public subscript(position: Int) -> AnyHashable {
        switch storage {
        case .array(let ids): ids[position]
        case .read(_, let id, _): id(position)
        }
    }

    /// The index of `id`: a lazily read list finds it without reading every id.
    public func firstIndex(of id: AnyHashable) -> Int? {
        switch storage {
        case .array(let ids): ids.firstIndex(of: id)
        case .read(_, _, let index): index(id)
        }
    }
}

/// An element held beside its row: a reference, so that comparing it with the next element
/// neither copies it nor opens an existential.
private final class ElementBox<Element> {
    let value: Element
    init(_ value: Element) { self.value = value }
}
