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

    /// The file's bytes, refusing a missing path, a folder, an unreadable file or one over the
    /// size limit — the last before reading it.
    public func bytes(at path: String, kind: MeridianFile.Kind) -> Result<[UInt8], FileError> {
        var status = stat()
        guard stat(path, &status) == 0 else {
            return .failure(FileError(errno == ENOENT ? tr("there is no file at {path}", ["path": path]) : Self.unreadable(path)))
        }
        guard status.st_mode & S_IFMT != S_IFDIR else { return .failure(FileError(tr("{path} is a folder, not a file", ["path": path]))) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(FileError(tr("{path} is not a regular file", ["path": path]))) }
        guard Int(status.st_size) <= kind.maximumSize else {
            return .failure(FileError(tr("the file is {size} MB; a {kind} can be at most {limit} MB", [
                "size": Int(status.st_size) >> 20, "kind": kind.name, "limit": kind.maximumSize >> 20,
            ])))
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            return .failure(FileError(errno == EACCES ? tr("{path} cannot be read: permission denied", ["path": path]) : Self.unreadable(path)))
        }
        defer { close(fd) }
        // Read at most one byte past the limit: a file that grew since stat is still refused.
        var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), kind.maximumSize) + 1)
        var count = 0
        while count < bytes.count {
            let result = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
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
        var status = stat()
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        // Not there, not a file, not readable: the checked read names why.
        guard fd >= 0, fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            if fd >= 0 { close(fd) }
            return kind(at: path).map { $0 }
        }
        var prefix = [UInt8](repeating: 0, count: 64)
        let count = prefix.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        close(fd)
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard MeridianFile.isMeantToBeOne(named: name, startingWith: prefix.prefix(max(count, 0))) else { return .success(nil) }
        return kind(at: path).map { $0 }
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
