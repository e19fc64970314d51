import Foundation
import MeridianCore
import MeridianStore

/// What the autosaved history in a state folder holds, read without changing anything: for
/// `meridian history info`, people and scripts.
public struct AutosavedHistorySummary: Codable, Equatable, Sendable {
    public var folder: String
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
    /// The files of the history (session file, journal, lock), in bytes.
    public var bytesOnDisk: Int
    /// Sessions kept aside (before imports, `--fresh`, unreadable ones), in bytes.
    public var bytesKeptAside: Int
    /// Whether a running Meridian holds the writer's lock.
    public var writerHoldsLock: Bool
    /// Bytes at the end of the journal that a launch would cut (a crash, a power cut).
    public var damagedBytes: Int

    /// Reads the folder as a launch would, without repairing or moving anything; the reason
    /// when the history there cannot be read.
    public static func read(_ folder: StateFolder, loader: FileLoader) -> Result<AutosavedHistorySummary, FileError> {
        let recovery = SessionJournal.recover(from: folder, loader: loader, repairing: false)
        if recovery.leftInPlace, let notice = recovery.notice { return .failure(FileError(notice)) }
        let history = recovery.history
        let times = history?.stepTimes.milliseconds ?? []
        let interval = history?.checkpointInterval ?? HistoryRules<AppState, AppAction>.defaultCheckpointInterval
        let entries = history?.entryCount ?? 0
        return .success(AutosavedHistorySummary(
            folder: folder.path, exists: history != nil, steps: times.count, entries: entries,
            checkpoints: entries / interval, checkpointInterval: interval,
            firstStepTime: times.first.map(Instant.init(millisecondsSince1970:)),
            lastStepTime: times.last.map(Instant.init(millisecondsSince1970:)),
            bytesOnDisk: bytes(in: folder.path, recursing: false), bytesKeptAside: bytes(in: folder.keptFolder, recursing: true),
            writerHoldsLock: isLocked(folder), damagedBytes: recovery.damagedBytes))
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

    /// Whether another process holds the lock: taken and let go at once when it is free.
    private static func isLocked(_ folder: StateFolder) -> Bool {
        let fd = open(SessionJournal.lockPath(folder), O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return errno == EWOULDBLOCK }
        flock(fd, LOCK_UN)
        return false
    }
}
