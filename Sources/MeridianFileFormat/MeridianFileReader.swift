import MeridianCore
import MeridianKitCore
import MeridianStore

/// Reads snapshot and session files: everything is checked before anything is returned, and
/// each problem names its place in the file. No input can crash it: the parser is strict and
/// bounded, and the decoder reports instead of trapping.
public struct MeridianFileReader: Sendable {
    /// The checks of meaning every reader shares, for histories that do not come from a file
    /// (the autosave journal's).
    public let sessions: SessionValidator
    var validator: StateValidator { sessions.states }

    public init(catalog: TimeZoneCatalog) {
        self.sessions = SessionValidator(catalog: catalog)
    }

    public func snapshot(from bytes: [UInt8]) -> Result<Snapshot, FileError> {
        Result {
            let snapshot = try decode(Snapshot.self, .snapshot, from: bytes)
            try check(validator.problems(in: snapshot.state, at: "state"))
            return snapshot
        }.mapError { $0 as? FileError ?? FileError("\($0)") }
    }

    /// `work` hears how far the reading and checking have come, and stops them when cancelled
    /// (the file is then refused as `FileError.cancelled`).
    public func session(from bytes: [UInt8], work: WorkPhase? = nil) -> Result<Session, FileError> {
        unchecked(from: bytes, work: work?.part(0, 0.6)).flatMap { checked($0, work: work?.part(0.6, 1)) }
    }

    /// The session in `bytes`, read but not yet checked by ``checked(_:work:)``: a reader that
    /// holds the file's bytes lets go of them in between, so that they and the history made
    /// by the check are never held at once.
    public func unchecked(from bytes: [UInt8], work: WorkPhase? = nil) -> Result<Session, FileError> {
        // Nothing is given back, so the ordinary reader always has the bytes: never `nil`.
        unchecked(bytes, releasing: false, work: work)!
    }

    /// The session in `bytes`, read as ``unchecked(from:work:)`` reads it, letting go of the
    /// bytes of a long action log as they are read, so that the file and the actions read from
    /// it are never held whole at once: `bytes` must not be read again. `nil` when the file
    /// needs the ordinary reader after all (it holds something unusual, or is damaged) and
    /// some bytes are gone: the caller then reads the file again with ``unchecked(from:work:)``.
    public func unchecked(releasing bytes: [UInt8], work: WorkPhase? = nil) -> Result<Session, FileError>? {
        unchecked(bytes, releasing: true, work: work)
    }

    private func unchecked(_ bytes: [UInt8], releasing: Bool, work: WorkPhase?) -> Result<Session, FileError>? {
        // A well-formed log reads fast; anything else goes the ordinary way, which words it.
        let (fast, released) = bytes.count <= MeridianFile.Kind.session.maximumSize
            ? FastSessionReader.read(bytes, work: work, releasingBytes: releasing) : (nil, false)
        if work?.isCancelled == true { return .failure(.cancelled) }
        if let fast { return .success(fast) }
        if released { return nil }
        return Result { () throws(FileError) in try decode(Session.self, .session, from: bytes) }
    }

    /// `session` when every value in it is one this Meridian accepts and its log is whole;
    /// every problem otherwise, at its place in the file.
    public func checked(_ session: Session, work: WorkPhase? = nil) -> Result<Session, FileError> {
        let problems = sessions.problems(in: session.history, work: work)
        if work?.isCancelled == true { return .failure(.cancelled) }
        guard problems.isEmpty else { return .failure(FileError(problems)) }
        work?.advance(to: 1)
        return .success(session)
    }

    /// An action typed by hand as JSON, in the form a session's log holds it
    /// (`{"clockList":{"_0":{"scrolled":{"offsetY":40}}}}`): read and checked as a session's
    /// actions are, each problem at its place in the action.
    public func action(fromJSON text: String) -> Result<AppAction, FileError> {
        Result {
            let value: JSONValue
            do {
                value = try JSONParser.parse(Array(text.utf8))
            } catch {
                throw FileError(tr("it is not JSON ({reason})", ["reason": "\(error)"]))
            }
            let action: AppAction
            do {
                action = try JSONValueDecoder.decode(AppAction.self, from: value)
            } catch let error as DecodingError {
                throw FileError([problem(error)])
            }
            try check(sessions.actions.problems(in: action, at: ""))
            return action
        }.mapError { $0 as? FileError ?? FileError("\($0)") }
    }

    private func check(_ problems: [FileProblem]) throws(FileError) {
        guard problems.isEmpty else { throw FileError(problems) }
    }

    private func decode<T: Decodable>(_ type: T.Type, _ kind: MeridianFile.Kind, from bytes: [UInt8]) throws(FileError) -> T {
        guard !bytes.isEmpty else { throw FileError(tr("the file is empty"), cause: .notMeridian) }
        guard bytes.count <= kind.maximumSize else {
            throw FileError(tr("the file is {size}; a {kind} can be at most {limit}", [
                "size": megabytes(bytes.count), "kind": kind.name, "limit": megabytes(kind.maximumSize),
            ]), cause: .unreadable)
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw FileError(tr("the file is not valid JSON ({reason})", ["reason": error]), cause: Self.namesAFormat(bytes) ? .damaged : .notMeridian)
        }
        try checkHeader(value, kind)
        do {
            return try JSONValueDecoder.decode(T.self, from: value)
        } catch let error as DecodingError {
            throw FileError([problem(error)])
        } catch {
            throw FileError("\(error)")
        }
    }

    /// The format name and version come first: a newer file is refused for what it is, not for
    /// the first field this build does not know. What is not a Meridian file at all is said in
    /// the same words whichever kind was asked for (`meridian open` does not know in advance).
    private func checkHeader(_ value: JSONValue, _ kind: MeridianFile.Kind) throws(FileError) {
        guard case .object(let members, _) = value else {
            throw FileError(tr("the file holds {value}, not the object a Meridian snapshot or session is", ["value": value.kind]), cause: .notMeridian)
        }
        guard case .string(let format)? = members["format"] else {
            throw FileError(path: "format", tr("missing; this is not a Meridian snapshot or session"), cause: .notMeridian)
        }
        guard format == kind.formatName else {
            let other: MeridianFile.Kind = kind == .snapshot ? .session : .snapshot
            throw format == other.formatName
                ? Self.otherKind(other, asked: kind)
                : FileError(path: "format", tr("\"{format}\" is not a Meridian file (expected \"{snapshot}\" or \"{session}\")", [
                    "format": format, "snapshot": Snapshot.formatName, "session": Session.formatName,
                ]), cause: .notMeridian)
        }
        guard case .number(let text)? = members["version"], let version = Int(text), version >= 1 else {
            throw FileError(path: "version", tr("missing or not a version number (1, 2, …)"))
        }
        guard version <= kind.currentVersion else {
            throw FileError(
                path: "version",
                tr("this file is format version {version}; this Meridian reads up to version {current}", [
                    "version": String(version), "current": String(kind.currentVersion),
                ]), cause: .newer)
        }
    }

    /// Whether the file's first kilobyte names a Meridian format, as the files Meridian writes
    /// do near their start: a file that then stops being JSON is a damaged one (cut short,
    /// edited by hand), not something else.
    static func namesAFormat(_ bytes: [UInt8]) -> Bool {
        let start = bytes.prefix(1024)
        return [Snapshot.formatName, Session.formatName].contains { name in
            let quoted = Array("\"\(name)\"".utf8)
            return start.count >= quoted.count && (start.startIndex...(start.endIndex - quoted.count)).contains { start[$0..<$0 + quoted.count].elementsEqual(quoted) }
        }
    }

    /// The kind of Meridian file the `"format": "…"` in `start` (a file's first bytes) names,
    /// as the files Meridian writes hold it near their start; `nil` when it names neither.
    public static func namedFormat(in start: [UInt8]) -> MeridianFile.Kind? {
        let text = String(decoding: start, as: UTF8.self)
        var rest = text[...]
        while let key = rest.range(of: "\"format\"") {
            rest = rest[key.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            guard rest.first == ":" else { continue }
            let value = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            for kind in [MeridianFile.Kind.snapshot, .session] where value.hasPrefix("\"\(kind.formatName)\"") { return kind }
        }
        return nil
    }

    /// The refusal of a file of one kind read as the other.
    public static func otherKind(_ found: MeridianFile.Kind, asked: MeridianFile.Kind) -> FileError {
        FileError(
            path: "format", tr("this is a Meridian {found}, not a {asked}; import it as a {found}", ["found": found.name, "asked": asked.name]),
            cause: .otherKind(found))
    }

    private func problem(_ error: DecodingError) -> FileProblem {
        switch error {
        case .keyNotFound(let key, let context):
            FileProblem(path: jsonPath(context.codingPath + [key]), message: tr("is missing"))
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            FileProblem(path: jsonPath(context.codingPath), message: Self.reworded(context.debugDescription))
        @unknown default:
            FileProblem(path: "", message: "\(error)")
        }
    }

    /// Swift's own decoding messages, in the words of the rest.
    private static func reworded(_ message: String) -> String {
        message == "Invalid number of keys found, expected one."
            ? tr("is not one this Meridian knows: expected an object with one key naming what it is, such as {example}", ["example": "{\"tick\": …}"])
            : message
    }

    private func megabytes(_ count: Int) -> String {
        count >= 1 << 20 ? tr("{count} MB", ["count": count >> 20]) : trn("{count} byte", "{count} bytes", count: count)
    }
}
