import Foundation
import MeridianKitCore

/// What one step changed, in the two forms the history inspector shows: sentences a person
/// reads ("Renamed New York to Home", "Sorted by offset", "Player: paused at 0:42") and the
/// changed values by path (`document.zones[2].name: “New York” → “Home”`), only the parts that
/// changed.
public struct StepChange: Equatable, Sendable {
    /// What the inspector says the step did, a sentence each.
    public var words: [String]
    /// Every value it changed, by its path.
    public var values: [ChangedValue]

    /// The groups the inspector draws the changed values in: Meridian's three scopes.
    public static let valueGroups = [
        ValueGroup(field: "document", title: tr("document")),
        ValueGroup(field: "viewState", title: tr("view state")),
        ValueGroup(field: "player", title: tr("player")),
    ]

    /// The changed values as the inspector draws them: a node per scope ("document", "view
    /// state", "player") holding the paths that changed below it, at most `limit` values and
    /// a node saying how many more, so that a step that changed a great deal stays small.
    public func valueTree(limit: Int = 60) -> [ChangeNode] {
        StateChanges.tree(values, groups: Self.valueGroups, words: .meridian, limit: limit)
    }

    public init(from old: AppState, to new: AppState) {
        var old = old, new = new
        // The clock's own reading moves with time, not with what the user did.
        new.now = old.now
        values = StateChanges.values(from: old, to: new)
        words = Self.words(old, new)
        if words.isEmpty { words = [StateChanges.fallbackWords(for: values, words: .meridian)] }
    }

    private static func words(_ old: AppState, _ new: AppState) -> [String] {
        var words = zoneWords(old.document.zones, new.document.zones, moved: movedZone(old, new))
        let (oldView, newView) = (old.viewState, new.viewState)
        if oldView.master.sortOrder != newView.master.sortOrder {
            switch newView.master.sortOrder {
            case .manual: words.append(tr("Sorted manually"))
            case .byOffset: words.append(tr("Sorted by offset"))
            case .byName: words.append(tr("Sorted by name"))
            }
        }
        if oldView.master.isEditing != newView.master.isEditing {
            words.append(newView.master.isEditing ? tr("Started editing the list") : tr("Finished editing the list"))
        }
        if oldView.detail?.zoneID != newView.detail?.zoneID {
            if let id = newView.detail?.zoneID, let zone = new.document.zone(withID: id) {
                words.append(tr("Showed {zone}", ["zone": zone.name]))
            } else if let id = oldView.detail?.zoneID {
                words.append(old.document.zone(withID: id).map { tr("Closed {zone}", ["zone": $0.name]) } ?? tr("Closed the detail pane"))
            }
        }
        if (oldView.selection == nil) != (newView.selection == nil) {
            words.append(newView.selection == nil ? tr("Closed the time zone chooser") : tr("Opened the time zone chooser"))
        } else if let text = newView.selection?.searchText, text != oldView.selection?.searchText {
            words.append(tr("Searched for “{text}”", ["text": text]))
        }
        if oldView.master.scrollOffsetY != newView.master.scrollOffsetY { words.append(tr("Scrolled the clock list")) }
        words += playerWords(old.player, new.player)
        return words
    }

    /// The one clock that moved in the list as shown, and the words that say where ("Moved
    /// New York up"); `nil` when the rows moved otherwise, or none did. A sorted list that
    /// became the user's order moved its stored order about, but on screen one row moved. Of
    /// two rows that swapped places, the one the move kept in view (`zoneToReveal`) moved.
    private static func movedZone(_ old: AppState, _ new: AppState) -> String? {
        let (before, after) = (old.displayedZones.map(\.id), new.displayedZones.map(\.id))
        // Only what moved the stored order: a sort alone moves rows, not clocks.
        guard before != after, Set(before) == Set(after), old.document.zones.map(\.id) != new.document.zones.map(\.id) else { return nil }
        let moved = after.filter { id in before.filter { $0 != id } == after.filter { $0 != id } }
        let revealed = new.viewState.master.zoneToReveal
        guard let id = moved.count == 1 ? moved.first : moved.first(where: { $0 == revealed }),
            let from = before.firstIndex(of: id), let to = after.firstIndex(of: id), let zone = new.document.zone(withID: id)
        else { return nil }
        return ClockListMove.label(zone: zone.name, from: from, to: to, count: after.count)
    }

    private static func zoneWords(_ old: [Zone], _ new: [Zone], moved: String?) -> [String] {
        var words: [String] = []
        let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newByID = Dictionary(new.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for zone in old where newByID[zone.id] == nil { words.append(tr("Removed {zone}", ["zone": zone.name])) }
        for zone in new where oldByID[zone.id] == nil { words.append(tr("Added {zone} ({identifier})", ["zone": zone.name, "identifier": zone.identifier])) }
        for zone in new {
            guard let before = oldByID[zone.id], before.name != zone.name else { continue }
            words.append(tr("Renamed {old} to {new}", ["old": before.name, "new": zone.name]))
        }
        let oldOrder = old.map(\.id).filter { newByID[$0] != nil }
        let newOrder = new.map(\.id).filter { oldByID[$0] != nil }
        if let moved {
            words.append(moved)
        } else if oldOrder != newOrder {
            words.append(tr("Reordered the clocks"))
        }
        return words
    }

    private static func playerWords(_ old: PlayerState, _ new: PlayerState) -> [String] {
        var words: [String] = []
        if old.media != new.media, let media = new.media { words.append(tr("Player: opened {title}", ["title": media.title])) }
        if old.intent != new.intent {
            let position = PlayerClock.text(seconds: new.position)
            words.append(new.intent == .play ? tr("Player: playing at {position}", ["position": position]) : tr("Player: paused at {position}", ["position": position]))
        } else if old.position != new.position, new.intent != .play {
            words.append(tr("Player: moved to {position}", ["position": PlayerClock.text(seconds: new.position)]))
        }
        if old.rate != new.rate { words.append(tr("Player: speed {rate}", ["rate": PlayerClock.rateText(new.rate)])) }
        if old.chrome.isShowing != new.chrome.isShowing { words.append(new.chrome.isShowing ? tr("Player: showed the controls") : tr("Player: hid the controls")) }
        return words
    }
}

extension ChangedValue {
    /// The scope it belongs to: "document", "view" or "player"; "other" for the rest.
    public var scope: String {
        switch field {
        case "document": "document"
        case "viewState": "view"
        case "player": "player"
        default: "other"
        }
    }
}
