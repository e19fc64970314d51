import Foundation
import MeridianCore
import MeridianKitCore
import MeridianStore

extension Session {
    /// UTF-8 JSON with sorted keys, compact: a session can hold a million actions, so the log
    /// is written by hand (`SessionJSONWriter`), in the form `Codable` gives it.
    public func jsonData() throws -> Data {
        try SessionJSONWriter.data(self)
    }

    /// Writes a session file of `history` in pieces of about a megabyte, each handed to `sink`
    /// as it is made: the same bytes as `jsonData()`, without holding the file or the history
    /// whole (a stored history is read segment by segment).
    ///
    /// `work` hears how far it has come; cancelled, the writing throws `CancellationError`.
    public static func write(
        _ history: HistoryArchiveStream<AppState, AppAction>, createdAt: Instant, work: WorkPhase? = nil, to sink: ([UInt8]) throws -> Void
    ) throws {
        try SessionJSONWriter.write(
            history, createdAt: createdAt, version: version(hasSeals:hasSkips:hasMessages:hasSteps:hasUndoSteps:), work: work, to: sink)
    }
}
