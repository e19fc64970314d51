// SQLite 3 (Debian's libsqlite3-dev) for Swift: the header, plus shims for what Swift cannot
// import (SQLITE_TRANSIENT is a macro casting -1 to a function pointer).
#ifndef MERIDIAN_CSQLITE_SHIM_H
#define MERIDIAN_CSQLITE_SHIM_H

#include <sqlite3.h>

/// Binds text that SQLite copies before the call returns.
static inline int meridian_sqlite_bind_text(sqlite3_stmt *statement, int index, const char *text, int bytes) {
    return sqlite3_bind_text(statement, index, text, bytes, SQLITE_TRANSIENT);
}

/// Binds a blob that SQLite copies before the call returns.
static inline int meridian_sqlite_bind_blob(sqlite3_stmt *statement, int index, const void *bytes, int count) {
    return sqlite3_bind_blob(statement, index, bytes, count, SQLITE_TRANSIENT);
}

#endif
