import Foundation
import MeridianKitFiles
import MeridianStore

/// How an app's session files become a history and a history becomes a file: what
/// ``RecordedSessions`` reads a folder with, and writes it with when it records it again.
public struct SessionCoding<State: Codable, Action: Codable> {
    /// The history in a file's bytes, read and checked as the app's import reads it, so a
    /// session recorded by an older build whose format the app still reads is replayed as
    /// today's import reads it. Throws what is wrong, and where.
    public var read: (Data) throws -> HistoryArchive<State, Action>
    /// A file's bytes for a history, as the app's export writes them.
    public var write: (HistoryArchive<State, Action>) throws -> Data
    /// The largest file the app's import reads, in bytes: a larger one is refused unread.
    public var maximumSize: Int

    /// A coding of the app's own, for files of at most `maximumSize` bytes (the kit's default).
    public init(
        read: @escaping (Data) throws -> HistoryArchive<State, Action>, write: @escaping (HistoryArchive<State, Action>) throws -> Data,
        maximumSize: Int = SessionFormat(name: "").maximumSize
    ) {
        self.read = read
        self.write = write
        self.maximumSize = maximumSize
    }

    /// The kit's session files of `format`: what `SessionCommands` exports and imports.
    public static func sessionFiles(_ format: SessionFormat) -> Self {
        Self(
            read: { data in try SessionFile<State, Action>.read(data, format: format) },
            write: { history in try SessionFile(history: history, format: format).data() }, maximumSize: format.maximumSize)
    }
}
