import Foundation

/// A value of the state as a node of a folding tree: the inspector's view of the whole state at
/// a step. Its path is the one the inspector's changes use (`zones[id …00000002].name`), so a
/// path copied from either finds the same value.
public struct StateNode {
    /// What the node is called under its parent: a field's name, `[3]`, `[id 2]`, `[“key”]`,
    /// or a group of elements, `[0 … 999]`.
    public var name: String
    /// The path from the state's root.
    public var path: String
    /// The value as a person reads it: a leaf's text, an element's label, how many elements
    /// a collection holds, or a structure's type.
    public var summary: String
    /// Whether the node folds open.
    public var hasChildren: Bool
    let content: Content

    enum Content {
        /// A value, walked by its mirror.
        case value(Any)
        /// Elements `range` of the collection at `path`, too many to list at once: groups of
        /// them, or them.
        case group(StateCollection, range: Range<Int>, path: String)
    }
}

/// A collection's elements, read when a node shows them: how many, each by its offset, and
/// how each is named in a path. An array's are read in place, so opening one of 100,000
/// elements reads the hundred or so it shows.
final class StateCollection {
    let count: Int
    let element: (Int) -> Any
    let name: (Int) -> String

    init(count: Int, element: @escaping (Int) -> Any, name: @escaping (Int) -> String) {
        (self.count, self.element, self.name) = (count, element, name)
    }

    /// Elements kept whole, named `name`.
    convenience init(elements: [Any], name: @escaping (Int) -> String) {
        self.init(count: elements.count, element: { elements[$0] }, name: name)
    }
}

/// The state as a folding tree, made a level at a time as the user opens it: a state of
/// 100,000 elements shows its root at once, a collection's elements in groups of at most
/// ``groupSize`` (`[0 … 9999]`, then `[0 … 99]`), so that no level lists more than that.
public enum StateTree {
    /// The most children a node lists: more are grouped.
    public static var groupSize: Int { 100 }

    /// The nodes of the state's root: its fields.
    public static func roots(of state: Any, words: HistoryWords = HistoryWords()) -> [StateNode] {
        children(of: state, path: "", words: words)
    }

    /// A node's children, made now: a structure's fields, an enum's payload, a collection's
    /// elements or their groups.
    public static func children(of node: StateNode, words: HistoryWords = HistoryWords()) -> [StateNode] {
        switch node.content {
        case .value(let value): children(of: value, path: node.path, words: words)
        case .group(let collection, let range, let path): children(of: collection, range: range, path: path, words: words)
        }
    }

    /// Whether the node is a value of the state, not a group of a collection's elements.
    public static func isValue(_ node: StateNode) -> Bool {
        if case .value = node.content { true } else { false }
    }

    /// The node's value as text to copy: JSON when it is `Encodable` (pretty, keys sorted),
    /// else as the tree reads it.
    public static func copiedValue(of node: StateNode) -> String {
        guard case .value(let value) = node.content else { return node.summary }
        let unwrapped = insideOptionals(value)?.value ?? value
        if let encodable = unwrapped as? any Encodable {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            if let data = try? encoder.encode(encodable) { return String(decoding: data, as: UTF8.self) }
        }
        return StateChanges.text(value, { _ in nil })
    }

    private static func children(of value: Any, path: String, words: HistoryWords) -> [StateNode] {
        guard let (value, mirror) = insideOptionals(value) else { return [] }
        switch mirror.displayStyle {
        case .collection, .set, .dictionary:
            let collection = self.collection(value, mirror: mirror)
            return children(of: collection, range: 0..<collection.count, path: path, words: words)
        default:
            return mirror.children.enumerated().map { offset, child in
                let name = child.label ?? "\(offset)"
                return node(child.value, name: name, path: path.isEmpty ? name : "\(path).\(name)", words: words)
            }
        }
    }

    /// Elements `range` of `collection`: themselves when they are few, else groups of them.
    private static func children(of collection: StateCollection, range: Range<Int>, path: String, words: HistoryWords) -> [StateNode] {
        var size = 1
        while range.count > size * groupSize { size *= groupSize }
        guard size > 1 else {
            let labels = ElementLabels()
            return range.map { offset in
                let name = collection.name(offset)
                return node(collection.element(offset), name: name, path: path + name, words: words, labels: labels)
            }
        }
        return stride(from: range.lowerBound, to: range.upperBound, by: size).map { start in
            let group = start..<min(start + size, range.upperBound)
            let name = "[\(group.lowerBound) … \(group.upperBound - 1)]"
            return StateNode(
                name: name, path: path + name, summary: words.stateElements(group.count), hasChildren: true,
                content: .group(collection, range: group, path: path))
        }
    }

    /// The node of `value`, named `name`; an element of a collection reads as its label, found by `labels`.
    private static func node(_ value: Any, name: String, path: String, words: HistoryWords, labels: ElementLabels? = nil) -> StateNode {
        guard let (unwrapped, mirror) = insideOptionals(value) else {
            return StateNode(name: name, path: path, summary: StateChanges.text(value, { _ in nil }), hasChildren: false, content: .value(value))
        }
        switch mirror.displayStyle {
        case .collection, .set, .dictionary:
            let count = mirror.children.count
            return StateNode(name: name, path: path, summary: words.stateElements(count), hasChildren: count > 0, content: .value(unwrapped))
        default: break
        }
        guard !mirror.children.isEmpty, !StateChanges.readsWhole(unwrapped) else {
            return StateNode(name: name, path: path, summary: StateChanges.text(unwrapped, { _ in nil }), hasChildren: false, content: .value(unwrapped))
        }
        let summary = labels?.label(of: unwrapped, mirror: mirror) { StateChanges.text($0, { _ in nil }) } ?? typeName(unwrapped)
        return StateNode(name: name, path: path, summary: summary, hasChildren: true, content: .value(unwrapped))
    }

    /// A collection's elements and their names: by id when its elements are `Identifiable`, a
    /// dictionary's by key (sorted as they read), a set's sorted as they read, else by offset.
    private static func collection(_ value: Any, mirror: Mirror) -> StateCollection {
        switch mirror.displayStyle {
        case .dictionary:
            let entries = mirror.children.map { entry -> (key: String, value: Any) in
                let parts = Array(Mirror(reflecting: entry.value).children)
                return (StateChanges.text(parts[0].value, { _ in nil }), parts[1].value)
            }.sorted { $0.key < $1.key }
            return StateCollection(elements: entries.map(\.value)) { "[\(entries[$0].key)]" }
        case .set:
            let elements = mirror.children.map(\.value).sorted { StateChanges.text($0, { _ in nil }) < StateChanges.text($1, { _ in nil }) }
            return StateCollection(elements: elements) { "[\($0)]" }
        default:
            // Named by id as the changes name them, when every id is one of a kind; UUIDs by as
            // few digits as tell them apart.
            if let identified = value as? any IdentifiedArray, let array = value as? any RandomAccessCollection {
                guard identified.idsAreUnique else { return inPlace(array) { "[\($0)]" } }
                let idText = CollectionChanges.idText(uuids: identified.uuidIDs)
                return inPlace(array) { "[id \(idText(identified.boxedID(at: $0)))]" }
            }
            if let array = value as? any RandomAccessCollection, !(mirror.children.first?.value is any Identifiable) {
                return inPlace(array) { "[\($0)]" }
            }
            // Elements identified only as the app runs (existentials): read whole.
            let elements = mirror.children.map(\.value)
            guard let ids = CollectionChanges.ids(elements), Set(ids).count == ids.count else {
                return StateCollection(elements: elements) { "[\($0)]" }
            }
            let idText = CollectionChanges.idText(uuids: ids.compactMap { $0.base as? UUID })
            return StateCollection(elements: elements) { "[id \(idText(ids[$0]))]" }
        }
    }

    /// An array's elements read in place, named by `name`: opening 100,000 elements reads the
    /// hundred or so shown.
    private static func inPlace<Elements: RandomAccessCollection>(_ elements: Elements, name: @escaping (Int) -> String) -> StateCollection {
        StateCollection(count: elements.count, element: { elements[elements.index(elements.startIndex, offsetBy: $0)] }, name: name)
    }

    /// The value inside its optionals (or the value itself) and its mirror, used for all that is
    /// read of it: a mirror costs as much as a field read, and a group of a hundred elements
    /// makes a node each. `nil` for an empty optional.
    private static func insideOptionals(_ value: Any) -> (value: Any, mirror: Mirror)? {
        var (value, mirror) = (value, Mirror(reflecting: value))
        while mirror.displayStyle == .optional {
            guard let some = mirror.children.first?.value else { return nil }
            (value, mirror) = (some, Mirror(reflecting: some))
        }
        return (value, mirror)
    }


    private static func typeName(_ value: Any) -> String {
        let name = String(describing: type(of: value))
        return name.split(separator: ".").last.map(String.init) ?? name
    }
}

/// An array of identified elements, whose ids are read in its own type: no cast or box per
/// element, so that opening 100,000 of them costs a pass over their ids.
protocol IdentifiedArray {
    /// Whether no two elements have the same id.
    var idsAreUnique: Bool { get }
    /// The ids, when they are UUIDs; else none.
    var uuidIDs: [UUID] { get }
    /// The id of the element at `offset`.
    func boxedID(at offset: Int) -> AnyHashable
}

extension Array: IdentifiedArray where Element: Identifiable {
    var idsAreUnique: Bool {
        // Called through the protocol, this is unspecialized: a set of `Element.ID` looks up
        // its generic metadata at every insert (three quarters of opening 100,000 tasks). The
        // ids of the common types are gathered first and checked in code made for their type.
        switch Element.ID.self {
        case is Int.Type: noneRepeated(sortable: map { unsafeBitCast($0.id, to: Int.self) })
        case is UUID.Type: noneRepeated(map { unsafeBitCast($0.id, to: UUID.self) })
        case is String.Type: noneRepeated(sortable: map { unsafeBitCast($0.id, to: String.self) })
        default: noneRepeated(map(\.id))
        }
    }

    var uuidIDs: [UUID] {
        guard Element.ID.self == UUID.self else { return [] }
        return map { unsafeBitCast($0.id, to: UUID.self) }
    }

    func boxedID(at offset: Int) -> AnyHashable { AnyHashable(self[offset].id) }
}

/// Whether no two of `ids` are the same: outside the array's generic extension, so that it is
/// made for each concrete id type it is called with.
private func noneRepeated<ID: Hashable>(_ ids: [ID]) -> Bool {
    var seen = Set<ID>(minimumCapacity: ids.count)
    for id in ids where !seen.insert(id).inserted { return false }
    return true
}

/// Whether no two of `ids` are the same; at once when they rise, as ids counted up do.
private func noneRepeated<ID: Hashable & Comparable>(sortable ids: [ID]) -> Bool {
    zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 } || noneRepeated(ids)
}
