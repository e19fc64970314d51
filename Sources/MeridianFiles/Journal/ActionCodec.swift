import Foundation
import MeridianCore
import MeridianKitCore

/// The compact binary form of `AppAction` in the journal of the Meridian before the history's
/// database: a tag byte per case, then its values (varints, little-endian doubles,
/// length-prefixed UTF-8, 16-byte ids). Only read now, to move a journal into the database;
/// the writer lives with the tests that make journals for the reader (`JournalWriter`).
enum ActionCodec {
    static func state(from bytes: [UInt8]) -> AppState? {
        try? JSONDecoder().decode(AppState.self, from: Data(bytes))
    }

    /// The log entry of an action: the action, or for the History panel's (tags 60 and 61, which
    /// Meridian no longer has: the kit keeps its own view-state) an entry that replays as
    /// nothing, so that no later entry moves.
    static func entry(_ input: inout BinaryReader) -> HistoryLogRecord<AppState, AppAction>.Entry? {
        var peek = input
        switch peek.byte() {
        case 60:
            guard peek.string() != nil else { return nil }
        case 61:
            guard peek.bool() != nil else { return nil }
        default:
            return decode(&input).map { .action($0) }
        }
        input = peek
        return .nothing
    }

    static func decode(_ input: inout BinaryReader) -> AppAction? {
        guard let tag = input.byte() else { return nil }
        switch tag {
        case 1: return input.instant().map { .tick(at: $0) }
        case 10: return .clockList(.addButtonClicked)
        case 11: return input.uuid().map { .clockList(.rowActivated(zoneID: $0)) }
        case 12: return input.bool().map { .clockList(.editToggled(isEditing: $0)) }
        case 13: return input.string().flatMap(SortOrder.init(rawValue:)).map { .clockList(.sortOrderChosen($0)) }
        case 14: return input.double().map { .clockList(.scrolled(offsetY: $0)) }
        case 15: return input.uuid().map { .clockList(.removeButtonClicked(zoneID: $0)) }
        case 16:
            guard let id = input.uuid(), let index = input.int() else { return nil }
            return .clockList(.zoneMoved(zoneID: id, toIndex: index))
        case 20:
            guard let id = input.uuid(), let text = input.string() else { return nil }
            return .detail(.nameTextChanged(zoneID: id, text: text))
        case 21: return .detail(.closeButtonClicked)
        case 30: return input.string().map { .chooser(.searchTextChanged($0)) }
        case 31: return input.double().map { .chooser(.scrolled(offsetY: $0)) }
        case 32:
            guard let id = input.uuid(), let identifier = input.string() else { return nil }
            return .chooser(.zoneChosen(id: id, identifier: identifier))
        case 33: return .chooser(.cancelled)
        case 40...55: return decodePlayer(tag, &input).map { .player($0) }
        case 70:
            guard let width = input.int(), let height = input.int() else { return nil }
            return .window(.resized(width: width, height: height))
        case 71: return input.int().map { .window(.panePositionChanged($0)) }
        case 80: return input.string().map { .messageShown(UserMessage(verbatim: $0)) }
        case 81: return .messageDismissed
        case 90:
            guard let bytes = input.data(), let state = state(from: bytes) else { return nil }
            return .snapshotImported(state)
        default: return nil
        }
    }

    private static func decodePlayer(_ tag: UInt8, _ input: inout BinaryReader) -> PlayerAction? {
        switch tag {
        case 40:
            guard let uri = input.string(), let title = input.string() else { return nil }
            return .mediaOpened(uri: uri, title: title)
        case 41: return input.instant().map { .backgroundClicked(at: $0) }
        case 42: return input.instant().map { .pointerMoved(at: $0) }
        case 43: return input.instant().map { .playPauseClicked(at: $0) }
        case 44: return .seekBegan
        case 45: return input.double().map { .seekChanged(to: $0) }
        case 46: return input.instant().map { .seekEnded(at: $0) }
        case 47: return input.double().map { .rateChosen($0) }
        case 48: return input.instant().map { .hideDeadlineReached(at: $0) }
        case 49: return input.instant().map { .bufferingGraceElapsed(at: $0) }
        case 50: return input.string().flatMap(PlayerEngineEvent.EngineState.init(rawValue:)).map { .engine(.stateChanged($0)) }
        case 51:
            guard let percent = input.int(), let at = input.instant() else { return nil }
            return .engine(.bufferingChanged(percent: percent, at: at))
        case 52: return input.double().map { .engine(.positionChanged($0)) }
        case 53: return input.double().map { .engine(.durationKnown($0)) }
        case 54: return .engine(.ended)
        case 55: return input.string().map { .engine(.failed(message: UserMessage(verbatim: $0))) }
        default: return nil
        }
    }
}

/// Reads values back, refusing (with `nil`) anything that runs past the end or is malformed.
struct BinaryReader {
    private let bytes: UnsafeRawBufferPointer
    private(set) var position = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    mutating func byte() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func bool() -> Bool? {
        switch byte() {
        case 0: false
        case 1: true
        default: nil
        }
    }

    mutating func int() -> Int? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = byte() {
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 {
                let decoded = Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
                return Int(decoded)
            }
            shift += 7
            if shift > 63 { return nil }
        }
        return nil
    }

    mutating func double() -> Double? {
        guard position + 8 <= bytes.count else { return nil }
        defer { position += 8 }
        let value = Double(bitPattern: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self)))
        return value.isFinite ? value : nil
    }

    mutating func data() -> [UInt8]? {
        guard let count = int(), count >= 0, position + count <= bytes.count else { return nil }
        defer { position += count }
        return Array(bytes[position..<(position + count)])
    }

    mutating func string() -> String? {
        guard let count = int(), count >= 0, position + count <= bytes.count else { return nil }
        defer { position += count }
        return String(validating: UnsafeRawBufferPointer(rebasing: bytes[position..<(position + count)]), as: UTF8.self)
    }

    mutating func uuid() -> UUID? {
        guard position + 16 <= bytes.count else { return nil }
        defer { position += 16 }
        var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &raw) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[position..<(position + 16)])) }
        return UUID(uuid: raw)
    }

    mutating func instant() -> Instant? {
        int().map { Instant(millisecondsSince1970: Int64($0)) }
    }
}
