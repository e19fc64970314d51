/// One thing wrong with a file, and where: `state.document.zones[3].identifier: "Mars/Olympus"
/// is not a known time zone`.
public struct FileProblem: Equatable, Sendable, CustomStringConvertible {
    /// A JSON path inside the file; empty when the problem is the whole file.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Why a file cannot be read: every problem found, in file order, and what they come to for
/// a person (`cause`), which a refusal says first.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var problems: [FileProblem]
    public var cause: Cause

    /// What the problems come to, in a person's words (`FileMessages.importRefused`).
    public enum Cause: Equatable, Sendable {
        /// The file could not be read: not there, a folder, not allowed, too large.
        case unreadable
        /// It is not a Meridian file at all: not JSON, or JSON of something else.
        case notMeridian
        /// It is a Meridian file of the other kind.
        case otherKind(MeridianFile.Kind)
        /// A newer Meridian wrote it.
        case newer
        /// A Meridian file whose content does not hold: the problems say where.
        case damaged
        /// The user cancelled its reading.
        case cancelled
    }

    public init(_ problems: [FileProblem], cause: Cause = .damaged) {
        self.problems = problems
        self.cause = cause
    }

    public init(path: String = "", _ message: String, cause: Cause = .damaged) {
        self.problems = [FileProblem(path: path, message: message)]
        self.cause = cause
    }

    public var description: String { problems.map(\.description).joined(separator: "\n") }

    /// The refusal of a file whose reading the user cancelled: nothing of it was taken.
    public static var cancelled: FileError { FileError(tr("cancelled; nothing was imported"), cause: .cancelled) }
}

/// A JSON path as people read it: `state.document.zones[3].identifier`.
package func jsonPath(_ codingPath: [any CodingKey]) -> String {
    var path = ""
    for key in codingPath {
        if let index = key.intValue {
            path += "[\(index)]"
        } else {
            path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
        }
    }
    return path
}

extension FileError {
    /// Every problem as `FILE: path: message`, a line each: the words every reader uses.
    public func lines(file: String) -> String {
        problems.map { "\(file): \($0)" }.joined(separator: "\n")
    }
}
