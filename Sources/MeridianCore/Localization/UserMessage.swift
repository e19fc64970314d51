import CIntl

/// Words for the user that the state keeps until they are shown: the message as written in
/// English — gettext's key, with `{name}`s — and its named values.
///
/// Translated when shown (`text`), never when made: a reducer stays a function of its actions,
/// and a session recorded in German replays to the same state in English, then reads in the
/// language of whoever looks. Words that come already in the user's language (the media
/// engine's, the system's) and an older file's plain strings are kept `verbatim`.
public struct UserMessage: Hashable, Sendable {
    /// The English message with its `{name}`s, or, when `isVerbatim`, the words themselves.
    public let english: String
    public let values: [String: Value]
    public let isVerbatim: Bool

    /// What a `{name}` stands for.
    public indirect enum Value: Hashable, Sendable {
        /// Shown as it is (a zone's name, a file's).
        case text(String)
        /// Shown with the locale's digit grouping.
        case number(Int)
        /// Another message, translated with this one ("Could not rename Home: {reason}").
        case message(UserMessage)
    }

    /// A message `make pot` gathers for translators, like `tr`'s.
    public init(_ english: StaticString, _ values: KeyValuePairs<String, Value> = [:]) {
        self.init(english: english.description, values: Dictionary(values.map { ($0.key, $0.value) }) { first, _ in first })
    }

    /// Words to show as they are.
    public init(verbatim text: String) {
        english = text
        values = [:]
        isVerbatim = true
    }

    /// A message as a file holds it; a value that is itself verbatim words is kept as text,
    /// the one form a file gives them.
    public init(english: String, values: [String: Value]) {
        self.english = english
        self.values = values.mapValues { value in
            if case .message(let message) = value, message.isVerbatim { return .text(message.english) }
            return value
        }
        isVerbatim = false
    }

    /// The message in the user's language, its values in place, cut to `Limits.message`.
    public var text: String {
        if isVerbatim { return Limits.truncated(english, to: Limits.message) }
        let translated = english.withCString { String(cString: dgettext(Translation.domain, $0)) }
        return Translation.fill(translated, limit: Limits.message) { name in
            switch values[String(name)] {
            case .text(let text): text
            case .number(let number): Translation.numbers.text(number)
            case .message(let message): message.text
            case nil: nil
            }
        }
    }

    /// The message in English with its values in place, as the limits measure it.
    public var englishText: String {
        if isVerbatim { return english }
        return Translation.fill(english, limit: Int.max) { name in
            switch values[String(name)] {
            case .text(let text): text
            case .number(let number): String(number)
            case .message(let message): message.englishText
            case nil: nil
            }
        }
    }

    /// This message with every text inside it cut to `Limits.message`, and messages nested
    /// deeper than `Limits.messageDepth` shown as their English words: within what a file may hold.
    public var limited: UserMessage { limited(depth: 1) }

    private func limited(depth: Int) -> UserMessage {
        if isVerbatim { return UserMessage(verbatim: Limits.truncated(english, to: Limits.message)) }
        if depth >= Limits.messageDepth && values.values.contains(where: { if case .message = $0 { true } else { false } }) {
            return UserMessage(verbatim: Limits.truncated(englishText, to: Limits.message))
        }
        let values = values.mapValues { value -> Value in
            switch value {
            case .text(let text): .text(Limits.truncated(text, to: Limits.message))
            case .number: value
            case .message(let inner): .message(inner.limited(depth: depth + 1))
            }
        }
        return UserMessage(english: Limits.truncated(english, to: Limits.message), values: values)
    }
}

extension UserMessage: CustomStringConvertible {
    public var description: String { text }
}

extension UserMessage.Value: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    public init(stringLiteral text: String) { self = .text(text) }
    public init(integerLiteral number: Int) { self = .number(number) }
}

// A file holds a verbatim message as a plain string (as every message was before messages
// were translated when shown), and any other as {"text": "…", "values": {"name": …}}: a value
// is a string, a whole number, or such an object.
extension UserMessage: Codable {
    private enum CodingKeys: String, CodingKey {
        case text, values
    }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self.init(verbatim: text)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let values = try container.decodeIfPresent([String: Value].self, forKey: .values) ?? [:]
        self.init(english: try container.decode(String.self, forKey: .text), values: values)
    }

    public func encode(to encoder: any Encoder) throws {
        if isVerbatim {
            var container = encoder.singleValueContainer()
            try container.encode(english)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(english, forKey: .text)
        if !values.isEmpty { try container.encode(values, forKey: .values) }
    }
}

extension UserMessage.Value: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else {
            self = .message(try container.decode(UserMessage.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        case .message(let message): try container.encode(message)
        }
    }
}
