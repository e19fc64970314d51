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
    /// Whether the readers of a long array's parts give the pages they have read back to the
    /// system as they go (see ``read(_:work:releasingBytes:)``).
    var partsReleaseBytes = false
    /// Whether this reader, the reader of one part, gives back the pages it has read.
    private var releasesBytes = false
    /// Where the bytes this reader has not given back begin.
    private var kept: Int
    /// Whether any reader gave bytes back.
    private(set) var released = false

    /// The session in `bytes`, or `nil` for anything this reader leaves to the ordinary one.
    ///
    /// `releasingBytes` lets the long action log's bytes go as its parts are read, a page at a
    /// time, so that a long file and the actions read from it are never held whole at once:
    /// those pages then read as zeros. The reader never looks back at them, but nothing else
    /// may read `bytes` afterwards; when the answer is `nil` and `released` says so, the
    /// caller reads the file again for the ordinary reader.
    static func read(_ bytes: [UInt8], work: WorkPhase? = nil, releasingBytes: Bool = false) -> (session: Session?, released: Bool) {
        let reader = FastSessionReader(bytes: bytes, from: 0, to: bytes.count)
        reader.work = work
        reader.partsReleaseBytes = releasingBytes
        return (reader.session(), reader.released)
    }

    static func read(_ bytes: [UInt8], work: WorkPhase? = nil) -> Session? {
        read(bytes, work: work, releasingBytes: false).session
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
        // The page where a part begins is shared with the part before, which may still read it.
        self.kept = start + Self.pageSize
    }

    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Gives back to the system the whole pages of bytes between the last given back and a
    /// page before `position` (a page of slack for the few bytes a reader looks back at).
    private func release(before position: Int) {
        let page = Self.pageSize
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let address = Int(bitPattern: base)
            let first = (address + kept + page - 1) / page * page
            let last = (address + position - page) / page * page
            guard last > first, let start = UnsafeMutableRawPointer(bitPattern: first) else { return }
            // These pages are this reader's alone and read no more: they come back as zeros.
            guard madvise(start, last - first, MADV_DONTNEED) == 0 else { return }
            kept = last - address
            released = true
        }
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
        var actions: [[AppAction]]?, interval: Int?, checkpoints: [AppState]?, cursor: HistoryArchive<AppState, AppAction>.Cursor?
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
        var archive = HistoryArchive(
            checkpointInterval: interval, initialState: initialState, checkpoints: checkpoints, present: present,
            actions: [], restores: restores, seals: seals, skips: skips, retired: retired, stepTimes: stepTimes, steps: steps,
            cursor: cursor)
        // In the parts they were read in: joined, the log would be held twice at once.
        archive.actionParts = actions.isEmpty ? [[]] : actions
        return archive
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

    /// The action log, read action by action straight from the bytes, in the parts it was read in.
    private func actionLog() -> [[AppAction]]? {
        array(.actionLog) { $0.action() }
    }

    /// The checkpoints, each through the ordinary parser and decoder.
    private func checkpoints() -> [AppState]? {
        array(.checkpoints) { $0.decoded(AppState.self) }.map { $0.count == 1 ? $0[0] : Array($0.joined()) }
    }

    /// An array, in parts on every core at once when it is long; if a cut fell badly (inside a
    /// string that looks like the place between two elements), in one piece.
    private func array<T: Sendable>(_ layout: ArrayLayout, _ read: @escaping @Sendable (FastSessionReader) -> T?) -> [[T]]? {
        guard expect(UInt8(ascii: "[")) else { return nil }
        if let parts = layout.parts(of: bytes, from: index), let elements = parallel(parts, read) {
            return elements
        }
        var elements: [T] = []
        guard let closed = self.elements(into: &elements, { read(self) }) else { return nil }
        return closed ? [elements] : nil
    }

    /// Reads the parts of a long array on every core at once, each into an array of its own,
    /// which the archive keeps as it is: joined, the parts would be held twice at once. `nil`
    /// if any part fails.
    private func parallel<T: Sendable>(_ parts: [Range<Int>], _ read: @escaping @Sendable (FastSessionReader) -> T?) -> [[T]]? {
        let (bytes, work, releasesBytes) = (self.bytes, self.work, self.partsReleaseBytes)
        let results = Mutex<[(elements: [T], read: Bool, released: Bool)]>(Array(repeating: ([], false, false), count: parts.count))
        DispatchQueue.concurrentPerform(iterations: parts.count) { part in
            let reader = FastSessionReader(bytes: bytes, from: parts[part].lowerBound, to: parts[part].upperBound)
            reader.work = work
            reader.releasesBytes = releasesBytes
            var elements: [T] = []
            let closed = reader.elements(into: &elements, { read(reader) })
            // Every part but the last ends after a comma; the last ends the array.
            let read = closed == (part == parts.count - 1)
            results.withLock { $0[part] = (read ? elements : [], read, reader.released) }
        }
        let outcomes = results.withLock { $0 }
        released = released || outcomes.contains(where: \.released)
        guard outcomes.allSatisfy(\.read) else { return nil }
        index = parts[parts.count - 1].upperBound
        return outcomes.map(\.elements)
    }

    /// Reads elements separated by commas until the array closes (`true`) or, after a comma,
    /// this reader's end comes (`false`).
    private func elements<T>(into elements: inout [T], _ read: () -> T?) -> Bool? {
        skipWhitespace()
        if elements.isEmpty, peek(UInt8(ascii: "]")) {
            index += 1
            return true
        }
        while true {
            guard let element = read() else { return nil }
            elements.append(element)
            if elements.count % 4096 == 0 {
                if let work {
                    // Parts are read in order, a few at once: the furthest one says how far the file is.
                    guard !work.isCancelled else { return nil }
                    work.advance(to: Double(index) / Double(bytes.count))
                }
                if releasesBytes { release(before: index) }
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
