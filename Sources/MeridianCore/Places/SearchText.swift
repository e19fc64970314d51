import Foundation

/// Text as the chooser compares it: without case, accents or width, "_" read as a space, and
/// the letters Unicode does not decompose spelled as a person without them types them
/// ("Tromsø" is "tromso", "Łódź" is "lodz"). Kept as UTF-8 bytes: a search of every keystroke
/// compares thousands of names, and bytes compare quickly.
public struct SearchText: Equatable, Hashable, Sendable {
    public let bytes: [UInt8]

    public init(_ text: String) {
        // Most names are ASCII: lowered here, without Foundation's Unicode folding.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count)
            var space = false
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "_"), 0x09...0x0D:
                    space = !bytes.isEmpty
                default:
                    if space { bytes.append(UInt8(ascii: " ")) }
                    space = false
                    bytes.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte)
                }
            }
            self.bytes = bytes
            return
        }
        var folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        if folded.unicodeScalars.contains(where: { !$0.isASCII }) {
            folded = String(folded.flatMap { Self.spelledOut[$0] ?? String($0) })
        }
        // One space between words, none around them: "  new   york " is "new york".
        let words = folded.replacingOccurrences(of: "_", with: " ").split(whereSeparator: \.isWhitespace)
        bytes = Array(words.joined(separator: " ").utf8)
    }

    public var isEmpty: Bool { bytes.isEmpty }

    /// Letters that folding keeps, as they are written without their marks.
    private static let spelledOut: [Character: String] = [
        "ø": "o", "ł": "l", "đ": "d", "ð": "d", "ħ": "h", "ı": "i", "æ": "ae", "œ": "oe", "þ": "th", "ŋ": "n",
    ]

    /// How well `query` matches this text, or `nil`: the whole text, its start, the start of a
    /// later word, or inside a word of a script without spaces (never inside a word of letters:
    /// "utc" finds UTC, not Hutchinson).
    func match(_ query: SearchText) -> Match? {
        let text = bytes, query = query.bytes
        guard !query.isEmpty, query.count <= text.count else { return nil }
        if query.count == text.count { return text == query ? .whole : nil }
        var best: Match?
        let first = query[0], last = text.count - query.count
        text.withUnsafeBufferPointer { text in
            query.withUnsafeBufferPointer { query in
                var start = 0
                while start <= last {
                    if text[start] == first, memcmp(text.baseAddress! + start, query.baseAddress!, query.count) == 0 {
                        if start == 0 {
                            best = .start
                            return
                        }
                        if Self.separators.contains(text[start - 1]) {
                            best = .wordStart
                            return  // a later start cannot be better than a word's
                        }
                        // Inside a word of letters or digits ("utc" in "Hutchinson") is no
                        // match; a script written without spaces between words (Chinese,
                        // Japanese) has its words anywhere, as do "+5" and other signs.
                        if best == nil, !(Self.isLetterOrDigit(text[start - 1]) && Self.isLetterOrDigit(first)) { best = .inside }
                    }
                    start += 1
                }
            }
        }
        return best
    }

    /// An ASCII letter or digit: text of a script that separates its words.
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// What comes between words of a place's name or a zone's identifier.
    private static let separators: Set<UInt8> = Set(" /-(),.'".utf8)

    /// How a query matched a text, best first.
    enum Match: Int, Comparable {
        case whole, start, wordStart, inside

        static func < (a: Match, b: Match) -> Bool { a.rawValue < b.rawValue }
    }
}
