/// How the clocks read: "14:05" or "2:05 PM". The desktop's choice, an input to the core like
/// the time: the shell reads it and the presentation takes it; nothing in the shell decides.
public enum ClockFormat: String, Sendable, Equatable, CaseIterable {
    case twentyFourHour = "24h"
    case twelveHour = "12h"

    /// GNOME's `clock-format` ("12h" or "24h") when the desktop has that setting; otherwise
    /// the locale's: 12-hour when its time format (`nl_langinfo(T_FMT)`) has a 12-hour field.
    public static func resolve(desktopSetting: String?, localeTimeFormat: String) -> ClockFormat {
        if let desktopSetting, let chosen = ClockFormat(rawValue: desktopSetting) { return chosen }
        return ["%I", "%l", "%p", "%P", "%r"].contains { localeTimeFormat.contains($0) } ? .twelveHour : .twentyFourHour
    }

    /// A time of day, from its minute (0 to 1439): "14:05", "2:05 PM", "12:30 AM".
    public func text(minuteOfDay: Int) -> String {
        let (hour, minute) = (minuteOfDay / 60, minuteOfDay % 60)
        let minutes = minute < 10 ? "0\(minute)" : "\(minute)"
        switch self {
        case .twentyFourHour:
            return "\(hour < 10 ? "0" : "")\(hour):\(minutes)"
        case .twelveHour:
            let twelve = hour % 12 == 0 ? 12 : hour % 12
            return "\(twelve):\(minutes)\u{2009}\(hour < 12 ? "AM" : "PM")"
        }
    }
}
