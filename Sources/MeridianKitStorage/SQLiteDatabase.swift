import CSQLite

/// What SQLite refused, with the file it was about: `path: message (SQLite code N)`.
package struct SQLiteError: Error, Equatable, CustomStringConvertible {
    /// SQLite's extended result code.
    package let code: Int32
    /// SQLite's words for it.
    package let message: String
    /// The database file.
    package let path: String

    package var description: String { "\(path): \(message) (SQLite code \(code))" }

    /// The file at `path` could not be opened, for a reason said in `message`.
    package static func cannotOpen(_ message: String, path: String) -> SQLiteError {
        SQLiteError(code: SQLITE_CANTOPEN, message: message, path: path)
    }

    /// The primary result code, without the extended part.
    package var primary: Int32 { code & 0xFF }
    /// The file is not a database, or is damaged.
    package var isCorrupt: Bool { primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB }
    /// The disk or the file system's quota is full.
    package var isFull: Bool { primary == SQLITE_FULL }
    /// Another connection holds a lock SQLite waited for in vain.
    package var isBusy: Bool { primary == SQLITE_BUSY || primary == SQLITE_LOCKED }
    /// Writing failed for a reason that may clear by itself: the disk or a quota is full, or
    /// the file system failed to read or write (not damage, not a lock).
    package var mayClear: Bool { isFull || primary == SQLITE_IOERR || primary == SQLITE_CANTOPEN }
    /// The file or its folder cannot be written (or opened at all).
    package var isReadOnly: Bool { primary == SQLITE_READONLY || primary == SQLITE_CANTOPEN || primary == SQLITE_PERM }
}

/// One connection to an SQLite database file. Not thread-safe: use it from one thread (or one
/// serial queue) at a time, as SQLite's multi-thread mode requires.
package final class SQLiteDatabase {
    package let path: String
    private var handle: OpaquePointer?

    /// Opens the database at `path`. `immutable` (read-only) is for a file in a folder that
    /// cannot be written, which no one can change meanwhile: SQLite then reads it without the
    /// shared-memory file a WAL database otherwise needs beside it, and which it could not make.
    package init(path: String, readOnly: Bool = false, immutable: Bool = false) throws(SQLiteError) {
        self.path = path
        var flags = (readOnly || immutable ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX
        var name = path
        if immutable {
            flags |= SQLITE_OPEN_URI
            // A URI's own characters in the path are escaped.
            let escaped = path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "?", with: "%3f")
                .replacingOccurrences(of: "#", with: "%23")
            name = "file:\(escaped)?immutable=1"
        }
        handle = try Self.open(name, flags: flags, naming: path)
    }

    /// An empty database in a private temporary file that SQLite deletes when it closes, whose
    /// errors name `path`.
    private init(privateFileNamed path: String) throws(SQLiteError) {
        self.path = path
        handle = try Self.open("", flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, naming: path)
    }

    /// A connection to the database SQLite finds by `name`, whose errors name `path`.
    private static func open(_ name: String, flags: Int32, naming path: String) throws(SQLiteError) -> OpaquePointer? {
        var handle: OpaquePointer?
        let result = sqlite3_open_v2(name, &handle, flags, nil)
        guard result == SQLITE_OK else {
            let error = SQLiteError(code: result, message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open", path: path)
            sqlite3_close_v2(handle)
            throw error
        }
        sqlite3_extended_result_codes(handle, 1)
        return handle
    }

    /// A copy of this whole database in a private temporary file SQLite deletes when the copy
    /// closes (it stays in memory while small): something to change, such as an older schema
    /// to migrate before reading it, while this file stays exactly as it is. Its errors name
    /// this file.
    package func privateCopy() throws(SQLiteError) -> SQLiteDatabase {
        let copy = try SQLiteDatabase(privateFileNamed: path)
        guard let backup = sqlite3_backup_init(copy.handle, "main", handle, "main") else {
            try copy.check(sqlite3_errcode(copy.handle))
            return copy
        }
        let stepped = sqlite3_backup_step(backup, -1)
        let finished = sqlite3_backup_finish(backup)
        guard stepped == SQLITE_DONE else { throw SQLiteError(code: stepped, message: String(cString: sqlite3_errstr(stepped)), path: path) }
        try copy.check(finished)
        return copy
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Closes the connection now (once its statements are finished); later calls fail.
    package func close() {
        sqlite3_close_v2(handle)
        handle = nil
    }

    /// Runs one or more statements that return no rows.
    package func execute(_ sql: String) throws(SQLiteError) {
        try check(sqlite3_exec(handle, sql, nil, nil, nil))
    }

    package func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil))
        return SQLiteStatement(statement!, database: self)
    }

    /// Runs `body` in one write transaction (`BEGIN IMMEDIATE`): all of it reaches the file, or
    /// none of it.
    package func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// The rowid of the last row this connection inserted.
    package var lastInsertedRow: Int64 { sqlite3_last_insert_rowid(handle) }

    /// The schema's version, kept in the file's header (`PRAGMA user_version`).
    package func userVersion() throws(SQLiteError) -> Int {
        let statement = try prepare("PRAGMA user_version")
        _ = try statement.step()
        return Int(statement.int(0))
    }

    package func setUserVersion(_ version: Int) throws(SQLiteError) {
        try execute("PRAGMA user_version = \(version)")
    }

    /// A pragma's single value, as text (`journal_mode`, `synchronous`, …).
    package func pragma(_ name: String) throws(SQLiteError) -> String {
        let statement = try prepare("PRAGMA \(name)")
        _ = try statement.step()
        return statement.text(0) ?? ""
    }

    /// What `PRAGMA integrity_check` finds: `["ok"]` for a sound file.
    package func integrityCheck() throws(SQLiteError) -> [String] {
        let statement = try prepare("PRAGMA integrity_check")
        var lines: [String] = []
        while try statement.step() { lines.append(statement.text(0) ?? "") }
        return lines
    }

    package func check(_ result: Int32) throws(SQLiteError) {
        guard result == SQLITE_OK || result == SQLITE_ROW || result == SQLITE_DONE else {
            throw SQLiteError(code: result, message: String(cString: sqlite3_errmsg(handle)), path: path)
        }
    }
}

/// A prepared statement: bind, step through the rows, reset to run it again.
package final class SQLiteStatement {
    private let statement: OpaquePointer
    private let database: SQLiteDatabase

    fileprivate init(_ statement: OpaquePointer, database: SQLiteDatabase) {
        self.statement = statement
        self.database = database
    }

    deinit {
        sqlite3_finalize(statement)
    }

    /// Binds `values` to the parameters in order (`?1`, `?2`, …), after a reset.
    @discardableResult
    package func bind(_ values: SQLiteValue...) throws(SQLiteError) -> SQLiteStatement {
        try database.check(sqlite3_reset(statement))
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            switch value {
            case .null: try database.check(sqlite3_bind_null(statement, index))
            case .int(let number): try database.check(sqlite3_bind_int64(statement, index, number))
            case .text(let text):
                try database.check(text.utf8CString.withUnsafeBufferPointer {
                    meridian_sqlite_bind_text(statement, index, $0.baseAddress, Int32($0.count - 1))
                })
            case .json(let bytes):
                try database.check(bytes.withUnsafeBytes {
                    meridian_sqlite_bind_text(statement, index, $0.baseAddress?.assumingMemoryBound(to: CChar.self), Int32($0.count))
                })
            case .blob(let bytes):
                try database.check(bytes.withUnsafeBytes {
                    meridian_sqlite_bind_blob(statement, index, $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32($0.count))
                })
            }
        }
        return self
    }

    /// The next row: `true` when there is one to read, `false` when the statement is done.
    package func step() throws(SQLiteError) -> Bool {
        let result = sqlite3_step(statement)
        try database.check(result)
        return result == SQLITE_ROW
    }

    /// Runs a statement that returns no rows.
    package func run() throws(SQLiteError) {
        while try step() {}
    }

    package func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }
    package func int(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

    package func text(_ column: Int32) -> String? {
        guard let bytes = sqlite3_column_text(statement, column) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// A text column's UTF-8 bytes.
    package func textBytes(_ column: Int32) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(statement, column))
        guard count > 0, let bytes = sqlite3_column_text(statement, column) else { return [] }
        return Array(UnsafeBufferPointer(start: bytes, count: count))
    }

    package func blob(_ column: Int32) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(statement, column))
        guard count > 0, let bytes = sqlite3_column_blob(statement, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }
}

/// A value bound to a statement's parameter.
package enum SQLiteValue {
    case null
    case int(Int64)
    case text(String)
    /// UTF-8 text as bytes (JSON), bound without making a `String` of it.
    case json([UInt8])
    case blob([UInt8])
}
