import Foundation

/// Room on the file system that holds the history.
enum DiskSpace {
    /// Whether the file system holding `path` has no room left for this process (root may
    /// use the blocks kept for it).
    static func isFull(_ path: String) -> Bool {
        var space = statvfs()
        guard statvfs(path, &space) == 0 else { return false }
        return (geteuid() == 0 ? space.f_bfree : space.f_bavail) == 0
    }
}
