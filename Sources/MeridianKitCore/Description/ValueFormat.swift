import Foundation

/// How an entry for a value (`Entry(_:format:onChange:)`) writes the value as text and reads
/// back what the user typed: `text` writes it, `value` reads it (`nil`: what was typed is not
/// such a value), and `invalid` says what to type instead, shown beside the entry while what
/// is typed does not read. Both are pure; the kit calls them as the user types. `commit` says
/// when an entry sends what is typed: a number when the user is done (`ValueCommit.whenDone`).
///
/// ```swift
/// Entry(expense.amount, format: .number(fractionDigits: 2, range: 0...1_000_000)) { send(.amountChanged($0)) }
/// ```
public struct ValueFormat<Value: Equatable>: Sendable {
    /// The value as the entry shows it.
    public var text: @Sendable (Value) -> String
    /// What the user typed as a value, or `nil` when it does not read as one.
    public var value: @Sendable (String) -> Value?
    /// What to type instead, when what is typed does not read: "Type a number from 0 to 100".
    public var invalid: String
    /// When an entry sends what is typed, unless the entry says: numbers when the user is done.
    public var commit: ValueCommit

    /// A format of your own: `text` writes a value, `value` reads one back or gives `nil`;
    /// an entry sends what is typed as `commit` says (at every edit unless told).
    public init(
        text: @escaping @Sendable (Value) -> String, value: @escaping @Sendable (String) -> Value?, invalid: String, commit: ValueCommit = .everyValue
    ) {
        self.text = text
        self.value = value
        self.invalid = invalid
        self.commit = commit
    }
}

extension ValueFormat where Value == Double {
    /// A number (a `Double`) written in `locale`'s digits and separators with at most
    /// `fractionDigits` digits after the decimal separator, and no trailing zeros ("1,234.5" in
    /// English, "1.234,5" in German), read back strictly: an optional minus, digits (grouped or
    /// not), one decimal separator, at most `fractionDigits` digits after it. Within `range`,
    /// when given. `invalid` is what the entry says otherwise; in English by default, naming
    /// the range and the digits: "Type a number from 0 to 100 with at most 2 decimal places".
    public static func number(
        fractionDigits: Int = 2, range: ClosedRange<Double>? = nil, locale: Locale = .autoupdatingCurrent, invalid: String? = nil
    ) -> ValueFormat {
        let style = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0...max(0, fractionDigits))).locale(locale)
        let reading = NumberReading(locale: locale, fractionDigits: max(0, fractionDigits))
        return ValueFormat(
            text: { style.format($0) },
            value: { text in reading.number(in: text).flatMap { number in range.map { $0.contains(number) } ?? true ? number : nil } },
            invalid: invalid ?? NumberMessage.number(range: range.map { (style.format($0.lowerBound), style.format($0.upperBound)) }, fractionDigits: fractionDigits),
            commit: .whenDone)
    }
}

extension ValueFormat where Value == Int {
    /// A whole number written in `locale`'s digits and grouping, read back strictly, within
    /// `range` when given. `invalid` is what the entry says otherwise; in English by default.
    public static func integer(range: ClosedRange<Int>? = nil, locale: Locale = .autoupdatingCurrent, invalid: String? = nil) -> ValueFormat {
        let style = IntegerFormatStyle<Int>.number.locale(locale)
        let reading = NumberReading(locale: locale, fractionDigits: 0)
        return ValueFormat(
            text: { style.format($0) },
            value: { text in
                guard let number = reading.number(in: text), let whole = Int(exactly: number) else { return nil }
                return range.map { $0.contains(whole) } ?? true ? whole : nil
            },
            invalid: invalid ?? NumberMessage.number(range: range.map { (style.format($0.lowerBound), style.format($0.upperBound)) }, fractionDigits: 0),
            commit: .whenDone)
    }
}

/// What an entry for a number says to type, in English (a format's `invalid:` says it in the
/// app's words).
enum NumberMessage {
    static func number(range: (lower: String, upper: String)?, fractionDigits: Int) -> String {
        let whole = fractionDigits <= 0
        var message = whole ? "Type a whole number" : "Type a number"
        if let range { message += " from \(range.lower) to \(range.upper)" }
        if !whole { message += fractionDigits == 1 ? " with at most 1 decimal place" : " with at most \(fractionDigits) decimal places" }
        return message
    }
}

/// Reads a number as a person types it in a locale, and nothing else: Foundation's parsing is
/// lenient ("12a" reads as 12, "12.5" as the whole number 12), which would send a value the
/// user never typed.
struct NumberReading: Sendable {
    let decimalSeparator: Character
    let groupingSeparators: Set<Character>
    let fractionDigits: Int

    init(locale: Locale, fractionDigits: Int) {
        decimalSeparator = locale.decimalSeparator?.first ?? "."
        let grouping = locale.groupingSeparator?.first ?? ","
        // A space-like grouping separator (French: U+202F) is typed as any space.
        groupingSeparators = grouping.isWhitespace ? [grouping, " ", "\u{00A0}", "\u{202F}"] : [grouping]
        self.fractionDigits = fractionDigits
    }

    /// The number `text` spells, or `nil`. Grouping separators, when typed, must group by
    /// threes ("1,234"): "12.5" in German is not 125.
    func number(in text: String) -> Double? {
        var digits = ""
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        if let sign = rest.first, sign == "-" || sign == "\u{2212}" {
            digits.append("-")
            rest = rest.dropFirst()
        }
        var (wholeDigits, fraction) = (0, -1)
        // Digits since the last grouping separator, once one was typed.
        var group: Int?
        for character in rest {
            if character.isASCII, character.isNumber {
                digits.append(character)
                if fraction >= 0 { fraction += 1 } else { wholeDigits += 1 }
                group = group.map { $0 + 1 }
            } else if character == decimalSeparator, fraction < 0, fractionDigits > 0, group.map({ $0 == 3 }) ?? true {
                digits.append(".")
                fraction = 0
            } else if groupingSeparators.contains(character), fraction < 0, (1...3).contains(group ?? wholeDigits), group.map({ $0 == 3 }) ?? true {
                group = 0
            } else {
                return nil
            }
        }
        guard wholeDigits + max(fraction, 0) > 0, fraction <= fractionDigits, fraction >= 0 || group.map({ $0 == 3 }) ?? true else { return nil }
        return Double(digits + (fraction == 0 ? "0" : ""))
    }
}
