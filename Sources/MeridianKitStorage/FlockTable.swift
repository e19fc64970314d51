/// The `flock` locks Linux lists in `/proc/locks`, read as text: which process holds the lock
/// on a file, named by its device and inode. Pure, so that the parsing is tested on text; the
/// reading of `/proc` is `FolderLockHolder`'s.
///
/// A line reads `2: FLOCK  ADVISORY  WRITE 1234 fe:01:5358971 0 EOF` — the lock's number, its
/// kind, the pid that took it, then the file as major:minor (hexadecimal, as the kernel prints
/// them) and inode (decimal). A process waiting for a lock is listed as `2: -> FLOCK …`: it
/// does not hold it.
package struct FlockTable: Equatable, Sendable {
    /// A file, as the kernel names it in the table.
    package struct File: Hashable, Sendable {
        package var major: UInt32
        package var minor: UInt32
        package var inode: UInt64

        package init(major: UInt32, minor: UInt32, inode: UInt64) {
            self.major = major
            self.minor = minor
            self.inode = inode
        }

        /// The file `stat` gives as `st_dev` and `st_ino`: its device split into major and
        /// minor as glibc's `major()` and `minor()` do (macros Swift does not import).
        package init(device: UInt64, inode: UInt64) {
            major = UInt32(truncatingIfNeeded: ((device >> 8) & 0xfff) | ((device >> 32) & ~0xfff))
            minor = UInt32(truncatingIfNeeded: (device & 0xff) | ((device >> 12) & ~0xff))
            self.inode = inode
        }
    }

    /// One held `flock`: the process that took it, and the file.
    package struct Entry: Equatable, Sendable {
        package var pid: Int32
        package var file: File
    }

    /// The held `flock` locks, in the table's order; other kinds of lock and waiters are left out.
    package let entries: [Entry]

    /// The table in `text`, the contents of `/proc/locks`; lines it cannot read are skipped.
    package init(parsing text: String) {
        entries = text.split(separator: "\n").compactMap(Self.entry)
    }

    /// The process holding an `flock` on `file`: `nil` when none is listed, or when its pid is
    /// not one this process can see (the kernel then prints 0, or a negative number).
    package func holder(of file: File) -> Int32? {
        entries.first { $0.file == file && $0.pid > 0 }?.pid
    }

    private static func entry(_ line: Substring) -> Entry? {
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        // "N:", the kind, ADVISORY/MANDATORY, READ/WRITE, the pid, the file, start, end.
        guard fields.count >= 6, fields[0].hasSuffix(":"), fields[1] == "FLOCK", let pid = Int32(fields[4]) else { return nil }
        let parts = fields[5].split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let major = UInt32(parts[0], radix: 16), let minor = UInt32(parts[1], radix: 16),
            let inode = UInt64(parts[2])
        else { return nil }
        return Entry(pid: pid, file: File(major: major, minor: minor, inode: inode))
    }
}
