import MeridianKitCore
import Testing

struct TypedTextLimitTests {
    let limit = TypedTextLimit(maximum: 4)

    @Test func whatFitsIsTakenWholeAndWhatDoesNotIsCutBetweenCharacters() throws {
        #expect(limit.fitting("abcd", into: "", at: 0) == "abcd")
        #expect(limit.fitting("abcdef", into: "", at: 0) == "abcd")
        #expect(limit.fitting("x", into: "abcd", at: 4) == "")
        #expect(limit.fitting("xyz", into: "ab", at: 1) == "xy")
        // A position past the end (GTK's -1 is "the end" elsewhere) or before the start is clamped.
        #expect(limit.fitting("xyz", into: "ab", at: 99) == "xy")
        #expect(limit.fitting("xyz", into: "ab", at: -1) == "xy")
    }

    /// A flag is two code points and one character: GTK's max-length would stop at half the
    /// flags a person may type, and could cut one in two.
    @Test func charactersAreCountedAsAPersonCountsThem() throws {
        let flags = "🇯🇵🇧🇷🇩🇪🇮🇳🇺🇸"
        #expect(limit.fitting(flags, into: "", at: 0) == "🇯🇵🇧🇷🇩🇪🇮🇳")
        #expect(limit.fitting("🇯🇵", into: "abc", at: 3) == "🇯🇵")
        #expect(limit.fitting("🇯🇵", into: "abcd", at: 4) == "")
        // An accent joins the letter before it, so it fits where a letter would not.
        #expect(limit.fitting("\u{301}", into: "abcd", at: 4) == "\u{301}")
        #expect(limit.fitting("e\u{301}e\u{301}e\u{301}", into: "ab", at: 2) == "e\u{301}e\u{301}")
        // Positions count code points, as GTK's do: after a flag is position 2.
        #expect(limit.fitting("xyz", into: "🇯🇵a", at: 2) == "xy")
        #expect(("🇯🇵" + limit.fitting("xyz", into: "🇯🇵a", at: 2) + "a").count == 4)
    }

    /// Text already past the limit (a file may hold it) takes nothing more until it is shortened.
    @Test func textAlreadyPastTheLimitTakesNothing() throws {
        #expect(limit.fitting("x", into: "abcdef", at: 2) == "")
        #expect(TypedTextLimit(maximum: 64).fitting(String(repeating: "é", count: 70), into: "", at: 0) == String(repeating: "é", count: 64))
    }
}
