import Foundation
import MeridianCore

/// A fixed, endless sequence of actions for the journal's crash test and benchmark: every kind
/// of history entry (steps, coalesced keystrokes and scrolls, transient ticks), all valid, so a
/// recovered log can be compared with the sequence it must be a prefix of.
public enum ProbeActions {
    public static let start = Instant(millisecondsSince1970: 1_774_785_600_000)

    public static var initialState: AppState {
        AppState.firstLaunch(now: start, userTimeZone: "Europe/London")
    }

    /// A clock for the store's step times that moves a millisecond per reading.
    nonisolated(unsafe) private static var milliseconds = start.millisecondsSince1970
    public static func clock() -> Date {
        milliseconds += 1
        return Instant(millisecondsSince1970: milliseconds).date
    }

    public static func action(_ index: Int) -> AppAction {
        let newYork = WorldClock.standard.zones[2].id
        switch index % 6 {
        case 0: return .tick(at: start.adding(seconds: Double(index)))
        case 1: return .detail(.nameTextChanged(zoneID: newYork, text: "Place \(index / 6 % 50)"))
        case 2: return .clockList(.sortOrderChosen(SortOrder.allCases[index / 6 % 3]))
        case 3: return .clockList(.scrolled(offsetY: Double(index % 400)))
        case 4: return .clockList(.editToggled(isEditing: index / 6 % 2 == 0))
        default: return .player(.pointerMoved(at: start.adding(seconds: Double(index))))
        }
    }
}
