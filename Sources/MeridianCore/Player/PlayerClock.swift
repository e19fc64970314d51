/// How the player writes times and speeds for people.
public enum PlayerClock {
    /// "0:05", "12:34", "1:02:03"; whole seconds, rounded down.
    public static func text(seconds: Double) -> String {
        let total = Int(min(max(seconds.isFinite ? seconds.rounded(.down) : 0, 0), Limits.mediaSeconds.upperBound))
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        let twoDigits = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }

    /// "1×", "1.5×", "0.75×".
    public static func rateText(_ rate: Double, places: Int = 2) -> String {
        let scale = (0..<places).reduce(1.0) { power, _ in power * 10 }
        let rounded = (rate * scale).rounded() / scale
        let text = rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
        return "\(text)×"
    }
}
