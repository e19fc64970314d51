import CIntl
import Foundation

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
    }

    /// Puts each `{name}` of `text` in as its value.
    static func fill(_ text: String, _ values: KeyValuePairs<String, any CustomStringConvertible>) -> String {
        values.reduce(text) { text, value in text.replacingOccurrences(of: "{\(value.key)}", with: value.value.description) }
    }
}

/// `message` in the user's language, its `{name}`s filled with `values`.
public func tr(_ message: StaticString, _ values: KeyValuePairs<String, any CustomStringConvertible> = [:]) -> String {
    // Untranslated, gettext answers with the very pointer it was given: read it while it lives.
    let translated = message.description.withCString { String(cString: dgettext(Translation.domain, $0)) }
    return Translation.fill(translated, values)
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
