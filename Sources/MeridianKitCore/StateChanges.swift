import Foundation

/// One value a step changed, by its path from the state's root.
public struct ChangedValue: Equatable, Sendable {
    /// Where the value is: "document.zones[2].name", "todos[2].title".
    public var path: String
    /// How it read before the step.
    public var old: String
    /// How it reads after.
    public var new: String

    /// A changed value at `path`, read `old` before and `new` after.
    public init(path: String, old: String, new: String) {
        self.path = path
        self.old = old
        self.new = new
    }

    /// "todos[2].title: “Milk” → “Oat milk”".
    public var line: String { "\(path): \(old) → \(new)" }

    /// The first part of its path: the field of the state's root it is in.
    public var field: Substring { path.prefix { $0 != "." && $0 != "[" } }
}

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
    /// by walking both values' structure together (arrays of the same length element by
    /// element). `describe` may read a value the app's own way; otherwise strings are quoted,
    /// optionals unwrapped ("none" when empty) and other values read as they describe themselves.
    public static func values(from old: Any, to new: Any, describe: (Any) -> String? = { _ in nil }) -> [ChangedValue] {
        var values: [ChangedValue] = []
        walk(old, new, path: "", describe: describe) { path, old, new in values.append(ChangedValue(path: path, old: old, new: new)) }
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
                let parts = value.path.split(separator: ".")
                return (path: group.field.isEmpty ? parts : Array(parts.dropFirst()), change: "\(value.old) → \(value.new)")
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

    private static func walk(_ old: Any, _ new: Any, path: String, describe: (Any) -> String?, _ found: (String, String, String) -> Void) {
        let (oldMirror, newMirror) = (Mirror(reflecting: old), Mirror(reflecting: new))
        if oldMirror.displayStyle == .optional, newMirror.displayStyle == .optional,
            let oldValue = oldMirror.children.first?.value, let newValue = newMirror.children.first?.value
        {
            return walk(oldValue, newValue, path: path, describe: describe, found)
        }
        let (oldChildren, newChildren) = (Array(oldMirror.children), Array(newMirror.children))
        let style = oldMirror.displayStyle
        if style == .collection, newMirror.displayStyle == .collection, oldChildren.count != newChildren.count {
            // The elements both have, then those only one of them has.
            for index in 0..<max(oldChildren.count, newChildren.count) {
                let childPath = "\(path)[\(index)]"
                switch (index < oldChildren.count, index < newChildren.count) {
                case (true, true): walk(oldChildren[index].value, newChildren[index].value, path: childPath, describe: describe, found)
                case (true, false): found(childPath, text(oldChildren[index].value, describe), "none")
                default: found(childPath, "none", text(newChildren[index].value, describe))
                }
            }
            return
        }
        let walksInside = [.struct, .class, .tuple, .collection].contains(style) && style == newMirror.displayStyle
        guard walksInside, oldChildren.count == newChildren.count, !oldChildren.isEmpty, describe(old) == nil else {
            let (a, b) = (text(old, describe), text(new, describe))
            if a != b { found(path, a, b) }
            return
        }
        for (index, (oldChild, newChild)) in zip(oldChildren, newChildren).enumerated() {
            let childPath = style == .collection ? "\(path)[\(index)]" : (path.isEmpty ? oldChild.label ?? "?" : "\(path).\(oldChild.label ?? "?")")
            walk(oldChild.value, newChild.value, path: childPath, describe: describe, found)
        }
    }

    /// A value as a person reads it: the app's way, or strings quoted, optionals unwrapped
    /// ("none" when empty), and anything else as it describes itself, without its module's name.
    private static func text(_ value: Any, _ describe: (Any) -> String?) -> String {
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
