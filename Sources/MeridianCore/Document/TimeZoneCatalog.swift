/// The time zones the system's tz database knows, by IANA identifier.
///
/// Built from the text of the tz database's `tzdata.zi` (zones and their links, such as
/// "Asia/Calcutta" for "Asia/Kolkata"); reading that file is the shell's job, so this stays pure.
public struct TimeZoneCatalog: Equatable, Sendable {
    /// Every known identifier, sorted.
    public let identifiers: [String]
    private let known: Set<String>

    public init(identifiers: some Sequence<String>) {
        let known = Set(identifiers)
        self.known = known
        self.identifiers = known.sorted()
    }

    /// Reads the zone (`Z name …`) and link (`L target name`) lines of a `tzdata.zi` text.
    public init(tzdata text: String) {
        var names: [String] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.first == "Z", fields.count >= 2 {
                names.append(String(fields[1]))
            } else if fields.first == "L", fields.count >= 3 {
                names.append(String(fields[2]))
            }
        }
        self.init(identifiers: names)
    }

    public func contains(_ identifier: String) -> Bool {
        known.contains(identifier)
    }

    /// The city an identifier names, as a person writes it: "America/Argentina/Buenos_Aires"
    /// is "Buenos Aires"; "UTC" is "UTC".
    public static func city(of identifier: String) -> String {
        let last = identifier.split(separator: "/").last.map(String.init) ?? identifier
        return last.replacingOccurrences(of: "_", with: " ")
    }
}
