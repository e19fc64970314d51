import Foundation
import MeridianCore
import MeridianStore

/// The journal's bytes: a header line, then records, each `length (4 bytes, little-endian) ·
/// CRC-32 of the payload (4 bytes) · payload`. The payload is one JSON object. A record that is
/// cut short or whose checksum fails ends the readable journal: everything before it is good.
enum JournalFormat {
    static let magic = Array("MERIDIAN-JOURNAL\n".utf8)
    static let version: UInt32 = 1
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

    /// One log entry.
    struct Record: Codable {
        /// An action (`a`) or a restore (`r`, with step and scope).
        var a: AppAction?
        var r: Restore?
        /// The time of the step this entry began, if it began one.
        var t: Int64?
        /// Not an entry: where the slider stands from here on (`step` nil: at the present).
        var c: Cursor?

        struct Cursor: Codable, Equatable {
            var step: Int?
            var scope: String
        }

        struct Restore: Codable {
            var step: Int
            var scope: String
        }

        init(_ record: HistoryLogRecord<AppAction>) {
            switch record.entry {
            case .action(let action): a = action
            case .restore(let step, let scope): r = Restore(step: step, scope: scope)
            }
            t = record.beganStepAt
        }

        init(cursor: Cursor) {
            c = cursor
        }
    }

    static func frame(_ payload: Data, into bytes: inout [UInt8]) {
        let length = UInt32(payload.count)
        let crc = payload.withUnsafeBytes { CRC32.checksum($0) }
        withUnsafeBytes(of: length.littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: crc.littleEndian) { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: payload)
    }

    /// The payloads of every whole, intact record from `offset` on, and where the good part ends.
    static func payloads(in bytes: [UInt8], from offset: Int) -> (payloads: [ArraySlice<UInt8>], end: Int) {
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
        return (payloads, position)
    }
}

extension Array where Element == UInt8 {
    fileprivate func load(at offset: Int) -> UInt32 {
        withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    }
}
