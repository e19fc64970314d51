import MeridianKitCore
import Testing

/// Text as the window shows and speaks it: what a terminal would act on, written as the
/// command line writes it; a message's own line breaks kept.
@Suite struct VisibleTextTests {
    @Test func controlAndReorderingCharactersAreWrittenAsTheCommandLineWritesThem() {
        #expect(VisibleText.of("sess\u{1B}[31mRED\u{07}.json") == "sess\\e[31mRED\\a.json")
        #expect(VisibleText.of("a\u{202E}b\u{9B}c\td") == "a\\u{202e}b\\u{9b}c\\td")
        #expect(VisibleText.of("one\ntwo") == "one\ntwo", "a message's line breaks stay")
        #expect(VisibleText.of("Tōkyō “Home” \\ 東京") == "Tōkyō “Home” \\ 東京", "everything else is as it is")
    }
}
