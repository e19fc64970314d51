import Foundation
import MeridianStore

/// An app's session files: a whole history (the store's archive) in JSON, under the app's
/// format name and version, so that a file of another app or of a newer version is refused
/// by name before anything is read into the store.
public struct SessionFormat: Sendable {
    /// The app's name for its files: "dev.example.Notes.session".
    public var name: String
    /// The version the app writes and the newest it reads.
    public var version: Int
    /// The largest file it reads, in bytes.
    public var maximumSize: Int

    /// Files named `name`, at `version`, of at most `maximumSize` bytes.
    public init(name: String, version: Int = 1, maximumSize: Int = 512 << 20) {
        self.name = name
        self.version = version
        self.maximumSize = maximumSize
    }
}

/// What a session file holds: its format, its version and the history.
public struct SessionFile<State: Codable, Action: Codable>: Codable {
    /// The app's name for its files.
    public var format: String
    /// The version it was written at.
    public var version: Int
    /// The whole history.
    public var history: HistoryArchive<State, Action>

    /// A file of `history` in `format`.
    public init(history: HistoryArchive<State, Action>, format: SessionFormat) {
        self.format = format.name
        self.version = format.version
        self.history = history
    }

    /// The file's bytes: JSON with sorted keys, so that two exports of one history are the same.
    public func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads and checks `data` as a file of `format`: its name and version first, then the
    /// whole history; every problem names its place in the file.
    public static func read(_ data: Data, format: SessionFormat) throws(SessionFileError) -> HistoryArchive<State, Action> {
        guard data.count <= format.maximumSize else { throw .tooLarge(limit: format.maximumSize) }
        let header: SessionHeader
        do {
            header = try JSONDecoder().decode(SessionHeader.self, from: data)
        } catch {
            throw .notASession
        }
        guard header.format == format.name else { throw .otherFormat(header.format) }
        guard let version = header.version else { throw .invalid(place: "version", reason: "missing") }
        guard version <= format.version else { throw .newerVersion(version) }
        do {
            return try JSONDecoder().decode(Self.self, from: data).history
        } catch let error as DecodingError {
            throw .invalid(place: SessionFileError.place(of: error), reason: SessionFileError.reason(of: error))
        } catch {
            throw .invalid(place: "", reason: "\(error)")
        }
    }
}

/// What a session file says it is, read before the rest.
private struct SessionHeader: Decodable {
    var format: String?
    var version: Int?
}

/// Why a session file cannot be imported. The store is left as it was.
public enum SessionFileError: Error, Equatable, Sendable {
    /// The file could not be read.
    case unreadable(RegularFile.Problem)
    /// It is larger than the app reads.
    case tooLarge(limit: Int)
    /// It is not JSON, or not an object.
    case notASession
    /// It is a file of another format (or of none).
    case otherFormat(String?)
    /// It was written by a newer version of the app.
    case newerVersion(Int)
    /// Something in it is wrong: where, and what.
    case invalid(place: String, reason: String)

    /// The problem with the file at `path`, in words.
    public func message(path: String, words: FileWords = FileWords()) -> String {
        switch self {
        case .unreadable(let problem): problem.message(path: path, words: words)
        case .tooLarge(let limit): "\(path) is larger than the \(limit >> 20) MB a session may be"
        case .notASession: "\(path) is not a session file: it is not JSON"
        case .otherFormat(let found): "\(path) is not a session of this app" + (found.map { " (it is a “\($0)” file)" } ?? "")
        case .newerVersion(let version): "\(path) was written by a newer version of the app (session version \(version))"
        case .invalid(let place, let reason): place.isEmpty ? "\(path): \(reason)" : "\(path), at \(place): \(reason)"
        }
    }

    static func place(of error: DecodingError) -> String {
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .keyNotFound(_, let found), .dataCorrupted(let found): context = found
        @unknown default: return ""
        }
        var path = ""
        for key in context.codingPath {
            if let index = key.intValue { path += "[\(index)]" } else { path += path.isEmpty ? key.stringValue : ".\(key.stringValue)" }
        }
        if case .keyNotFound(let key, _) = error { path += path.isEmpty ? key.stringValue : ".\(key.stringValue)" }
        return path
    }

    static func reason(of error: DecodingError) -> String {
        switch error {
        case .keyNotFound: "missing"
        case .valueNotFound: "empty"
        case .typeMismatch(let type, _): "not a \(type)"
        case .dataCorrupted(let context): context.debugDescription
        @unknown default: "\(error)"
        }
    }
}
