import Foundation

/// A group of changed values the inspector draws under a title of its own: those in one field
/// of the state's root ("document" titled "document", "viewState" titled "view state").
public struct ValueGroup: Sendable {
    /// The field of the state's root.
    public var field: String
    /// What the tree calls the group.
    public var title: String

    /// The values in `field`, titled `title`.
    public init(field: String, title: String) {
        self.field = field
        self.title = title
    }
}

/// What a step changed, worked out from the state's own structure: no app has to describe it.
public enum StateChanges {
    /// Every leaf value that differs between `old` and `new`, by its path from the root, found
    /// by walking both values' structure together; collections element by element as a person
    /// thinks of them (`CollectionChanges`): `Identifiable` elements by id, other arrays by a
    /// longest common subsequence, dictionaries by key, sets by element. `describe` may read a
    /// value the app's own way; otherwise strings are quoted, optionals unwrapped ("none" when
    /// empty) and other values read as they describe themselves.
    public static func values(from old: Any, to new: Any, describe: (Any) -> String? = { _ in nil }) -> [ChangedValue] {
        var values: [ChangedValue] = []
        withoutActuallyEscaping(describe) { describe in
            walk(old, new, path: "", describe: describe) { path, old, new, kind in values.append(ChangedValue(path: path, old: old, new: new, kind: kind)) }
        }
        return values
    }

    /// The changed values as the inspector draws them: a node per group holding the paths that
    /// changed below it, then the values of no group (under `words.otherValues` when there are
    /// groups), at most `limit` values and a node saying how many more, so that a step that
    /// changed a great deal stays small.
    public static func tree(_ values: [ChangedValue], groups: [ValueGroup] = [], words: HistoryWords = HistoryWords(), limit: Int = 60) -> [ChangeNode] {
        guard !values.isEmpty else { return [ChangeNode(words.noValueChanged)] }
        var nodes: [ChangeNode] = []
        var shown = 0
        let fields = Set(groups.map(\.field))
        for group in groups + [ValueGroup(field: "", title: words.otherValues)] {
            let inGroup = values.filter { group.field.isEmpty ? !fields.contains(String($0.field)) : $0.field == group.field }.prefix(limit - shown)
            guard !inGroup.isEmpty else { continue }
            // Below its group a path starts after its field, save for the other values'.
            let paths = inGroup.map { value in
                let parts = pathParts(value.path)
                return (path: group.field.isEmpty ? parts : Array(parts.dropFirst()), change: words.change(value))
            }
            let node = ChangeNode.tree(group.title, of: paths)
            // Without groups, the values of the state's root are the tree's top.
            nodes += groups.isEmpty ? node.children : [node]
            shown += inGroup.count
        }
        let more = values.count - shown
        if more > 0 { nodes.append(ChangeNode(words.moreChangedValues(more))) }
        return nodes
    }

    /// The words for a step that the app has none for: its one changed path, how many values
    /// it changed, or that it changed nothing.
    public static func fallbackWords(for values: [ChangedValue], words: HistoryWords = HistoryWords()) -> String {
        switch values.count {
        case 0: words.changedNothing
        case 1: words.changedPath(values[0].path)
        default: words.changedCount(values.count)
        }
    }

    /// A path's parts, split at its dots outside brackets and quotes: an id or a key may have
    /// dots, and a quoted key brackets.
    static func pathParts(_ path: String) -> [Substring] {
        var parts: [Substring] = []
        var (depth, quoted) = (0, false)
        var start = path.startIndex
        for index in path.indices {
            switch path[index] {
            case "“": quoted = true
            case "”": quoted = false
            case "[" where !quoted: depth += 1
            case "]" where !quoted: depth -= 1
            case "." where depth == 0 && !quoted:
                parts.append(path[start..<index])
                start = path.index(after: index)
            default: break
            }
        }
        parts.append(path[start...])
        return parts
    }

    private static func walk(_ old: Any, _ new: Any, path: String, describe: @escaping (Any) -> String?, _ found: @escaping CollectionChanges.Found) {
        // Equal values, compared as their type compares them, changed nothing: a large state
        // is walked only where it differs.
        if let old = old as? any Equatable, old.isEqual(to: new) { return }
        let (oldMirror, newMirror) = (Mirror(reflecting: old), Mirror(reflecting: new))
        if oldMirror.displayStyle == .optional, newMirror.displayStyle == .optional,
            let oldValue = oldMirror.children.first?.value, let newValue = newMirror.children.first?.value
        {
            return walk(oldValue, newValue, path: path, describe: describe, found)
        }
        let style = oldMirror.displayStyle
        if style == newMirror.displayStyle, [.collection, .dictionary, .set].contains(style), describe(old) == nil {
            let collections = CollectionChanges(
                walk: { walk($0, $1, path: $2, describe: describe, found) }, text: { text($0, describe) }, found: found)
            let (oldElements, newElements) = ({ oldMirror.children.map(\.value) }, { newMirror.children.map(\.value) })
            switch style {
            case .collection: collections.array(old, new, old: oldElements(), new: newElements(), path: path)
            case .dictionary: collections.dictionary(oldElements().map(entry), newElements().map(entry), path: path)
            default: collections.set(oldElements(), newElements(), path: path)
            }
            return
        }
        let (oldChildren, newChildren) = (Array(oldMirror.children), Array(newMirror.children))
        let walksInside = [.struct, .class, .tuple].contains(style) && style == newMirror.displayStyle
        guard walksInside, oldChildren.count == newChildren.count, !oldChildren.isEmpty, !readsWhole(old), describe(old) == nil else {
            let (a, b) = (text(old, describe), text(new, describe))
            if a != b { found(path, a, b, .changed) }
            return
        }
        for (oldChild, newChild) in zip(oldChildren, newChildren) {
            let childPath = path.isEmpty ? oldChild.label ?? "?" : "\(path).\(oldChild.label ?? "?")"
            walk(oldChild.value, newChild.value, path: childPath, describe: describe, found)
        }
    }

    /// Values that read whole though they have parts, on the Changes page as on the State page:
    /// text, dates, ids, URLs, decimals ("2026-11-29 04:21:32 +0000", not its seconds since 2001).
    static func readsWhole(_ value: Any) -> Bool {
        value is String || value is Date || value is UUID || value is URL || value is Decimal
    }

    /// A dictionary's element, as its mirror gives it: a (key, value) tuple.
    private static func entry(_ element: Any) -> (key: Any, value: Any) {
        let parts = Array(Mirror(reflecting: element).children)
        return (parts[0].value, parts[1].value)
    }

    /// A value as a person reads it: the app's way, or strings quoted, optionals unwrapped
    /// ("none" when empty), and anything else as it describes itself, without its module's name.
    static func text(_ value: Any, _ describe: (Any) -> String?) -> String {
        // Text, the commonest leaf, read without a mirror (a cast to `String` finds it inside
        // its optionals too, as the mirror's unwrapping would).
        if let string = value as? String { return describe(string) ?? "“\(string)”" }
        // And whole numbers, which read as they describe themselves: no mirror, and no type name
        // read to drop the module from.
        if let number = value as? Int { return describe(number) ?? String(number) }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let some = mirror.children.first else { return "none" }
            return text(some.value, describe)
        }
        if let described = describe(value) { return described }
        switch value {
        case let text as String: return "“\(text)”"
        case let id as UUID: return id.uuidString
        default:
            let text = String(describing: value)
            let module = String(reflecting: type(of: value)).prefix { $0 != "." } + "."
            return text.hasPrefix(module) ? String(text.dropFirst(module.count)) : text
        }
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
