import Foundation

/// The two formatters of a step's time, kept for the system's time zone: making a
/// `DateFormatter` opens an ICU formatter, and the past banner and every inspector row ask
/// for a step's time at each History jump.
enum StepTimeFormatters {
    private struct Kept {
        var zone: TimeZone
        var time: DateFormatter
        var dateAndTime: DateFormatter
    }

    private static let lock = NSLock()
    /// Guarded by `lock`: the inspector's index reads step times off the main thread.
    nonisolated(unsafe) private static var kept: Kept?

    /// "14:02:31", or "2026-11-24 14:02:31" for a date that is not today, in the system's zone.
    static func string(from date: Date) -> String {
        let zone = TimeZone.current
        let isToday = Calendar.current.isDateInToday(date)
        lock.lock()
        defer { lock.unlock() }
        // Made again when the system's zone changed (the user travelled).
        if kept?.zone != zone {
            kept = Kept(zone: zone, time: formatter("HH:mm:ss", zone), dateAndTime: formatter("yyyy-MM-dd HH:mm:ss", zone))
        }
        return (isToday ? kept!.time : kept!.dateAndTime).string(from: date)
    }

    private static func formatter(_ format: String, _ zone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = format
        return formatter
    }
}
