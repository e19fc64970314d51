/// A size on disk as people read it, in the user's language: "915 bytes", "1.5 KB", "9.3 MB"
/// ("9,3 MB" in German). Binary units, as the history's figures have always been given.
public enum ByteCountText {
    public static func text(_ count: Int) -> String {
        if count >= 1 << 20 { return tr("{size} MB", ["size": tenths(Double(count) / 1_048_576)]) }
        if count >= 1 << 10 { return tr("{size} KB", ["size": tenths(Double(count) / 1024)]) }
        return trn("{count} byte", "{count} bytes", count: count)
    }

    /// `value` to one decimal, its digits grouped and its decimal point as the locale writes them.
    static func tenths(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return Translation.numbers.text(tenths / 10) + Translation.decimalPoint + String(tenths % 10)
    }
}
