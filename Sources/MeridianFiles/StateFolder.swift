import Foundation
import MeridianKitFiles

/// Where Meridian keeps what it saves by itself: `$XDG_STATE_HOME/meridian`, by default
/// `~/.local/state/meridian`.
public struct StateFolder: Sendable {
    public let path: String

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let base = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? "\(environment["HOME"] ?? NSHomeDirectory())/.local/state"
        path = "\(base)/meridian"
    }

    public init(path: String) {
        self.path = path
    }

    /// Sessions kept aside (before an import replaced the history, or `--fresh`), never deleted.
    public var keptFolder: String { "\(path)/kept" }

    /// A new name in the kept folder: `before-import-2026-11-21T21-37-22.123Z.json`.
    public func keptSessionPath(reason: String, at time: Date) -> String {
        let stamp = ISO8601DateFormatter.string(from: time, timeZone: .gmt, formatOptions: [.withInternetDateTime, .withFractionalSeconds])
            .replacingOccurrences(of: ":", with: "-")
        return "\(keptFolder)/\(reason)-\(stamp).json"
    }

    /// Creates the folders (and missing parents: `~/.local/state` may not exist yet), private to the user.
    public func create() throws(FileWriteError) {
        try Self.makeFolder(path)
        try Self.makeFolder(keptFolder)
    }

    private static func makeFolder(_ folder: String) throws(FileWriteError) {
        if mkdir(folder, 0o700) == 0 || errno == EEXIST { return }
        guard errno == ENOENT else { throw FileWriteError(errno: errno, path: folder) }
        try makeFolder(URL(fileURLWithPath: folder).deletingLastPathComponent().path)
        guard mkdir(folder, 0o700) == 0 || errno == EEXIST else { throw FileWriteError(errno: errno, path: folder) }
    }
}
