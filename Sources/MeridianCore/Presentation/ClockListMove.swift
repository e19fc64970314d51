import Foundation

/// Moving a clock in the list as shown, from the keyboard (Alt+Up, Alt+Down) or by dragging
/// its row onto another: each is one `zoneMoved` of one row, to the place the list shows it
/// landing, and the words that say where it went. Only Edit mode offers it (`ClockListModel`).
public enum ClockListMove {
    /// Alt+Up (`by: -1`) or Alt+Down (`by: 1`) on the row of `id`, among the rows `ids` as
    /// shown: one row up or down; `nil` at the top or the bottom, where it cannot go.
    public static func byKeyboard(_ id: UUID, by step: Int, among ids: [UUID]) -> ClockListAction? {
        guard let from = ids.firstIndex(of: id) else { return nil }
        let to = from + step
        guard to != from, ids.indices.contains(to) else { return nil }
        return .zoneMoved(zoneID: id, toIndex: to)
    }

    /// The row of `id` dropped on the row of `target`, in its upper half (`after: false`) or
    /// its lower half: it lands right before or after that row; `nil` when that is where it is.
    public static func dropped(_ id: UUID, on target: UUID, after: Bool, among ids: [UUID]) -> ClockListAction? {
        guard let from = ids.firstIndex(of: id), let onto = ids.firstIndex(of: target) else { return nil }
        // Where it goes among the rows as they are, then among the others once it is taken out.
        let gap = after ? onto + 1 : onto
        let to = from < gap ? gap - 1 : gap
        return to == from ? nil : .zoneMoved(zoneID: id, toIndex: to)
    }

    /// What a step that moved `zone` from row `from` to row `to` of `count` says: "Moved New
    /// York up" for one row, else "Moved New York to position 3 of 7"; and, when the list was
    /// sorted by name or offset, that it is in the user's own order now.
    public static func label(zone: String, from: Int, to: Int, count: Int, wasSorted: Bool = false) -> String {
        let moved = switch to - from {
        case -1: tr("Moved {zone} up", ["zone": zone])
        case 1: tr("Moved {zone} down", ["zone": zone])
        default: tr("Moved {zone} to position {position} of {count}", ["zone": zone, "position": to + 1, "count": count])
        }
        return wasSorted ? tr("{move}; the list is in manual order now", ["move": moved]) : moved
    }

    /// What a screen reader hears of a row in Edit mode, after its name: where it stands and
    /// how to move it. It changes as the row moves, and Orca speaks a focused row's new
    /// description: "Position 3 of 7".
    public static func rowDescription(position: Int, count: Int) -> String {
        tr("Position {position} of {count}. Alt+Up or Alt+Down moves it; drag its handle to move it.", ["position": position + 1, "count": count])
    }

    /// The drag handle's name and tooltip.
    public static var handleName: String { tr("Drag to move") }
}
