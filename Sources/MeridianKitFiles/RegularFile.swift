import Foundation

/// Opening a file to read without ever waiting on something that is not one.
public enum RegularFile {
    /// Why a path cannot be read as a file.
    public enum Problem: Error, Equatable, Sendable {
        /// Nothing is there.
        case missing
        /// The file may not be read.
        case permissionDenied
        /// It is a folder.
        case folder
        /// It is a pipe, a socket or a device.
        case notRegular
        /// The system refused, with this error number.
        case unreadable(code: Int32)

        /// The problem with `path`, in `words`.
        public func message(path: String, words: FileWords = FileWords()) -> String {
            switch self {
            case .missing: words.noFile(path)
            case .permissionDenied: words.permissionDenied(path)
            case .folder: words.isAFolder(path)
            case .notRegular: words.notARegularFile(path)
            case .unreadable(let code): words.unreadable(path, String(cString: strerror(code)))
            }
        }
    }

    /// An open descriptor on `path` and its size, when it is a regular file, or why not.
    ///
    /// Opened without blocking, then checked on the descriptor: a plain `open` of a pipe waits
    /// for a writer that may never come, and checking the path before opening it would let it
    /// be swapped for a pipe in between. What is opened is what is checked.
    public static func open(at path: String) -> Result<(descriptor: Int32, size: Int), Problem> {
        let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            let reason = errno
            // A socket cannot be opened at all (ENXIO); a folder may be unreadable: say what it is.
            var status = stat()
            if reason != ENOENT, stat(path, &status) == 0, let problem = notRegular(status) { return .failure(problem) }
            switch reason {
            case ENOENT: return .failure(.missing)
            case EACCES: return .failure(.permissionDenied)
            default: return .failure(.unreadable(code: reason))
            }
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = Problem.unreadable(code: errno)
            close(descriptor)
            return .failure(failure)
        }
        if let problem = notRegular(status) {
            close(descriptor)
            return .failure(problem)
        }
        // Reads of a regular file wait for the disk as usual.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return .success((descriptor, Int(status.st_size)))
    }

    /// The whole file at `path`, or why it cannot be read.
    public static func read(at path: String) -> Result<Data, Problem> {
        switch open(at: path) {
        case .failure(let problem): return .failure(problem)
        case .success(let (descriptor, size)):
            defer { close(descriptor) }
            var data = Data(count: size)
            var done = 0
            while true {
                if done == data.count { data.count += max(4096, data.count / 2) }
                let count = data.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + done, $0.count - done) }
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failure(.unreadable(code: errno))
                }
                if count == 0 { break }
                done += count
            }
            data.count = done
            return .success(data)
        }
    }

    /// Why a file with `status` is not one to read: a folder, or not a regular file; `nil` when it is.
    private static func notRegular(_ status: stat) -> Problem? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: .folder
        default: .notRegular
        }
    }
}
