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

    public init(_ state: AppState, clockFormat: ClockFormat = .twentyFourHour) {
        isEditing = state.viewState.master.isEditing
        rows = state.displayedZones.map { [isEditing] in
            ClockRow(zone: $0, time: state.time(of: $0), clockFormat: clockFormat, showsRemoveButton: isEditing)
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
    /// "Tomorrow · +05:30".
    public var details: String
    /// What a screen reader says of the row: "New York, 07:00, Today".
    public var accessibleName: String
    /// The remove button's accessible name: "Remove New York".
    public var removeLabel: String
    /// Edit mode: the row shows its remove button.
    public var showsRemoveButton: Bool
    /// In Edit mode with clocks to move among, what a screen reader hears after the row's name:
    /// its place and how to move it ("Position 3 of 7. Alt+Up or Alt+Down moves it…"); the row
    /// then shows its drag handle.
    public var moveDescription: String?

    public init(zone: Zone, time: ZoneTime?, clockFormat: ClockFormat = .twentyFourHour, showsRemoveButton: Bool = false) {
        id = zone.id
        name = zone.name
        localTime = time?.localTime(clockFormat) ?? "--:--"
        details = time.map { tr("{day} · {offset}", ["day": $0.relativeDay, "offset": $0.utcOffset]) } ?? tr("Unknown time zone")
        accessibleName = tr("{zone}, {time}, {day}", ["zone": zone.name, "time": localTime, "day": time?.relativeDay.description ?? tr("unknown day")])
        removeLabel = tr("Remove {zone}", ["zone": zone.name])
        self.showsRemoveButton = showsRemoveButton
    }
}
