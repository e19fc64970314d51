import Foundation
import MeridianCore
@testable import MeridianFiles
import MeridianKitCore
import MeridianStore

// The journal's writer, as the Meridian before the history's database wrote it: the app only
// reads journals now (to move them into the database), and these tests write them to check
// that every kind of record reads back. The switches are exhaustive, so a new action does not
// compile until it has a form here and a reading in `ActionCodec`.

extension JournalFormat {
    static func payload(_ record: HistoryLogRecord<AppState, AppAction>) -> [UInt8] {
        var out = BinaryWriter()
        encode(record, into: &out)
        return out.bytes
    }

    static func payload(_ cursor: Cursor) -> [UInt8] {
        var out = BinaryWriter()
        encode(cursor, into: &out)
        return out.bytes
    }

    static func encode(_ record: HistoryLogRecord<AppState, AppAction>, into out: inout BinaryWriter) {
        switch record.entry {
        case .action, .nothing: out.tag(UInt8(ascii: "a"))
        case .restore: out.tag(UInt8(ascii: "r"))
        case .sealed: out.tag(UInt8(ascii: "s"))
        case .skip: preconditionFailure("journals predate skipped steps; the database holds them")
        }
        out.bool(record.beganStepAt != nil)
        if let time = record.beganStepAt { out.int(Int(time)) }
        switch record.entry {
        case .action(let action): ActionCodec.encode(action, into: &out)
        case .restore(let step, let scope, _):
            out.int(step)
            out.string(scope)
        case .sealed(let state):
            out.data(ActionCodec.stateBytes(state))
        case .skip:
            break
        case .nothing:
            // As the History panel's scope choice was written, before the kit kept the panel.
            out.tag(60)
            out.string("document")
        }
    }

    static func encode(_ cursor: Cursor, into out: inout BinaryWriter) {
        out.tag(UInt8(ascii: "c"))
        out.bool(cursor.step != nil)
        if let step = cursor.step { out.int(step) }
        out.string(cursor.scope)
    }
}

extension ActionCodec {
    static func encode(_ action: AppAction, into out: inout BinaryWriter) {
        switch action {
        case .tick(let at): out.tag(1); out.instant(at)
        case .clockList(let action):
            switch action {
            case .addButtonClicked: out.tag(10)
            case .rowActivated(let id): out.tag(11); out.uuid(id)
            case .editToggled(let on): out.tag(12); out.bool(on)
            case .sortOrderChosen(let order): out.tag(13); out.string(order.rawValue)
            case .scrolled(let y): out.tag(14); out.double(y)
            case .removeButtonClicked(let id): out.tag(15); out.uuid(id)
            case .zoneMoved(let id, let index): out.tag(16); out.uuid(id); out.int(index)
            }
        case .detail(.nameTextChanged(let id, let text)): out.tag(20); out.uuid(id); out.string(text)
        case .detail(.closeButtonClicked): out.tag(21)
        case .chooser(let action):
            switch action {
            case .searchTextChanged(let text): out.tag(30); out.string(text)
            case .scrolled(let y): out.tag(31); out.double(y)
            case .zoneChosen(let id, let identifier, nil, nil): out.tag(32); out.uuid(id); out.string(identifier)
            case .cancelled: out.tag(33)
            case .zoneChosen, .highlightMoved, .entered:
                preconditionFailure("journals predate places' names and the chooser's highlight")
            }
        case .player(let action): encode(action, into: &out)
        case .window(.resized(let width, let height)): out.tag(70); out.int(width); out.int(height)
        case .window(.panePositionChanged(let position)): out.tag(71); out.int(position)
        case .messageShown(let message): out.tag(80); out.string(message.english)
        case .messageDismissed: out.tag(81)
        case .notice: preconditionFailure("journals predate the removal notice")
        case .snapshotImported(let state):
            out.tag(90)
            out.data(stateBytes(state))
        }
    }

    /// A whole state, as JSON: rare in a journal (an imported snapshot, a sealed run).
    static func stateBytes(_ state: AppState) -> [UInt8] {
        (try? JSONEncoder().encode(state)).map(Array.init) ?? []
    }

    private static func encode(_ action: PlayerAction, into out: inout BinaryWriter) {
        switch action {
        case .mediaOpened(let uri, let title): out.tag(40); out.string(uri); out.string(title)
        case .backgroundClicked(let at): out.tag(41); out.instant(at)
        case .pointerMoved(let at): out.tag(42); out.instant(at)
        case .playPauseClicked(let at): out.tag(43); out.instant(at)
        case .seekBegan: out.tag(44)
        case .seekChanged(let to): out.tag(45); out.double(to)
        case .seekEnded(let at): out.tag(46); out.instant(at)
        case .rateChosen(let rate): out.tag(47); out.double(rate)
        case .hideDeadlineReached(let at): out.tag(48); out.instant(at)
        case .bufferingGraceElapsed(let at): out.tag(49); out.instant(at)
        case .remoteMediaApproved, .historyReceived:
            preconditionFailure("journals predate the approval of remote media")
        case .engine(let event):
            switch event {
            case .stateChanged(let state): out.tag(50); out.string(state.rawValue)
            case .bufferingChanged(let percent, let at): out.tag(51); out.int(percent); out.instant(at)
            case .positionChanged(let time): out.tag(52); out.double(time)
            case .durationKnown(let duration): out.tag(53); out.double(duration)
            case .ended: out.tag(54)
            case .failed(let message): out.tag(55); out.string(message.english)
            }
        }
    }

    /// The action at the reader's position; `nil` when the bytes are not one.
}

/// Appends values to a byte buffer.
struct BinaryWriter {
    var bytes: [UInt8] = []

    mutating func tag(_ value: UInt8) { bytes.append(value) }
    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// A signed integer, zigzag varint.
    mutating func int(_ value: Int) {
        var zigzag = UInt64(bitPattern: Int64(value << 1) ^ Int64(value >> 63))
        while zigzag >= 0x80 {
            bytes.append(UInt8(zigzag & 0x7F) | 0x80)
            zigzag >>= 7
        }
        bytes.append(UInt8(zigzag))
    }

    mutating func double(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func data(_ value: [UInt8]) {
        int(value.count)
        bytes.append(contentsOf: value)
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func uuid(_ value: UUID) {
        withUnsafeBytes(of: value.uuid) { bytes.append(contentsOf: $0) }
    }

    mutating func instant(_ value: Instant) { int(Int(value.millisecondsSince1970)) }
}
