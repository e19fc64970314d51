import Foundation

/// The process that holds a state folder's writer lock (`HistoryFolderLock`), for the launch to
/// name it: another instance of the app, or another program (`sqlite3`, a backup, `flock`).
public struct FolderLockHolder: Equatable, Sendable {
    /// Its process id.
    public var pid: Int32
    /// Its command's name (`/proc/PID/comm`), when it could be read.
    public var name: String?
    /// Whether it is another instance of this app: the same executable, or a command of the
    /// same name.
    public var isSameApp: Bool

    /// A holder as given; the launch finds the real one in `/proc`.
    public init(pid: Int32, name: String?, isSameApp: Bool) {
        self.pid = pid
        self.name = name
        self.isSameApp = isSameApp
    }

    /// The holder of `folder`'s `flock`, as Linux lists it in `/proc/locks`; `nil` when it is
    /// not listed or not visible here (another pid namespace, another system than Linux).
    package static func find(_ folder: String) -> FolderLockHolder? {
        var status = stat()
        guard stat(folder, &status) == 0, let locks = try? String(contentsOfFile: "/proc/locks", encoding: .utf8) else { return nil }
        let file = FlockTable.File(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        guard let pid = FlockTable(parsing: locks).holder(of: file) else { return nil }
        let name = command(of: "\(pid)")
        let isSameApp = pid == getpid() || executable(of: "\(pid)").map { $0 == executable(of: "self") } == true
            || (name != nil && name == command(of: "self"))
        return FolderLockHolder(pid: pid, name: name, isSameApp: isSameApp)
    }

    /// The command's name of process `pid` ("self" for this one), without its newline.
    private static func command(of pid: String) -> String? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8) else { return nil }
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? nil : name
    }

    /// The executable of process `pid`; `nil` when it cannot be read (another user's process).
    private static func executable(of pid: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")
    }
}
