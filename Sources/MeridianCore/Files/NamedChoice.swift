/// A closed set of names in a file (`"manual"`, `"byOffset"`, `"byName"`): decoding an unknown
/// one says which names there are, instead of Swift's "Cannot initialize SortOrder from invalid
/// String value".
public protocol NamedChoice: CaseIterable, Codable, RawRepresentable where RawValue == String {
    /// What one of these is called in a message: "sort order".
    static var choiceName: String { get }
}

extension NamedChoice {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let choice = Self(rawValue: name) else {
            let names = Self.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                // TRANSLATORS: {choice} is what the names are of, such as "sort order".
                in: container, debugDescription: tr("\"{name}\" is not a {choice}; expected one of {names}", ["name": name, "choice": Self.choiceName, "names": names]))
        }
        self = choice
    }
}

extension SortOrder: NamedChoice {
    public static var choiceName: String { tr("sort order") }
}

extension PlaybackIntent: NamedChoice {
    public static var choiceName: String { tr("playback intent") }
}

extension AnimationCurve: NamedChoice {
    public static var choiceName: String { tr("animation curve") }
}

extension SeekAccuracy: NamedChoice {
    public static var choiceName: String { tr("seek accuracy") }
}

extension PlayerEngineEvent.EngineState: NamedChoice {
    public static var choiceName: String { tr("engine state") }
}
