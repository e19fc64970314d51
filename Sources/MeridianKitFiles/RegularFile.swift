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
        /// It is larger than `limit` bytes: `size` of them, or (`nil`) more than the limit by
        /// the time it was read, having grown since it was measured.
        case tooLarge(size: Int?, limit: Int)

        /// The problem with `path`, in `words`.
        public func message(path: String, words: FileWords = FileWords()) -> String {
            switch self {
            case .missing: words.noFile(path)
            case .permissionDenied: words.permissionDenied(path)
            case .folder: words.isAFolder(path)
            case .notRegular: words.notARegularFile(path)
            case .unreadable(let code): words.unreadable(path, String(cString: strerror(code)))
            case .tooLarge(let size, let limit): words.tooLarge(path, size, limit)
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

    /// The whole file at `path`, or why it cannot be read: refused unread when it is larger
    /// than `maximumSize` bytes, for its kind and its size are checked on the open descriptor
    /// before a byte is read, so neither a pipe nor a 2 GB file costs more than a look.
    public static func read(at path: String, maximumSize: Int) -> Result<Data, Problem> {
        read(Data(), at: path, maximumSize: maximumSize, chunkSize: .max) { _, _ in true }
    }

    /// The whole file at `path` as bytes, checked and read as ``read(at:maximumSize:)`` reads it.
    public static func bytes(at path: String, maximumSize: Int) -> Result<[UInt8], Problem> {
        read([UInt8](), at: path, maximumSize: maximumSize, chunkSize: .max) { _, _ in true }
    }

    /// The file at `path` as bytes, read `chunkSize` bytes at a time, each chunk handed to
    /// `reading` with the file's size as it arrives, and read no further once `reading` says
    /// `false`: the bytes up to that chunk's end are then returned. Only what has been read is
    /// held, so a reader that finds the file cannot be one stops at the chunk that says so,
    /// and one that shows progress or is cancelled needs nothing more.
    public static func bytes(
        at path: String, maximumSize: Int, chunkSize: Int = 1 << 20,
        reading: (_ chunk: UnsafeRawBufferPointer, _ size: Int) -> Bool
    ) -> Result<[UInt8], Problem> {
        read([UInt8](), at: path, maximumSize: maximumSize, chunkSize: chunkSize, reading: reading)
    }

    private static func read<Buffer: ReadBuffer>(
        _ empty: Buffer, at path: String, maximumSize: Int, chunkSize: Int, reading: (UnsafeRawBufferPointer, Int) -> Bool
    ) -> Result<Buffer, Problem> {
        open(at: path).flatMap { descriptor, size in
            defer { close(descriptor) }
            guard size <= maximumSize else { return .failure(.tooLarge(size: size, limit: maximumSize)) }
            // Room for one byte more than the file has: a file that grew since it was measured
            // fills it, and is read on, but never more than one byte past the limit. The room
            // is reserved, not filled, so a read stopped early costs only what it read.
            var buffer = empty
            buffer.reserveCapacity(size + 1)
            var room = size + 1
            var done = 0
            while true {
                if done == room {
                    guard done <= maximumSize else { return .failure(.tooLarge(size: nil, limit: maximumSize)) }
                    room = min(maximumSize + 1, done + max(4096, done / 2))
                }
                buffer.resize(to: done + min(room - done, chunkSize))
                let count = buffer.withUnsafeMutableBytes { bytes in
                    bytes.baseAddress.map { Foundation.read(descriptor, $0 + done, bytes.count - done) } ?? 0
                }
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failure(.unreadable(code: errno))
                }
                if count == 0 { break }
                let readOn = buffer.withUnsafeMutableBytes { reading(UnsafeRawBufferPointer(rebasing: $0[done..<done + count]), size) }
                done += count
                if !readOn { break }
            }
            buffer.resize(to: done)
            return .success(buffer)
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

/// What a file is read into: `Data` for the kit's files, bytes for Meridian's parser, each
/// filled in place without a copy.
private protocol ReadBuffer {
    var count: Int { get }
    mutating func reserveCapacity(_ count: Int)
    mutating func resize(to count: Int)
    mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R
}

extension Data: ReadBuffer {
    fileprivate mutating func resize(to count: Int) { self.count = count }
}

extension Array: ReadBuffer where Element == UInt8 {
    fileprivate mutating func resize(to count: Int) {
        if count < self.count {
            removeLast(self.count - count)
        } else {
            append(contentsOf: repeatElement(0, count: count - self.count))
        }
    }
}
