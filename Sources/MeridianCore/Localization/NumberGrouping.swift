/// How the user's locale writes a whole number's digits: "12,345" in English, "12.345" in
/// German, "12 345" in French, "1,23,456" in Hindi, "12345" in the C locale.
///
/// Read from the locale by the program's entry (`localeconv()`'s `thousands_sep` and
/// `grouping`) and applied to every number a message shows, so the core stays a function of it.
public struct NumberGrouping: Sendable, Equatable {
    /// Put between groups of digits.
    public var separator: String
    /// The sizes of the groups from the right; the last one repeats. Empty: no grouping.
    public var sizes: [Int]

    public init(separator: String, sizes: [Int]) {
        self.separator = separator
        self.sizes = sizes.filter { $0 > 0 }
    }

    /// Digits in one run, as the C locale writes them.
    public static let none = NumberGrouping(separator: "", sizes: [])

    /// The locale's rule from `localeconv()`'s fields: `grouping` is C's string of group
    /// sizes, where 0 repeats the last size and `CHAR_MAX` (127) ends the grouping.
    public init(thousandsSeparator: String, grouping: [UInt8]) {
        var sizes: [Int] = []
        var repeatsLast = true
        for size in grouping {
            if size == 0 { break }
            if size == UInt8(Int8.max) { repeatsLast = false; break }
            sizes.append(Int(size))
        }
        // A last size that does not repeat is one more group, then the rest in one run.
        if !repeatsLast { sizes.append(Int.max) }
        self.init(separator: thousandsSeparator, sizes: thousandsSeparator.isEmpty ? [] : sizes)
    }

    /// `number` with its digits grouped.
    public func text(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        guard !sizes.isEmpty, !separator.isEmpty else { return String(number) }
        var groups: [String] = []
        var end = digits.count
        var index = 0
        while end > 0 {
            let size = sizes[min(index, sizes.count - 1)]
            let start = size >= end ? 0 : end - size
            groups.append(String(digits[start..<end]))
            end = start
            index += 1
        }
        return (number < 0 ? "-" : "") + groups.reversed().joined(separator: separator)
    }
}
