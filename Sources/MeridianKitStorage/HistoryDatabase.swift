import Foundation

/// The autosaved history's database file, `history.sqlite3` in the app's state folder: its
/// schema, its version and the migrations from older versions. One writer (the running app);
/// readers (a command line, the `sqlite3` shell) at any time, as WAL mode allows.
///
/// Durability: WAL mode with `synchronous = FULL`, so each committed batch is synced before the
/// commit returns and survives a power cut, not only a crash of the app (`NORMAL` would keep it
/// through a crash but may lose the last commits to a power cut). A batch is written off the
/// main thread, 100 ms after the first of its actions (`HistoryAutosave`).
package final class HistoryDatabase<State, Action> {
    package private(set) var connection: SQLiteDatabase
    /// How actions and states become bytes and back.
    package let codec: HistoryCodec<State, Action>
    /// What its errors say.
    package let words: StorageWords
    private var statements: [String: SQLiteStatement] = [:]
    /// Whether this connection writes the file: its close is the quit's, the file's last.
    private let writes: Bool

    /// Opens (creating when missing) the database at `path` and brings its schema to
    /// `HistorySchema.version`.
    package init(
        path: String, codec: HistoryCodec<State, Action>, words: StorageWords, readOnly: Bool = false, immutable: Bool = false
    ) throws(HistoryDatabaseError) {
        self.codec = codec
        self.words = words
        let readOnly = readOnly || immutable
        writes = !readOnly
        connection = try Self.naming(path) { try SQLiteDatabase(path: path, readOnly: readOnly, immutable: immutable) }
        try Self.naming(path) {
            // Waits for a reader's lock instead of failing at once; another writer holds the
            // file lock for good, and is found by the version check's write below.
            try connection.execute("PRAGMA busy_timeout = 2000")
            if !readOnly {
                guard try connection.pragma("journal_mode = WAL") == "wal" else {
                    throw HistoryDatabaseError.unusable(path: path, reason: words.noWAL)
                }
                try connection.execute("PRAGMA synchronous = FULL")
                // An import writes the whole history in one transaction, and the write-ahead log
                // keeps that size on disk; after each checkpoint it is cut back to this.
                try connection.execute("PRAGMA journal_size_limit = 4194304")
                // The writer adds a batch at a time to the ends of a few tables and reads the
                // whole step table once, at launch: SQLite's default cache (2 MB) would only hold
                // that scan's last pages for as long as the app runs.
                try connection.execute("PRAGMA cache_size = -512")
            }
            let version = try connection.userVersion()
            if version > HistorySchema.version {
                throw HistoryDatabaseError.newer(path: path, version: version)
            }
            if version < HistorySchema.version {
                if readOnly {
                    // An older file is the user's, not an error: read a private copy brought to
                    // this schema, and leave the file itself to the app's next launch.
                    let copy = try connection.privateCopy()
                    connection.close()
                    connection = copy
                }
                try migrate(from: version, compacting: !readOnly)
            }
        }
    }

    /// Runs `body`, naming what it throws as this file's error: SQLite's own, one of ours, or
    /// anything else as the reason the file cannot be used.
    package static func naming<T>(_ path: String, _ body: () throws -> T) throws(HistoryDatabaseError) -> T {
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

    /// Finishes the kept statements and closes the connection; nothing can be run after. The
    /// writer closes the file's readers first: closing last, it checkpoints the write-ahead log
    /// into the database and deletes it (`ReadConnections`).
    package func close() {
        statements.removeAll()
        if writes { ReadConnections.closeAll(path: connection.path) }
        connection.close()
    }

    /// A prepared statement, kept for the next time: the writer runs the same few for every batch.
    package func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let kept = statements[sql] { return kept }
        let statement = try connection.prepare(sql)
        statements[sql] = statement
        return statement
    }

    /// Brings the file to this schema in one transaction: every migration's tables first, then
    /// the packing some of them ask for, which this build's code does against this schema's
    /// tables (packing a schema-4 file's segments reads and writes columns schema 7 added).
    private func migrate(from version: Int, compacting: Bool) throws {
        var packedGroups = 0
        try connection.transaction {
            for next in version..<HistorySchema.version {
                try connection.execute(HistorySchema.migrations[next])
            }
            if version < 5 { try packCompleteSegments() }
            if version < 6 { packedGroups = try packCompleteStepGroups() }
            try connection.setUserVersion(HistorySchema.version)
        }
        // The rows packing removed leave free pages; a history of a year shrinks from about
        // 40 MB to a few, once.
        if compacting, version > 0, version < 5 || packedGroups > 0 { try compact() }
    }

    /// Gives the pages freed by deleted rows back to the file system: after a migration that
    /// packed segments, or when the user forgets a kept history. Rewrites the whole file, so
    /// only on such occasions, never while the app records.
    package func compact() throws(SQLiteError) {
        try connection.execute("VACUUM")
        // VACUUM wrote the smaller file into the write-ahead log: put it in place now.
        _ = try connection.pragma("wal_checkpoint(TRUNCATE)")
    }
}

/// The history database's schema, the same for every app: its version, its file's name and
/// the migrations from older versions.
package enum HistorySchema {
    /// The schema this build writes. A file with a higher version was written by a newer
    /// build and is not changed.
    package static let version = 7
    /// The file's name in the app's state folder.
    package static let fileName = "history.sqlite3"

    /// Each migration takes the schema from version `index` to `index + 1`, in one transaction
    /// with the version change, so a file is never left between two versions.
    package static let migrations: [String] = [
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
        // 4 → 5: complete segments packed (`PackedSegment`) into chunks stored once however
        // many histories hold them; histories kept aside (an import, a fresh start) are rows
        // of `kept` whose segments are chunks too. The live history is history 0. The
        // segments already complete are packed by `HistoryDatabase.migrate`.
        """
        CREATE TABLE chunks (
            chunk INTEGER PRIMARY KEY,
            hash INTEGER NOT NULL,
            bytes BLOB NOT NULL
        );
        CREATE INDEX chunk_hashes ON chunks (hash);
        CREATE TABLE segments (
            history INTEGER NOT NULL,
            segment INTEGER NOT NULL,
            chunk INTEGER NOT NULL REFERENCES chunks,
            PRIMARY KEY (history, segment)
        ) WITHOUT ROWID;
        CREATE TABLE kept (
            history INTEGER PRIMARY KEY CHECK (history > 0),
            kept_at INTEGER NOT NULL,
            reason TEXT NOT NULL,
            checkpoint_interval INTEGER NOT NULL,
            entry_count INTEGER NOT NULL,
            step_count INTEGER NOT NULL,
            first_time INTEGER,
            last_time INTEGER,
            cursor_step INTEGER,
            cursor_scope TEXT NOT NULL,
            steps_chunk INTEGER NOT NULL REFERENCES chunks,
            tail_chunk INTEGER NOT NULL REFERENCES chunks
        );
        """,
        // 5 → 6: the live history's step table packed a group of steps at a time
        // (`StoredSteps`), the rows of the last steps after them; a launch reads millions of
        // steps as a few thousand blobs. The groups already complete are packed by
        // `HistoryDatabase.migrate`.
        """
        CREATE TABLE step_groups (
            first_step INTEGER PRIMARY KEY,
            bytes BLOB NOT NULL
        );
        """,
        // 6 → 7: Undo and Redo are returns of their own (`restore_made` 'undo' or 'redo'; a
        // return carried on from the slider has none, as every return had before), and what
        // each ended step changed of what Undo takes back is kept by group of steps
        // (`StepChanges`), so a launch finds Undo's change without reading the log. The steps
        // of a history written before are searched once, on another thread, and kept then.
        """
        ALTER TABLE entries ADD COLUMN restore_made TEXT CHECK (restore_made IN ('undo', 'redo'));
        CREATE TABLE undo_changes (
            grp INTEGER PRIMARY KEY,
            scope TEXT NOT NULL,
            bits BLOB NOT NULL
        );
        """,
    ]
}

/// Why the history's database cannot be used, in words for the window and the command line.
package enum HistoryDatabaseError: Error, Equatable, CustomStringConvertible {
    case sqlite(SQLiteError)
    case newer(path: String, version: Int)
    case unusable(path: String, reason: String)
    /// The file is a sound database, but what it holds at `place` is not a history this build
    /// could have written.
    case damaged(path: String, place: String, reason: String)

    /// Whether the file cannot be read as a history at all, so it is kept aside and a new one
    /// started.
    package var isDamaged: Bool {
        switch self {
        case .sqlite(let error): error.isCorrupt
        case .damaged: true
        default: false
        }
    }

    /// The problem in English.
    package var description: String { message(in: StorageWords()) }

    /// The problem in `words`.
    package func message(in words: StorageWords) -> String {
        switch self {
        case .sqlite(let error) where error.isCorrupt: words.damagedFile(error.path, error.message)
        case .sqlite(let error) where error.isFull: words.full(error.path)
        case .sqlite(let error) where error.isBusy: words.inUse(error.path, words.app)
        case .sqlite(let error) where error.isReadOnly: words.readOnly(error.path, error.message)
        case .sqlite(let error): "\(error)"
        case .newer(let path, let version): words.newer(path, version, HistorySchema.version)
        case .unusable(let path, let reason): words.unusable(path, reason)
        case .damaged(let path, let place, let reason): words.damaged(path, place, reason)
        }
    }
}
