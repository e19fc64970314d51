import Foundation
import MeridianStore

/// Reads a well-formed session file quickly: the action log — nearly all of a long session — is
/// read straight from the bytes into `AppAction`s, without building a JSON tree; the few other
/// values go through the ordinary parser and decoder. It only ever answers "here is the session"
/// or "not me": anything unusual (an escape in a string, an unknown key, a wrong type) returns
/// `nil`, and the ordinary reader then reads the file and words its problems.
final class FastSessionReader {
    private let bytes: [UInt8]
    private var index = 0

    static func read(_ bytes: [UInt8]) -> Session? {
        FastSessionReader(bytes: bytes).session()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: The document

    private func session() -> Session? {
        var format: String?, version: Int?, createdAt: Instant?, history: HistoryArchive<AppState, AppAction>?
        guard object({ key in
            switch key {
            case "format": format = string()
            case "version": version = decoded(Int.self)
            case "createdAt": createdAt = decoded(Instant.self)
            case "history": history = archive()
            default: return false
            }
            return true
        }), skipWhitespaceToEnd(),
            format == Session.formatName, let version, version == Session.currentVersion, let createdAt, let history
        else { return nil }
        var session = Session(history: history, createdAt: createdAt)
        session.version = version
        return session
    }

    private func archive() -> HistoryArchive<AppState, AppAction>? {
        var actions: [AppAction]?, interval: Int?, checkpoints: [AppState]?, cursor: HistoryArchive<AppState, AppAction>.Cursor?
        var initialState: AppState?, present: AppState?, restores: [HistoryArchive<AppState, AppAction>.Restore]?
        var stepTimes: HistoryArchive<AppState, AppAction>.StepTimes?
        guard object({ key in
            switch key {
            case "actions": actions = actionLog()
            case "checkpointInterval": interval = decoded(Int.self)
            case "checkpoints": checkpoints = decoded([AppState].self)
            case "cursor": cursor = decoded(HistoryArchive<AppState, AppAction>.Cursor.self)
            case "initialState": initialState = decoded(AppState.self)
            case "present": present = decoded(AppState.self)
            case "restores": restores = decoded([HistoryArchive<AppState, AppAction>.Restore].self)
            case "stepTimes": stepTimes = decoded(HistoryArchive<AppState, AppAction>.StepTimes.self)
            default: return false
            }
            return true
        }), let actions, let interval, let checkpoints, let initialState, let present, let restores, let stepTimes
        else { return nil }
        return HistoryArchive(
            checkpointInterval: interval, initialState: initialState, checkpoints: checkpoints, present: present,
            actions: actions, restores: restores, stepTimes: stepTimes, cursor: cursor)
    }

    /// A value read by the ordinary parser and decoder.
    private func decoded<T: Decodable>(_ type: T.Type) -> T? {
        guard let (value, end) = try? JSONParser.parseValue(in: bytes, at: index),
            let decoded = try? JSONValueDecoder.decode(T.self, from: value)
        else { return nil }
        index = end
        return decoded
    }

    // MARK: The action log

    private func actionLog() -> [AppAction]? {
        guard expect(UInt8(ascii: "[")) else { return nil }
        var actions: [AppAction] = []
        if peek(UInt8(ascii: "]")) {
            index += 1
            return actions
        }
        repeat {
            guard let fields = flat(), let action = FastActionForm.action(fields) else { return nil }
            actions.append(action)
        } while expectEither(UInt8(ascii: ","), or: UInt8(ascii: "]")) == UInt8(ascii: ",")
        return index <= bytes.count && bytes[index - 1] == UInt8(ascii: "]") ? actions : nil
    }

    /// A small value: strings, numbers (as text), booleans, and objects of them.
    private func flat() -> FlatValue? {
        skipWhitespace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "\""): return string().map(FlatValue.string)
        case UInt8(ascii: "{"):
            var members: [(String, FlatValue)] = []
            guard object({ key in
                guard let value = flat() else { return false }
                members.append((key, value))
                return true
            }) else { return nil }
            return .object(members)
        case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number().map(FlatValue.number)
        default: return nil
        }
    }

    // MARK: Tokens

    /// Reads `{ "key": value, … }`, handing each key to `member`, which reads the value.
    private func object(_ member: (String) -> Bool) -> Bool {
        guard expect(UInt8(ascii: "{")) else { return false }
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return true
        }
        var seen = Set<String>()
        repeat {
            skipWhitespace()
            guard let key = string(), seen.insert(key).inserted, expect(UInt8(ascii: ":")), member(key) else { return false }
        } while expectEither(UInt8(ascii: ","), or: UInt8(ascii: "}")) == UInt8(ascii: ",")
        return bytes[index - 1] == UInt8(ascii: "}")
    }

    /// A string without escapes (others are left to the ordinary reader).
    private func string() -> String? {
        skipWhitespace()
        guard peek(UInt8(ascii: "\"")) else { return nil }
        let start = index + 1
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            end += 1
        }
        guard end < bytes.count else { return nil }
        index = end + 1
        return bytes.withUnsafeBufferPointer { String(validating: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    /// A number as the ordinary parser reads one (JSON's grammar lives there alone), as text.
    private func number() -> Substring? {
        guard let (value, end) = try? JSONParser.parseValue(in: bytes, at: index), case .number(let text) = value else { return nil }
        index = end
        return Substring(text)
    }

    private func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
            bytes[index..<(index + count)].elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: count))
        else { return false }
        index += count
        return true
    }

    private func expect(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard peek(byte) else { return false }
        index += 1
        return true
    }

    /// Consumes whichever of two bytes comes next; 0 when neither does.
    private func expectEither(_ first: UInt8, or second: UInt8) -> UInt8 {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == first || bytes[index] == second else { return 0 }
        index += 1
        return bytes[index - 1]
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func skipWhitespaceToEnd() -> Bool {
        skipWhitespace()
        return index == bytes.count
    }
}

/// A value of the action log as the fast reader sees it.
enum FlatValue {
    case string(String)
    case number(Substring)
    case bool(Bool)
    case object([(String, FlatValue)])
}
