import Foundation

/// When a step was made, as the inspector's rows show it in Meridian.
public enum StepTimeText {
    /// "14:02:31", with the date when the step was not made on the day of `now`, in `timeZone`;
    /// as the desktop's clock format and the locale's dates say.
    public static func time(
        _ milliseconds: Int64, now: Instant, timeZone identifier: String, clockFormat: ClockFormat = .twentyFourHour,
        localeDateFormat: String = "%F"
    ) -> String {
        let zone = TimeZone(identifier: identifier) ?? TimeZone(identifier: "UTC")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let clock = clockFormat.text(hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0)
        guard !calendar.isDate(date, inSameDayAs: now.date) else { return clock }
        let day = ClockFormat.date(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, localeDateFormat: localeDateFormat)
        return day + " " + clock
    }
}
