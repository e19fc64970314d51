import Foundation

/// What differs between two states, for people: zones added, removed, renamed or moved, then
/// every other value that changed, by its path. What `meridian snapshot diff` prints.
public enum StateDiff {
    public static func lines(from old: AppState, to new: AppState) -> [String] {
        var lines = zoneLines(old.document.zones, new.document.zones)
        var oldRest = old
        var newRest = new
        oldRest.document = WorldClock(zones: [])
        newRest.document = WorldClock(zones: [])
        lines += valueLines(oldRest, newRest, path: "")
        return lines
    }

    private static func zoneLines(_ old: [Zone], _ new: [Zone]) -> [String] {
        var lines: [String] = []
        let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newByID = Dictionary(new.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for zone in old where newByID[zone.id] == nil {
            lines.append("− removed \(zone.name) (\(zone.identifier))")
        }
        for zone in new where oldByID[zone.id] == nil {
            lines.append("+ added \(zone.name) (\(zone.identifier))")
        }
        for zone in new {
            guard let before = oldByID[zone.id] else { continue }
            if before.name != zone.name { lines.append("~ renamed \(before.name) to \(zone.name)") }
            if before.identifier != zone.identifier {
                lines.append("~ \(zone.name) moved from \(before.identifier) to \(zone.identifier)")
            }
        }
        let oldOrder = old.map(\.id).filter { newByID[$0] != nil }
        let newOrder = new.map(\.id).filter { oldByID[$0] != nil }
        if oldOrder != newOrder {
            lines.append("~ order: \(newOrder.compactMap { newByID[$0]?.name }.joined(separator: ", "))")
        }
        return lines
    }

    /// Leaf values that differ, found by walking both values' structure together.
    private static func valueLines(_ old: Any, _ new: Any, path: String) -> [String] {
        let (oldMirror, newMirror) = (Mirror(reflecting: old), Mirror(reflecting: new))
        if oldMirror.displayStyle == .optional, newMirror.displayStyle == .optional,
            let oldValue = oldMirror.children.first?.value, let newValue = newMirror.children.first?.value
        {
            return valueLines(oldValue, newValue, path: path)
        }
        let oldChildren = Array(oldMirror.children)
        let newChildren = Array(newMirror.children)
        let isStructure = [.struct, .class, .tuple].contains(oldMirror.displayStyle) && oldMirror.displayStyle == newMirror.displayStyle
        guard isStructure, oldChildren.count == newChildren.count, !oldChildren.isEmpty else {
            let (a, b) = (describe(old), describe(new))
            return a == b ? [] : ["~ \(path): \(a) → \(b)"]
        }
        var lines: [String] = []
        for (oldChild, newChild) in zip(oldChildren, newChildren) {
            let name = oldChild.label ?? "?"
            lines += valueLines(oldChild.value, newChild.value, path: path.isEmpty ? name : "\(path).\(name)")
        }
        return lines
    }

    /// A value as it reads in a file: optionals unwrapped ("none" when empty), instants in ISO 8601.
    private static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let some = mirror.children.first else { return "none" }
            return describe(some.value)
        }
        switch value {
        case let text as String: return "“\(text)”"
        case let instant as Instant: return instant.iso8601
        case let id as UUID: return id.uuidString
        default:
            // A struct reads as its fields, without the module's name before its type.
            let text = String(describing: value)
            return text.hasPrefix("MeridianCore.") ? String(text.dropFirst("MeridianCore.".count)) : text
        }
    }
}
