import Foundation
import MeridianStore

/// How Meridian's actions become steps on the history slider, how the steps read, and which
/// parts of the state a jump can bring back.
public enum AppHistory {
    public static let document = HistoryScope<AppState>(id: "document", title: "Document") { past, present in
        var mixed = present
        mixed.document = past.document
        return mixed
    }

    public static let viewState = HistoryScope<AppState>(id: "view", title: "View state") { past, present in
        var mixed = present
        mixed.viewState = past.viewState
        return mixed
    }

    public static let player = HistoryScope<AppState>(id: "player", title: "Player") { past, present in
        var mixed = present
        mixed.player = past.player
        return mixed
    }

    /// The slider's scopes, in the order the scope selector lists them.
    public static let scopes: [HistoryScope<AppState>] = [.everything, document, viewState, player]
    static let scopeIDs = Set(scopes.map(\.id))

    public static func scope(withID id: String) -> HistoryScope<AppState> {
        scopes.first { $0.id == id } ?? .everything
    }

    /// What the user reads when a script names a scope that does not exist.
    static func unknownScope(_ id: String) -> String {
        Limits.truncated(
            "“\(id)” is not a way to travel through history; choose one of \(scopes.map(\.id).joined(separator: ", ")).", to: Limits.message)
    }

    /// What the user reads when a script names a filter the inspector does not have.
    static func unknownFilter(_ id: String) -> String {
        Limits.truncated(
            "“\(id)” is not a filter of the history inspector; choose one of \(InspectorPane.filters.joined(separator: ", ")).", to: Limits.message)
    }

    public static func rules(checkpointInterval: Int = HistoryRules<AppState, AppAction>.defaultCheckpointInterval)
        -> HistoryRules<AppState, AppAction>
    {
        HistoryRules(
            policy: policy, label: label, startLabel: "Opened Meridian", scopes: [document, viewState, player],
            reconcile: reconcile, keepFromPresent: keepFromPresent, checkpointInterval: checkpointInterval)
    }

    /// Keystrokes of one rename or one search, one scroll gesture and one seek each make one
    /// step; the clock, the engine, the pointer and the chrome's own timers make none; the
    /// window, the history bar and messages describe the machine, not the work, and make none
    /// either, so resizing or choosing a scope while looking at the past does not end the preview.
    ///
    /// What time brings in great numbers is replaceable: each of these overwrites all the one
    /// before it of its slot wrote, and reads nothing another replaceable one writes, so between
    /// two steps only the latest of each is kept (`foldingDivergence` checks it on random
    /// sessions). The engine's reports of its state interact (a pause changes what a pointer
    /// move does), so they are kept, and nothing is replaced across them.
    public static func policy(_ action: AppAction) -> HistoryPolicy {
        switch action {
        case .tick: .replaceable("clock")
        case .player(.engine(.positionChanged)): .replaceable("playback position")
        case .player(.pointerMoved): .replaceable("pointer")
        case .player(.hideDeadlineReached): .replaceable("controls' hide deadline")
        case .player(.bufferingGraceElapsed): .replaceable("buffering indicator")
        case .window(.resized): .replaceable("window size")
        case .window(.panePositionChanged): .replaceable("pane position")
        case .historyPanel, .messageShown, .messageDismissed, .player(.engine):
            .transient
        case .player(.seekBegan), .player(.seekChanged), .player(.seekEnded):
            .coalesce("seek")
        case .detail(.nameTextChanged(let id, _)):
            .coalesce(CoalescingKey("rename", subject: id))
        case .chooser(.searchTextChanged):
            .coalesce("search")
        case .clockList(.scrolled):
            .coalesce("scroll clock list")
        case .chooser(.scrolled):
            .coalesce("scroll chooser")
        case .clockList, .detail, .chooser, .player, .snapshotImported:
            .step
        }
    }

    /// What the slider says of a step, from its latest action and the state before the step.
    public static func label(_ action: AppAction, before: AppState) -> String {
        func name(_ id: UUID) -> String { before.document.zone(withID: id)?.name ?? "a time zone" }
        switch action {
        case .tick: return "Clock ticked"
        case .clockList(.addButtonClicked): return "Opened the time zone chooser"
        case .clockList(.rowActivated(let id)): return "Selected \(name(id))"
        case .clockList(.editToggled(let isEditing)): return isEditing ? "Started editing" : "Finished editing"
        case .clockList(.sortOrderChosen(let order)):
            return order == .manual ? "Sorted manually" : "Sorted \(order.title.lowercased())"
        case .clockList(.scrolled): return "Scrolled the clock list"
        case .clockList(.removeButtonClicked(let id)): return "Removed \(name(id))"
        case .clockList(.zoneMoved(let id, _)): return "Moved \(name(id))"
        case .detail(.nameTextChanged(let id, let text)):
            guard let zone = before.document.zone(withID: id),
                case .success(let newName) = ZoneNameValidator().validate(text, identifier: zone.identifier)
            else { return "Edited the name of \(name(id))" }
            return "Renamed \(zone.name) to \(newName)"
        case .detail(.closeButtonClicked):
            return before.detailZone.map { "Closed \($0.name)" } ?? "Closed the detail pane"
        case .chooser(.searchTextChanged(let text)): return "Searched for “\(text)”"
        case .chooser(.scrolled): return "Scrolled the time zone chooser"
        case .chooser(.zoneChosen(_, let identifier)): return "Added \(identifier)"
        case .chooser(.cancelled): return "Closed the time zone chooser"
        case .player(let action): return label(action, before: before.player)
        case .historyPanel(.scopeChosen(let id)): return "Chose to travel through \(scope(withID: id).title.lowercased())"
        case .historyPanel(.expandedToggled(let isExpanded)): return isExpanded ? "Expanded the history" : "Collapsed the history"
        case .historyPanel(.inspectorToggled(let isOpen)): return isOpen ? "Opened the history inspector" : "Closed the history inspector"
        case .historyPanel(.inspectorSearchChanged(let text)): return "Searched the history for “\(text)”"
        case .historyPanel(.inspectorFilterChosen(let id)): return "Filtered the history by \(id)"
        case .window: return "Resized the window"
        case .messageShown: return "Showed a message"
        case .messageDismissed: return "Dismissed a message"
        case .snapshotImported: return "Imported a snapshot"
        }
    }

    private static func label(_ action: PlayerAction, before player: PlayerState) -> String {
        switch action {
        case .mediaOpened(_, let title): "Opened \(title)"
        case .backgroundClicked: player.chrome.isShowing ? "Hid the player controls" : "Showed the player controls"
        case .pointerMoved: "Moved the pointer over the video"
        case .playPauseClicked: player.intent == .play && player.status != .ended ? "Paused" : "Played"
        case .seekBegan, .seekEnded: "Seeked"
        case .seekChanged(let time): "Seeked to \(PlayerClock.text(seconds: time))"
        case .rateChosen(let rate): "Set the speed to \(PlayerClock.rateText(rate))"
        case .hideDeadlineReached: "Player controls hid"
        case .bufferingGraceElapsed, .engine(.bufferingChanged): "Buffering"
        case .engine(.stateChanged(let state)): state == .playing ? "Playing" : "Paused"
        case .engine(.positionChanged): "Played on"
        case .engine(.durationKnown): "Duration known"
        case .engine(.ended): "Reached the end"
        case .engine(.failed): "Playback failed"
        }
    }

    /// The window's size, the history bar and the message bar are never taken from the past: the
    /// window does not jump about while the user drags the slider, the scope they chose stays
    /// chosen, and a message is about now.
    public static func keepFromPresent(_ shown: AppState, _ present: AppState) -> AppState {
        var shown = shown
        shown.viewState.window = present.viewState.window
        shown.viewState.historyPanel = present.viewState.historyPanel
        shown.viewState.message = present.viewState.message
        shown.userTimeZone = present.userTimeZone
        return shown
    }
}
