import Foundation

/// The words the kit's files speak when something goes wrong, in English unless the app gives
/// its own translation.
public struct FileWords: Sendable {
    /// Why a write failed, from the system's error number.
    public var writeReason: @Sendable (_ code: Int32) -> String = { code in
        switch code {
        case EACCES, EPERM: "permission denied"
        case ENOSPC, EDQUOT: "the disk is full"
        case EROFS: "the disk is read-only"
        case ENOENT: "the folder does not exist"
        case EISDIR: "it is a folder"
        case ENOTDIR: "part of the path is not a folder"
        case ENAMETOOLONG: "the name is too long"
        default: String(cString: strerror(code)).lowercased()
        }
    }
    /// "could not write {path}: {reason}".
    public var couldNotWrite: @Sendable (_ path: String, _ reason: String) -> String = { "could not write \($0): \($1)" }
    /// There is nothing at the path.
    public var noFile: @Sendable (_ path: String) -> String = { "there is no file at \($0)" }
    /// The file may not be read.
    public var permissionDenied: @Sendable (_ path: String) -> String = { "\($0) cannot be read: permission denied" }
    /// The path is a folder.
    public var isAFolder: @Sendable (_ path: String) -> String = { "\($0) is a folder, not a file" }
    /// The path is a pipe, a socket or a device.
    public var notARegularFile: @Sendable (_ path: String) -> String = { "\($0) is not a regular file" }
    /// The file could not be read, for the system's reason.
    public var unreadable: @Sendable (_ path: String, _ reason: String) -> String = { "\($0) cannot be read: \($1)" }
    /// The file is larger than it may be: its size in bytes (`nil` when it grew past the limit
    /// while read), and the limit.
    public var tooLarge: @Sendable (_ path: String, _ size: Int?, _ limit: Int) -> String = { path, size, limit in
        let limitText = FileWords.sizeText(limit)
        guard let size else { return "\(path) is larger than \(limitText), the most it may be: it grew while it was read" }
        return "\(path) is \(FileWords.sizeText(size)), larger than \(limitText), the most it may be"
    }

    /// `bytes` as a person reads a file's size: "2,048 MB", or "900 bytes" below a megabyte.
    public static func sizeText(_ bytes: Int) -> String {
        guard bytes >= 1 << 20 else { return "\(bytes) bytes" }
        let whole = String(bytes >> 20)
        var grouped = ""
        for (index, digit) in whole.enumerated() {
            if index > 0, (whole.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return "\(grouped) MB"
    }

    /// The English words; set the fields an app translates.
    public init() {}
}
