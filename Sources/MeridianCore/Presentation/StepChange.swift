import Foundation

/// What one step changed, in the two forms the history inspector shows: sentences a person
/// reads ("Renamed New York to Home", "Sorted by offset", "Player: paused at 0:42") and the
/// changed values by path (`document.zones[2].name: “New York” → “Home”`), only the parts that
/// changed.
public struct StepChange: Equatable, Sendable {
    public struct ChangedValue: Equatable, Sendable {
        /// Where the value is, from the state's root: "document.zones[2].name".
        public var path: String
        public var old: String
        public var new: String

        /// The scope it belongs to: "document", "view" or "player"; "other" for the rest.
        public var scope: String {
            switch path.prefix(while: { $0 != "." && $0 != "[" }) {
            case "document": "document"
            case "viewState": "view"
            case "player": "player"
            default: "other"
            }
        }

        public var line: String { "\(path): \(old) → \(new)" }
    }

    public var words: [String]
    public var values: [ChangedValue]

    /// The changed values as the inspector draws them: a node per scope ("document", "view
    /// state", "player") holding the paths that changed below it, at most `limit` values and
    /// a node saying how many more, so that a step that changed a great deal stays small.
    public func valueTree(limit: Int = 60) -> [ChangeNode] {
        guard !values.isEmpty else { return [ChangeNode(tr("No value changed."))] }
        var nodes: [ChangeNode] = []
        var shown = 0
        for scope in ["document", "view", "player", "other"] {
            let inScope = values.filter { $0.scope == scope }.prefix(limit - shown)
            guard !inScope.isEmpty else { continue }
            // Below its scope a path starts after its root, save for the other values'.
            let paths = inScope.map { value in
                let parts = value.path.split(separator: ".")
                return (path: scope == "other" ? parts : Array(parts.dropFirst()), change: "\(value.old) → \(value.new)")
            }
            let title = switch scope {
            case "document": tr("document")
            case "view": tr("view state")
            case "player": tr("player")
            default: tr("other")
            }
            nodes.append(ChangeNode.tree(title, of: paths))
            shown += inScope.count
        }
        let more = values.count - shown
        if more > 0 { nodes.append(ChangeNode(trn("… and {count} more changed value", "… and {count} more changed values", count: more))) }
        return nodes
    }

    public init(from old: AppState, to new: AppState) {
        var old = old, new = new
        // The clock's own reading moves with time, not with what the user did.
        new.now = old.now
        values = StateDiff.changedValues(old, new)
        words = Self.words(old, new)
        if words.isEmpty && !values.isEmpty {
            words = [values.count == 1 ? tr("Changed {path}", ["path": values[0].path]) : trn("Changed {count} value", "Changed {count} values", count: values.count)]
        }
        if words.isEmpty { words = [tr("Changed nothing")] }
    }

    private static func words(_ old: AppState, _ new: AppState) -> [String] {
        var words = zoneWords(old.document.zones, new.document.zones)
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

    private static func zoneWords(_ old: [Zone], _ new: [Zone]) -> [String] {
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
        if oldOrder != newOrder { words.append(tr("Reordered the clocks")) }
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
