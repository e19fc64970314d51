import Foundation

/// What a step changed in a collection, element by element as a person thinks of them, not by
/// position: `StateChanges` hands it every array, dictionary and set it meets.
///
/// - Elements that are `Identifiable` are matched by id: each that came, went or moved is said
///   once, named by its id (`books[id 2]`) and read by its label (its `title`, `name` or `label`,
///   or itself), and one that stayed is walked for what changed inside it.
/// - Other arrays are matched by a longest common subsequence (`CollectionDifference`): one
///   element put in front is one insertion, not a change to every element after it. An element
///   removed and another inserted in the same place are one element changed in place.
/// - Dictionaries are matched by key, sets by element.
struct CollectionChanges {
    typealias Found = (_ path: String, _ old: String, _ new: String, _ kind: ChangedValue.Kind) -> Void
    /// Walks two matched elements for what changed inside them.
    let walk: (_ old: Any, _ new: Any, _ path: String) -> Void
    /// An element as a person reads it.
    let text: (Any) -> String
    let found: Found

    /// The changes between two arrays, `oldArray` and `newArray`, whose elements are `old` and
    /// `new`. An array of identified, equatable elements, or of hashable ones, is matched in its
    /// own type: a state of 10,000 elements costs no cast per element.
    func array(_ oldArray: Any, _ newArray: Any, old: @autoclosure () -> [Any], new: @autoclosure () -> [Any], path: String) {
        if let identified = oldArray as? any IdentifiedElements, identified.changes(to: newArray, self, path: path) { return }
        if let hashable = oldArray as? any HashableElements, hashable.changes(to: newArray, self, path: path) { return }
        let (old, new) = (old(), new())
        if let oldIDs = Self.ids(old), let newIDs = Self.ids(new),
            byIdentity(
                oldIDs: oldIDs, newIDs: newIDs, uuids: (oldIDs + newIDs).compactMap { $0.base as? UUID }, old: { old[$0] }, new: { new[$0] },
                isSame: { _, _ in false }, path: path)
        {
            return
        }
        bySequence(oldKeys: old.map(Self.key), newKeys: new.map(Self.key), old: { old[$0] }, new: { new[$0] }, path: path)
    }

    /// Elements matched by a longest common subsequence of their `keys`.
    func bySequence<Key: Hashable>(oldKeys: [Key], newKeys: [Key], old: (Int) -> Any, new: (Int) -> Any, path: String) {
        let difference = newKeys.difference(from: oldKeys).inferringMoves()
        // Removals and insertions into the same gap between the elements both have, paired in
        // order, are elements changed in place; the rest came or went.
        var removedInGap: [Int: [Int]] = [:], insertedInGap: [Int: [Int]] = [:]
        var moves: [(from: Int, to: Int)] = []
        let removedOffsets = Set(difference.removals.map(\.offset)), insertedOffsets = Set(difference.insertions.map(\.offset))
        let oldGaps = Self.gaps(count: oldKeys.count, leaving: removedOffsets), newGaps = Self.gaps(count: newKeys.count, leaving: insertedOffsets)
        // Each list from the lowest offset up, so that a gap's removals and insertions pair in order.
        for case .remove(let offset, _, nil) in difference.removals { removedInGap[oldGaps[offset], default: []].append(offset) }
        for case .insert(let offset, _, let movedFrom) in difference.insertions {
            if let movedFrom { moves.append((movedFrom, offset)) } else { insertedInGap[newGaps[offset], default: []].append(offset) }
        }
        for gap in Set(removedInGap.keys).union(insertedInGap.keys).sorted() {
            let (removed, inserted) = (removedInGap[gap] ?? [], insertedInGap[gap] ?? [])
            for (from, to) in zip(removed, inserted) { walk(old(from), new(to), "\(path)[\(to)]") }
            for from in removed.dropFirst(inserted.count) { found("\(path)[\(from)]", text(old(from)), "", .removed(from: from)) }
            for to in inserted.dropFirst(removed.count) { found("\(path)[\(to)]", "", text(new(to)), .inserted(at: to)) }
        }
        for move in moves { found("\(path)[\(move.to)]", "", text(new(move.to)), .moved(from: move.from, to: move.to)) }
    }

    /// The changes between two dictionaries' entries, by key.
    func dictionary(_ old: [(key: Any, value: Any)], _ new: [(key: Any, value: Any)], path: String) {
        let oldByKey = Dictionary(old.map { (Self.key($0.key), $0) }, uniquingKeysWith: { first, _ in first })
        let newByKey = Dictionary(new.map { (Self.key($0.key), $0) }, uniquingKeysWith: { first, _ in first })
        for (key, entry) in Self.sortedByText(oldByKey, text) where newByKey[key] == nil {
            found("\(path)[\(text(entry.key))]", text(entry.value), "", .removed(from: nil))
        }
        for (key, entry) in Self.sortedByText(newByKey, text) {
            let entryPath = "\(path)[\(text(entry.key))]"
            if let before = oldByKey[key] { walk(before.value, entry.value, entryPath) } else { found(entryPath, "", text(entry.value), .inserted(at: nil)) }
        }
    }

    /// The elements that left a set and those that came.
    func set(_ old: [Any], _ new: [Any], path: String) {
        let oldKeys = Set(old.map(Self.key)), newKeys = Set(new.map(Self.key))
        for element in old.filter({ !newKeys.contains(Self.key($0)) }).map(text).sorted() { found(path, element, "", .removed(from: nil)) }
        for element in new.filter({ !oldKeys.contains(Self.key($0)) }).map(text).sorted() { found(path, "", element, .inserted(at: nil)) }
    }

    /// Elements matched by their ids: those that stayed walked for what changed inside them
    /// (unless `isSame` says nothing did), then those that came, went or moved. `uuids` are the
    /// ids that are UUIDs, for their short names. `false`, saying nothing, when an id comes
    /// twice on a side. Called with ids of a type this module knows (`Int`, `UUID`, `String`,
    /// or boxed), so that it is compiled for them: matched in a type known only when the app
    /// runs, it would look up generic metadata at each step.
    func byIdentity<ID: Hashable>(
        oldIDs: [ID], newIDs: [ID], uuids: [UUID], old: (Int) -> Any, new: (Int) -> Any, isSame: (Int, Int) -> Bool, path: String
    ) -> Bool {
        var oldIndex: [ID: Int] = [:]
        oldIndex.reserveCapacity(oldIDs.count)
        for from in oldIDs.indices { oldIndex[oldIDs[from]] = from }
        guard oldIndex.count == oldIDs.count, Set(newIDs).count == newIDs.count else { return false }
        let idText = Self.idText(uuids: uuids)
        let elementPath = { (id: ID) in "\(path)[id \(idText(AnyHashable(id)))]" }
        for to in newIDs.indices {
            guard let from = oldIndex[newIDs[to]], !isSame(from, to) else { continue }
            walk(old(from), new(to), elementPath(newIDs[to]))
        }
        // Most steps change elements in place: the ids alone then say nothing came or went.
        guard oldIDs != newIDs else { return true }
        let difference = newIDs.difference(from: oldIDs).inferringMoves()
        for change in difference.removals + difference.insertions {
            switch change {
            case .remove(let offset, let id, nil): found(elementPath(id), label(old(offset)), "", .removed(from: offset))
            case .insert(let offset, let id, nil): found(elementPath(id), "", label(new(offset)), .inserted(at: offset))
            case .insert(let offset, let id, let from?): found(elementPath(id), "", label(new(offset)), .moved(from: from, to: offset))
            case .remove: break  // a move, said at its insertion
            }
        }
        return true
    }

    /// What names an element: its `title`, `name` or `label` when it has one, else itself.
    private func label(_ element: Any) -> String {
        Self.label(of: element, text: text)
    }

    /// What names an element, read by `text` (by default as a changed value reads): its
    /// `title`, else its `name`, else its `label`, the first that is text (``ElementLabels``).
    static func label(of element: Any, text: (Any) -> String = { StateChanges.text($0, { _ in nil }) }) -> String {
        ElementLabels.walkedLabel(of: element, mirror: Mirror(reflecting: element), text: text)
    }

    /// Every element's id, when every element is `Identifiable`.
    static func ids(_ elements: [Any]) -> [AnyHashable]? {
        var ids: [AnyHashable] = []
        ids.reserveCapacity(elements.count)
        for element in elements {
            guard let identifiable = element as? any Identifiable else { return nil }
            ids.append(id(of: identifiable))
        }
        return ids
    }

    private static func id<Element: Identifiable>(of element: Element) -> AnyHashable { AnyHashable(element.id) }

    /// How a path names an id: a UUID by its first eight digits, as git shortens a commit, or by
    /// its last eight ("…00000002") where the first would name two of `uuids` the same (ids
    /// made in a row), else whole; a string quoted.
    static func idText(uuids: [UUID]) -> (AnyHashable) -> String {
        let count = Set(uuids).count
        let first = Set(uuids.map { UInt32($0.uuid.0) << 24 | UInt32($0.uuid.1) << 16 | UInt32($0.uuid.2) << 8 | UInt32($0.uuid.3) })
        let last = Set(uuids.map { UInt32($0.uuid.12) << 24 | UInt32($0.uuid.13) << 16 | UInt32($0.uuid.14) << 8 | UInt32($0.uuid.15) })
        let (firstNames, lastNames) = (first.count == count, last.count == count)
        return { id in
            guard let uuid = id.base as? UUID else { return text(of: id) }
            let digits = uuid.uuidString
            return firstNames ? String(digits.prefix(8)) : lastNames ? "…" + digits.suffix(8) : digits
        }
    }

    private static func text(of id: AnyHashable) -> String {
        // An integer, the commonest id, written without describing `Any` (a tenth of opening a
        // group of a hundred elements).
        if let integer = id.base as? Int { return String(integer) }
        return (id.base as? String).map { "“\($0)”" } ?? "\(id.base)"
    }

    /// What an element is compared by: itself when it is `Hashable`, else how it reads.
    private static func key(_ element: Any) -> AnyHashable {
        (element as? AnyHashable) ?? AnyHashable(String(reflecting: element))
    }

    /// For each offset of a sequence of `count` elements, how many of the elements kept (those
    /// not at `leaving`) come before it: which gap between kept elements it is in.
    private static func gaps(count: Int, leaving: Set<Int>) -> [Int] {
        var kept = 0
        return (0..<count).map { offset in
            defer { if !leaving.contains(offset) { kept += 1 } }
            return kept
        }
    }

    private static func sortedByText(
        _ entries: [AnyHashable: (key: Any, value: Any)], _ text: (Any) -> String
    ) -> [(AnyHashable, (key: Any, value: Any))] {
        entries.map { ($0.key, $0.value) }.sorted { text($0.1.key) < text($1.1.key) }
    }
}

extension CollectionDifference.Change {
    /// Where the element was removed from or inserted at.
    fileprivate var offset: Int {
        switch self {
        case .insert(let offset, _, _), .remove(let offset, _, _): offset
        }
    }
}

/// An array of identified elements that compare, matched in its own type.
protocol IdentifiedElements {
    /// Says `changes` between this array and `other`, when `other` is one of the same type.
    func changes(to other: Any, _ changes: CollectionChanges, path: String) -> Bool
}

extension Array: IdentifiedElements where Element: Identifiable & Equatable {
    func changes(to other: Any, _ changes: CollectionChanges, path: String) -> Bool {
        guard let other = other as? [Element] else { return false }
        let (oldIDs, newIDs) = (map { $0.id }, other.map { $0.id })
        let old: (Int) -> Any = { self[$0] }
        let new: (Int) -> Any = { other[$0] }
        let isSame: (Int, Int) -> Bool = { self[$0] == other[$1] }
        // The ids in a type this module compiles the matching for; others boxed.
        switch Element.ID.self {
        case is Int.Type:
            let (oldIDs, newIDs) = (unsafeBitCast(oldIDs, to: [Int].self), unsafeBitCast(newIDs, to: [Int].self))
            return changes.byIdentity(oldIDs: oldIDs, newIDs: newIDs, uuids: [], old: old, new: new, isSame: isSame, path: path)
        case is UUID.Type:
            let (oldIDs, newIDs) = (unsafeBitCast(oldIDs, to: [UUID].self), unsafeBitCast(newIDs, to: [UUID].self))
            return changes.byIdentity(oldIDs: oldIDs, newIDs: newIDs, uuids: oldIDs + newIDs, old: old, new: new, isSame: isSame, path: path)
        case is String.Type:
            let (oldIDs, newIDs) = (unsafeBitCast(oldIDs, to: [String].self), unsafeBitCast(newIDs, to: [String].self))
            return changes.byIdentity(oldIDs: oldIDs, newIDs: newIDs, uuids: [], old: old, new: new, isSame: isSame, path: path)
        default:
            let (oldIDs, newIDs) = (oldIDs.map { AnyHashable($0) }, newIDs.map { AnyHashable($0) })
            let uuids = (oldIDs + newIDs).compactMap { $0.base as? UUID }
            return changes.byIdentity(oldIDs: oldIDs, newIDs: newIDs, uuids: uuids, old: old, new: new, isSame: isSame, path: path)
        }
    }
}

/// An array of hashable elements, matched as a sequence in its own type.
protocol HashableElements {
    /// Says `changes` between this array and `other`, when `other` is one of the same type.
    func changes(to other: Any, _ changes: CollectionChanges, path: String) -> Bool
}

extension Array: HashableElements where Element: Hashable {
    func changes(to other: Any, _ changes: CollectionChanges, path: String) -> Bool {
        guard let other = other as? [Element] else { return false }
        changes.bySequence(oldKeys: self, newKeys: other, old: { self[$0] }, new: { other[$0] }, path: path)
        return true
    }
}
