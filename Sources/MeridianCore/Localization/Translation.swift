import CIntl
import Foundation
import Synchronization

/// Meridian's words in the user's language: gettext's catalogs for the text domain `meridian`
/// (`po/` holds them; `make pot` gathers every `tr` and `trn` into the template).
///
/// A message with values names them — "Renamed {old} to {new}" — so a translation may put them
/// in any order; the values are put in after the message is translated. Without a catalog for
/// the user's language, or before `start`, a message reads as written.
public enum Translation {
    public static let domain = "meridian"

    /// Reads the user's locale and finds the catalogs: `MERIDIAN_LOCALEDIR` when set, else
    /// `share/locale` beside the installed binary's `bin/`, else the build's `.build/install/locale`.
    public static func start(executable: String = CommandLine.arguments[0]) {
        setlocale(LC_ALL, "")
        numbers = localeNumbers()
        decimalPoint = localeconv().flatMap { $0.pointee.decimal_point.map { String(cString: $0) } } ?? "."
        let binary = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        let beside = ["../share/locale", "../../install/locale"].map { (relative: String) -> String in
            binary.appendingPathComponent(relative).standardized.path(percentEncoded: false)
        }
        let candidates = [ProcessInfo.processInfo.environment["MERIDIAN_LOCALEDIR"]].compactMap { $0 } + beside
        let folder = candidates.first { FileManager.default.fileExists(atPath: $0) } ?? "/usr/share/locale"
        bind(catalogs: folder)
    }

    /// Takes the catalogs from `folder` (`LANGUAGE/LC_MESSAGES/meridian.mo`), in UTF-8.
    public static func bind(catalogs folder: String) {
        bindtextdomain(domain, folder)
        bind_textdomain_codeset(domain, "UTF-8")
        translations.withLock { $0 = [:] }
    }

    /// Each message's translation, by where the message's text is in the binary: gettext's
    /// lookup (a hash, a comparison, a copy) cost more than the rest of a clock's row, for
    /// every row at every change. As many as the messages the binary has; emptied when the
    /// catalogs are bound again.
    private static let translations = Mutex<[UInt: String]>([:])

    /// `message` in the user's language, unfilled.
    static func translation(of message: StaticString) -> String {
        guard message.hasPointerRepresentation else { return ask(message) }
        let key = UInt(bitPattern: message.utf8Start)
        if let known = translations.withLock({ $0[key] }) { return known }
        let translated = ask(message)
        translations.withLock { $0[key] = translated }
        return translated
    }

    private static func ask(_ message: StaticString) -> String {
        // Untranslated, gettext answers with the very pointer it was given: read it while it lives.
        message.description.withCString { String(cString: dgettext(domain, $0)) }
    }

    /// How the user's locale groups a number's digits; the C locale's until `start`.
    nonisolated(unsafe) public static var numbers = NumberGrouping.none

    /// What the user's locale writes between a number's whole part and its fraction; the C
    /// locale's "." until `start`.
    nonisolated(unsafe) public static var decimalPoint = "."

    /// Reads how the locale set by `setlocale` groups digits.
    static func localeNumbers() -> NumberGrouping {
        guard let conventions = localeconv() else { return .none }
        let separator = conventions.pointee.thousands_sep.map { String(cString: $0) } ?? ""
        var grouping: [UInt8] = []
        if var size = conventions.pointee.grouping {
            while size.pointee != 0 { grouping.append(UInt8(bitPattern: size.pointee)); size += 1 }
        }
        return NumberGrouping(thousandsSeparator: separator, grouping: grouping)
    }

    /// Puts each `{name}` of `text` in as its value, in one pass, so a value that itself holds
    /// a `{name}` (a zone the user called "{new}") stays as it is; a name without a value stays
    /// as written. Stops once the text is longer than `limit` characters, then cut to it.
    static func fill(_ text: String, limit: Int, _ value: (Substring) -> String?) -> String {
        var filled = ""
        var rest = text[...]
        // Braces found among the UTF-8 bytes: a search by Character would break the text into
        // graphemes, a window's labels at every change.
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")) {
            filled += rest[..<open]
            guard let close = rest[open...].utf8.firstIndex(of: UInt8(ascii: "}")) else { break }
            let name = rest[rest.utf8.index(after: open)..<close]
            filled += value(name) ?? String(rest[open...close])
            rest = rest[rest.utf8.index(after: close)...]
            if filled.utf8.count > limit { return Limits.truncated(filled, to: limit) }
        }
        filled += rest
        return limit == .max ? filled : Limits.truncated(filled, to: limit)
    }

    /// `text` with `values` in place; a number with the locale's digit grouping.
    static func fill(_ text: String, _ values: KeyValuePairs<String, any CustomStringConvertible>) -> String {
        // Without values every `{name}` stays as written.
        guard !values.isEmpty else { return text }
        return fill(text, limit: .max) { name in
            // Compared as bytes: `String == Substring` goes through the generic StringProtocol.
            guard let value = values.first(where: { $0.key.utf8.elementsEqual(name.utf8) })?.value else { return nil }
            if let number = value as? Int { return numbers.text(number) }
            return value.description
        }
    }
}

/// `message` in the user's language, its `{name}`s filled with `values`.
public func tr(_ message: StaticString, _ values: KeyValuePairs<String, any CustomStringConvertible> = [:]) -> String {
    Translation.fill(Translation.translation(of: message), values)
}

/// The form of `singular` / `plural` that `count` takes in the user's language ("1 step",
/// "2 steps"), its `{count}` and other `{name}`s filled.
public func trn(
    _ singular: StaticString, _ plural: StaticString, count: Int, _ values: KeyValuePairs<String, any CustomStringConvertible> = [:]
) -> String {
    let form = singular.description.withCString { one in
        plural.description.withCString { many in String(cString: dngettext(Translation.domain, one, many, UInt(max(count, 0)))) }
    }
    return Translation.fill(Translation.fill(form, ["count": count]), values)
}
