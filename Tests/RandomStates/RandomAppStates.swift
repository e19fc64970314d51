import Foundation
import MeridianCore
import MeridianKitCore
import TestSupport

/// Random states and actions for property and model-based tests: valid states that use every
/// pane, actions a person could take, and actions that carry the worst a log or a script could
/// hold (huge numbers, long strings, unknown ids, times at the ends of the range).
public struct RandomAppStates {
    public let identifiers: [String]
    /// 2026-03-29 12:00:00 UTC, the tests' noon.
    public static let noon = Instant(millisecondsSince1970: 1_774_785_600_000)
    /// A small pool, so that zones come back under the same id (rows the shell keeps are reused).
    public static let ids = (1...12).map { UUID(uuid: (0xC0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8($0))) }
    /// Names a person could give: duplicates, accents, emoji, and the longest allowed.
    public static let names = ["Home", "Work", "Zoë’s", "🏠 Home", "Mum and Dad", String(repeating: "W", count: 64), "Home"]
    public static let typed = ["", "Ho", "Home", "Big\tApple", String(repeating: "x", count: 70), "  Lisbon  "]
    /// Searches a person types: a zone, a city with and without its accents, a country, none,
    /// and one letter, which lists the most rows the chooser shows.
    public static let searches = ["", "kol", "new", "america/", "zzz", "são", "sao", "india", "mumbai", "zurich", "a"]
    /// Names a place can give a new clock.
    public static let placeNames = ["São Paulo", "Mumbai", "Deutschland", "Ho Chi Minh City", String(repeating: "P", count: 80), ""]
    /// Messages, the longest allowed among them (rarely: showing it costs a few dozen
    /// milliseconds of text layout).
    public static let messages = [
        UserMessage("Could not import “{file}”: {reason}", ["file": "x.json", "reason": "the file is empty"]),
        UserMessage("That time zone is no longer in the list (id {id}).", ["id": "6D657269-6469-616E-0000-000000000001"]),
        UserMessage("Could not rename {zone}: {reason}", ["zone": "{reason}", "reason": .message(ZoneNameError.tooLong(count: 300).message)]),
        UserMessage(verbatim: "Could not export the snapshot to /nonexistent/x.json: No such file or directory."),
        UserMessage(verbatim: String(repeating: "A long message without a single space in it ", count: 8)),
        UserMessage(verbatim: "Autosave is off."), UserMessage(verbatim: String(repeating: "M", count: Limits.message)),
    ]

    public init(identifiers: [String]) {
        self.identifiers = identifiers
    }

    // MARK: States

    /// A state that passes `StateValidator`.
    public func state(_ random: inout SeededRandom) -> AppState {
        var zones: [Zone] = []
        for id in Self.ids.shuffled(using: &random).prefix(Int.random(in: 0...8, using: &random)) {
            let identifier = identifiers.randomElement(using: &random)!
            let name = Bool.random(using: &random) ? TimeZoneCatalog.city(of: identifier) : Self.names.randomElement(using: &random)!
            let place = Bool.random(using: &random)
                ? Coordinates(latitude: .random(in: -90...90, using: &random), longitude: .random(in: -180...180, using: &random)) : nil
            zones.append(Zone(id: id, identifier: identifier, name: name, coordinates: place))
        }
        var state = AppState(
            document: WorldClock(zones: zones),
            now: Self.noon.adding(seconds: Double(Int.random(in: -3 * 86_400...3 * 86_400, using: &random))),
            userTimeZone: Bool.random(using: &random) ? "Europe/London" : identifiers.randomElement(using: &random)!)
        state.viewState.master = MasterPane(
            scrollOffsetY: Double(Int.random(in: 0...400, using: &random)),
            isEditing: !zones.isEmpty && Bool.random(using: &random), sortOrder: SortOrder.allCases.randomElement(using: &random)!)
        if let zone = zones.randomElement(using: &random), Bool.random(using: &random) {
            let text = Bool.random(using: &random) ? zone.name : Self.typed.randomElement(using: &random)!
            let error: ZoneNameError? =
                if case .failure(let error) = ZoneNameValidator().validate(text, identifier: zone.identifier) { error } else { nil }
            state.viewState.detail = DetailPane(zoneID: zone.id, nameText: text, nameError: error)
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            state.viewState.selection = ZoneChooser(
                scrollOffsetY: Double(Int.random(in: 0...200, using: &random)), searchText: Self.searches.randomElement(using: &random)!,
                highlightedRow: Bool.random(using: &random) ? 0 : Int.random(in: Limits.chooserRow, using: &random))
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            state.viewState.message = Self.messages.randomElement(using: &random)!
        }
        if let removed = Self.ids.first(where: { id in !zones.contains { $0.id == id } }), Int.random(in: 0..<4, using: &random) == 0 {
            state.viewState.notice = RemovalNotice(
                zoneID: removed, zoneName: Self.names.randomElement(using: &random)!, isHovered: Bool.random(using: &random),
                hasFocus: Bool.random(using: &random))
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            let duration = Double(Int.random(in: 1...7200, using: &random))
            state.player = PlayerState(
                // Now and then a web address, which came in no user's hands and so waits for a
                // word (the tests never give it: nothing here reaches the network).
                media: Media(
                    uri: Int.random(in: 0..<4, using: &random) == 0
                        ? "https://media.example.org/meridian-test-\(Int.random(in: 1...3, using: &random)).webm"
                        : "file:///nonexistent/meridian-test-\(Int.random(in: 1...3, using: &random)).ogv",
                    title: "clip"),
                status: [.paused, .failed(MediaFailure.notFound(uri: "file:///gone.ogv").message)].randomElement(using: &random)!,
                position: Double.random(in: 0...duration, using: &random), duration: duration)
        }
        return state
    }

    // MARK: Actions

    /// An action a person could take in `state`, through the window.
    public func userAction(in state: AppState, _ random: inout SeededRandom) -> AppAction {
        let zone = state.document.zones.randomElement(using: &random)
        let someID = zone?.id ?? Self.ids.randomElement(using: &random)!
        switch Int.random(in: 0..<17, using: &random) {
        case 0:
            let name = Bool.random(using: &random) ? Self.placeNames.randomElement(using: &random) : nil
            return .chooser(.zoneChosen(id: Self.ids.randomElement(using: &random)!, identifier: identifier(in: state, &random), name: name))
        case 14: return .chooser(.highlightMoved(by: [-1, 1, 1].randomElement(using: &random)!, rowCount: Int.random(in: 0...8, using: &random)))
        case 15: return .chooser(.entered(id: Self.ids.randomElement(using: &random)!, listed: choices(in: state, &random)))
        case 1: return .clockList(.removeButtonClicked(zoneID: someID))
        case 2: return .detail(.nameTextChanged(zoneID: someID, text: (Self.names + Self.typed).randomElement(using: &random)!))
        case 3: return .clockList(.sortOrderChosen(SortOrder.allCases.randomElement(using: &random)!))
        case 4: return .clockList(.zoneMoved(zoneID: someID, toIndex: Int.random(in: 0...8, using: &random)))
        case 5: return .clockList(.rowActivated(zoneID: someID))
        case 6: return .clockList(.editToggled(isEditing: Bool.random(using: &random)))
        case 7: return .clockList(.addButtonClicked)
        case 8: return .chooser(.searchTextChanged(Self.searches.randomElement(using: &random)!))
        case 9: return .chooser(.cancelled)
        case 10: return .detail(.closeButtonClicked)
        case 11: return .messageShown(Self.messages.randomElement(using: &random)!)
        case 12: return .messageDismissed
        case 13: return .notice(Self.noticeAction(state, &random))
        default: return .tick(at: state.now.adding(seconds: Double(Int.random(in: 1...7200, using: &random))))
        }
    }

    /// A zone to choose: now and then one already in the list.
    private func identifier(in state: AppState, _ random: inout SeededRandom) -> String {
        if Int.random(in: 0..<3, using: &random) == 0, let zone = state.document.zones.randomElement(using: &random) { return zone.identifier }
        return identifiers.randomElement(using: &random)!
    }

    /// Rows a chooser could list: none, or a few zones with the names of their places.
    private func choices(in state: AppState, _ random: inout SeededRandom) -> [ZoneChoice] {
        (0..<Int.random(in: 0...5, using: &random)).map { _ in
            let identifier = identifier(in: state, &random)
            return ZoneChoice(identifier: identifier, name: Bool.random(using: &random) ? TimeZoneCatalog.city(of: identifier) : Self.placeNames.randomElement(using: &random)!)
        }
    }

    /// Any action at all, with the values a damaged log or a script could carry.
    public func hostileAction(in state: AppState, _ random: inout SeededRandom) -> AppAction {
        let number = [-1e300, -1, 0, 1e-9, 0.5, 3, 7_200, 1e9 + 1, 1e300, .infinity, -.infinity, .nan].randomElement(using: &random)!
        let integer = [Int.min, -1, 0, 1, 500, 100_001, Int.max].randomElement(using: &random)!
        let text = ["", "x", String(repeating: "é", count: 5_000), String(repeating: "\n", count: 300), "weather"]
            .randomElement(using: &random)!
        let instant = [Instant(millisecondsSince1970: .min), Instant(millisecondsSince1970: .max), Instant.latest, Instant.earliest, state.now]
            .randomElement(using: &random)!
        let id = (state.document.zones.randomElement(using: &random)?.id).flatMap { Bool.random(using: &random) ? $0 : nil } ?? UUID()
        switch Int.random(in: 0..<25, using: &random) {
        case 0: return .tick(at: instant)
        case 1: return .clockList(.scrolled(offsetY: number))
        case 2: return .clockList(.zoneMoved(zoneID: id, toIndex: integer))
        case 3: return .detail(.nameTextChanged(zoneID: id, text: text))
        case 4: return .chooser(.searchTextChanged(text))
        case 5: return .chooser(.scrolled(offsetY: number))
        case 6:
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                // No place, a place, or one off the Earth (which the reducer leaves out).
                let place = [nil, Coordinates(latitude: 19.076, longitude: 72.8777), Coordinates(latitude: 91, longitude: -181)].randomElement(using: &random)!
                return .chooser(.zoneChosen(id: id, identifier: text, name: Bool.random(using: &random) ? text : nil, coordinates: place))
            case 1: return .chooser(.highlightMoved(by: integer, rowCount: [Int.min, -1, 0, 3, 60, 61, Int.max].randomElement(using: &random)!))
            default:
                let listed = (0..<[0, 1, 3, 70].randomElement(using: &random)!).map { _ in ZoneChoice(identifier: Bool.random(using: &random) ? text : "UTC", name: text) }
                return .chooser(.entered(id: id, listed: listed))
            }
        case 7: return .player(.mediaOpened(uri: Bool.random(using: &random) ? text : "file:///x.ogv", title: text))
        case 8: return .player(.seekChanged(to: number))
        case 9: return .player(.rateChosen(number))
        case 10: return .player(.engine(.durationKnown(number)))
        case 11: return .player(.engine(.positionChanged(number)))
        case 12: return .player(.engine(.bufferingChanged(percent: integer, at: instant)))
        case 13: return .player(.engine(.failed(message: message(text, &random))))
        case 14: return .player(.engine(.stateChanged(.playing)))
        case 15: return .player([.pointerMoved(at: instant), .backgroundClicked(at: instant), .playPauseClicked(at: instant)].randomElement(using: &random)!)
        case 16: return .player([.hideDeadlineReached(at: instant), .bufferingGraceElapsed(at: instant), .seekEnded(at: instant), .seekBegan].randomElement(using: &random)!)
        case 17: return .messageDismissed
        case 18: return .window(.resized(width: integer, height: integer))
        case 19: return .window(.panePositionChanged(integer))
        case 20: return .messageShown(message(text, &random))
        case 21: return .snapshotImported(self.state(&random))
        case 22: return .player(.engine(.ended))
        case 23: return .notice(.timedOut(zoneID: id))
        default: return userAction(in: state, &random)
        }
    }

    /// What the pointer, the keyboard, the × or the notice's timer does to the notice there is.
    private static func noticeAction(_ state: AppState, _ random: inout SeededRandom) -> NoticeAction {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: .closeButtonClicked
        case 1: .timedOut(zoneID: state.viewState.notice?.zoneID ?? ids.randomElement(using: &random)!)
        case 2: .hoverChanged(isHovered: Bool.random(using: &random))
        default: .focusChanged(hasFocus: Bool.random(using: &random))
        }
    }

    /// A message with `text` in it as a damaged log could hold one: plain, a value, the
    /// message itself, or nested deeper than any the app makes.
    private func message(_ text: String, _ random: inout SeededRandom) -> UserMessage {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return UserMessage(verbatim: text)
        case 1: return UserMessage(english: "{a}{a}{a}{a} {b}", values: ["a": .text(text), "b": .number(Int.min)])
        case 2: return UserMessage(english: text, values: [:])
        default:
            let deep = (0..<6).reduce(UserMessage(verbatim: text)) { inner, _ in UserMessage(english: "Nested: {inner}", values: ["inner": .message(inner)]) }
            return deep
        }
    }
}
