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

    /// The English words; set the fields an app translates.
    public init() {}
}
