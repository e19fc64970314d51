import Foundation
import MeridianKitCore
import MeridianStore

/// The one reducer of Meridian: `(state, action) → (state, effects)`, pure.
///
/// The tz catalog is the only thing it needs from outside; it never changes while the app runs,
/// so replaying the log always gives the same states.
public struct AppReducer: Reducer {
    public let identifiers: TimeZoneIdentifierValidator
    public let names = ZoneNameValidator()
    public let player = PlayerReducer()

    public init(catalog: TimeZoneCatalog) {
        self.identifiers = TimeZoneIdentifierValidator(catalog: catalog)
    }

    public func reduce(into state: inout AppState, action: AppAction) -> [AppEffect] {
        switch action {
        case .tick(let now):
            state.now = now.clampedToLimits
        case .clockList(let action):
            clockList(action, &state)
        case .detail(let action):
            detail(action, &state)
        case .chooser(let action):
            chooser(action, &state)
        case .player(.mediaOpened(let uri, _)) where Media.addressProblem(uri) != nil:
            state.viewState.message = Media.addressProblem(uri)
        case .player(let action):
            // A speed that plays answers the refusal of one that could not.
            if case .rateChosen(let rate) = action, Limits.playbackRate.contains(rate),
                let message = state.viewState.message, AppAction.isSpeedRefusal(message)
            {
                state.viewState.message = nil
            }
            return player.reduce(into: &state.player, action: action).map(AppEffect.player)
        case .window(.resized(let width, let height)):
            state.viewState.window.width = WindowLayout.clamped(width, minimum: WindowLayout.minimumWidth)
            state.viewState.window.height = WindowLayout.clamped(height, minimum: WindowLayout.minimumHeight)
        case .window(.panePositionChanged(let position)):
            state.viewState.window.panePosition = WindowLayout.clamped(position, minimum: WindowLayout.minimumPanePosition)
        case .messageShown(let message):
            state.viewState.message = message.limited
        case .messageDismissed:
            state.viewState.message = nil
        case .notice(let action):
            notice(action, &state)
        case .snapshotImported(let imported):
            return importSnapshot(imported, into: &state)
        }
        return []
    }

    // MARK: Panes

    private func clockList(_ action: ClockListAction, _ state: inout AppState) {
        switch action {
        case .addButtonClicked:
            state.viewState.selection = ZoneChooser()
        case .rowActivated(let id):
            guard let zone = state.document.zone(withID: id) else {
                return report(missingZone: id, &state)
            }
            state.viewState.detail = DetailPane(zoneID: id, nameText: zone.name)
        case .editToggled(let isEditing):
            state.viewState.master.isEditing = isEditing && !state.document.zones.isEmpty
        case .sortOrderChosen(let order):
            state.viewState.master.sortOrder = order
        case .scrolled(let offsetY):
            state.viewState.master.scrollOffsetY = Self.offset(offsetY)
            // The list scrolled, by the user or to show the row asked for: the request is done.
            state.viewState.master.zoneToReveal = nil
        case .removeButtonClicked(let id):
            guard let zone = state.document.zone(withID: id) else {
                return report(missingZone: id, &state)
            }
            state.document.zones.removeAll { $0.id == id }
            state.viewState.notice = RemovalNotice(zoneID: id, zoneName: zone.name)
            state = reconcile(state)
        case .zoneMoved(let id, let index):
            move(id, to: index, &state)
        }
    }

    private func detail(_ action: DetailAction, _ state: inout AppState) {
        switch action {
        case .nameTextChanged(let id, let text):
            rename(id, to: text, &state)
        case .closeButtonClicked:
            state.viewState.detail = nil
        }
    }

    /// The notice stays while the pointer or the keyboard is on it, whatever the timer says.
    private func notice(_ action: NoticeAction, _ state: inout AppState) {
        switch action {
        case .closeButtonClicked:
            state.viewState.notice = nil
        case .timedOut(let id):
            guard let notice = state.viewState.notice, notice.zoneID == id, !notice.isHeld else { return }
            state.viewState.notice = nil
        case .hoverChanged(let isHovered):
            state.viewState.notice?.isHovered = isHovered
        case .focusChanged(let hasFocus):
            state.viewState.notice?.hasFocus = hasFocus
        }
    }

    private func chooser(_ action: ZoneChooserAction, _ state: inout AppState) {
        switch action {
        case .searchTextChanged(let text):
            guard state.viewState.selection != nil else { return }
            // New results: the highlight and the list start again from the top match.
            state.viewState.selection?.searchText = Limits.prefix(text, Limits.typedText)
            state.viewState.selection?.highlightedRow = 0
            state.viewState.selection?.scrollOffsetY = 0
        case .scrolled(let offsetY):
            state.viewState.selection?.scrollOffsetY = Self.offset(offsetY)
        case .highlightMoved(let step, let rowCount):
            // Never past the rows listed, which are never more than the chooser shows.
            let count = min(rowCount, ZoneChooserListing.maximumShown)
            guard let current = state.viewState.selection?.highlighted(among: count) else { return }
            state.viewState.selection?.highlightedRow = min(max(current + min(max(step, -count), count), 0), count - 1)
        case .entered(let id, let listed):
            guard let row = state.viewState.selection?.highlighted(among: listed.count) else { return }
            choose(listed[row], id: id, &state)
        case .zoneChosen(let id, let identifier, let name, let coordinates):
            choose(ZoneChoice(identifier: identifier, name: name ?? TimeZoneCatalog.city(of: identifier), coordinates: coordinates), id: id, &state)
        case .cancelled:
            state.viewState.selection = nil
        }
    }

    // MARK: The document

    /// Adds the chosen zone, closes the chooser and shows the new zone. A zone already in the
    /// list is not added twice: the chooser marks it, and choosing it shows the clock there is.
    private func choose(_ choice: ZoneChoice, id: UUID, _ state: inout AppState) {
        if let existing = Self.zone(showing: choice, in: state.document) {
            state.viewState.selection = nil
            state.viewState.detail = DetailPane(zoneID: existing.id, nameText: existing.name)
            state.viewState.master.zoneToReveal = existing.id
            return
        }
        switch identifiers.validate(choice.identifier) {
        case .failure(let error):
            state.viewState.message = UserMessage("Could not add the time zone: {reason}.", ["reason": .message(error.message)]).limited
        case .success where state.document.zone(withID: id) != nil:
            state.viewState.message = UserMessage("Could not add the time zone: the id {id} is already in use.", ["id": .text(id.uuidString)])
        case .success(let identifier):
            // The place's name ("São Paulo"), or the zone's city if it is no name a zone can have.
            let name = (try? names.validate(choice.name, identifier: identifier).get()) ?? TimeZoneCatalog.city(of: identifier)
            // A place off the Earth (a hand-made log) is no place: the zone's own is used instead.
            let zone = Zone(id: id, identifier: identifier, name: name, coordinates: choice.coordinates.flatMap { $0.isOnTheEarth ? $0 : nil })
            state.document.zones.append(zone)
            state.viewState.selection = nil
            state.viewState.detail = DetailPane(zoneID: id, nameText: zone.name)
            state.viewState.master.zoneToReveal = id
            // A zone back under the id a notice names (a script may reuse one) is not removed.
            if state.viewState.notice?.isTrue(of: state.document) == false { state.viewState.notice = nil }
        }
    }

    /// The clock already showing the place of `choice` (its zone alone is not enough: Lima,
    /// Ohio keeps New York's zone), if there is one: `SamePlace`.
    public static func zone(showing choice: ZoneChoice, in document: WorldClock) -> Zone? {
        SamePlace.clock(showing: choice, in: document)
    }

    /// Renames on each keystroke when the text is a valid name; otherwise keeps the name and
    /// shows why under the entry.
    private func rename(_ id: UUID, to typed: String, _ state: inout AppState) {
        let text = Limits.prefix(typed, Limits.typedText)
        guard let index = state.document.zones.firstIndex(where: { $0.id == id }) else {
            return report(missingZone: id, &state)
        }
        let result = names.validate(text, identifier: state.document.zones[index].identifier)
        if case .success(let name) = result {
            state.document.zones[index].name = name
        }
        if state.viewState.detail?.zoneID == id {
            state.viewState.detail?.nameText = text
            state.viewState.detail?.nameError = result.failure
        } else if let error = result.failure {
            state.viewState.message = UserMessage("Could not rename {zone}: {reason}", [
                "zone": .text(state.document.zones[index].name), "reason": .message(error.message),
            ])
        }
    }

    /// Moves a zone to `index` of the list as shown. A sorted list ("By name", "By offset")
    /// becomes the user's manual order as it was shown, then the zone moves, so the drag lands
    /// where the user let go and Alt+Down moves it one row down from where the user saw it. The
    /// moved row is kept in view.
    private func move(_ id: UUID, to index: Int, _ state: inout AppState) {
        var zones = state.displayedZones
        guard let from = zones.firstIndex(where: { $0.id == id }) else {
            return report(missingZone: id, &state)
        }
        let zone = zones.remove(at: from)
        zones.insert(zone, at: min(max(index, 0), zones.count))
        state.document.zones = zones
        state.viewState.master.sortOrder = .manual
        state.viewState.master.zoneToReveal = id
    }

    private func report(missingZone id: UUID, _ state: inout AppState) {
        state.viewState.message = UserMessage("That time zone is no longer in the list (id {id}).", ["id": .text(id.uuidString)])
    }

    // MARK: Import

    /// The imported document, panes and player replace the present ones; the window, the history
    /// bar, the time and the user's zone stay as they are, since they describe this machine now,
    /// and so do the remote addresses the user approved in this history (a file's are not taken).
    /// The engine reopens the media at the imported position, unless it is remote and not
    /// approved: then it waits for the user's word.
    private func importSnapshot(_ imported: AppState, into state: inout AppState) -> [AppEffect] {
        let window = state.viewState.window
        let approved = state.player.approvedAddresses
        state.document = imported.document
        state.viewState = imported.viewState
        state.viewState.window = window
        state.viewState.message = nil
        state.viewState.notice = nil
        state.player = imported.player
        state.player.approvedAddresses = approved
        state = reconcile(state)
        guard state.player.media != nil else { return [] }
        state.player.status = .loading
        state.player.isScrubbing = false
        state.player.hideDeadline = nil
        state.player.bufferingIndicatorDeadline = nil
        state.player.isBufferingIndicatorShown = false
        state.player.bufferingPercent = nil
        let commands = state.player.awaitsApproval ? PlayerReducer.holdBack(&state.player) : PlayerReducer.reopen(state.player)
        return commands.map(AppEffect.player)
    }

    private static func offset(_ y: Double) -> Double {
        y.isFinite ? min(max(y, 0), Limits.scrollOffset.upperBound) : 0
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
