import Foundation
import MeridianKitCore
import Testing

struct TerminalTextTests {
    @Test func aTitleSequenceAndAClearScreenShowAsEscapes() {
        #expect(TerminalText.escaped("\u{1B}]0;owned\u{07}\u{1B}[2J") == "\\e]0;owned\\a\\e[2J")
    }

    @Test func everyC0ControlAndDelHasAReadableEscape() {
        #expect(TerminalText.escaped("\u{07}\u{08}\t\n\u{0B}\u{0C}\r\u{1B}") == "\\a\\b\\t\\n\\v\\f\\r\\e")
        #expect(TerminalText.escaped("a\u{00}b\u{01}c\u{1F}d\u{7F}") == "a\\x00b\\x01c\\x1fd\\x7f")
    }

    @Test func c1ControlsAndBidirectionalFormattingAreEscapedByCodePoint() throws {
        #expect(TerminalText.escaped("\u{9B}31m") == "\\u{9b}31m")
        #expect(TerminalText.escaped("\u{80}\u{9F}") == "\\u{80}\\u{9f}")
        #expect(TerminalText.escaped("invoice\u{202E}fdp.json") == "invoice\\u{202e}fdp.json")
        for scalar: UInt32 in [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069] {
            let character = String(try #require(Unicode.Scalar(scalar)))
            #expect(TerminalText.escaped(character) == "\\u{\(String(scalar, radix: 16))}")
        }
    }

    @Test func whatATerminalShowsIsLeftAsItIs() {
        for text in ["", "Home", "São Paulo 🇧🇷", "e\u{301}", "C:\\path\\e", "\u{A0}non-breaking", "עברית", "\u{200D}\u{2028}"] {
            #expect(TerminalText.escaped(text) == text)
        }
    }

    @Test func theProgramsOwnNewlinesCanBeKept() {
        #expect(TerminalText.escaped("one\ntwo\t\u{1B}", keeping: ["\n", "\t"]) == "one\ntwo\t\\e")
    }

    @Test func noEscapedTextHoldsAnythingThatNeedsEscaping() {
        let every = String(String.UnicodeScalarView((0...0x2100).compactMap(Unicode.Scalar.init)))
        #expect(!TerminalText.escaped(every).unicodeScalars.contains(where: TerminalText.needsEscaping))
        #expect(!TerminalText.escapedJSON(every).unicodeScalars.contains { TerminalText.needsEscaping($0) && $0 != "\n" })
    }

    @Test func jsonKeepsItsMeaningWithJSONsOwnEscapes() throws {
        let value = ["name": "a\u{1B}[2J\u{9B}\u{7F}\u{202E}b"]
        let encoded = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        let escaped = TerminalText.escapedJSON("\(encoded)\n")
        #expect(!escaped.unicodeScalars.contains { TerminalText.needsEscaping($0) && $0 != "\n" })
        #expect(escaped.contains("\\u009b") && escaped.contains("\\u202e") && escaped.contains("\\u007f"))
        #expect(try JSONDecoder().decode([String: String].self, from: Data(escaped.utf8)) == value)
    }
}
