import MeridianCore
import MeridianKitCore
import MeridianKitFiles
import MeridianStore

extension Session {
    /// Writes a session file of `history` atomically, piece by piece: a stored history is read
    /// a few segments at a time and the file is written a megabyte at a time. `work` hears how
    /// far it has come; cancelled, it throws `CancellationError` and leaves no file behind.
    public static func writeFile(_ history: HistoryArchiveStream<AppState, AppAction>, createdAt: Instant, to path: String, work: WorkPhase? = nil) throws {
        try AtomicFile.write(to: path) { put in
            try write(history, createdAt: createdAt, work: work) { bytes in try bytes.withUnsafeBytes { try put($0) } }
        }
    }
}
