import MeridianCore

/// The autosaved history's database file, `history.sqlite3` in the state folder: its schema,
/// its version and the migrations from older versions. One writer (the running Meridian);
/// readers (`meridian history info`, the `sqlite3` shell) at any time, as WAL mode allows.
///
/// Durability: WAL mode with `synchronous = FULL`, so each committed batch is synced before the
/// commit returns and survives a power cut, not only a crash of the app (`NORMAL` would keep it
/// through a crash but may lose the last commits to a power cut). Batches are committed off the
/// main thread at most 250 ms after their actions, which is the promise to the user.
final class HistoryDatabase {
    /// The schema this build writes. A file with a higher version was written by a newer
    /// Meridian and is not changed.
    static let schemaVersion = 4
    static let fileName = "history.sqlite3"

    let connection: SQLiteDatabase
    private var statements: [String: SQLiteStatement] = [:]

    /// Opens (creating when missing) the database at `path` and brings its schema to
    /// `schemaVersion`.
    init(path: String, readOnly: Bool = false) throws(HistoryDatabaseError) {
        connection = try Self.naming(path) { try SQLiteDatabase(path: path, readOnly: readOnly) }
        try Self.naming(path) {
            // Waits for a reader's lock instead of failing at once; another writer holds the
            // file lock for good, and is found by the version check's write below.
            try connection.execute("PRAGMA busy_timeout = 2000")
            if !readOnly {
                guard try connection.pragma("journal_mode = WAL") == "wal" else {
                    throw HistoryDatabaseError.unusable(path: path, reason: tr("it cannot be put in WAL mode"))
                }
                try connection.execute("PRAGMA synchronous = FULL")
            }
            let version = try connection.userVersion()
            if version > Self.schemaVersion {
                throw HistoryDatabaseError.newer(path: path, version: version)
            }
            if version < Self.schemaVersion {
                guard !readOnly else { throw HistoryDatabaseError.unusable(path: path, reason: tr("its schema is version {version}, older than this build's", ["version": version])) }
                try migrate(from: version)
            }
        }
    }

    /// Runs `body`, naming what it throws as this file's error: SQLite's own, one of ours, or
    /// anything else as the reason the file cannot be used.
    static func naming<T>(_ path: String, _ body: () throws -> T) throws(HistoryDatabaseError) -> T {
        do {
            return try body()
        } catch let error as SQLiteError {
            throw .sqlite(error)
        } catch let error as HistoryDatabaseError {
            throw error
        } catch {
            throw .unusable(path: path, reason: "\(error)")
        }
    }

    /// Finishes the kept statements and closes the connection; nothing can be run after.
    func close() {
        statements.removeAll()
        connection.close()
    }

    /// A prepared statement, kept for the next time: the writer runs the same few for every batch.
    func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let kept = statements[sql] { return kept }
        let statement = try connection.prepare(sql)
        statements[sql] = statement
        return statement
    }

    /// Each migration takes the schema from version `index` to `index + 1`, in one transaction
    /// with the version change, so a file is never left between two versions.
    static let migrations: [String] = [
        // 0 → 1: the first schema.
        """
        CREATE TABLE history (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            checkpoint_interval INTEGER NOT NULL,
            cursor_step INTEGER,
            cursor_scope TEXT NOT NULL DEFAULT 'everything'
        );
        CREATE TABLE entries (
            entry INTEGER PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN ('action', 'restore', 'sealed')),
            action TEXT,
            restore_step INTEGER,
            restore_scope TEXT,
            state TEXT
        );
        CREATE TABLE steps (
            step INTEGER PRIMARY KEY,
            first_entry INTEGER NOT NULL,
            label_entry INTEGER NOT NULL,
            time INTEGER NOT NULL
        );
        CREATE TABLE checkpoints (
            segment INTEGER PRIMARY KEY,
            state TEXT NOT NULL
        );
        """,
        // 1 → 2: skipped steps. SQLite cannot change a CHECK, so the entries table is made
        // anew with the new kind and its columns, and the old rows copied over.
        """
        CREATE TABLE entries_2 (
            entry INTEGER PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN ('action', 'restore', 'sealed', 'skip')),
            action TEXT,
            restore_step INTEGER,
            restore_scope TEXT,
            state TEXT,
            skip_step INTEGER,
            skipping INTEGER,
            ineffective_steps TEXT
        );
        INSERT INTO entries_2 (entry, kind, action, restore_step, restore_scope, state)
            SELECT entry, kind, action, restore_step, restore_scope, state FROM entries;
        DROP TABLE entries;
        ALTER TABLE entries_2 RENAME TO entries;
        CREATE INDEX skips ON entries (entry) WHERE kind = 'skip';
        """,
        // 2 → 3: the returns, read at launch to draw the history's branches without reading
        // the log.
        """
        CREATE INDEX returns ON entries (entry) WHERE kind = 'restore';
        """,
        // 3 → 4: no table changes, but a message in an action or a state may be one translated
        // when shown ({"text": …, "values": …}), which a Meridian of schema 3 cannot read: it
        // says the file is newer instead of calling it damaged.
        """
        SELECT 1;
        """,
    ]

    private func migrate(from version: Int) throws {
        for next in version..<Self.schemaVersion {
            try connection.transaction {
                try connection.execute(Self.migrations[next])
                try connection.setUserVersion(next + 1)
            }
        }
    }
}

/// Why the history's database cannot be used, in words for the window and the command line.
enum HistoryDatabaseError: Error, Equatable, CustomStringConvertible {
    case sqlite(SQLiteError)
    case newer(path: String, version: Int)
    case unusable(path: String, reason: String)
    /// The file is a sound database, but what it holds at `place` is not a history this build
    /// could have written.
    case damaged(path: String, place: String, reason: String)

    /// Whether the file cannot be read as a history at all, so it is kept aside and a new one
    /// started.
    var isDamaged: Bool {
        switch self {
        case .sqlite(let error): error.isCorrupt
        case .damaged: true
        default: false
        }
    }

    var description: String {
        switch self {
        case .sqlite(let error) where error.isCorrupt:
            tr("{path} is damaged or is not a Meridian history ({reason})", ["path": error.path, "reason": error.message])
        case .sqlite(let error) where error.isFull:
            tr("{path} cannot grow: the disk is full", ["path": error.path])
        case .sqlite(let error) where error.isBusy:
            tr("{path} is in use by another Meridian", ["path": error.path])
        case .sqlite(let error) where error.isReadOnly:
            tr("{path} cannot be written ({reason})", ["path": error.path, "reason": error.message])
        case .sqlite(let error):
            "\(error)"
        case .newer(let path, let version):
            tr("{path} was written by a newer Meridian (schema version {version}; this build reads up to {current})", ["path": path, "version": version, "current": "\(HistoryDatabase.schemaVersion)"])
        case .unusable(let path, let reason):
            tr("{path} cannot be used: {reason}", ["path": path, "reason": reason])
        case .damaged(let path, let place, let reason):
            tr("{path} is damaged: {place} {reason}", ["path": path, "place": place, "reason": reason])
        }
    }
}
