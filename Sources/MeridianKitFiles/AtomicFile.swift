import Foundation

/// Writes a whole file or nothing: a temporary file in the same folder is written, flushed to
/// the disk, renamed over the target, and the folder flushed too. A crash or a full disk in the
/// middle never leaves half a file where the user's file was; the old one stays as it was.
///
/// The temporary file has no name until it is whole (`O_TMPFILE`), so a process killed while
/// writing — Ctrl+C, `kill -9`, a power cut — leaves nothing behind in the folder either;
/// where the file system cannot make a file without a name, it is a hidden one, removed on
/// any error.
public enum AtomicFile {
    /// Writes `data` to `path`, whole or not at all.
    public static func write(_ data: Data, to path: String) throws(FileWriteError) {
        do {
            try write(to: path) { put in try data.withUnsafeBytes { try put($0) } }
        } catch let error as FileWriteError {
            throw error
        } catch {
            preconditionFailure("writing bytes in memory throws only write errors: \(error)")
        }
    }

    /// Writes a file made in pieces: `produce` hands each piece to the function it is given, as
    /// it is made. An error from `produce` or from the disk leaves the old file as it was; the
    /// disk's are `FileWriteError`s, `produce`'s are thrown as they came.
    public static func write(to path: String, producing produce: (_ put: (UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary = "\(folder)/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        var unnamed = true
        var fd = open(folder, O_WRONLY | unnamedFile | O_CLOEXEC, 0o644)
        if fd < 0, errno == EOPNOTSUPP || errno == EISDIR || errno == EINVAL {
            unnamed = false
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard fd >= 0 else { throw FileWriteError(errno: errno, path: path) }
        do {
            try produce { bytes in
                var written = 0
                while written < bytes.count {
                    let result = Foundation.write(fd, bytes.baseAddress! + written, bytes.count - written)
                    if result < 0 {
                        if errno == EINTR { continue }
                        throw FileWriteError(errno: errno, path: path)
                    }
                    written += result
                }
            }
            guard fsync(fd) == 0 else { throw FileWriteError(errno: errno, path: path) }
            // Whole and on the disk: only now does it get a name, beside the file it replaces.
            if unnamed, linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) != 0 {
                throw FileWriteError(errno: errno, path: path)
            }
        } catch {
            close(fd)
            if !unnamed { unlink(temporary) }
            throw error
        }
        close(fd)
        guard rename(temporary, path) == 0 else {
            let failure = errno
            unlink(temporary)
            throw FileWriteError(errno: failure, path: path)
        }
        syncFolder(folder)
    }

    /// Linux's `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`, the same on every architecture Swift
    /// runs on there), which Glibc's module does not bring: a file in the folder with no name.
    private static let unnamedFile: Int32 = 0o20000000 | O_DIRECTORY

    /// Makes the rename itself durable.
    static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}

/// Why a file could not be written: the path and the system's error number, in words an app
/// may translate ("the disk is full", "permission denied").
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file or folder that could not be written.
    public var path: String
    /// The system's error number (`errno`).
    public var code: Int32

    /// The error `code` met writing `path`.
    public init(errno code: Int32, path: String) {
        self.path = path
        self.code = code
    }

    /// Why, in `words`: "the disk is full".
    public func reason(in words: FileWords = FileWords()) -> String {
        words.writeReason(code)
    }

    /// "could not write /home/ana/a.json: the disk is full", in `words`.
    public func message(in words: FileWords = FileWords()) -> String {
        words.couldNotWrite(path, reason(in: words))
    }

    /// The message in English.
    public var description: String { message() }
}
