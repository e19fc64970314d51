/// Text as the window shows it and speaks it: a file's name, a zone's name or a message may
/// hold control characters (`ESC [31m`, `BEL`) or characters that reorder the line around
/// them (U+202E), which GTK draws as boxes of hex digits and a screen reader passes on raw.
/// Each is written as the command line writes it (`TerminalText`): `\e[31m`, `\a`, `\u{202e}`,
/// so the window shows what is there, the same as a terminal does, and the accessibility tree
/// carries nothing a reader would act on. Line breaks are the one exception: a message that
/// wraps on purpose keeps them.
public enum VisibleText {
    /// `text` with each control or reordering character written as its escape, line breaks kept.
    public static func of(_ text: String) -> String {
        TerminalText.escaped(text, keeping: ["\n"])
    }
}
