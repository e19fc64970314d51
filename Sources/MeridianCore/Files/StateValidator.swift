import Foundation

/// Checks what decoding cannot: that a state read from a file makes sense. Every problem is
/// reported with its path, not only the first.
public struct StateValidator: Sendable {
    public let identifiers: TimeZoneIdentifierValidator

    public init(catalog: TimeZoneCatalog) {
        self.identifiers = TimeZoneIdentifierValidator(catalog: catalog)
    }

    public func problems(in state: AppState, at path: String) -> [FileProblem] {
        var problems: [FileProblem] = []
        func report(_ place: String, _ message: String) {
            problems.append(FileProblem(path: "\(path).\(place)", message: message))
        }
        func checkOffset(_ place: String, _ value: Double) {
            if value < 0 { report(place, "\(number(value)) is negative; a scroll offset is 0 or more") }
        }

        var firstIndex: [UUID: Int] = [:]
        for (index, zone) in state.document.zones.enumerated() {
            let place = "document.zones[\(index)]"
            if let earlier = firstIndex[zone.id] {
                report("\(place).id", "\(zone.id.uuidString) is already the id of \(path).document.zones[\(earlier)]")
            } else {
                firstIndex[zone.id] = index
            }
            if case .failure(let error) = identifiers.validate(zone.identifier) {
                report("\(place).identifier", error.description)
            }
            switch ZoneNameValidator().validate(zone.name, identifier: zone.identifier) {
            case .failure(let error): report("\(place).name", error.description)
            case .success where zone.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty:
                report("\(place).name", "is empty; a name has 1 to \(ZoneNameValidator.maximumLength) characters")
            case .success(let name) where name != zone.name:
                report("\(place).name", "\"\(zone.name)\" has blank space around it")
            case .success: break
            }
        }

        let view = state.viewState
        checkOffset("viewState.master.scrollOffsetY", view.master.scrollOffsetY)
        if let detail = view.detail, firstIndex[detail.zoneID] == nil {
            report("viewState.detail.zoneID", "\(detail.zoneID.uuidString) is not the id of any zone in \(path).document.zones")
        }
        if let selection = view.selection {
            checkOffset("viewState.selection.scrollOffsetY", selection.scrollOffsetY)
        }
        if !AppHistory.scopeIDs.contains(view.historyPanel.scopeID) {
            report(
                "viewState.historyPanel.scopeID",
                "\"\(view.historyPanel.scopeID)\" is not a scope; expected one of \(AppHistory.scopes.map { "\"\($0.id)\"" }.joined(separator: ", "))")
        }
        for (name, value) in [("width", view.window.width), ("height", view.window.height), ("panePosition", view.window.panePosition)]
        where !(1...100_000).contains(value) {
            report("viewState.window.\(name)", "\(value) is not a size in pixels (1–100000)")
        }

        let player = state.player
        if player.position < 0 { report("player.position", "\(number(player.position)) is negative; a position is 0 seconds or more") }
        if let duration = player.duration {
            if duration < 0 {
                report("player.duration", "\(number(duration)) is negative; a duration is 0 seconds or more")
            } else if player.position > duration {
                report("player.position", "\(number(player.position)) is after the end of the media (duration \(number(duration)))")
            }
        }
        if player.rate <= 0 { report("player.rate", "\(number(player.rate)) is not a playback speed; it must be more than 0") }
        if let percent = player.bufferingPercent, !(0...100).contains(percent) {
            report("player.bufferingPercent", "\(percent) is not a percentage (0–100)")
        }
        if let media = player.media, media.uri.isEmpty {
            report("player.media.uri", "is empty")
        }
        if player.media == nil, player.status != .idle {
            report("player.status", "is not idle, but there is no media")
        }
        if case .failure(let error) = identifiers.validate(state.userTimeZone) {
            report("userTimeZone", error.description)
        }
        return problems
    }
}

/// A number as the file had it: "-5", "12.5" (not "-5.0").
private func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
