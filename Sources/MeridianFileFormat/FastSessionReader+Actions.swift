import Foundation
import MeridianCore
import MeridianKitCore

/// One `AppAction` read straight from the bytes, in the form `SessionJSONWriter` (and
/// `Codable` with sorted keys) writes it: `{"clockList":{"_0":{"scrolled":{"offsetY":40}}}}`.
/// No tree and no strings for keys; `nil` for anything else (another order of keys, an escape,
/// an unknown case), and the ordinary reader then reads the file and says what is wrong. The
/// switches mirror `SessionJSONWriter`.
extension FastSessionReader {
    func action() -> AppAction? {
        guard expect(UInt8(ascii: "{")), let name = key() else { return nil }
        let action: AppAction?
        if name == "tick" {
            action = fields { field("at", instant) }.map { .tick(at: $0) }
        } else if name == "clockList" {
            action = wrapped(clockList).map { .clockList($0) }
        } else if name == "detail" {
            action = wrapped(detail).map { .detail($0) }
        } else if name == "chooser" {
            action = wrapped(chooser).map { .chooser($0) }
        } else if name == "player" {
            action = wrapped(player).map { .player($0) }
        } else if name == "window" {
            action = wrapped(window).map { .window($0) }
        } else if name == "messageShown" {
            action = fields { field("_0", { decoded(UserMessage.self) }) }.map { .messageShown($0) }
        } else if name == "messageDismissed" {
            action = empty() ? .messageDismissed : nil
        } else if name == "notice" {
            action = wrapped(notice).map { .notice($0) }
        } else {
            action = nil  // snapshotImported and anything unknown: the ordinary reader
        }
        guard let action, expect(UInt8(ascii: "}")) else { return nil }
        return action
    }

    private func clockList(_ name: KeyBytes) -> ClockListAction? {
        if name == "scrolled" { return fields { field("offsetY", double) }.map { .scrolled(offsetY: $0) } }
        if name == "rowActivated" { return fields { field("zoneID", uuid) }.map { .rowActivated(zoneID: $0) } }
        if name == "sortOrderChosen" { return fields { field("_0", string) }.flatMap(SortOrder.init(rawValue:)).map { .sortOrderChosen($0) } }
        if name == "editToggled" { return fields { field("isEditing", bool) }.map { .editToggled(isEditing: $0) } }
        if name == "addButtonClicked" { return empty() ? .addButtonClicked : nil }
        if name == "removeButtonClicked" { return fields { field("zoneID", uuid) }.map { .removeButtonClicked(zoneID: $0) } }
        if name == "zoneMoved" {
            return fields { pair(field("toIndex", int), then: field("zoneID", uuid)) }.map { .zoneMoved(zoneID: $0.1, toIndex: $0.0) }
        }
        return nil
    }

    private func detail(_ name: KeyBytes) -> DetailAction? {
        if name == "nameTextChanged" {
            return fields { pair(field("text", string), then: field("zoneID", uuid)) }.map { .nameTextChanged(zoneID: $0.1, text: $0.0) }
        }
        if name == "closeButtonClicked" { return empty() ? .closeButtonClicked : nil }
        return nil
    }

    private func notice(_ name: KeyBytes) -> NoticeAction? {
        if name == "timedOut" { return fields { field("zoneID", uuid) }.map { .timedOut(zoneID: $0) } }
        if name == "hoverChanged" { return fields { field("isHovered", bool) }.map { .hoverChanged(isHovered: $0) } }
        if name == "focusChanged" { return fields { field("hasFocus", bool) }.map { .focusChanged(hasFocus: $0) } }
        if name == "closeButtonClicked" { return empty() ? .closeButtonClicked : nil }
        return nil
    }

    private func chooser(_ name: KeyBytes) -> ZoneChooserAction? {
        if name == "searchTextChanged" { return fields { field("_0", string) }.map { .searchTextChanged($0) } }
        if name == "scrolled" { return fields { field("offsetY", double) }.map { .scrolled(offsetY: $0) } }
        if name == "zoneChosen" {
            // The name came later, and the city's place later still (first, in the keys' order):
            // a log written before has neither.
            return fields { () -> ZoneChooserAction? in
                guard var first = key() else { return nil }
                var coordinates: Coordinates?
                if first == "coordinates" {
                    guard let place = decoded(Coordinates.self), expect(UInt8(ascii: ",")), let next = key() else { return nil }
                    (coordinates, first) = (place, next)
                }
                guard first == "id", let id = uuid(), expect(UInt8(ascii: ",")), let identifier = field("identifier", string) else { return nil }
                skipWhitespace()
                guard peek(UInt8(ascii: ",")) else { return .zoneChosen(id: id, identifier: identifier, coordinates: coordinates) }
                guard expect(UInt8(ascii: ",")), let name = field("name", string) else { return nil }
                return .zoneChosen(id: id, identifier: identifier, name: name, coordinates: coordinates)
            }
        }
        if name == "highlightMoved" {
            return fields { pair(field("by", int), then: field("rowCount", int)) }.map { .highlightMoved(by: $0.0, rowCount: $0.1) }
        }
        if name == "entered" {
            return fields { pair(field("id", uuid), then: field("listed", { decoded([ZoneChoice].self) })) }.map { .entered(id: $0.0, listed: $0.1) }
        }
        if name == "cancelled" { return empty() ? .cancelled : nil }
        return nil
    }

    private func player(_ name: KeyBytes) -> PlayerAction? {
        if name == "pointerMoved" { return fields { field("at", instant) }.map { .pointerMoved(at: $0) } }
        if name == "engine" { return wrapped(engine).map { .engine($0) } }
        if name == "mediaOpened" {
            return fields { pair(field("title", string), then: field("uri", string)) }.map { .mediaOpened(uri: $0.1, title: $0.0) }
        }
        if name == "remoteMediaApproved" { return fields { field("uri", string) }.map { .remoteMediaApproved(uri: $0) } }
        if name == "historyReceived" { return empty() ? .historyReceived : nil }
        if name == "backgroundClicked" { return fields { field("at", instant) }.map { .backgroundClicked(at: $0) } }
        if name == "playPauseClicked" { return fields { field("at", instant) }.map { .playPauseClicked(at: $0) } }
        if name == "seekBegan" { return empty() ? .seekBegan : nil }
        if name == "seekChanged" { return fields { field("to", double) }.map { .seekChanged(to: $0) } }
        if name == "seekEnded" { return fields { field("at", instant) }.map { .seekEnded(at: $0) } }
        if name == "rateChosen" { return fields { field("_0", double) }.map { .rateChosen($0) } }
        if name == "hideDeadlineReached" { return fields { field("at", instant) }.map { .hideDeadlineReached(at: $0) } }
        if name == "bufferingGraceElapsed" { return fields { field("at", instant) }.map { .bufferingGraceElapsed(at: $0) } }
        return nil
    }

    private func engine(_ name: KeyBytes) -> PlayerEngineEvent? {
        if name == "positionChanged" { return fields { field("_0", double) }.map { .positionChanged($0) } }
        if name == "stateChanged" {
            return fields { field("_0", string) }.flatMap(PlayerEngineEvent.EngineState.init(rawValue:)).map { .stateChanged($0) }
        }
        if name == "bufferingChanged" {
            return fields { pair(field("at", instant), then: field("percent", int)) }.map { .bufferingChanged(percent: $0.1, at: $0.0) }
        }
        if name == "durationKnown" { return fields { field("_0", double) }.map { .durationKnown($0) } }
        if name == "ended" { return empty() ? .ended : nil }
        if name == "failed" { return fields { field("message", { decoded(UserMessage.self) }) }.map { .failed(message: $0) } }
        return nil
    }

    private func window(_ name: KeyBytes) -> WindowAction? {
        if name == "resized" {
            return fields { pair(field("height", int), then: field("width", int)) }.map { .resized(width: $0.1, height: $0.0) }
        }
        if name == "panePositionChanged" { return fields { field("_0", int) }.map { .panePositionChanged($0) } }
        return nil
    }

    // MARK: The shapes Codable gives enums

    /// `{"_0":{"case":{…}}}`: a case whose one value is itself an enum.
    private func wrapped<T>(_ inner: (KeyBytes) -> T?) -> T? {
        guard expect(UInt8(ascii: "{")), let zero = key(), zero == "_0", expect(UInt8(ascii: "{")), let name = key(),
            let value = inner(name), expect(UInt8(ascii: "}")), expect(UInt8(ascii: "}"))
        else { return nil }
        return value
    }

    /// `{…}` around a case's values.
    private func fields<T>(_ read: () -> T?) -> T? {
        guard expect(UInt8(ascii: "{")), let value = read(), expect(UInt8(ascii: "}")) else { return nil }
        return value
    }

    /// `{}`: a case without values.
    private func empty() -> Bool { expect(UInt8(ascii: "{")) && expect(UInt8(ascii: "}")) }

    /// `"name":value`.
    private func field<T>(_ name: StaticString, _ value: () -> T?) -> T? {
        guard let found = key(), found == name else { return nil }
        return value()
    }

    /// Two fields with a comma between them, in the order the writer sorts them.
    private func pair<A, B>(_ first: A?, then second: @autoclosure () -> B?) -> (A, B)? {
        guard let first, expect(UInt8(ascii: ",")), let second = second() else { return nil }
        return (first, second)
    }

    // MARK: Values

    /// `"key":`, as the bytes of the key.
    private func key() -> KeyBytes? {
        guard let range = stringBytes(), expect(UInt8(ascii: ":")) else { return nil }
        return KeyBytes(bytes: bytes, range: range)
    }

    private func bool() -> Bool? {
        skipWhitespace()
        if literal("true") { return true }
        if literal("false") { return false }
        return nil
    }

    private func int() -> Int? {
        numberBytes().flatMap { Int(String(decoding: bytes[$0], as: UTF8.self)) }
    }

    private func double() -> Double? {
        guard let range = numberBytes(), let number = Double(String(decoding: bytes[range], as: UTF8.self)), number.isFinite else {
            return nil
        }
        return number
    }

    private func instant() -> Instant? {
        stringBytes().flatMap { Instant(iso8601UTF8: bytes[$0]) }
    }

    /// An id as `UUID.uuidString` writes it (either case of hex digits, as `UUID(uuidString:)`
    /// reads), straight from the bytes.
    private func uuid() -> UUID? {
        guard let range = stringBytes(), range.count == 36 else { return nil }
        var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &raw) { raw -> Bool in
            var nibbles = 0
            for offset in 0..<36 {
                let byte = bytes[range.lowerBound + offset]
                if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                    guard byte == UInt8(ascii: "-") else { return false }
                    continue
                }
                guard let nibble = Self.hexValue(byte) else { return false }
                raw[nibbles / 2] |= nibbles % 2 == 0 ? nibble << 4 : nibble
                nibbles += 1
            }
            return true
        }
        return parsed ? UUID(uuid: raw) : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// The text of `range`; `nil` unless it is valid UTF-8.
    static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
        bytes.withUnsafeBufferPointer { buffer in
            let text = UnsafeBufferPointer(rebasing: buffer[range])
            // ASCII is valid UTF-8 as it stands; anything else must prove it is.
            return text.allSatisfy { $0 < 0x80 } ? String(decoding: text, as: UTF8.self) : String(validating: text, as: UTF8.self)
        }
    }
}

/// A key as it stands in the file, compared with the names the writer uses without making a
/// `String` of it.
struct KeyBytes {
    let bytes: [UInt8]
    let range: Range<Int>

    static func == (key: KeyBytes, name: StaticString) -> Bool {
        guard key.range.count == name.utf8CodeUnitCount else { return false }
        return key.bytes.withUnsafeBufferPointer { buffer in
            memcmp(buffer.baseAddress! + key.range.lowerBound, name.utf8Start, key.range.count) == 0
        }
    }
}
