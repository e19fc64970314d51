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

/// Why a file cannot be read: every problem found, in file order.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var problems: [FileProblem]

    public init(_ problems: [FileProblem]) {
        self.problems = problems
    }

    public init(path: String = "", _ message: String) {
        self.problems = [FileProblem(path: path, message: message)]
    }

    public var description: String { problems.map(\.description).joined(separator: "\n") }
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
