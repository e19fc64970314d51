/// When an entry for a value (`Entry(_:format:commit:onChange:)`) sends what is typed.
///
/// A duration, an amount or a port number is read when the user is done with it: typing "12"
/// must not set 1 on the way (a running timer re-planned around a one-second interval). Text
/// whose every character is meant as it comes (a search, a filter) is sent at every edit.
/// Either way the edits of one field are one step of the history (`Store.typing(in:_:)`).
public struct ValueCommit: Equatable, Sendable {
    /// How long the user may stop typing before what is typed is sent; `.zero`: at every edit,
    /// `nil`: only at Enter or on leaving the field.
    public let pause: Duration?

    /// Every edit that reads as a value is sent at once.
    public static let everyValue = ValueCommit(pause: .zero)

    /// Sent when the user is done: at Enter, on leaving the field, or after a second without
    /// typing. The default of `ValueFormat.number` and `ValueFormat.integer`.
    public static let whenDone = ValueCommit(pause: .seconds(1))

    /// Sent at Enter, on leaving the field, or after `pause` without typing (`nil`: never on a
    /// pause alone).
    public static func whenDone(pause: Duration?) -> ValueCommit { ValueCommit(pause: pause) }

    /// Whether every edit is sent as it is made.
    public var sendsEveryEdit: Bool { pause == .zero }

    private init(pause: Duration?) { self.pause = pause }
}
