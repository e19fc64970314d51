import Foundation

/// A folder's `flock` held by another process, `flock(1)`, as `sqlite3`, a backup or another
/// instance would hold a state folder's: taken once the process says so, let go at `release()`.
public final class HeldFolderLock {
    private let process = Process()
    private let input = Pipe()

    /// The process holding the lock.
    public var pid: Int32 { process.processIdentifier }

    /// Whether `flock(1)` is installed.
    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/flock") }

    /// Takes the lock on `folder`, returning once it is held.
    public init(_ folder: String) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        // flock(1) holds the lock itself (`-o`: the command does not); `cat` keeps it running
        // until the test closes its input.
        process.arguments = ["-o", folder, "-c", "echo held; exec cat"]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Said once flock has the lock: the event the test waits for.
        _ = output.fileHandleForReading.availableData
    }

    /// Lets the lock go: `cat` ends, then flock.
    public func release() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning { release() }
    }
}
