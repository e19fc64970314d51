/// How much of what the user types or pastes an entry takes, when the entry holds at most so many
/// characters as a person counts them: a flag, or a letter with its accents, is one character,
/// though it has several code points (which GTK's own `max-length` counts).
///
/// ```swift
/// let limit = TypedTextLimit(maximum: 3)
/// limit.fitting("cde", into: "ab", at: 2)  // "c"
/// limit.fitting("\u{301}", into: "abc", at: 3)  // "\u{301}": the accent joins the c
/// ```
public struct TypedTextLimit: Sendable, Equatable {
    /// The most characters the text may hold.
    public let maximum: Int

    /// A limit of `maximum` characters.
    public init(maximum: Int) {
        self.maximum = maximum
    }

    /// The longest start of `inserted`, cut between its characters, that makes `text` with it
    /// inserted at `position` (counted in Unicode scalars, as GTK counts positions) hold at most
    /// `maximum` characters. All of `inserted` when it fits; nothing when nothing does.
    public func fitting(_ inserted: String, into text: String, at position: Int) -> String {
        // No more bytes than the limit, no more characters: most keystrokes end here.
        if text.utf8.count + inserted.utf8.count <= maximum { return inserted }
        let scalars = text.unicodeScalars
        let split = scalars.index(scalars.startIndex, offsetBy: min(max(position, 0), scalars.count))
        let before = String(scalars[..<split])
        let after = String(scalars[split...])
        func count(_ prefix: Int) -> Int { (before + inserted.prefix(prefix) + after).count }
        let all = inserted.count
        if count(all) <= maximum { return inserted }
        // Characters on either side of the insertion may join it (an accent, half a flag), so the
        // room left is a first guess, moved until it is the longest start that fits.
        var taken = min(max(maximum - (before + after).count, 0), all)
        while taken > 0, count(taken) > maximum { taken -= 1 }
        while taken < all, count(taken + 1) <= maximum { taken += 1 }
        return String(inserted.prefix(taken))
    }
}
