import Foundation
import MeridianCore
import MeridianStore

/// The journal's bytes: a header line, then records, each `length (4 bytes, little-endian) ·
/// CRC-32 of the payload (4 bytes) · payload`. The header's payload is JSON; the others are
/// binary (see `payload(_:)`). A record that is
/// cut short or whose checksum fails ends the readable journal: everything before it is good.
enum JournalFormat {
    static let magic = Array("MERIDIAN-JOURNAL\n".utf8)
    /// 2 added sealed runs of transients (`s`); a Meridian that reads 1 keeps such a journal
    /// aside instead of cutting the record it does not know as damage.
    static let version: UInt32 = 2
    /// The largest payload a record may have; a length above it is damage, not a record.
    static let maximumPayload = 64 << 20

    /// The first record: what the journal continues.
    struct Header: Codable, Equatable {
        var version: Int
        /// How many log entries the session file beside the journal already holds.
        var baseEntries: Int
        var checkpointInterval: Int
        /// Step 0's time, when there is no session file to take it from.
        var startTime: Int64
    }

    /// Where the slider stands from a point in the journal on (`step` nil: at the present).
    struct Cursor: Equatable {
        var step: Int?
        var scope: String
    }

    /// What a record after the header holds.
    enum Entry {
        case log(HistoryLogRecord<AppState, AppAction>)
        case cursor(Cursor)
    }

    // Payloads after the header are binary: a kind byte (`a` action, `r` restore, `s` sealed
    // run, `c` cursor), then the step time if the entry began a step, then the entry
    // (`ActionCodec`; a sealed run's state as JSON).

    /// The entry a payload holds; `nil` when it is not one (the journal ends there).
    static func entry(_ payload: ArraySlice<UInt8>) -> Entry? {
        payload.withUnsafeBytes { buffer -> Entry? in
            var input = BinaryReader(buffer)
            guard let kind = input.byte() else { return nil }
            let entry: Entry?
            switch kind {
            case UInt8(ascii: "c"):
                guard let hasStep = input.bool() else { return nil }
                let step = hasStep ? input.int() : nil
                guard !hasStep || step != nil, let scope = input.string() else { return nil }
                entry = .cursor(Cursor(step: step, scope: scope))
            case UInt8(ascii: "a"), UInt8(ascii: "r"), UInt8(ascii: "s"):
                guard let hasTime = input.bool() else { return nil }
                let time = hasTime ? input.int().map(Int64.init) : nil
                guard !hasTime || time != nil else { return nil }
                switch kind {
                case UInt8(ascii: "a"):
                    guard let logged = ActionCodec.entry(&input) else { return nil }
                    entry = .log(HistoryLogRecord(entry: logged, beganStepAt: time))
                case UInt8(ascii: "r"):
                    guard let step = input.int(), let scope = input.string() else { return nil }
                    entry = .log(HistoryLogRecord(entry: .restore(step: step, scope: scope, kind: .carriedOn), beganStepAt: time))
                default:
                    guard let bytes = input.data(), let state = ActionCodec.state(from: bytes) else { return nil }
                    entry = .log(HistoryLogRecord(entry: .sealed(state), beganStepAt: time))
                }
            default:
                return nil
            }
            return input.isAtEnd ? entry : nil
        }
    }

    /// The payloads of every whole, intact record from `offset` on, up to the first damage.
    static func payloads(in bytes: [UInt8], from offset: Int) -> [ArraySlice<UInt8>] {
        var payloads: [ArraySlice<UInt8>] = []
        var position = offset
        while position + 8 <= bytes.count {
            let length = Int(UInt32(littleEndian: bytes.load(at: position)))
            let crc = UInt32(littleEndian: bytes.load(at: position + 4))
            guard length <= maximumPayload, position + 8 + length <= bytes.count else { break }
            let payload = bytes[(position + 8)..<(position + 8 + length)]
            guard payload.withUnsafeBytes({ CRC32.checksum($0) }) == crc else { break }
            payloads.append(payload)
            position += 8 + length
        }
        return payloads
    }
}

extension Array where Element == UInt8 {
    fileprivate func load(at offset: Int) -> UInt32 {
        withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    }
}
