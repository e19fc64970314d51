import Foundation
import MeridianCore
import MeridianKitStorage
import MeridianStore

/// What the autosaved history in a state folder holds, read from its database without changing
/// anything: for `meridian history info`, people and scripts.
public struct AutosavedHistorySummary: Codable, Equatable, Sendable {
    public var folder: String
    /// The database file.
    public var database: String
    /// Whether there is an autosaved history at all (not before the first launch, or after `--fresh`).
    public var exists: Bool
    /// Steps on the slider, counting step 0, the start.
    public var steps: Int
    /// Entries in the log: actions, returns to the past, sealed runs of transients.
    public var entries: Int
    public var checkpoints: Int
    public var checkpointInterval: Int
    public var firstStepTime: Instant?
    public var lastStepTime: Instant?
    /// The database and its WAL files, in bytes.
    public var bytesOnDisk: Int
    /// Histories kept aside (before imports, `--fresh`, unreadable ones, migrated journals), in bytes.
    public var bytesKeptAside: Int
    /// Whether a running Meridian is writing the history.
    public var writerHoldsLock: Bool
    /// What SQLite's `PRAGMA quick_check` says of the file: "ok" when it is sound.
    public var check: String

    /// Reads the folder's database; the reason when it cannot be read.
    public static func read(_ folder: StateFolder, loader: FileLoader) -> Result<AutosavedHistorySummary, FileError> {
        let path = AppHistoryFile.path(inFolder: folder.path)
        var summary = AutosavedHistorySummary(
            folder: folder.path, database: path, exists: false, steps: 0, entries: 0, checkpoints: 0,
            checkpointInterval: HistoryRules<AppState, AppAction>.defaultCheckpointInterval,
            bytesOnDisk: bytes(in: folder.path, recursing: false), bytesKeptAside: bytes(in: folder.keptFolder, recursing: true),
            writerHoldsLock: HistoryFolderLock.isInUse(folder.path), check: "ok")
        guard FileManager.default.fileExists(atPath: path) else { return .success(summary) }
        do {
            let database = try AppHistoryDatabase(
                path: path, codec: .meridian(validator: loader.reader.sessions), words: .meridian, readOnly: true)
            defer { database.close() }
            guard let header = try database.header() else { return .success(summary) }
            summary.exists = true
            summary.entries = header.entryCount
            summary.checkpointInterval = header.checkpointInterval
            // One a segment, after the first: packed ones are in their chunks.
            summary.checkpoints = header.entryCount / header.checkpointInterval
            let steps = try database.steps()
            summary.steps = steps.count
            summary.firstStepTime = steps.times.first.map(Instant.init(millisecondsSince1970:))
            summary.lastStepTime = steps.times.last.map(Instant.init(millisecondsSince1970:))
            summary.check = try database.connection.pragma("quick_check")
            return .success(summary)
        } catch {
            return .failure(FileError("\(error)"))
        }
    }

    private static func bytes(in path: String, recursing: Bool) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return 0 }
        return names.reduce(0) { total, name in
            var status = stat()
            let file = "\(path)/\(name)"
            guard lstat(file, &status) == 0 else { return total }
            if status.st_mode & S_IFMT == S_IFDIR { return total + (recursing ? bytes(in: file, recursing: true) : 0) }
            return total + Int(status.st_size)
        }
    }
}
