import Foundation

/// What the clock list shows: one row per zone, in the list's order, with its text.
public struct ClockListModel: Equatable, Sendable {
    public var rows: [ClockRow]
    public var isEditing: Bool
    public var sortOrder: SortOrder
    /// The row the detail pane shows, highlighted in the list.
    public var selectedZoneID: UUID?
    /// Edit mode needs something to edit.
    public var canEdit: Bool
    /// No clocks: the list shows what to do instead ("No World Clocks", and a button to add one).
    public var isEmpty: Bool
    /// The sort order needs something to sort.
    public var canSort: Bool
    /// How far the list is scrolled down, in pixels.
    public var scrollOffsetY: Double
    /// Edit mode with two clocks or more: a row can be dragged by its handle, or moved with
    /// Alt+Up and Alt+Down (`ClockListMove`).
    public var canMove: Bool
    /// The clock to scroll into view (`MasterPane.zoneToReveal`): here so that a new request
    /// describes the list again, after which the shell follows it.
    public var zoneToReveal: UUID?

    /// `locations` says where each zone's sun is, for the rows' day or night.
    public init(_ state: AppState, clockFormat: ClockFormat = .twentyFourHour, locations: ZoneLocations = ZoneLocations()) {
        isEditing = state.viewState.master.isEditing
        let zones = state.displayedZones
        // Names given to more than one clock (a rename, an imported file): their rows say their zones too.
        var named = Set<String>()
        let sharedNames = Set(zones.lazy.map(\.name).filter { !named.insert($0).inserted })
        rows = zones.map { [isEditing] zone in
            let time = state.time(of: zone)
            let isSunUp = time.flatMap { state.isSunUp(at: zone, time: $0, locations: locations) }
            return ClockRow(
                zone: zone, time: time, clockFormat: clockFormat, isSunUp: isSunUp, showsRemoveButton: isEditing,
                sharesItsName: sharedNames.contains(zone.name))
        }
        sortOrder = state.viewState.master.sortOrder
        selectedZoneID = state.detailZone?.id
        isEmpty = state.document.zones.isEmpty
        canEdit = !isEmpty
        canSort = !isEmpty
        scrollOffsetY = state.viewState.master.scrollOffsetY
        canMove = isEditing && rows.count > 1
        zoneToReveal = state.viewState.master.zoneToReveal
        if canMove {
            for index in rows.indices { rows[index].moveDescription = ClockListMove.rowDescription(position: index, count: rows.count) }
        }
    }

    /// What Alt+Up (`by: -1`) or Alt+Down (`by: 1`) on the row of `id` sends; `nil` out of
    /// Edit mode, and at the top or the bottom.
    public func move(_ id: UUID, by step: Int) -> ClockListAction? {
        canMove ? ClockListMove.byKeyboard(id, by: step, among: ids) : nil
    }

    /// What the row of `id` dropped on the row of `target` (in its lower half: `after`) sends.
    public func drop(_ id: UUID, on target: UUID, after: Bool) -> ClockListAction? {
        canMove ? ClockListMove.dropped(id, on: target, after: after, among: ids) : nil
    }

    /// The rows' ids in order: when these change the list is rebuilt, otherwise only relabelled.
    public var ids: [UUID] { rows.map(\.id) }
}

public struct ClockRow: Equatable, Sendable, Identifiable {
    public var id: UUID
    public var name: String
    /// "14:05", or "2:05 PM" with the 12-hour clock.
    public var localTime: String
    /// How far it is ahead of the user's clock, and its day when that is not today:
    /// "5 h 30 min ahead · Tomorrow", "Same time as here".
    public var details: String
    /// Whether the sun is up there now; `nil` where the zone has no place ("UTC").
    public var isSunUp: Bool?
    /// The themed icon that shows it, a sun or a moon, drawn in the text's own colour.
    public var sunIcon: String?
    /// The icon's words, for its tooltip and the row's spoken name: "Daytime", "Night".
    public var sunWords: String?
    /// What a screen reader says of the row:
    /// "New York, 19:00, Night, 6 hours behind, Yesterday".
    public var accessibleName: String
    /// The remove button's accessible name: "Remove New York".
    public var removeLabel: String
    /// Edit mode: the row shows its remove button.
    public var showsRemoveButton: Bool
    /// In Edit mode with clocks to move among, what a screen reader hears after the row's name:
    /// its place and how to move it ("Position 3 of 7. Alt+Up or Alt+Down moves it…"); the row
    /// then shows its drag handle.
    public var moveDescription: String?

    /// The row of `zone`; `sharesItsName`: another clock in the list has its name, and the
    /// row then says its zone ("Europe/London") beside how far ahead it is, aloud and in its
    /// remove button's name too, so that the two can be told apart.
    public init(
        zone: Zone, time: ZoneTime?, clockFormat: ClockFormat = .twentyFourHour, isSunUp: Bool? = nil, showsRemoveButton: Bool = false,
        sharesItsName: Bool = false
    ) {
        id = zone.id
        name = zone.name
        localTime = time?.localTime(clockFormat) ?? "--:--"
        self.isSunUp = isSunUp
        sunIcon = isSunUp.map { $0 ? "weather-clear-symbolic" : "weather-clear-night-symbolic" }
        // TRANSLATORS: whether the sun is up at a clock's place, said of its row.
        sunWords = isSunUp.map { $0 ? tr("Daytime") : tr("Night") }
        var spoken = [zone.name, localTime]
        if let sunWords { spoken.append(sunWords) }
        if let time {
            let difference = TimeDifference(secondsAhead: time.secondsAheadOfHere)
            // The day only where it is not the user's: "Today" beside every clock said nothing.
            let day = time.relativeDay == .today ? nil : time.relativeDay.description
            details = [difference.text, day].compactMap { $0 }.joined(separator: " · ")
            spoken += [difference.spoken, day].compactMap { $0 }
        } else {
            details = tr("Unknown time zone")
            spoken.append(details)
        }
        if sharesItsName {
            details += " · " + zone.identifier
            spoken.append(zone.identifier)
        }
        accessibleName = spoken.joined(separator: ", ")
        removeLabel = sharesItsName
            ? tr("Remove {zone} ({identifier})", ["zone": zone.name, "identifier": zone.identifier]) : tr("Remove {zone}", ["zone": zone.name])
        self.showsRemoveButton = showsRemoveButton
    }
}
