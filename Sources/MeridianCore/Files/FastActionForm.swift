import Foundation

/// `AppAction`s from the fast reader's values, in the form `Codable` writes them
/// (`{"clockList":{"_0":{"scrolled":{"offsetY":40}}}}`). `nil` for anything else: the ordinary
/// reader then says what is wrong. The switches mirror `SessionJSONWriter`.
enum FastActionForm {
    static func action(_ value: FlatValue, in bytes: [UInt8]) -> AppAction? {
        guard let (name, fields) = single(value, bytes) else { return nil }
        switch name {
        case "tick": return fields.instant("at").map { .tick(at: $0) }
        case "clockList":
            guard let (inner, f) = fields.inner() else { return nil }
            switch inner {
            case "addButtonClicked": return f.isEmpty ? .clockList(.addButtonClicked) : nil
            case "rowActivated": return f.uuid("zoneID").map { .clockList(.rowActivated(zoneID: $0)) }
            case "editToggled": return f.bool("isEditing").map { .clockList(.editToggled(isEditing: $0)) }
            case "sortOrderChosen": return f.string("_0").flatMap(SortOrder.init(rawValue:)).map { .clockList(.sortOrderChosen($0)) }
            case "scrolled": return f.double("offsetY").map { .clockList(.scrolled(offsetY: $0)) }
            case "removeButtonClicked": return f.uuid("zoneID").map { .clockList(.removeButtonClicked(zoneID: $0)) }
            case "zoneMoved":
                guard let id = f.uuid("zoneID"), let index = f.int("toIndex") else { return nil }
                return .clockList(.zoneMoved(zoneID: id, toIndex: index))
            default: return nil
            }
        case "detail":
            guard let (inner, f) = fields.inner() else { return nil }
            switch inner {
            case "nameTextChanged":
                guard let id = f.uuid("zoneID"), let text = f.string("text") else { return nil }
                return .detail(.nameTextChanged(zoneID: id, text: text))
            case "closeButtonClicked": return f.isEmpty ? .detail(.closeButtonClicked) : nil
            default: return nil
            }
        case "chooser":
            guard let (inner, f) = fields.inner() else { return nil }
            switch inner {
            case "searchTextChanged": return f.string("_0").map { .chooser(.searchTextChanged($0)) }
            case "scrolled": return f.double("offsetY").map { .chooser(.scrolled(offsetY: $0)) }
            case "zoneChosen":
                guard let id = f.uuid("id"), let identifier = f.string("identifier") else { return nil }
                return .chooser(.zoneChosen(id: id, identifier: identifier))
            case "cancelled": return f.isEmpty ? .chooser(.cancelled) : nil
            default: return nil
            }
        case "player":
            guard let (inner, f) = fields.inner() else { return nil }
            return player(inner, f).map { .player($0) }
        case "historyPanel":
            guard let (inner, f) = fields.inner() else { return nil }
            switch inner {
            case "scopeChosen": return f.string("id").map { .historyPanel(.scopeChosen(id: $0)) }
            case "expandedToggled": return f.bool("isExpanded").map { .historyPanel(.expandedToggled(isExpanded: $0)) }
            default: return nil
            }
        case "window":
            guard let (inner, f) = fields.inner() else { return nil }
            switch inner {
            case "resized":
                guard let width = f.int("width"), let height = f.int("height") else { return nil }
                return .window(.resized(width: width, height: height))
            case "panePositionChanged": return f.int("_0").map { .window(.panePositionChanged($0)) }
            default: return nil
            }
        case "messageShown": return fields.string("_0").map { .messageShown($0) }
        case "messageDismissed": return fields.isEmpty ? .messageDismissed : nil
        default: return nil  // snapshotImported and anything unknown: the ordinary reader
        }
    }

    private static func player(_ name: String, _ f: Fields) -> PlayerAction? {
        switch name {
        case "mediaOpened":
            guard let uri = f.string("uri"), let title = f.string("title") else { return nil }
            return .mediaOpened(uri: uri, title: title)
        case "backgroundClicked": return f.instant("at").map { .backgroundClicked(at: $0) }
        case "pointerMoved": return f.instant("at").map { .pointerMoved(at: $0) }
        case "playPauseClicked": return f.instant("at").map { .playPauseClicked(at: $0) }
        case "seekBegan": return f.isEmpty ? .seekBegan : nil
        case "seekChanged": return f.double("to").map { .seekChanged(to: $0) }
        case "seekEnded": return f.instant("at").map { .seekEnded(at: $0) }
        case "rateChosen": return f.double("_0").map { .rateChosen($0) }
        case "hideDeadlineReached": return f.instant("at").map { .hideDeadlineReached(at: $0) }
        case "bufferingGraceElapsed": return f.instant("at").map { .bufferingGraceElapsed(at: $0) }
        case "engine":
            guard let (inner, e) = f.inner() else { return nil }
            switch inner {
            case "stateChanged": return e.string("_0").flatMap(PlayerEngineEvent.EngineState.init(rawValue:)).map { .engine(.stateChanged($0)) }
            case "bufferingChanged":
                guard let percent = e.int("percent"), let at = e.instant("at") else { return nil }
                return .engine(.bufferingChanged(percent: percent, at: at))
            case "positionChanged": return e.double("_0").map { .engine(.positionChanged($0)) }
            case "durationKnown": return e.double("_0").map { .engine(.durationKnown($0)) }
            case "ended": return e.isEmpty ? .engine(.ended) : nil
            case "failed": return e.string("message").map { .engine(.failed(message: $0)) }
            default: return nil
            }
        default: return nil
        }
    }

    /// `{"name": {fields}}`: the case and its values.
    fileprivate static func single(_ value: FlatValue, _ bytes: [UInt8]) -> (String, Fields)? {
        guard case .object(let members) = value, members.count == 1, case .object(let fields) = members[0].1 else { return nil }
        return (members[0].0, Fields(members: fields, bytes: bytes))
    }
}

/// The values of one case, looked up by name; every lookup checks the type exactly.
private struct Fields {
    let members: [(String, FlatValue)]
    /// The file the values' ranges point into.
    let bytes: [UInt8]

    var isEmpty: Bool { members.isEmpty }

    /// The one field of a case whose value is itself an enum: `{"_0": {"inner": {…}}}`.
    func inner() -> (String, Fields)? {
        guard members.count == 1, members[0].0 == "_0" else { return nil }
        return FastActionForm.single(members[0].1, bytes)
    }

    private func value(_ name: String) -> FlatValue? {
        // Every field present, no others: the case's fields, as Codable requires them.
        members.first { $0.0 == name }?.1
    }

    func string(_ name: String) -> String? {
        guard members.count <= 2, case .string(let range)? = value(name) else { return nil }
        return FlatValue.text(bytes, range)
    }

    func bool(_ name: String) -> Bool? {
        guard members.count == 1, case .bool(let flag)? = value(name) else { return nil }
        return flag
    }

    func int(_ name: String) -> Int? {
        guard case .number(let range)? = value(name) else { return nil }
        return Int(String(decoding: bytes[range], as: UTF8.self))
    }

    func double(_ name: String) -> Double? {
        guard members.count == 1, case .number(let range)? = value(name),
            let number = Double(String(decoding: bytes[range], as: UTF8.self)), number.isFinite
        else { return nil }
        return number
    }

    /// An id as `UUID.uuidString` writes it (either case of hex digits, as `UUID(uuidString:)`
    /// reads), straight from the bytes.
    func uuid(_ name: String) -> UUID? {
        guard case .string(let range)? = value(name), range.count == 36 else { return nil }
        var raw = [UInt8](repeating: 0, count: 16)
        var nibbles = 0
        for offset in 0..<36 {
            let byte = bytes[range.lowerBound + offset]
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard let nibble = Self.hexValue(byte) else { return nil }
            raw[nibbles / 2] |= nibbles % 2 == 0 ? nibble << 4 : nibble
            nibbles += 1
        }
        return UUID(uuid: (raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7],
                           raw[8], raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15]))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    func instant(_ name: String) -> Instant? {
        guard case .string(let range)? = value(name) else { return nil }
        return Instant(iso8601UTF8: bytes[range])
    }
}
