import Foundation
import MeridianCore
import MeridianKitCore
import MeridianStore

/// Writes a session file fast: the action log — nearly all of a long session — is written by
/// hand, in exactly the form `Codable` gives `AppAction` (`{"clockList":{"_0":{"scrolled":
/// {"offsetY":40}}}}`), and the rest with `JSONEncoder`; keys sorted throughout, so two exports
/// of one session are identical bytes and the schema and the reader are the same as ever.
enum SessionJSONWriter {
    static func data(_ session: Session) throws -> Data {
        var data = Data()
        try write(HistoryArchiveStream(session.history), createdAt: session.createdAt, version: { _, _, _, _, _ in session.version }) {
            data.append(contentsOf: $0)
        }
        return data
    }

    /// Writes the file in pieces of about a megabyte, handed to `sink` as they are made; the
    /// history is read piece by piece too, so neither is ever whole in memory. The version
    /// follows from whether the log has seals, skips and its steps written and its states and
    /// actions messages translated when shown, known once they are written.
    ///
    /// `work` hears how far the writing has come, by the actions written (nearly all of the
    /// file); once it is cancelled, the writing stops within a few thousand actions, throwing
    /// `CancellationError`.
    static func write(
        _ history: HistoryArchiveStream<AppState, AppAction>, createdAt: Instant, version: (_ hasSeals: Bool, _ hasSkips: Bool, _ hasMessages: Bool, _ hasSteps: Bool, _ hasUndoSteps: Bool) -> Int,
        chunkSize: Int = 1 << 20, work: WorkPhase? = nil, to sink: ([UInt8]) throws -> Void
    ) throws {
        let (actionsPhase, restPhase) = (work?.part(0, 0.95), work?.part(0.95, 1))
        let logLength = max(history.logLength, 1)
        var written = 0
        let encoder = MeridianFile.encoder(prettyPrinted: false)
        var out = JSONText()
        out.raw("{\"createdAt\":")
        try out.encoded(createdAt, encoder)
        out.raw(",\"format\":")
        out.string(Session.formatName)
        out.raw(",\"history\":{\"actions\":[")
        var first = true
        var hasMessages = false
        let placements = try history.forEachAction { action in
            if !first { out.comma() }
            first = false
            hasMessages = hasMessages || action.holdsMessageToTranslate
            try write(action, &out, encoder)
            try out.flush(to: sink, atLeast: chunkSize)
            written += 1
            if written & 0xFFF == 0, let actionsPhase {
                if actionsPhase.isCancelled { throw CancellationError() }
                actionsPhase.advance(to: Double(written) / Double(logLength))
            }
        }
        out.raw("],\"checkpointInterval\":")
        out.int(history.checkpointInterval)
        out.raw(",\"checkpoints\":[")
        for position in 0..<history.checkpointCount {
            if restPhase?.isCancelled == true { throw CancellationError() }
            restPhase?.advance(to: Double(position) / Double(history.checkpointCount))
            if position > 0 { out.comma() }
            let checkpoint = try history.checkpoint(position)
            hasMessages = hasMessages || checkpoint.holdsMessageToTranslate
            try out.encoded(checkpoint, encoder)
            try out.flush(to: sink, atLeast: chunkSize)
        }
        out.raw("]")
        if let cursor = history.cursor {
            out.raw(",\"cursor\":")
            try out.encoded(cursor, encoder)
        }
        out.raw(",\"initialState\":")
        let initialState = try history.initialState()
        hasMessages = hasMessages || initialState.holdsMessageToTranslate || history.present.holdsMessageToTranslate
        try out.encoded(initialState, encoder)
        out.raw(",\"present\":")
        try out.encoded(history.present, encoder)
        out.raw(",\"restores\":")
        try out.encoded(placements.restores, encoder)
        if placements.sealEntries != nil {
            out.raw(",\"seals\":[")
            var first = true
            try history.forEachSeal(of: placements) { seal in
                if !first { out.comma() }
                first = false
                hasMessages = hasMessages || seal.state.holdsMessageToTranslate
                try out.encoded(seal, encoder)
                try out.flush(to: sink, atLeast: chunkSize)
            }
            out.raw("]")
        }
        if placements.skipEntries != nil {
            out.raw(",\"skips\":[")
            var first = true
            try history.forEachSkip(of: placements) { skip in
                if !first { out.comma() }
                first = false
                try out.encoded(skip, encoder)
                try out.flush(to: sink, atLeast: chunkSize)
            }
            out.raw("]")
        }
        // Entries that replay as nothing: actions of a history written before that Meridian no
        // longer has (the History panel's), at the entries they had.
        if let retired = placements.retiredEntries {
            out.raw(",\"retired\":")
            try out.encoded(retired, encoder)
        }
        out.raw(",\"stepTimes\":")
        try out.encoded(history.stepTimes, encoder)
        if let steps = history.steps {
            out.raw(",\"steps\":")
            try out.encoded(steps, encoder)
        }
        out.raw("},\"version\":")
        out.int(version(
            placements.sealEntries != nil, placements.skipEntries != nil, hasMessages, history.steps != nil, Session.hasUndoSteps(placements.restores)))
        out.raw("}")
        try out.flush(to: sink, atLeast: 0)
    }

    static func write(_ action: AppAction, _ out: inout JSONText, _ encoder: JSONEncoder) throws {
        switch action {
        case .tick(let at): out.open("tick"); out.field("at", at); out.close()
        case .clockList(let action):
            out.open("clockList"); out.openValue()
            switch action {
            case .addButtonClicked: out.empty("addButtonClicked")
            case .rowActivated(let id): out.open("rowActivated"); out.field("zoneID", id); out.close()
            case .editToggled(let on): out.open("editToggled"); out.field("isEditing", on); out.close()
            case .sortOrderChosen(let order): out.open("sortOrderChosen"); out.field("_0", order.rawValue); out.close()
            case .scrolled(let y): out.open("scrolled"); out.field("offsetY", y); out.close()
            case .removeButtonClicked(let id): out.open("removeButtonClicked"); out.field("zoneID", id); out.close()
            case .zoneMoved(let id, let index):
                out.open("zoneMoved"); out.field("toIndex", index); out.comma(); out.field("zoneID", id); out.close()
            }
            out.close()
        case .detail(let action):
            out.open("detail"); out.openValue()
            switch action {
            case .nameTextChanged(let id, let text):
                out.open("nameTextChanged"); out.field("text", text); out.comma(); out.field("zoneID", id); out.close()
            case .closeButtonClicked: out.empty("closeButtonClicked")
            }
            out.close()
        case .chooser(let action):
            out.open("chooser"); out.openValue()
            switch action {
            case .searchTextChanged(let text): out.open("searchTextChanged"); out.field("_0", text); out.close()
            case .scrolled(let y): out.open("scrolled"); out.field("offsetY", y); out.close()
            case .highlightMoved(let step, let rowCount):
                out.open("highlightMoved"); out.field("by", step); out.comma(); out.field("rowCount", rowCount); out.close()
            case .entered(let id, let listed):
                out.open("entered"); out.field("id", id); out.comma(); out.key("listed"); try out.encoded(listed, encoder); out.close()
            case .zoneChosen(let id, let identifier, let name, let coordinates):
                // In the order of the keys, as the encoder sorts them: the place comes first.
                out.open("zoneChosen")
                if let coordinates { out.key("coordinates"); try out.encoded(coordinates, encoder); out.comma() }
                out.field("id", id); out.comma(); out.field("identifier", identifier)
                if let name { out.comma(); out.field("name", name) }
                out.close()
            case .cancelled: out.empty("cancelled")
            }
            out.close()
        case .player(let action):
            out.open("player"); out.openValue()
            try write(action, &out, encoder)
            out.close()
        case .window(let action):
            out.open("window"); out.openValue()
            switch action {
            case .resized(let width, let height):
                out.open("resized"); out.field("height", height); out.comma(); out.field("width", width); out.close()
            case .panePositionChanged(let position): out.open("panePositionChanged"); out.field("_0", position); out.close()
            }
            out.close()
        case .messageShown(let message):
            out.open("messageShown"); out.key("_0"); try out.encoded(message, encoder); out.close()
        case .messageDismissed: out.empty("messageDismissed")
        case .notice(let action):
            out.open("notice"); out.openValue()
            switch action {
            case .closeButtonClicked: out.empty("closeButtonClicked")
            case .timedOut(let id): out.open("timedOut"); out.field("zoneID", id); out.close()
            case .hoverChanged(let on): out.open("hoverChanged"); out.field("isHovered", on); out.close()
            case .focusChanged(let on): out.open("focusChanged"); out.field("hasFocus", on); out.close()
            }
            out.close()
        case .snapshotImported(let state):
            out.open("snapshotImported"); out.key("_0"); try out.encoded(state, encoder); out.close()
        }
    }

    private static func write(_ action: PlayerAction, _ out: inout JSONText, _ encoder: JSONEncoder) throws {
        switch action {
        case .mediaOpened(let uri, let title):
            out.open("mediaOpened"); out.field("title", title); out.comma(); out.field("uri", uri); out.close()
        case .remoteMediaApproved(let uri): out.open("remoteMediaApproved"); out.field("uri", uri); out.close()
        case .historyReceived: out.empty("historyReceived")
        case .backgroundClicked(let at): out.open("backgroundClicked"); out.field("at", at); out.close()
        case .pointerMoved(let at): out.open("pointerMoved"); out.field("at", at); out.close()
        case .playPauseClicked(let at): out.open("playPauseClicked"); out.field("at", at); out.close()
        case .seekBegan: out.empty("seekBegan")
        case .seekChanged(let to): out.open("seekChanged"); out.field("to", to); out.close()
        case .seekEnded(let at): out.open("seekEnded"); out.field("at", at); out.close()
        case .rateChosen(let rate): out.open("rateChosen"); out.field("_0", rate); out.close()
        case .hideDeadlineReached(let at): out.open("hideDeadlineReached"); out.field("at", at); out.close()
        case .bufferingGraceElapsed(let at): out.open("bufferingGraceElapsed"); out.field("at", at); out.close()
        case .engine(let event):
            out.open("engine"); out.openValue()
            switch event {
            case .stateChanged(let state): out.open("stateChanged"); out.field("_0", state.rawValue); out.close()
            case .bufferingChanged(let percent, let at):
                out.open("bufferingChanged"); out.field("at", at); out.comma(); out.field("percent", percent); out.close()
            case .positionChanged(let time): out.open("positionChanged"); out.field("_0", time); out.close()
            case .durationKnown(let duration): out.open("durationKnown"); out.field("_0", duration); out.close()
            case .ended: out.empty("ended")
            case .failed(let message): out.open("failed"); out.key("message"); try out.encoded(message, encoder); out.close()
            }
            out.close()
        }
    }
}

/// JSON text built byte by byte.
struct JSONText {
    var bytes: [UInt8] = []

    mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func comma() { bytes.append(UInt8(ascii: ",")) }

    /// Hands the text so far to `sink` and starts again, once there is at least `atLeast` of it.
    mutating func flush(to sink: ([UInt8]) throws -> Void, atLeast: Int) throws {
        guard bytes.count >= atLeast, !bytes.isEmpty else { return }
        try sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Ends what `open` began: the case's values and the case.
    mutating func close() { raw("}}") }

    /// `{"name":{` — a case whose values follow as fields.
    mutating func open(_ name: String) {
        bytes.append(UInt8(ascii: "{"))
        key(name)
        bytes.append(UInt8(ascii: "{"))
    }

    /// `{"name":{}}` — a case without values.
    mutating func empty(_ name: String) {
        bytes.append(UInt8(ascii: "{"))
        key(name)
        raw("{}}")
    }

    /// `"_0":` — an unlabelled value, itself an enum; `open` follows.
    mutating func openValue() { key("_0") }

    mutating func key(_ name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
    }

    mutating func field(_ name: String, _ value: String) { key(name); string(value) }
    mutating func field(_ name: String, _ value: Int) { key(name); int(value) }
    mutating func field(_ name: String, _ value: Bool) { key(name); value ? raw("true") : raw("false") }
    mutating func field(_ name: String, _ value: UUID) { key(name); string(value.uuidString) }
    mutating func field(_ name: String, _ value: Instant) { key(name); string(value.iso8601) }

    mutating func field(_ name: String, _ value: Double) {
        key(name)
        if value == value.rounded(), abs(value) < 1e15 {
            int(Int(value))
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    mutating func int(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case UInt8(ascii: "\n"): raw("\\n")
            case UInt8(ascii: "\r"): raw("\\r")
            case UInt8(ascii: "\t"): raw("\\t")
            case 0x08: raw("\\b")
            case 0x0C: raw("\\f")
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                raw("\\u00")
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func encoded<T: Encodable>(_ value: T, _ encoder: JSONEncoder) throws {
        bytes.append(contentsOf: try encoder.encode(value))
    }
}
