/// The time zones the system's tz database knows, by IANA identifier.
///
/// Built from the text of the tz database's `tzdata.zi` (zones and their links, such as
/// "Asia/Calcutta" for "Asia/Kolkata"); reading that file is the shell's job, so this stays pure.
public struct TimeZoneCatalog: Equatable, Sendable {
    /// Every known identifier, sorted.
    public let identifiers: [String]
    private let known: Set<String>
    /// Each link's target: "Asia/Calcutta" is "Asia/Kolkata". The chooser finds a zone by the
    /// old spellings its links keep ("Kiev" for Europe/Kyiv).
    public let links: [String: String]

    public init(identifiers: some Sequence<String>, links: [String: String] = [:]) {
        let known = Set(identifiers)
        self.known = known
        self.identifiers = known.sorted()
        self.links = links
    }

    /// Reads the zone (`Z name …`) and link (`L target name`) lines of a `tzdata.zi` text.
    public init(tzdata text: String) {
        var names: [String] = []
        var links: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.first == "Z", fields.count >= 2 {
                names.append(String(fields[1]))
            } else if fields.first == "L", fields.count >= 3 {
                names.append(String(fields[2]))
                links[String(fields[2])] = String(fields[1])
            }
        }
        self.init(identifiers: names, links: links)
    }

    /// The zone a link names ("Asia/Kolkata" for "Asia/Calcutta"); `nil` for a zone of its own.
    public func linkTarget(of identifier: String) -> String? {
        links[identifier]
    }

    public func contains(_ identifier: String) -> Bool {
        known.contains(identifier)
    }

    /// The city an identifier names, as a person writes it: "America/Argentina/Buenos_Aires"
    /// is "Buenos Aires"; "UTC" is "UTC".
    public static func city(of identifier: String) -> String {
        let last = identifier.utf8.split(separator: UInt8(ascii: "/")).last ?? identifier.utf8[...]
        // Byte by byte: Foundation's replacingOccurrences goes through NSString, and History
        // replays this for every zone chosen on the way to a step.
        return String(decoding: last.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }
}
