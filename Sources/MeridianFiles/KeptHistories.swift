import Foundation
import MeridianCore
import MeridianKitStorage

/// The histories kept aside in the state folder's database (by an import or `--fresh`), for
/// the command line when no Meridian runs: listed, brought back, forgotten for good.
public enum KeptHistories {
    /// A history kept aside, as `meridian history kept` lists it.
    public struct Entry: Equatable, Sendable, Codable {
        /// Its number, for `restore` and `forget`.
        public var number: Int
        /// When it was kept aside.
        public var keptAt: Instant
        /// Why: `before-import`, `fresh` or `before-restore`.
        public var reason: String
        /// Its steps after the start.
        public var steps: Int
        /// When its first step was made.
        public var firstStepTime: Instant?
        /// When its last step was made.
        public var lastStepTime: Instant?
        /// What forgetting it would free: the bytes no other history shares.
        public var ownBytes: Int
    }

    /// The kept histories, oldest first; an empty list when there is no database yet.
    public static func list(_ folder: StateFolder, loader: FileLoader) -> Result<[Entry], FileError> {
        let path = AppHistoryFile.path(inFolder: folder.path)
        guard FileManager.default.fileExists(atPath: path) else { return .success([]) }
        do {
            let database = try AppHistoryDatabase(path: path, codec: .meridian(validator: loader.reader.sessions), words: .meridian, readOnly: true)
            defer { database.close() }
            return .success(try database.keptHistories().map(Entry.init))
        } catch {
            return .failure(FileError(error.message(in: .meridian)))
        }
    }

    /// Makes kept history `number` the autosaved one, keeping the current one aside first:
    /// the next launch shows it. Refused while a Meridian runs on the folder.
    public static func restore(_ number: Int, in folder: StateFolder, loader: FileLoader, at time: Instant) -> Result<Void, FileError> {
        if let missing = missing(number, in: folder, loader: loader) { return .failure(missing) }
        return writing(folder, loader: loader) { database throws(HistoryDatabaseError) in
            try database.bringBack(kept: number, keepingLiveAs: "before-restore", at: time.millisecondsSince1970)
        }
    }

    /// Forgets kept history `number` for good; returns the bytes it freed. Refused while a
    /// Meridian runs on the folder.
    public static func forget(_ number: Int, in folder: StateFolder, loader: FileLoader) -> Result<Int, FileError> {
        if let missing = missing(number, in: folder, loader: loader) { return .failure(missing) }
        return writing(folder, loader: loader) { database throws(HistoryDatabaseError) in try database.forget(kept: number) }
    }

    /// What a fresh start did with the history it replaced.
    public enum FreshStart: Equatable, Sendable {
        /// There is no database to keep it in: the caller moves the files aside instead.
        case noDatabase
        /// Nothing was ever done in it, so there was nothing to keep: it is simply begun anew.
        case nothingToKeep
        /// It is kept aside as kept history `number`.
        case keptAside(number: Int)
    }

    /// Keeps the autosaved history aside and begins an empty one (`--fresh`).
    public static func startAfresh(in folder: StateFolder, loader: FileLoader, at time: Instant) -> Result<FreshStart, FileError> {
        guard FileManager.default.fileExists(atPath: AppHistoryFile.path(inFolder: folder.path)) else { return .success(.noDatabase) }
        return writing(folder, loader: loader) { database throws(HistoryDatabaseError) in
            try database.startAfresh(keepingAside: "fresh", at: time.millisecondsSince1970).map { .keptAside(number: $0) } ?? .nothingToKeep
        }
    }

    /// Why `number` names no kept history, when it does not.
    private static func missing(_ number: Int, in folder: StateFolder, loader: FileLoader) -> FileError? {
        switch list(folder, loader: loader) {
        case .success(let kept) where kept.contains(where: { $0.number == number }): nil
        case .success: FileError(tr("There is no kept history {number}; `meridian history kept` lists them.", ["number": number]))
        // An older file is brought to this build's schema when opened for writing, then read.
        case .failure: nil
        }
    }

    private static func writing<T>(
        _ folder: StateFolder, loader: FileLoader, _ body: (AppHistoryDatabase) throws(HistoryDatabaseError) -> T
    ) -> Result<T, FileError> {
        let file: AppHistoryFile
        do throws(AppHistoryFile.OpenError) {
            file = try AppHistoryFile(folder: folder.path, codec: .meridian(validator: loader.reader.sessions), words: .meridian)
        } catch {
            switch error {
            case .inUse:
                return .failure(FileError(tr("Meridian is running on {folder}; use Kept Histories in its menu, or quit it first.", ["folder": folder.path])))
            case .database(let error): return .failure(FileError(error.message(in: .meridian)))
            case .system(let error): return .failure(FileError(error.message(in: .meridian)))
            }
        }
        defer { file.close() }
        do {
            return .success(try body(file.database))
        } catch {
            return .failure(FileError(error.message(in: .meridian)))
        }
    }
}

extension KeptHistories.Entry {
    init(_ kept: KeptHistorySummary) {
        self.init(
            number: kept.id, keptAt: Instant(millisecondsSince1970: kept.keptAt), reason: kept.reason, steps: kept.steps,
            firstStepTime: kept.firstStepTime.map(Instant.init(millisecondsSince1970:)),
            lastStepTime: kept.lastStepTime.map(Instant.init(millisecondsSince1970:)), ownBytes: kept.ownBytes)
    }
}
