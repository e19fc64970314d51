import Foundation
import MeridianKitCore
import MeridianStore

/// How Meridian's actions become steps on the history slider, how the steps read, and which
/// parts of the state a jump can bring back.
public enum AppHistory {
    public static let document = HistoryScope<AppState>(id: "document", title: tr("Clocks")) { past, present in
        var mixed = present
        mixed.document = past.document
        return mixed
    }

    public static let viewState = HistoryScope<AppState>(id: "view", title: tr("View & selection")) { past, present in
        var mixed = present
        mixed.viewState = past.viewState
        return mixed
    }

    public static let player = HistoryScope<AppState>(id: "player", title: tr("Player")) { past, present in
        var mixed = present
        mixed.player = past.player
        return mixed
    }

    /// What Undo takes back and Redo brings back: what the user changed — the zones, their
    /// names and order, the order the list is sorted by, the media opened and the speed it
    /// plays at — and nothing they only looked at or played. A step that selected, scrolled,
    /// played, paused or sought stays on the slider, but Undo passes it by; and the view (the
    /// selection, the scroll, the chooser) and the playing stay as they are now: undoing a
    /// speed brings the speed back and the clip plays on. Undoing the media opened brings
    /// back the player as it was with the media before.
    public static let undoable = HistoryScope<AppState>(
        id: "undoable", title: tr("What Undo takes back"),
        merge: { past, present in
            var mixed = present
            mixed.document = past.document
            mixed.viewState.master.sortOrder = past.viewState.master.sortOrder
            if past.player.media != present.player.media { mixed.player = past.player }
            mixed.player.rate = past.player.rate
            return mixed
        },
        // What the merge takes, compared alone: once a step, as the step ends.
        holdsTheSame: { state, other in
            state.player.rate == other.player.rate && state.viewState.master.sortOrder == other.viewState.master.sortOrder
                && state.player.media == other.player.media && state.document == other.document
        })

    /// What Undo reversed before it was a step of its own (0.6 and before): the zones, their
    /// order and sort, and the media opened, without the speed. Retired, kept so that the
    /// returns it made ("Undid the changes after step 12") replay as they did.
    public static let changes = HistoryScope<AppState>(id: "changes", title: tr("Changes")) { past, present in
        var mixed = present
        mixed.document = past.document
        mixed.viewState.master.sortOrder = past.viewState.master.sortOrder
        // Play, pause, a seek or the controls are glances at the media; another one is a change.
        if past.player.media != present.player.media { mixed.player = past.player }
        return mixed
    }

    /// The slider's scopes, in the order the scope selector lists them.
    public static let scopes: [HistoryScope<AppState>] = [.everything, document, viewState, player]
    static let scopeIDs = Set(scopes.map(\.id))

    public static func scope(withID id: String) -> HistoryScope<AppState> {
        (scopes + [undoable, changes]).first { $0.id == id } ?? .everything
    }

    /// What the user reads when a script names a scope that does not exist.
    public static func unknownScope(_ id: String) -> UserMessage {
        UserMessage("“{scope}” is not a way to travel through history; choose one of {scopes}.", [
            "scope": .text(id), "scopes": .text(scopes.map(\.id).joined(separator: ", ")),
        ]).limited
    }

    public static func rules(checkpointInterval: Int = HistoryRules<AppState, AppAction>.defaultCheckpointInterval)
        -> HistoryRules<AppState, AppAction>
    {
        var rules = HistoryRules(
            policy: policy, label: { label($0, before: $1, after: $2) }, startLabel: tr("Opened Meridian"), scopes: [document, viewState, player],
            undoScope: undoable, reconcile: reconcile, keepFromPresent: keepFromPresent, wording: wording, checkpointInterval: checkpointInterval)
        rules.retiredScopes = [changes]
        rules.policyOfArchivesWithoutSteps = policyOfSessionsWithoutSteps
        return rules
    }

    /// The steps the history makes itself, in the user's language.
    static var wording: HistoryWording {
        HistoryWording(
            returned: { step, scopeID in
                switch scopeID {
                case document.id: tr("Carried on from step {step} (clocks)", ["step": step])
                case viewState.id: tr("Carried on from step {step} (view and selection)", ["step": step])
                case player.id: tr("Carried on from step {step} (player)", ["step": step])
                case changes.id: tr("Undid the changes after step {step}", ["step": step])
                default: tr("Carried on from step {step}", ["step": step])
                }
            },
            skipped: { step, label, skipping in
                skipping
                    ? tr("Skipped step {step}: {label}", ["step": step, "label": label])
                    : tr("Brought back step {step}: {label}", ["step": step, "label": label])
            },
            undid: { tr("Undid “{label}”", ["label": $0]) },
            redid: { tr("Redid “{label}”", ["label": $0]) })
    }

    /// A scope's name in the history bar's chooser, in the user's language.
    public static func title(ofScope scope: HistoryScope<AppState>) -> String {
        scope.id == HistoryScope<AppState>.everything.id ? tr("Everything") : scope.title
    }

    /// A step is one thing the person did: a change (an add, a removal, a rename, a move, a
    /// sort, the media opened) or a control of the player. Looking around — opening and closing
    /// the chooser, searching in it, moving its highlight, scrolling, selecting a row, turning
    /// Edit on, showing the player's controls — makes no step of its own and joins the next one
    /// (`.browse`): adding six clocks from the keyboard is six steps, each holding the search
    /// that found its place. Keystrokes of one rename and one seek each make one step; the
    /// clock, the engine, the pointer and the chrome's own timers make none; the window, the
    /// history bar, messages and the removal notice describe the machine, not the work, and
    /// make none either, so resizing or choosing a scope while looking at the past does not end
    /// the preview.
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
        case .messageShown, .messageDismissed, .notice, .player(.engine), .player(.historyReceived):
            .transient
        case .chooser(.entered(_, let listed)) where listed.isEmpty:
            .transient  // Enter with nothing listed chooses nothing
        case .clockList(.addButtonClicked), .clockList(.rowActivated), .clockList(.editToggled), .clockList(.scrolled),
            .chooser(.searchTextChanged), .chooser(.scrolled), .chooser(.highlightMoved), .chooser(.cancelled),
            .detail(.closeButtonClicked), .player(.backgroundClicked):
            .browse
        case .player(.seekBegan), .player(.seekChanged), .player(.seekEnded):
            .coalesce("seek")
        case .detail(.nameTextChanged(_, let typed)) where ZoneNameValidator().refuses(Limits.prefix(typed, Limits.typedText)):
            .browse  // a name refused changes none: it shows why under the entry, and is no step
        case .detail(.nameTextChanged(let id, _)):
            .coalesce(CoalescingKey("rename", subject: id))
        case .clockList, .detail, .chooser, .player, .snapshotImported:
            .step
        }
    }

    /// The policy of sessions written before they held their steps (version 4 and before),
    /// when every look around was a step: their steps, and the returns and skips that name
    /// steps by number, stay as they were.
    public static func policyOfSessionsWithoutSteps(_ action: AppAction) -> HistoryPolicy {
        switch action {
        case .chooser(.searchTextChanged): .coalesce("search")
        case .clockList(.scrolled): .coalesce("scroll clock list")
        case .chooser(.scrolled): .coalesce("scroll chooser")
        case .chooser(.highlightMoved): .coalesce("chooser highlight")
        default:
            switch policy(action) {
            case .browse: .step
            case let policy: policy
            }
        }
    }

    /// What the slider says of a step, in the user's language: what the reducer did with the
    /// step's latest action, from the state before the step and the state the action left. An
    /// action the reducer refused (a zone that does not exist, a name it cannot have, a media
    /// address it will not open) reads as refused; one that changed nothing says so. A refusal
    /// stays a step: the person saw it happen (its message), and sessions recorded before keep
    /// their steps as they were. A name refused for its text (a pasted control character, a
    /// 65th character) is the exception: it is typing the entry answers, not a step (`policy`).
    public static func label(_ action: AppAction, before: AppState, after: AppState) -> String {
        if let label = outcome(action, before: before, after: after) { return label }
        let label = label(action, before: before)
        // A step of one action begins right before it: the same state after is no change at all.
        guard after == before, policy(action) == .step else { return label }
        return tr("{action} — nothing changed", ["action": label])
    }

    /// The label of an action the reducer may refuse, from the state it left: a refusal, or a
    /// rename by the name it gave; `nil` for the others.
    private static func outcome(_ action: AppAction, before: AppState, after: AppState) -> String? {
        switch action {
        case .clockList(.rowActivated(let id)) where after.viewState.detail?.zoneID != id:
            return tr("Could not select a time zone that is not in the list")
        case .clockList(.removeButtonClicked(let id)) where before.document.zone(withID: id) == nil || after.document.zone(withID: id) != nil:
            return tr("Could not remove a time zone that is not in the list")
        case .clockList(.zoneMoved(let id, _)) where after.document.zone(withID: id) == nil:
            return tr("Could not move a time zone that is not in the list")
        case .detail(.nameTextChanged(let id, let typed)):
            guard let old = before.document.zone(withID: id), let new = after.document.zone(withID: id) else {
                return tr("Could not rename a time zone that is not in the list")
            }
            // Refused: the step left the name as it was, and the last text typed is no name.
            let text = Limits.prefix(typed, Limits.typedText)
            if new.name == old.name, case .failure = ZoneNameValidator().validate(text, identifier: new.identifier) {
                return tr("Could not rename {zone} to “{text}”", ["zone": old.name, "text": text])
            }
            // Typed back to the name it had ("Kyiv" over "Kyiv"): no rename. A step whose
            // keystrokes are recorded stays, and says that it changed nothing.
            if new.name == old.name {
                return tr("{action} — nothing changed", ["action": tr("Edited the name of {zone}", ["zone": old.name])])
            }
            return tr("Renamed {old} to {new}", ["old": old.name, "new": new.name])
        case .chooser(.searchTextChanged(let text)) where after.viewState.selection == nil:
            return tr("Could not search for “{text}”: the time zone chooser is closed", ["text": Limits.prefix(text, Limits.typedText)])
        case .chooser(.entered(let id, let listed)):
            guard let row = before.viewState.selection?.highlighted(among: listed.count) else { return nil }
            return refusal(choosing: listed[row], id: id, before: before, after: after)
        case .chooser(.zoneChosen(let id, let identifier, let name, _)):
            return refusal(choosing: ZoneChoice(identifier: identifier, name: name ?? TimeZoneCatalog.city(of: identifier)), id: id, before: before, after: after)
        case .player(.mediaOpened(let uri, _)) where after.player.media?.uri != uri:
            return tr("Could not open “{address}”", ["address": uri])
        default:
            return nil
        }
    }

    /// A zone neither in the list already nor added (one the reducer does not know, an id in use).
    private static func refusal(choosing choice: ZoneChoice, id: UUID, before: AppState, after: AppState) -> String? {
        guard AppReducer.zone(showing: choice, in: before.document) == nil,
            before.document.zone(withID: id) != nil || after.document.zone(withID: id) == nil
        else { return nil }
        return tr("Could not add “{zone}”", ["zone": choice.identifier])
    }

    /// What the slider says of a step whose action did what it asked, from the action and the
    /// state before the step.
    private static func label(_ action: AppAction, before: AppState) -> String {
        func name(_ id: UUID) -> String { before.document.zone(withID: id)?.name ?? tr("a time zone") }
        switch action {
        case .tick: return tr("Clock ticked")
        case .clockList(.addButtonClicked): return tr("Opened the time zone chooser")
        case .clockList(.rowActivated(let id)): return tr("Selected {zone}", ["zone": name(id)])
        case .clockList(.editToggled(let isEditing)): return isEditing ? tr("Started editing") : tr("Finished editing")
        case .clockList(.sortOrderChosen(let order)):
            switch order {
            case .manual: return tr("Sorted manually")
            case .byOffset: return tr("Sorted by offset")
            case .byName: return tr("Sorted by name")
            }
        case .clockList(.scrolled): return tr("Scrolled the clock list")
        case .clockList(.removeButtonClicked(let id)): return tr("Removed {zone}", ["zone": name(id)])
        case .clockList(.zoneMoved(let id, let index)):
            // Where the row stood and where it went, in the list as the user saw it.
            let shown = before.displayedZones
            guard let from = shown.firstIndex(where: { $0.id == id }) else { return tr("Moved {zone}", ["zone": name(id)]) }
            return ClockListMove.label(
                zone: name(id), from: from, to: min(max(index, 0), shown.count - 1), count: shown.count,
                wasSorted: before.viewState.master.sortOrder != .manual)
        case .detail(.nameTextChanged(let id, _)): return tr("Edited the name of {zone}", ["zone": name(id)])  // named by `outcome`
        case .detail(.closeButtonClicked):
            return before.detailZone.map { tr("Closed {zone}", ["zone": $0.name]) } ?? tr("Closed the detail pane")
        case .chooser(.searchTextChanged(let text)): return tr("Searched for “{text}”", ["text": text])
        case .chooser(.scrolled): return tr("Scrolled the time zone chooser")
        case .chooser(.highlightMoved): return tr("Moved the highlight in the time zone chooser")
        case .chooser(.entered(_, let listed)):
            guard let row = before.viewState.selection?.highlighted(among: listed.count) else { return tr("Pressed Enter with nothing to choose") }
            return label(choosing: listed[row], before: before)
        case .chooser(.zoneChosen(_, let identifier, let name, _)):
            return label(choosing: ZoneChoice(identifier: identifier, name: name ?? TimeZoneCatalog.city(of: identifier)), before: before)
        case .chooser(.cancelled): return tr("Closed the time zone chooser")
        case .player(let action): return label(action, before: before.player)
        case .window: return tr("Resized the window")
        case .messageShown: return tr("Showed a message")
        case .messageDismissed: return tr("Dismissed a message")
        case .notice(.closeButtonClicked): return tr("Closed the notice")
        case .notice(.timedOut): return tr("The notice went away")
        case .notice(.hoverChanged), .notice(.focusChanged): return tr("Held the notice")
        case .snapshotImported: return tr("Imported a snapshot")
        }
    }

    /// "Added São Paulo", by the name the new clock gets; or the clock already showing the zone.
    private static func label(choosing choice: ZoneChoice, before: AppState) -> String {
        if let existing = AppReducer.zone(showing: choice, in: before.document) {
            return tr("Showed {zone}, already in the list", ["zone": existing.name])
        }
        let name = (try? ZoneNameValidator().validate(choice.name, identifier: choice.identifier).get()) ?? TimeZoneCatalog.city(of: choice.identifier)
        return tr("Added {zone}", ["zone": name])
    }

    private static func label(_ action: PlayerAction, before player: PlayerState) -> String {
        switch action {
        case .mediaOpened(_, let title): tr("Opened {title}", ["title": title])
        case .remoteMediaApproved(let uri):
            tr("Opened {title} from {host}", ["title": player.media?.title ?? Media.title(ofURI: uri), "host": MediaAddress.host(of: uri) ?? uri])
        case .historyReceived: tr("Received a history from a file")
        case .backgroundClicked: player.chrome.isShowing ? tr("Hid the player controls") : tr("Showed the player controls")
        case .pointerMoved: tr("Moved the pointer over the video")
        case .playPauseClicked: player.intent == .play && player.status != .ended ? tr("Paused") : tr("Played")
        case .seekBegan, .seekEnded: tr("Seeked")
        case .seekChanged(let time): tr("Seeked to {time}", ["time": PlayerClock.text(seconds: time)])
        case .rateChosen(let rate): tr("Set the speed to {rate}", ["rate": PlayerClock.rateText(rate)])
        case .hideDeadlineReached: tr("Player controls hid")
        case .bufferingGraceElapsed, .engine(.bufferingChanged): tr("Buffering")
        case .engine(.stateChanged(let state)): state == .playing ? tr("Playing") : tr("Paused")
        case .engine(.positionChanged): tr("Played on")
        case .engine(.durationKnown): tr("Duration known")
        case .engine(.ended): tr("Reached the end")
        case .engine(.failed): tr("Playback failed")
        }
    }

    /// The window's size, the message bar and the removal notice are never taken from the past:
    /// the window does not jump about while the user drags the slider, and a message or a notice
    /// is about now (the History bar is the kit's, never in the state). A notice of a removal the
    /// shown document does not have (an undo brought the zone back) is not shown.
    public static func keepFromPresent(_ shown: AppState, _ present: AppState) -> AppState {
        var shown = shown
        shown.viewState.window = present.viewState.window
        shown.viewState.message = present.viewState.message
        shown.viewState.notice = present.viewState.notice.flatMap { $0.isTrue(of: shown.document) ? $0 : nil }
        shown.userTimeZone = present.userTimeZone
        // The user's word on a remote address stands in every step of this history.
        shown.player.approvedAddresses = present.player.approvedAddresses
        return shown
    }
}
