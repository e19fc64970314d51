import Foundation
import MeridianKitCore

/// Checks what decoding cannot: that a state read from a file makes sense and lies inside
/// `Limits`. Every problem is reported with its path, not only the first.
public struct StateValidator: Sendable {
    public let identifiers: TimeZoneIdentifierValidator

    public init(catalog: TimeZoneCatalog) {
        self.identifiers = TimeZoneIdentifierValidator(catalog: catalog)
    }

    public func problems(in state: AppState, at path: @autoclosure () -> String) -> [FileProblem] {
        var report = ProblemReport()
        var firstIndex: [UUID: Int] = [:]
        for (index, zone) in state.document.zones.enumerated() {
            var place: String { "document.zones[\(index)]" }
            if let earlier = firstIndex[zone.id] {
                report("\(place).id", tr("{id} is already the id of {place}", ["id": zone.id.uuidString, "place": "\(path()).document.zones[\(earlier)]"]))
            } else {
                firstIndex[zone.id] = index
            }
            if case .failure(let error) = identifiers.validate(zone.identifier) {
                report("\(place).identifier", error.description)
            }
            switch ZoneNameValidator().validate(zone.name, identifier: zone.identifier) {
            case .failure(let error): report("\(place).name", error.description)
            case .success where ZoneNameValidator.trimmingWhitespace(zone.name).isEmpty:
                report("\(place).name", tr("is empty; a name has 1 to {maximum} characters", ["maximum": ZoneNameValidator.maximumLength]))
            case .success(let name) where name != zone.name:
                report("\(place).name", tr("\"{name}\" has blank space around it", ["name": zone.name]))
            case .success: break
            }
            if let coordinates = zone.coordinates { report.coordinates("\(place).coordinates", coordinates) }
        }

        let view = state.viewState
        report.scrollOffset("viewState.master.scrollOffsetY", view.master.scrollOffsetY)
        if let detail = view.detail {
            if firstIndex[detail.zoneID] == nil {
                report("viewState.detail.zoneID", tr("{id} is not the id of any zone in {place}", ["id": detail.zoneID.uuidString, "place": "\(path()).document.zones"]))
            }
            report.text("viewState.detail.nameText", detail.nameText, limit: Limits.typedText, what: tr("the name being typed"))
        }
        if let selection = view.selection {
            report.scrollOffset("viewState.selection.scrollOffsetY", selection.scrollOffsetY)
            report.text("viewState.selection.searchText", selection.searchText, limit: Limits.typedText, what: tr("a search"))
            report.chooserRows("viewState.selection.highlightedRow", selection.highlightedRow, Limits.chooserRow)
        }
        for (name, value) in [("width", view.window.width), ("height", view.window.height), ("panePosition", view.window.panePosition)] {
            report.pixels("viewState.window.\(name)", value)
        }
        if let message = view.message {
            report.message("viewState.message", message)
        }
        if let notice = view.notice {
            if firstIndex[notice.zoneID] != nil {
                report("viewState.notice.zoneID", tr("{id} is the id of a zone still in {place}; a notice tells of a zone removed", ["id": notice.zoneID.uuidString, "place": "\(path()).document.zones"]))
            }
            if case .failure(let error) = ZoneNameValidator().validate(notice.zoneName, identifier: "UTC") {
                report("viewState.notice.zoneName", error.description)
            }
        }

        checkPlayer(state.player, &report)
        report.instant("now", state.now)
        if case .failure(let error) = identifiers.validate(state.userTimeZone) {
            report("userTimeZone", error.description)
        }
        return report.problems(at: path())
    }

    private func checkPlayer(_ player: PlayerState, _ report: inout ProblemReport) {
        if player.position < 0 {
            report("player.position", tr("{value} is negative; a position is 0 seconds or more", ["value": number(player.position)]))
        } else {
            report.mediaSeconds("player.position", player.position, what: tr("a position"))
        }
        if let duration = player.duration {
            if duration < 0 {
                report("player.duration", tr("{value} is negative; a duration is 0 seconds or more", ["value": number(duration)]))
            } else if report.mediaSeconds("player.duration", duration, what: tr("a duration")), player.position > duration,
                player.position <= Limits.mediaSeconds.upperBound
            {
                report("player.position", tr("{value} is after the end of the media (duration {duration})", ["value": number(player.position), "duration": number(duration)]))
            }
        }
        report.rate("player.rate", player.rate)
        if let percent = player.bufferingPercent, !(0...100).contains(percent) {
            report("player.bufferingPercent", tr("{value} is not a percentage (0–100)", ["value": percent]))
        }
        if let approved = player.approvedAddresses {
            if approved.count > Limits.approvedAddresses {
                report("player.approvedAddresses", tr("holds {count} addresses; at most {limit} are kept", ["count": approved.count, "limit": Limits.approvedAddresses]))
            } else {
                for (index, uri) in approved.enumerated() { report.uri("player.approvedAddresses[\(index)]", uri) }
            }
        }
        if let media = player.media {
            report.uri("player.media.uri", media.uri)
            report.text("player.media.title", media.title, limit: Limits.mediaTitle, what: tr("a media title"))
        } else if player.status != .idle {
            report("player.status", tr("is not idle, but there is no media"))
        }
        if case .failed(let message) = player.status {
            report.message("player.status.failed", message)
        }
        let transition = player.chrome.transition.duration
        if !Limits.chromeTransitionSeconds.contains(transition) {
            report(
                "player.chrome.transition.duration",
                tr("{value} is not how long the controls take to show or hide (0 to {maximum} seconds)", [
                    "value": number(transition), "maximum": number(Limits.chromeTransitionSeconds.upperBound),
                ]))
        }
        if let deadline = player.hideDeadline { report.instant("player.hideDeadline", deadline) }
        if let deadline = player.bufferingIndicatorDeadline { report.instant("player.bufferingIndicatorDeadline", deadline) }
    }
}

/// Problems found so far, each at a place under a path the caller names at the end, and the
/// checks states and actions share. Places are built only for a problem: a year's history is
/// hundreds of thousands of actions and thousands of states, nearly all of them fine.
struct ProblemReport {
    private var found: [(place: String, message: String)] = []

    /// The problems, at paths under `base` (built only when there is one); an empty base is the
    /// root of what was checked (an action typed by hand).
    func problems(at base: @autoclosure () -> String) -> [FileProblem] {
        guard !found.isEmpty else { return [] }
        let base = base()
        return found.map { FileProblem(path: $0.place.isEmpty || base.isEmpty ? base + $0.place : "\(base).\($0.place)", message: $0.message) }
    }

    mutating func callAsFunction(_ place: @autoclosure () -> String, _ message: @autoclosure () -> String) {
        found.append((place(), message()))
    }

    /// `what` names the text, as in "a search has at most 200".
    mutating func text(_ place: @autoclosure () -> String, _ text: String, limit: Int, what: @autoclosure () -> String) {
        guard !Limits.fits(text, limit) else { return }
        // TRANSLATORS: {what} is a thing that has text, such as "a search" or "a media title".
        self(place(), tr("is {length} characters long; {what} has at most {limit}", ["length": text.count, "what": what(), "limit": limit]))
    }

    /// A message within what the app makes: its words and values within `Limits.message`,
    /// at most `Limits.messageValues` values, nested at most `Limits.messageDepth` deep.
    mutating func message(_ place: @autoclosure () -> String, _ message: UserMessage, depth: Int = 1) {
        text(place(), message.english, limit: Limits.message, what: tr("a message"))
        guard !message.isVerbatim else { return }
        if message.values.count > Limits.messageValues {
            self(place() + ".values", tr("has {count} values; a message has at most {limit}", ["count": message.values.count, "limit": Limits.messageValues]))
        }
        for (name, value) in message.values.sorted(by: { $0.key < $1.key }) {
            switch value {
            case .text(let text): self.text("\(place()).values.\(name)", text, limit: Limits.message, what: tr("a message’s value"))
            case .number: break
            case .message where depth >= Limits.messageDepth:
                self("\(place()).values.\(name)", tr("nests messages more than {limit} deep", ["limit": Limits.messageDepth]))
            case .message(let inner): self.message("\(place()).values.\(name)", inner, depth: depth + 1)
            }
        }
    }

    mutating func uri(_ place: @autoclosure () -> String, _ uri: String) {
        if uri.isEmpty {
            self(place(), tr("is empty"))
        } else if uri.utf8.count > Limits.mediaURI {
            self(place(), tr("is {length} bytes long; a media address has at most {limit}", ["length": uri.utf8.count, "limit": Limits.mediaURI]))
        } else if let problem = MediaAddress.schemeProblem(uri) {
            self(place(), problem)
        }
    }

    mutating func instant(_ place: @autoclosure () -> String, _ instant: Instant) {
        guard !Limits.instants.contains(instant) else { return }
        self(place(), tr("{milliseconds} ms since 1970 is not a time between the years 0000 and 9999", ["milliseconds": String(instant.millisecondsSince1970)]))
    }

    mutating func scrollOffset(_ place: @autoclosure () -> String, _ value: Double) {
        if value < 0 {
            self(place(), tr("{value} is negative; a scroll offset is 0 or more", ["value": number(value)]))
        } else if value > Limits.scrollOffset.upperBound {
            self(place(), tr("{value} is past the end of any list (a scroll offset is at most {maximum})", [
                "value": number(value), "maximum": number(Limits.scrollOffset.upperBound),
            ]))
        }
    }

    /// A row of the time-zone chooser, a count of its rows, or a move among them.
    mutating func chooserRows(_ place: @autoclosure () -> String, _ value: Int, _ range: ClosedRange<Int>) {
        guard !range.contains(value) else { return }
        self(place(), tr("{value} is not among the time zone chooser’s rows ({minimum}–{maximum})", [
            "value": String(value), "minimum": range.lowerBound, "maximum": range.upperBound,
        ]))
    }

    /// A zone the chooser offered: its identifier and the name a new clock gets.
    mutating func choice(_ place: @autoclosure () -> String, identifier: String, name: String?, coordinates: Coordinates? = nil) {
        text(place() + ".identifier", identifier, limit: Limits.zoneIdentifier, what: tr("a time zone identifier"))
        if let name {
            text(place() + ".name", name, limit: Limits.typedText, what: tr("a place’s name"))
        }
        if let coordinates { self.coordinates(place() + ".coordinates", coordinates) }
    }

    /// A place's latitude and longitude, in degrees.
    mutating func coordinates(_ place: @autoclosure () -> String, _ value: Coordinates) {
        guard !value.isOnTheEarth else { return }
        self(place(), tr("{latitude}, {longitude} is not a place on the Earth (latitude −90 to 90, longitude −180 to 180)", [
            "latitude": number(value.latitude), "longitude": number(value.longitude),
        ]))
    }

    mutating func pixels(_ place: @autoclosure () -> String, _ value: Int) {
        guard !Limits.windowPixels.contains(value) else { return }
        self(place(), tr("{value} is not a size in pixels ({minimum}–{maximum})", [
            "value": String(value), "minimum": Limits.windowPixels.lowerBound, "maximum": Limits.windowPixels.upperBound,
        ]))
    }

    /// Whether `value` is a time inside any media; reports it when not.
    @discardableResult
    mutating func mediaSeconds(_ place: @autoclosure () -> String, _ value: Double, what: @autoclosure () -> String) -> Bool {
        guard !Limits.mediaSeconds.contains(value) else { return true }
        // TRANSLATORS: {what} is "a position" or "a duration".
        self(place(), tr("{value} is not {what} in seconds (0 to {maximum})", ["value": number(value), "what": what(), "maximum": number(Limits.mediaSeconds.upperBound)]))
        return false
    }

    mutating func rate(_ place: @autoclosure () -> String, _ rate: Double) {
        guard !Limits.playbackRate.contains(rate) else { return }
        self(place(), tr("{value} is not a playback speed; it must be from {minimum} to {maximum}", [
            "value": number(rate), "minimum": number(Limits.playbackRate.lowerBound), "maximum": number(Limits.playbackRate.upperBound),
        ]))
    }

    mutating func scope(_ place: @autoclosure () -> String, _ id: String) {
        guard !AppHistory.scopeIDs.contains(id) else { return }
        self(place(), tr("\"{scope}\" is not a scope; expected one of {scopes}", ["scope": id, "scopes": AppHistory.scopes.map { "\"\($0.id)\"" }.joined(separator: ", ")]))
    }
}

/// A number as the file had it: "-5", "12.5" (not "-5.0").
func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
