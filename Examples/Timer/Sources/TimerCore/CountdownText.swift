import Foundation

/// How a time left reads, on the countdown and in the history's labels.
public enum CountdownText {
    /// Whole seconds rounded up, as a kitchen timer counts: “4:59” from 4 minutes 58.2
    /// seconds, “0:00” only at the end; hours when there are some (“1:05:00”).
    public static func clock(_ seconds: TimeInterval) -> String {
        let whole = Int(max(0, seconds).rounded(.up))
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        let mmss = "\(minutes < 10 && hours > 0 ? "0" : "")\(minutes):\(rest < 10 ? "0" : "")\(rest)"
        return hours > 0 ? "\(hours):\(mmss)" : mmss
    }
}
