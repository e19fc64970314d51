import Foundation

/// A file system of its own, a few hundred kilobytes, mounted (tmpfs) at a fresh folder: a
/// disk that fills up and empties, as a laptop's does. Mounting needs root, as CI has.
public final class SmallDisk {
    /// Where it is mounted.
    public let path: String
    private var filler: String { path + "/filler" }

    /// Whether this process can mount one.
    public static var canMount: Bool { getuid() == 0 }

    /// A disk of `kilobytes`, empty.
    public init(kilobytes: Int) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("small-disk-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let mount = try ProcessRun("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0700", "tmpfs", path])
        guard mount.status == 0 else { throw SmallDiskError(message: "mount: \(mount.output)") }
    }

    /// Takes every byte left, so nothing can grow.
    public func fill() {
        let fd = open(filler, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let block = [UInt8](repeating: 0, count: 4096)
        while block.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Gives back what `fill` took.
    public func free() {
        unlink(filler)
    }

    /// Unmounts it and removes its folder; what it held is gone. Lazily: a file an app still
    /// holds open there (a window's autosave until the application shuts down) does not keep
    /// it mounted.
    public func remove() {
        _ = try? ProcessRun("/bin/umount", ["--lazy", path])
        try? FileManager.default.removeItem(atPath: path)
    }
}

public struct SmallDiskError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
