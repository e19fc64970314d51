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
    /// Steps after the start (step 0): the number of the slider's last step, as the window, the
    /// kept histories and the inspector count them.
    public var steps: Int
    /// Entries in the log: actions, returns to the past, sealed runs of transients.
    public var entries: Int
    public var checkpoints: Int
    public var checkpointInterval: Int
    public var firstStepTime: Instant?
    public var lastStepTime: Instant?
    /// The database and its WAL files, in bytes.
    public var bytesOnDisk: Int
    /// The histories an import or `--fresh` kept aside inside the database
    /// (`meridian history kept` lists them).
    public var keptHistories: Int
    /// What forgetting each kept history would free, added up: the bytes no other history shares.
    public var keptHistoriesBytes: Int
    /// Files kept aside in the folder's `kept/` (a damaged database, an earlier Meridian's
    /// journal), in bytes: not histories the app can bring back, but never deleted.
    public var keptFilesBytes: Int
    /// Whether a running Meridian is writing the history.
    public var writerHoldsLock: Bool
    /// "ok" when the file is sound and every segment of the history reads back; else what is
    /// wrong: what SQLite's `PRAGMA quick_check` says, then each damaged segment.
    public var check: String
    /// What SQLite's `PRAGMA quick_check` says of the file: "ok" when it is sound.
    public var sqliteCheck: String
    /// The segments of the history that do not read back (a damaged chunk inside a sound file,
    /// which SQLite's check cannot see), with the steps each holds a part of.
    public var damagedSegments: [DamagedSegment]

    /// A segment of the history that does not read back.
    public struct DamagedSegment: Codable, Equatable, Sendable {
        public var segment: Int
        public var firstStep: Int
        public var lastStep: Int
        /// Where in the segment, and what is wrong there.
        public var place: String
        public var reason: String
    }

    /// Reads the folder's database; the reason when it cannot be read.
    public static func read(_ folder: StateFolder, loader: FileLoader) -> Result<AutosavedHistorySummary, FileError> {
        let path = AppHistoryFile.path(inFolder: folder.path)
        var summary = AutosavedHistorySummary(
            folder: folder.path, database: path, exists: false, steps: 0, entries: 0, checkpoints: 0,
            checkpointInterval: HistoryRules<AppState, AppAction>.defaultCheckpointInterval,
            bytesOnDisk: bytes(in: folder.path, recursing: false), keptHistories: 0, keptHistoriesBytes: 0,
            keptFilesBytes: bytes(in: folder.keptFolder, recursing: true),
            writerHoldsLock: HistoryFolderLock.isInUse(folder.path), check: "ok", sqliteCheck: "ok", damagedSegments: [])
        guard FileManager.default.fileExists(atPath: path) else { return .success(summary) }
        do {
            let database = try AppHistoryDatabase(
                path: path, codec: .meridian(validator: loader.reader.sessions), words: .meridian, readOnly: true)
            defer { database.close() }
            let kept = try database.keptHistories()
            summary.keptHistories = kept.count
            summary.keptHistoriesBytes = kept.reduce(0) { $0 + $1.ownBytes }
            guard let header = try database.header() else { return .success(summary) }
            summary.exists = true
            summary.entries = header.entryCount
            summary.checkpointInterval = header.checkpointInterval
            // One a segment, after the first: packed ones are in their chunks.
            summary.checkpoints = header.entryCount / header.checkpointInterval
            let steps = try database.steps(entryCount: header.entryCount)
            summary.steps = max(steps.count - 1, 0)
            summary.firstStepTime = steps.times.first.map(Instant.init(millisecondsSince1970:))
            summary.lastStepTime = steps.times.last.map(Instant.init(millisecondsSince1970:))
            summary.sqliteCheck = try database.connection.pragma("quick_check")
            // Read whole: damage inside a chunk is a sound file to SQLite.
            summary.damagedSegments = try database.damagedSegments(header: header, steps: steps).map {
                DamagedSegment(segment: $0.segment, firstStep: $0.steps.lowerBound, lastStep: $0.steps.upperBound, place: $0.place, reason: $0.reason)
            }
            let problems = (summary.sqliteCheck == "ok" ? [] : [summary.sqliteCheck])
                + summary.damagedSegments.map { "segment \($0.segment) (steps \($0.firstStep) to \($0.lastStep)) is damaged at \($0.place): \($0.reason)" }
            summary.check = problems.isEmpty ? "ok" : problems.joined(separator: "; ")
            return .success(summary)
        } catch let error as HistoryDatabaseError {
            return .failure(FileError(error.message(in: .meridian)))
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
