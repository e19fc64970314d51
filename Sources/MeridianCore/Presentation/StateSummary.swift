import Foundation

/// A state described for people, line by line: what `meridian snapshot show` prints.
public enum StateSummary {
    /// The zones with their times at `now` (the moment the summary is read), what is selected,
    /// and what the player is doing.
    public static func lines(of state: AppState, at now: Instant) -> [String] {
        var current = state
        current.now = now
        var lines = ["Clocks at \(now.iso8601), for a user in \(state.userTimeZone):"]
        let rows = ClockListModel(current).rows
        let width = rows.map(\.name.count).max() ?? 0
        for row in rows {
            lines.append("  \(row.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(row.localTime)  \(row.details)")
        }
        if rows.isEmpty { lines.append("  (no clocks)") }
        lines.append("Sorted: \(state.viewState.master.sortOrder.title.lowercased())\(state.viewState.master.isEditing ? ", editing" : "")")
        if let zone = state.detailZone {
            lines.append("Selected: \(zone.name) (\(zone.identifier))")
        }
        if let chooser = state.viewState.selection {
            lines.append("Adding a time zone\(chooser.searchText.isEmpty ? "" : ", searching “\(chooser.searchText)”")")
        }
        let player = PlayerModel(state.player)
        lines.append("Player: \(player.statusLine)\(state.player.media.map { " — \($0.uri) at \(player.positionText)" } ?? "")")
        if let message = state.viewState.message {
            lines.append("Message: \(message)")
        }
        return lines
    }
}
