import Foundation
import MeridianCore
import MeridianFileFormat

/// Reads snapshot and session files from disk as the app and the command line do: the path is
/// checked (there, a file, readable, within the size limit) before a byte is read, then the core's
/// reader checks everything inside.
public struct FileLoader: Sendable {
    public let reader: MeridianFileReader

    public init(catalog: TimeZoneCatalog) {
        reader = MeridianFileReader(catalog: catalog)
    }

    public func snapshot(at path: String) -> Result<Snapshot, FileError> {
        bytes(at: path, kind: .snapshot).flatMap(reader.snapshot(from:))
    }

    public func session(at path: String) -> Result<Session, FileError> {
        bytes(at: path, kind: .session).flatMap(reader.session(from:))
    }

    /// The file's bytes, refusing a missing path, a folder, anything that is not a regular file
    /// (a pipe, a socket, a device such as `/dev/zero`), an unreadable file or one over the size
    /// limit — the last before reading it. Never blocks on what it refuses.
    public func bytes(at path: String, kind: MeridianFile.Kind) -> Result<[UInt8], FileError> {
        Self.openRegularFile(at: path).flatMap { file in
            defer { close(file.descriptor) }
            guard file.size <= kind.maximumSize else {
                return .failure(FileError(tr("the file is {size} MB; a {kind} can be at most {limit} MB", [
                    "size": file.size >> 20, "kind": kind.name, "limit": kind.maximumSize >> 20,
                ])))
            }
            // Read at most one byte past the limit: a file that grew since it was opened is still refused.
            var bytes = [UInt8](repeating: 0, count: min(file.size, kind.maximumSize) + 1)
            var count = 0
            while count < bytes.count {
                let result = bytes.withUnsafeMutableBytes { read(file.descriptor, $0.baseAddress! + count, $0.count - count) }
                if result < 0 {
                    if errno == EINTR { continue }
                    return .failure(FileError(Self.unreadable(path)))
                }
                if result == 0 { break }
                count += result
            }
            guard count <= kind.maximumSize else {
                return .failure(FileError(tr("the file is over {limit} MB; a {kind} can be at most {limit} MB", [
                    "limit": kind.maximumSize >> 20, "kind": kind.name,
                ])))
            }
            return .success(Array(bytes.prefix(count)))
        }
    }

    /// An open descriptor on `path` and its size, when it is a regular file, or why not.
    ///
    /// Opened without blocking, then checked on the descriptor: a plain `open` of a pipe waits
    /// for a writer that may never come, and checking the path before opening it would let it
    /// be swapped for a pipe in between. What is opened is what is checked.
    static func openRegularFile(at path: String) -> Result<(descriptor: Int32, size: Int), FileError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            let reason = errno
            // A socket cannot be opened at all (ENXIO); a folder may be unreadable: say what it is.
            var status = stat()
            if reason != ENOENT, stat(path, &status) == 0, let problem = notRegular(status, path) { return .failure(problem) }
            switch reason {
            case ENOENT: return .failure(FileError(tr("there is no file at {path}", ["path": path])))
            case EACCES: return .failure(FileError(tr("{path} cannot be read: permission denied", ["path": path])))
            default:
                errno = reason
                return .failure(FileError(unreadable(path)))
            }
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = FileError(unreadable(path))
            close(descriptor)
            return .failure(failure)
        }
        if let problem = notRegular(status, path) {
            close(descriptor)
            return .failure(problem)
        }
        // Reads of a regular file wait for the disk as usual.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return .success((descriptor, Int(status.st_size)))
    }

    /// Why a file with `status` is not one to read: a folder, or not a regular file; `nil` when it is.
    private static func notRegular(_ status: stat, _ path: String) -> FileError? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: FileError(tr("{path} is a folder, not a file", ["path": path]))
        default: FileError(tr("{path} is not a regular file", ["path": path]))
        }
    }

    /// `path` cannot be read, for the reason in `errno`, in the system's words.
    private static func unreadable(_ path: String) -> String {
        tr("{path} cannot be read: {reason}", ["path": path, "reason": String(cString: strerror(errno))])
    }
}

extension FileLoader {
    /// What a file given to Meridian to open is: a snapshot or a session, checked, when it is
    /// meant to be one (`MeridianFile.isMeantToBeOne`); `nil` for media, which the player
    /// opens (and says so when it cannot play it).
    public func openedKind(at path: String) -> Result<MeridianFile.Kind?, FileError> {
        // Not there, not a regular file, not readable: refused as every reader refuses it.
        Self.openRegularFile(at: path).flatMap { file in
            var prefix = [UInt8](repeating: 0, count: 64)
            let count = prefix.withUnsafeMutableBytes { read(file.descriptor, $0.baseAddress!, $0.count) }
            close(file.descriptor)
            let name = URL(fileURLWithPath: path).lastPathComponent
            guard MeridianFile.isMeantToBeOne(named: name, startingWith: prefix.prefix(max(count, 0))) else { return .success(nil) }
            return kind(at: path).map { $0 }
        }
    }

    /// The kind a refused Meridian file says it is: a snapshot when it names that format, else
    /// a session. Its import then names what keeps it out, not that it is the other kind.
    public func claimedKind(at path: String) -> MeridianFile.Kind {
        guard case .success(let bytes) = bytes(at: path, kind: .session),
            case .failure(let error) = reader.session(from: bytes), error == MeridianFileReader.otherKind(.snapshot, asked: .session)
        else { return .session }
        return .snapshot
    }

    /// Whether the file is a valid snapshot or session, by its format name, or why it is neither:
    /// read once, and checked as Import Snapshot or Import Session would check it.
    public func kind(at path: String) -> Result<MeridianFile.Kind, FileError> {
        bytes(at: path, kind: .session).flatMap { bytes in
            switch reader.session(from: bytes) {
            case .success: .success(.session)
            case .failure(let error) where error == MeridianFileReader.otherKind(.snapshot, asked: .session):
                reader.snapshot(from: bytes).map { _ in .snapshot }
            case .failure(let error): .failure(error)
            }
        }
    }
}
