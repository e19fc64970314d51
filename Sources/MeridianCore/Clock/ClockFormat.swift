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
        text(hour: minuteOfDay / 60, minute: minuteOfDay % 60, second: nil)
    }

    /// A time of day to the second: "14:05:09", "2:05:09 PM".
    public func text(hour: Int, minute: Int, second: Int?) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let rest = ":\(two(minute))" + (second.map { ":\(two($0))" } ?? "")
        switch self {
        case .twentyFourHour:
            return two(hour) + rest
        case .twelveHour:
            let twelve = hour % 12 == 0 ? 12 : hour % 12
            return "\(twelve)\(rest)\u{2009}\(hour < 12 ? "AM" : "PM")"
        }
    }

    /// A calendar day as the locale writes dates (`nl_langinfo(D_FMT)`: "%d.%m.%Y" makes
    /// "23.11.2026", "%m/%d/%Y" makes "11/23/2026"); the C locale's two-digit "%m/%d/%y", and
    /// any format with a field this does not know, read as ISO 8601: "2026-11-23".
    public static func date(year: Int, month: Int, day: Int, localeDateFormat: String) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let iso = "\(year)-\(two(month))-\(two(day))"
        guard localeDateFormat != "%m/%d/%y" else { return iso }
        var text = ""
        var fields = localeDateFormat.makeIterator()
        while let character = fields.next() {
            guard character == "%" else {
                text.append(character)
                continue
            }
            switch fields.next() {
            case "d": text += two(day)
            case "e": text += "\(day)"
            case "m": text += two(month)
            case "Y": text += "\(year)"
            case "y": text += two(year % 100)
            case "F": text += iso
            default: return iso
            }
        }
        return text
    }
}
