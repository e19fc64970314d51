/// How large each value in Meridian's state and actions may be.
///
/// The reducers keep the state inside these limits whatever an action carries, and reading a
/// file refuses a value outside them, so no file can make the app hold what it would never make
/// itself: a 20 MB message, a time in the year 292,278,994, a window 10¹² pixels wide.
public enum Limits {
    /// What the rename and search entries hold, in characters (the entries take no more).
    public static let typedText = 200
    /// A message in the message bar, in characters.
    public static let message = 2_000
    /// How deep messages nest inside a message ("Could not import …: {reason}"), and how many
    /// values one has.
    public static let messageDepth = 4
    public static let messageValues = 8
    /// A media title, in characters (titles come from file names, at most 255 bytes).
    public static let mediaTitle = 1_000
    /// A media URI, in bytes: a `file://` URI of the longest Linux path, percent-encoded, fits.
    public static let mediaURI = 16_384
    /// Remote media addresses a history remembers the user approved (`PlayerState.approvedAddresses`).
    public static let approvedAddresses = 64
    /// A time-zone identifier inside an action, in characters (the tz database's are under 40).
    public static let zoneIdentifier = 255
    /// The rows of the time-zone chooser: the highlighted one, how many are listed, how far
    /// the highlight moves at once.
    public static let chooserRow = 0...(ZoneChooserListing.maximumShown - 1)
    public static let chooserRowCount = 0...ZoneChooserListing.maximumShown
    public static let chooserRowMove = -ZoneChooserListing.maximumShown...ZoneChooserListing.maximumShown
    /// Times: those ISO 8601's four-digit years can write, 0000-01-01 to 9999-12-31.
    public static let instants = Instant.earliest...Instant.latest
    /// Positions and durations of media, in seconds (about 31 years).
    public static let mediaSeconds = 0.0...1e9
    /// Playback speeds.
    public static let playbackRate = 0.0625...16.0
    /// Scroll offsets, in pixels.
    public static let scrollOffset = 0.0...1e7
    /// The window's width and height and the pane position, in pixels.
    public static let windowPixels = 1...100_000
    /// A step of the history: the store numbers them as 32-bit integers.
    public static let steps = 0...Int(Int32.max)
    /// How long the player's chrome takes to show or hide, in seconds.
    public static let chromeTransitionSeconds = 0.0...10.0
    /// A session's checkpoint interval, in log entries.
    public static let checkpointInterval = 1...65_536

    /// `text` cut to `limit` characters, ending in "…" when it was cut.
    public static func truncated(_ text: String, to limit: Int) -> String {
        guard !fits(text, limit) else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }

    /// `text` cut to `limit` characters, as an entry that takes no more would hold it.
    public static func prefix(_ text: String, _ limit: Int) -> String {
        fits(text, limit) ? text : String(text.prefix(limit))
    }

    /// Whether `text` has at most `limit` characters; counts them only when its bytes could not fit.
    public static func fits(_ text: String, _ limit: Int) -> Bool {
        text.utf8.count <= limit || text.count <= limit
    }
}

extension Instant {
    /// 0000-01-01T00:00:00.000Z, the earliest time a file can hold.
    public static let earliest = Instant(millisecondsSince1970: -62_167_219_200_000)
    /// 9999-12-31T23:59:59.999Z, the latest time a file can hold.
    public static let latest = Instant(millisecondsSince1970: 253_402_300_799_999)

    /// This instant, or the nearest one a file can hold.
    public var clampedToLimits: Instant {
        min(max(self, .earliest), .latest)
    }
}
