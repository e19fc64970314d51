import Foundation
import MeridianCore
import MeridianKitCore
import MeridianStore
import Testing
import TestSupport

@testable import MeridianFiles

/// The journal's binary records: every action comes back equal, and no bytes crash the reader.
@Suite struct JournalRecordTests {
    static let id = UUID(uuid: (0xAA, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15))
    static let at = Instant(millisecondsSince1970: 1_774_785_600_123)

    static let everyKindOfAction: [AppAction] = [
        .tick(at: at),
        .clockList(.addButtonClicked), .clockList(.rowActivated(zoneID: id)), .clockList(.editToggled(isEditing: true)),
        .clockList(.sortOrderChosen(.byOffset)), .clockList(.scrolled(offsetY: 12.75)), .clockList(.removeButtonClicked(zoneID: id)),
        .clockList(.zoneMoved(zoneID: id, toIndex: -3)),
        .detail(.nameTextChanged(zoneID: id, text: "São Paulo 😀\t")), .detail(.closeButtonClicked),
        .chooser(.searchTextChanged("")), .chooser(.scrolled(offsetY: 0)), .chooser(.zoneChosen(id: id, identifier: "Asia/Kolkata")),
        .chooser(.cancelled),
        .player(.mediaOpened(uri: "file:///tmp/a%20b.ogv", title: "a b")), .player(.backgroundClicked(at: at)),
        .player(.pointerMoved(at: at)), .player(.playPauseClicked(at: at)), .player(.seekBegan), .player(.seekChanged(to: 3.5)),
        .player(.seekEnded(at: at)), .player(.rateChosen(1.25)), .player(.hideDeadlineReached(at: at)),
        .player(.bufferingGraceElapsed(at: Instant(millisecondsSince1970: -5))),
        .player(.engine(.stateChanged(.playing))), .player(.engine(.bufferingChanged(percent: 42, at: at))),
        .player(.engine(.positionChanged(1e-3))), .player(.engine(.durationKnown(3600))), .player(.engine(.ended)),
        .player(.engine(.failed(message: UserMessage(verbatim: "The file could not be found.")))),
        .window(.resized(width: 1280, height: 800)), .window(.panePositionChanged(Int.max)),
        .messageShown(UserMessage(verbatim: "Could not import “x”")), .messageDismissed,
        .snapshotImported(AppState.firstLaunch(now: at, userTimeZone: "UTC")),
    ]

    @Test(arguments: everyKindOfAction)
    func everyActionComesBackEqual(_ action: AppAction) throws {
        for time in [nil, Int64(1_774_785_600_000)] {
            let record = HistoryLogRecord<AppState, AppAction>(entry: .action(action), beganStepAt: time)
            let payload = JournalFormat.payload(record)
            guard case .log(let decoded)? = JournalFormat.entry(payload[...]), case .action(let back) = decoded.entry else {
                Issue.record("\(action) did not decode")
                continue
            }
            #expect(back == action)
            #expect(decoded.beganStepAt == time)
        }
    }

    /// The sliced checksum is zlib's CRC-32: its check value, and bit by bit on every length.
    @Test func checksumsAreCRC32() throws {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([]) == 0)
        var random = SeededRandom(seed: 32)
        for length in 0..<200 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
            }
            #expect(CRC32.checksum(bytes) == crc ^ 0xFFFF_FFFF, "length \(length)")
        }
    }

    /// The History panel's actions (tags 60 and 61), which Meridian no longer has (the kit
    /// keeps its own view-state), read as entries that replay as nothing: no later entry moves.
    @Test func thePanelsActionsOfBeforeReadAsEntriesThatReplayAsNothing() throws {
        var scopeChosen = BinaryWriter()
        scopeChosen.tag(UInt8(ascii: "a")); scopeChosen.bool(false); scopeChosen.tag(60); scopeChosen.string("player")
        var expanded = BinaryWriter()
        expanded.tag(UInt8(ascii: "a")); expanded.bool(true); expanded.int(1_774_785_600_000); expanded.tag(61); expanded.bool(true)
        for payload in [scopeChosen.bytes, expanded.bytes] {
            guard case .log(let decoded)? = JournalFormat.entry(payload[...]), case .nothing = decoded.entry else {
                Issue.record("\(payload) did not read as nothing")
                continue
            }
        }
        // Cut short, it is no entry at all: the journal ends there.
        #expect(JournalFormat.entry(scopeChosen.bytes.dropLast(2)) == nil)
    }

    @Test func aSealedRunComesBack() throws {
        var state = AppState.firstLaunch(now: Instant(millisecondsSince1970: 1_774_785_600_000), userTimeZone: "UTC")
        state.player.position = 12.5
        let record = HistoryLogRecord<AppState, AppAction>(entry: .sealed(state), beganStepAt: nil)
        guard case .log(let decoded)? = JournalFormat.entry(JournalFormat.payload(record)[...]), case .sealed(let back) = decoded.entry else {
            Issue.record("the sealed run did not decode")
            return
        }
        #expect(back == state)
        #expect(decoded.beganStepAt == nil)
    }

    @Test func restoresAndCursorsComeBack() throws {
        let restore = HistoryLogRecord<AppState, AppAction>(entry: .restore(step: 12, scope: "document", kind: .carriedOn), beganStepAt: 99)
        guard case .log(let decoded)? = JournalFormat.entry(JournalFormat.payload(restore)[...]),
            case .restore(let step, let scope, _) = decoded.entry
        else {
            Issue.record("the restore did not decode")
            return
        }
        #expect(step == 12 && scope == "document" && decoded.beganStepAt == 99)
        for cursor in [JournalFormat.Cursor(step: 3, scope: "view"), JournalFormat.Cursor(step: nil, scope: "everything")] {
            guard case .cursor(let back)? = JournalFormat.entry(JournalFormat.payload(cursor)[...]) else {
                Issue.record("the cursor did not decode")
                continue
            }
            #expect(back == cursor)
        }
    }

    @Test func noBytesCrashTheReaderAndTruncationIsRefused() throws {
        var random = SeededRandom(seed: 5)
        for action in Self.everyKindOfAction {
            let payload = JournalFormat.payload(HistoryLogRecord<AppState, AppAction>(entry: .action(action), beganStepAt: 1))
            for cut in 0..<payload.count {
                #expect(JournalFormat.entry(payload[..<cut]).map { _ in "an entry" } == nil, "cut at \(cut) of \(action)")
            }
            for _ in 0..<50 {
                var damaged = payload
                damaged[Int.random(in: 0..<damaged.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
                _ = JournalFormat.entry(damaged[...])
            }
        }
        for _ in 0..<5_000 {
            let garbage = (0..<Int.random(in: 0...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            _ = JournalFormat.entry(garbage[...])
        }
    }
}
