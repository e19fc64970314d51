import Foundation
import MeridianKitCore

/// Everything that can happen in Meridian, one closed enum per pane, cases named after what
/// happened. Values that are not pure (the time, new ids) arrive inside the actions.
public enum AppAction: Codable, Equatable, Sendable {
    /// The shell's one-second clock.
    case tick(at: Instant)
    case clockList(ClockListAction)
    case detail(DetailAction)
    case chooser(ZoneChooserAction)
    case player(PlayerAction)
    case window(WindowAction)
    /// Something the shell could not do (a file it could not read or write), told to the user.
    case messageShown(UserMessage)
    case messageDismissed
    /// The notice a removal leaves ("Removed Tokyo" · Undo).
    case notice(NoticeAction)
    /// A snapshot file, already validated, replaces the document, the panes and the player.
    /// Boxed: every entry of the history's log is as large as the largest action, and a whole
    /// state inline made each one 352 bytes instead of 33.
    indirect case snapshotImported(AppState)
}

extension AppAction {
    // Actions the shell makes from what the world hands it (file errors, script arguments): each
    // within `Limits`, so that everything recorded is what a file may hold and the next launch
    // reads it back.

    /// A message for the user, within what a message may hold.
    public static func message(_ message: UserMessage) -> AppAction {
        .messageShown(message.limited)
    }

    /// The player's speed a script names (`app.playback-speed`); a number no speed can be (0,
    /// a negative, not a number) is told, not recorded: a session file could not hold it.
    public static func playbackSpeedChosen(_ rate: Double) -> AppAction {
        guard !Limits.playbackRate.contains(rate) else { return .player(.rateChosen(rate)) }
        return .message(speedRefusal(rate))
    }

    /// Why `rate` is no speed, written as the speeds are ("-1×", not Swift's "-1.0"), with the
    /// bounds as they are (0.0625×, not a rounded 0.06×): a script names a number, and the
    /// menu's fractions would not say which.
    static func speedRefusal(_ rate: Double) -> UserMessage {
        UserMessage("{speed} is not a playback speed; choose one from {slowest} to {fastest}.", [
            "speed": .text(rate.isFinite ? PlayerClock.rateText(rate, places: 4) : "\(rate)"), "slowest": .text(PlayerClock.rateText(Limits.playbackRate.lowerBound, places: 4)),
            "fastest": .text(PlayerClock.rateText(Limits.playbackRate.upperBound, places: 4)),
        ])
    }

    /// Whether `message` says a speed could not be played.
    static func isSpeedRefusal(_ message: UserMessage) -> Bool {
        message.english == speedRefusal(1).english
    }
}

/// The clock list (master pane).
public enum ClockListAction: Codable, Equatable, Sendable {
    case addButtonClicked
    case rowActivated(zoneID: UUID)
    case editToggled(isEditing: Bool)
    case sortOrderChosen(SortOrder)
    case scrolled(offsetY: Double)
    case removeButtonClicked(zoneID: UUID)
    /// A row was dragged to `toIndex` of the list as shown.
    case zoneMoved(zoneID: UUID, toIndex: Int)
}

/// The detail pane.
public enum DetailAction: Codable, Equatable, Sendable {
    /// Each keystroke in the rename entry.
    case nameTextChanged(zoneID: UUID, text: String)
    case closeButtonClicked
}

/// The "add a time zone" chooser.
public enum ZoneChooserAction: Codable, Equatable, Sendable {
    case searchTextChanged(String)
    case scrolled(offsetY: Double)
    /// Up or Down in the search: the highlight moves `by` rows among the `rowCount` rows
    /// listed (the places come from the shell's database, so the action says how many).
    case highlightMoved(by: Int, rowCount: Int)
    /// Enter in the search: the highlighted one of the rows `listed` (the top one unless the
    /// user moved the highlight) is chosen, as a click on it would be, with this new id.
    case entered(id: UUID, listed: [ZoneChoice])
    /// A row was clicked: its zone is added with this new id and called `name` (older logs
    /// have none: the zone's city), at the city's `coordinates` (none for a country or a zone,
    /// and in older logs), the chooser closes and it is selected. A place a clock shows
    /// already (`SamePlace`) selects that clock instead.
    case zoneChosen(id: UUID, identifier: String, name: String? = nil, coordinates: Coordinates? = nil)
    case cancelled
}

/// The removal notice (`ViewState.notice`). Its Undo runs the app's undo, which is no action.
public enum NoticeAction: Codable, Equatable, Sendable {
    case closeButtonClicked
    /// The shell's timer for the notice of this zone ran out (`Subscription.noticeTimeout`).
    case timedOut(zoneID: UUID)
    /// The pointer entered or left the notice.
    case hoverChanged(isHovered: Bool)
    /// The keyboard focus entered or left the notice.
    case focusChanged(hasFocus: Bool)
}

public enum WindowAction: Codable, Equatable, Sendable {
    case resized(width: Int, height: Int)
    case panePositionChanged(Int)
}

/// What the shell carries out for the core.
public enum AppEffect: Codable, Equatable, Sendable {
    case player(PlayerCommand)
}
