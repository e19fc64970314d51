/// An entry for a value that the user types as text (a number, an amount, a date), as
/// SwiftUI's `TextField(value:format:)`: it shows `value` as `format` writes it. What is typed
/// is sent as `commit` says (else as the format says: a number when the user is done — Enter,
/// leaving the field or a second's pause; `.everyValue`, at every edit): text that reads as a
/// value sends it to `onChange` (also when it equals the value held: the text reads again);
/// text that does not read sends its text to `onInvalid`, if given. The entry says at once, as
/// the user types, when what is typed does not read (a red frame, a warning icon whose tooltip
/// is `format.invalid`, and the same words for a screen reader) until it reads again.
///
/// The state keeps the last value that read: an app that must not act on it while the entry
/// shows something else (an Add button) hears `onInvalid` and keeps that in its state. What the
/// user typed stays as typed while it reads as the value the state holds ("12.50" for 12.5), or
/// is not sent yet; a value from elsewhere (Undo, the History slider) replaces it. At most
/// `limit` characters.
///
/// ```swift
/// Entry(draft.amount, format: .number(fractionDigits: 2, range: 0...1_000_000)) { send(.amountTyped($0)) } onInvalid: { _ in
///     send(.amountUnreadable)
/// }
/// .accessibleName("Amount")
/// ```
public func Entry<Value: Equatable & Sendable>(
    _ value: Value, format: ValueFormat<Value>, placeholder: String? = nil, limit: Int = 40, commit: ValueCommit? = nil,
    onChange: @escaping @MainActor (Value) -> Void, onInvalid: (@MainActor (String) -> Void)? = nil
) -> View {
    let reading = ValueEntryContent.Reading { text in
        guard let read = format.value(text) else { return .invalid }
        return read == value ? .theValueShown : .anotherValue
    }
    var view = View(ValueEntryContent(
        text: format.text(value), placeholder: placeholder, maximumLength: limit, invalidMessage: format.invalid,
        commit: commit ?? format.commit, reading: reading))
    view.events.onText = { text in
        if let read = format.value(text) { onChange(read) } else { onInvalid?(text) }
    }
    return view
}

/// What an entry for a value shows, and how it reads what is typed.
public struct ValueEntryContent: ViewKind, Sendable {
    /// The state's value, as the format writes it.
    public var text: String
    /// What it shows, dimmed, while empty.
    public var placeholder: String?
    /// At most this many characters as a person counts them (`TypedTextLimit`).
    public var maximumLength: Int
    /// What to type instead, shown while what is typed does not read as a value.
    public var invalidMessage: String
    /// When what is typed is sent.
    public var commit: ValueCommit
    /// How what is typed reads against the value shown.
    public var reading: Reading

    /// How text typed in the entry reads, against the value the state holds.
    public enum Typed: Equatable, Sendable {
        /// It reads as the value the state holds: it stays as typed.
        case theValueShown
        /// It reads as another value: the state's value replaces it once the state has spoken.
        case anotherValue
        /// It does not read as a value.
        case invalid
    }

    /// The format's reading of typed text, against the value shown. Equal to any other: what
    /// the entry shows is decided by `text`, which changes with the value.
    public struct Reading: Equatable, Sendable {
        /// Reads `text`.
        public let read: @Sendable (String) -> Typed

        /// A reading by `read`.
        public init(_ read: @escaping @Sendable (String) -> Typed) { self.read = read }

        /// Readings are not compared: `text` and `invalidMessage` carry what changes.
        public static func == (a: Self, b: Self) -> Bool { true }
    }
}
