/// Text from a file or a path made safe to write to a terminal: every character a terminal acts
/// on instead of showing is written as an escape that says what it was, as `ls -b` and `git`
/// do, so a zone name or a file name holding `ESC ]0;…BEL ESC [2J` shows as `\e]0;…\a\e[2J`
/// instead of retitling the window and clearing the screen.
///
/// The convention is that of C's and Swift's string literals (and bash's `$'…'`):
/// - `\a` `\b` `\t` `\n` `\v` `\f` `\r` and `\e` (ESC) for those eight C0 controls;
/// - `\xHH` for the other C0 controls and DEL: `\x00`, `\x1f`, `\x7f`;
/// - `\u{HHHH}` for the C1 controls (U+0080–U+009F, such as the one-character CSI U+009B) and
///   the marks, embeddings, overrides and isolates that reorder bidirectional text (U+061C,
///   U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which would make a line read otherwise
///   than it is: `\u{9b}`, `\u{202e}`.
///
/// Everything else, a backslash included, is written as it is: the escapes are for reading,
/// not for parsing back.
public enum TerminalText {
    /// `text` with every character ``needsEscaping(_:)`` says escaped, but those in `kept` —
    /// the newlines of text the program wrote itself, say.
    public static func escaped(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        guard text.unicodeScalars.contains(where: { needsEscaping($0) && !kept.contains($0) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscaping(scalar), !kept.contains(scalar) {
                result.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// A JSON document with every such character but its newlines written as JSON's own
    /// escape, `\u001b`, `\u202e`: the same document to a JSON reader, and nothing a terminal
    /// acts on. Outside its strings a JSON document has no such character but whitespace, so
    /// each one escaped is inside a string, where the escape is valid.
    public static func escapedJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { needsEscaping($0) && $0 != "\n" }) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if needsEscaping(scalar), scalar != "\n" {
                result.append(contentsOf: "\\u\(hex(scalar.value, digits: 4))".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether a terminal would act on `scalar` instead of showing it, or show the text around
    /// it reordered: C0 controls, DEL, C1 controls and the bidirectional formatting characters.
    public static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x07: "\\a"
        case 0x08: "\\b"
        case 0x09: "\\t"
        case 0x0A: "\\n"
        case 0x0B: "\\v"
        case 0x0C: "\\f"
        case 0x0D: "\\r"
        case 0x1B: "\\e"
        case 0x00...0x1F, 0x7F: "\\x\(hex(scalar.value, digits: 2))"
        default: "\\u{\(hex(scalar.value, digits: 1))}"
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
