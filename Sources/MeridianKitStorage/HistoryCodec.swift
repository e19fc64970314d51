import Foundation
import MeridianStore

/// How an app's actions and states are kept in the history's database, and how what is read
/// back is checked: a stored value is read as carefully as a file the user gives.
public struct HistoryCodec<State, Action>: Sendable {
    /// What is wrong with a stored value: where (`entries[12].action`, or a place inside it)
    /// and what.
    public struct Damage: Error, Equatable, Sendable {
        /// Where in the database, or inside the value.
        public var place: String
        /// What is wrong there.
        public var reason: String

        /// Damage at `place`, described by `reason`.
        public init(place: String, reason: String) {
            self.place = place
            self.reason = reason
        }
    }

    /// An action's bytes (UTF-8 JSON in the `entries` table).
    public var encodeAction: @Sendable (Action) -> [UInt8]
    /// The action stored at `place`, checked, or what is wrong with it.
    public var decodeAction: @Sendable (_ bytes: [UInt8], _ place: String) -> Result<Action, Damage>
    /// A state's bytes (UTF-8 JSON in the `checkpoints` and `entries` tables).
    public var encodeState: @Sendable (State) -> [UInt8]
    /// The state stored at `place`, checked, or what is wrong with it.
    public var decodeState: @Sendable (_ bytes: [UInt8], _ place: String) -> Result<State, Damage>
    /// The checkpoint intervals a history may have; another is damage.
    public var checkpointIntervals: ClosedRange<Int>

    /// A codec of these functions.
    public init(
        encodeAction: @escaping @Sendable (Action) -> [UInt8],
        decodeAction: @escaping @Sendable (_ bytes: [UInt8], _ place: String) -> Result<Action, Damage>,
        encodeState: @escaping @Sendable (State) -> [UInt8],
        decodeState: @escaping @Sendable (_ bytes: [UInt8], _ place: String) -> Result<State, Damage>,
        checkpointIntervals: ClosedRange<Int> = 1...100_000
    ) {
        self.encodeAction = encodeAction
        self.decodeAction = decodeAction
        self.encodeState = encodeState
        self.decodeState = decodeState
        self.checkpointIntervals = checkpointIntervals
    }
}

extension HistoryCodec {
    /// The log entry of an action's stored bytes: the action, or, for an action the app no
    /// longer has (a ``HistoryRetiredAction``, stored before the kit kept its own view-state),
    /// an entry that replays as nothing, so that no later entry moves.
    func logEntry(action bytes: [UInt8], _ place: String) -> Result<HistoryLogRecord<State, Action>.Entry, Damage> {
        switch decodeAction(bytes, place) {
        case .success(let action): .success(.action(action))
        case .failure(let damage): HistoryRetiredAction.isRetired(json: bytes) ? .success(.nothing) : .failure(damage)
        }
    }
}

extension HistoryCodec where State: Codable & Sendable, Action: Codable & Sendable {
    /// Actions and states as compact JSON with sorted keys; what does not decode is damage.
    public static func json(words: StorageWords = StorageWords()) -> HistoryCodec {
        HistoryCodec(
            encodeAction: { encode($0) }, decodeAction: { decode($0, place: $1, words.notAnAction) },
            encodeState: { encode($0) }, decodeState: { decode($0, place: $1, words.notAState) })
    }

    private static func encode(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // A value the app's own Codable makes always encodes, or the app could not save it at all.
        return (try? Array(encoder.encode(value))) ?? Array("null".utf8)
    }

    private static func decode<Value: Decodable>(_ bytes: [UInt8], place: String, _ reason: @Sendable (String) -> String) -> Result<Value, Damage> {
        do {
            return .success(try JSONDecoder().decode(Value.self, from: Data(bytes)))
        } catch {
            return .failure(Damage(place: place, reason: reason("\(error)")))
        }
    }
}
