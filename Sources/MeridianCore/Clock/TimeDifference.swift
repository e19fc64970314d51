/// How far a clock is ahead of or behind the user's own, as a person says it: "5 h 30 min
/// ahead", "8 hours behind", "Same time as here" (GNOME Clocks says "5.5 hours later").
public struct TimeDifference: Equatable, Sendable {
    /// Ahead of the user's clock, in seconds; negative behind. Offsets are whole minutes.
    public var secondsAhead: Int

    public init(secondsAhead: Int) {
        self.secondsAhead = secondsAhead
    }

    private var hours: Int { abs(secondsAhead) / 3600 }
    private var minutes: Int { abs(secondsAhead) / 60 % 60 }
    private var isAhead: Bool { secondsAhead > 0 }

    /// What the row shows: short, the hours and minutes abbreviated when there are both.
    public var text: String {
        switch (hours, minutes) {
        case (0, 0): tr("Same time as here")
        case (0, let minutes):
            isAhead ? trn("{count} minute ahead", "{count} minutes ahead", count: minutes)
                : trn("{count} minute behind", "{count} minutes behind", count: minutes)
        case (let hours, 0):
            isAhead ? trn("{count} hour ahead", "{count} hours ahead", count: hours)
                : trn("{count} hour behind", "{count} hours behind", count: hours)
        case (let hours, let minutes):
            // TRANSLATORS: "5 h 30 min ahead": a clock's time beside the user's own, abbreviated
            // to fit a row; a screen reader hears "{hours} {minutes} ahead" in words instead.
            isAhead ? tr("{hours} h {minutes} min ahead", ["hours": hours, "minutes": minutes])
                : tr("{hours} h {minutes} min behind", ["hours": hours, "minutes": minutes])
        }
    }

    /// What a screen reader says: the same in words ("5 hours 30 minutes ahead"), which an
    /// abbreviation read letter by letter is not.
    public var spoken: String {
        guard hours > 0, minutes > 0 else { return text }
        let values: KeyValuePairs<String, any CustomStringConvertible> = [
            "hours": trn("{count} hour", "{count} hours", count: hours),
            "minutes": trn("{count} minute", "{count} minutes", count: minutes),
        ]
        // TRANSLATORS: {hours} is "5 hours", {minutes} "30 minutes": how far a clock is ahead.
        return isAhead ? tr("{hours} {minutes} ahead", values) : tr("{hours} {minutes} behind", values)
    }
}
