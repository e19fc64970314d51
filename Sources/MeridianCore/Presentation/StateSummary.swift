import Foundation

/// A state described for people, line by line: what `meridian snapshot show` prints.
public enum StateSummary {
    /// The zones with their times at `now` (the moment the summary is read), what is selected,
    /// and what the player is doing.
    public static func lines(of state: AppState, at now: Instant) -> [String] {
        var current = state
        current.now = now
        var lines = [tr("Clocks at {time}, for a user in {zone}:", ["time": now.iso8601, "zone": state.userTimeZone])]
        let rows = ClockListModel(current).rows
        let width = rows.map(\.name.count).max() ?? 0
        for row in rows {
            lines.append("  \(row.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(row.localTime)  \(row.details)")
        }
        if rows.isEmpty { lines.append("  " + tr("(no clocks)")) }
        let order = state.viewState.master.sortOrder.title
        lines.append(state.viewState.master.isEditing ? tr("Sorted: {order}, editing", ["order": order]) : tr("Sorted: {order}", ["order": order]))
        if let zone = state.detailZone {
            lines.append(tr("Selected: {zone} ({identifier})", ["zone": zone.name, "identifier": zone.identifier]))
        }
        if let chooser = state.viewState.selection {
            lines.append(chooser.searchText.isEmpty ? tr("Adding a time zone") : tr("Adding a time zone, searching “{text}”", ["text": chooser.searchText]))
        }
        let player = PlayerModel(state.player)
        lines.append(state.player.media.map { tr("Player: {status} — {address} at {position}", ["status": player.statusLine, "address": $0.uri, "position": player.positionText]) }
            ?? tr("Player: {status}", ["status": player.statusLine]))
        if let message = state.viewState.message {
            lines.append(tr("Message: {message}", ["message": message]))
        }
        return lines
    }
}
