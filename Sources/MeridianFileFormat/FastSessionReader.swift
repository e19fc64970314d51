import Foundation
import MeridianCore
import MeridianStore
import MeridianKitCore
import Synchronization

/// Reads a well-formed session file quickly: the action log — nearly all of a long session — is
/// read straight from the bytes into `AppAction`s (`FastSessionReader+Actions`), without a
/// tree; the few other values go through the ordinary parser and decoder. It only ever answers "here is the session"
/// or "not me": anything unusual (an escape in a string, an unknown key, a wrong type) returns
/// `nil`, and the ordinary reader then reads the file and words its problems.
final class FastSessionReader {
    let bytes: [UInt8]
    var index: Int
    /// Where this reader stops: the file's end, or the end of its part of the action log.
    let end: Int
    /// Told how far through the file the long arrays have come; stops them when cancelled.
    var work: WorkPhase?

    static func read(_ bytes: [UInt8], work: WorkPhase? = nil) -> Session? {
        let reader = FastSessionReader(bytes: bytes, from: 0, to: bytes.count)
        reader.work = work
        return reader.session()
    }

    /// One action on its own, as `AppActionJSON` writes it; `nil` for any other form.
    static func action(_ bytes: [UInt8]) -> AppAction? {
        let reader = FastSessionReader(bytes: bytes, from: 0, to: bytes.count)
        guard let action = reader.action(), reader.index == bytes.count else { return nil }
        return action
    }

    private init(bytes: [UInt8], from start: Int, to end: Int) {
        self.bytes = bytes
        self.index = start
        self.end = end
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
            format == Session.formatName, let version, (1...Session.currentVersion).contains(version), let createdAt, let history
        else { return nil }
        var session = Session(history: history, createdAt: createdAt)
        session.version = version
        return session
    }

    private func archive() -> HistoryArchive<AppState, AppAction>? {
        var actions: [AppAction]?, interval: Int?, checkpoints: [AppState]?, cursor: HistoryArchive<AppState, AppAction>.Cursor?
        var initialState: AppState?, present: AppState?, restores: [HistoryArchive<AppState, AppAction>.Restore]?
        var seals: [HistoryArchive<AppState, AppAction>.Seal]?
        var skips: [HistoryArchive<AppState, AppAction>.Skip]?
        var retired: [Int]?
        var stepTimes: HistoryArchive<AppState, AppAction>.StepTimes?
        var steps: HistoryArchive<AppState, AppAction>.Steps?
        guard object({ key in
            switch key {
            case "actions": actions = actionLog()
            case "checkpointInterval": interval = decoded(Int.self)
            case "checkpoints": checkpoints = self.checkpoints()
            case "cursor": cursor = decoded(HistoryArchive<AppState, AppAction>.Cursor.self)
            case "initialState": initialState = decoded(AppState.self)
            case "present": present = decoded(AppState.self)
            case "restores": restores = decoded([HistoryArchive<AppState, AppAction>.Restore].self)
            case "seals":
                seals = decoded([HistoryArchive<AppState, AppAction>.Seal].self)
                return seals != nil
            case "skips":
                skips = decoded([HistoryArchive<AppState, AppAction>.Skip].self)
                return skips != nil
            case "retired":
                retired = decoded([Int].self)
                return retired != nil
            case "stepTimes": stepTimes = fastStepTimes() ?? decoded(HistoryArchive<AppState, AppAction>.StepTimes.self)
            case "steps":
                steps = fastSteps() ?? decoded(HistoryArchive<AppState, AppAction>.Steps.self)
                return steps != nil
            default: return false
            }
            return true
        }), let actions, let interval, let checkpoints, let initialState, let present, let restores, let stepTimes
        else { return nil }
        return HistoryArchive(
            checkpointInterval: interval, initialState: initialState, checkpoints: checkpoints, present: present,
            actions: actions, restores: restores, seals: seals, skips: skips, retired: retired, stepTimes: stepTimes, steps: steps,
            cursor: cursor)
    }

    /// A value read by the ordinary parser and decoder.
    func decoded<T: Decodable>(_ type: T.Type) -> T? {
        guard let (value, end) = try? JSONParser.parseValue(in: bytes, at: index),
            let decoded = try? JSONValueDecoder.decode(T.self, from: value)
        else { return nil }
        index = end
        return decoded
    }

    // MARK: Long arrays

    /// The action log, read action by action straight from the bytes.
    private func actionLog() -> [AppAction]? {
        array(.actionLog) { $0.action() }
    }

    /// The checkpoints, each through the ordinary parser and decoder.
    private func checkpoints() -> [AppState]? {
        array(.checkpoints) { $0.decoded(AppState.self) }
    }

    /// An array, in parts on every core at once when it is long; if a cut fell badly (inside a
    /// string that looks like the place between two elements), in one piece.
    private func array<T: Sendable>(_ layout: ArrayLayout, _ read: @escaping @Sendable (FastSessionReader) -> T?) -> [T]? {
        guard expect(UInt8(ascii: "[")) else { return nil }
        if let parts = layout.parts(of: bytes, from: index), let elements = parallel(parts, layout, read) {
            return elements
        }
        var elements: [T] = []
        guard let closed = self.elements({ elements.append($0); return true }, { read(self) }) else { return nil }
        return closed ? elements : nil
    }

    /// Reads the parts of a long array on every core at once, each straight into its place in
    /// the one array they make; `nil` if any part fails.
    ///
    /// No part is held apart and then copied: that would hold the array twice at its peak. Each
    /// part is given room for as many elements as it has separators between elements, and one
    /// more (a separator can also lie inside an element, never the other way), and the parts are
    /// then moved down to follow each other, which costs little: a separator inside an element
    /// is rare, so the gaps are small.
    private func parallel<T: Sendable>(_ parts: [Range<Int>], _ layout: ArrayLayout, _ read: @escaping @Sendable (FastSessionReader) -> T?) -> [T]? {
        let (bytes, work) = (self.bytes, self.work)
        let room = Mutex<[Int]>(Array(repeating: 0, count: parts.count))
        DispatchQueue.concurrentPerform(iterations: parts.count) { part in
            let most = layout.mostElements(in: bytes, parts[part])
            room.withLock { $0[part] = most }
        }
        var starts = [0]
        for most in room.withLock({ $0 }) { starts.append(starts[starts.count - 1] + most) }
        let offsets = starts
        // How many elements each part wrote, and whether it read as it should.
        let written = Mutex<[(count: Int, read: Bool)]>(Array(repeating: (0, false), count: parts.count))
        let elements = [T](unsafeUninitializedCapacity: offsets[parts.count]) { buffer, count in
            let destination = UncheckedSendable(buffer)
            DispatchQueue.concurrentPerform(iterations: parts.count) { part in
                // Each part writes only its own room in the buffer.
                let slot = UnsafeMutableBufferPointer(rebasing: destination.value[offsets[part]..<offsets[part + 1]])
                let reader = FastSessionReader(bytes: bytes, from: parts[part].lowerBound, to: parts[part].upperBound)
                reader.work = work
                var filled = 0
                let closed = reader.elements({ element in
                    guard filled < slot.count else { return false }
                    (slot.baseAddress! + filled).initialize(to: element)
                    filled += 1
                    return true
                }, { read(reader) })
                // Every part but the last ends after a comma; the last ends the array.
                let read = closed == (part == parts.count - 1)
                written.withLock { $0[part] = (filled, read) }
            }
            let parts = written.withLock { $0 }
            guard let base = buffer.baseAddress, parts.allSatisfy(\.read) else {
                for (part, (filled, _)) in parts.enumerated() { buffer.baseAddress?.advanced(by: offsets[part]).deinitialize(count: filled) }
                count = 0
                return
            }
            var end = 0
            for (part, (filled, _)) in parts.enumerated() {
                if offsets[part] != end { (base + end).moveInitialize(from: base + offsets[part], count: filled) }
                end += filled
            }
            count = end
        }
        guard written.withLock({ $0 }).allSatisfy(\.read) else { return nil }
        index = parts[parts.count - 1].upperBound
        return elements
    }

    /// Reads elements separated by commas, handing each to `keep` (which may refuse it), until
    /// the array closes (`true`) or, after a comma, this reader's end comes (`false`).
    private func elements<T>(_ keep: (T) -> Bool, _ read: () -> T?) -> Bool? {
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return true
        }
        var count = 0
        while true {
            guard let element = read(), keep(element) else { return nil }
            count += 1
            if let work, count % 4096 == 0 {
                // Parts are read in order, a few at once: the furthest one says how far the file is.
                guard !work.isCancelled else { return nil }
                work.advance(to: Double(index) / Double(bytes.count))
            }
            switch expectEither(UInt8(ascii: ","), or: UInt8(ascii: "]")) {
            case UInt8(ascii: "]"): return true
            case UInt8(ascii: ","):
                skipWhitespace()
                if index == end { return false }
            default: return nil
            }
        }
    }

    /// `{"offsets": [whole numbers], "start": whole number}`, read directly; `nil` for anything
    /// else, which the ordinary decoder then reads (or words).
    private func fastStepTimes() -> HistoryArchive<AppState, AppAction>.StepTimes? {
        let start = index
        var first: Int64?, offsets: [Int64]?
        let read = object { key in
            switch key {
            case "start":
                first = integer()
                return first != nil
            case "offsets":
                offsets = integers()
                return offsets != nil
            default: return false
            }
        }
        guard read, let first, let offsets else {
            index = start
            return nil
        }
        // A time that overflows is the ordinary reader's to word.
        return HistoryArchive<AppState, AppAction>.StepTimes.milliseconds(start: first, offsets: offsets).map(HistoryArchive.StepTimes.init)
    }

    /// The steps' starts and labels read straight from the bytes; `nil` (and the ordinary
    /// reader's turn) for anything else.
    private func fastSteps() -> HistoryArchive<AppState, AppAction>.Steps? {
        let start = index
        var starts: [Int64]?, labels: [Int64]?
        let read = object { key in
            switch key {
            case "starts":
                starts = integers()
                return starts != nil
            case "labels":
                labels = integers()
                return labels != nil
            default: return false
            }
        }
        guard read, let starts, let labels,
            let steps = HistoryArchive<AppState, AppAction>.Steps(distances: starts.map(Int.init), labels: labels.map(Int.init))
        else {
            index = start
            return nil
        }
        return steps
    }

    private func integers() -> [Int64]? {
        guard expect(UInt8(ascii: "[")) else { return nil }
        var values: [Int64] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return values
        }
        repeat {
            guard let value = integer() else { return nil }
            values.append(value)
        } while expectEither(UInt8(ascii: ","), or: UInt8(ascii: "]")) == UInt8(ascii: ",")
        return bytes[index - 1] == UInt8(ascii: "]") ? values : nil
    }

    /// A whole number in JSON's grammar that fits an `Int64`: `-`, then `0` or digits not
    /// beginning with 0, with nothing after them that would make it a fraction.
    private func integer() -> Int64? {
        skipWhitespace()
        let negative = peek(UInt8(ascii: "-"))
        if negative { index += 1 }
        let first = index
        var value: Int64 = 0
        while index < end, case let digit = bytes[index], digit >= 0x30, digit <= 0x39 {
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = times10.addingReportingOverflow(Int64(digit - 0x30))
            guard !overflow1, !overflow2 else { return nil }
            value = next
            index += 1
        }
        guard index > first, index - first == 1 || bytes[first] != 0x30 else { return nil }
        if index < end, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) { return nil }
        return negative ? -value : value
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
        // Objects here have a handful of keys: an array finds a duplicate faster than a set.
        var seen: [String] = []
        repeat {
            skipWhitespace()
            guard let key = string(), !seen.contains(key), expect(UInt8(ascii: ":")), member(key) else { return false }
            seen.append(key)
        } while expectEither(UInt8(ascii: ","), or: UInt8(ascii: "}")) == UInt8(ascii: ",")
        return bytes[index - 1] == UInt8(ascii: "}")
    }

    /// A string without escapes (others are left to the ordinary reader).
    func string() -> String? {
        stringBytes().flatMap { Self.text(bytes, $0) }
    }

    /// Where the characters of a string without escapes are.
    func stringBytes() -> Range<Int>? {
        skipWhitespace()
        guard peek(UInt8(ascii: "\"")) else { return nil }
        let start = index + 1
        var close = start
        while close < end {
            let byte = bytes[close]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            close += 1
        }
        guard close < end else { return nil }
        index = close + 1
        return start..<close
    }

    /// Where a number is, read as the ordinary parser reads one (JSON's grammar lives there alone).
    func numberBytes() -> Range<Int>? {
        skipWhitespace()
        let start = index
        guard let (value, end) = try? JSONParser.parseValue(in: bytes, at: index), case .number = value else { return nil }
        index = end
        return start..<end
    }

    func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= end,
            bytes[index..<(index + count)].elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: count))
        else { return false }
        index += count
        return true
    }

    func expect(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard peek(byte) else { return false }
        index += 1
        return true
    }

    /// Consumes whichever of two bytes comes next; 0 when neither does.
    func expectEither(_ first: UInt8, or second: UInt8) -> UInt8 {
        skipWhitespace()
        guard index < end, bytes[index] == first || bytes[index] == second else { return 0 }
        index += 1
        return bytes[index - 1]
    }

    func peek(_ byte: UInt8) -> Bool { index < end && bytes[index] == byte }

    func skipWhitespace() {
        while index < end {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func skipWhitespaceToEnd() -> Bool {
        skipWhitespace()
        return index == end
    }
}
