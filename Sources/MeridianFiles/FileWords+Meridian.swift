import Foundation
import MeridianCore
import MeridianKitFiles

extension FileWords {
    /// What Meridian says when a file cannot be read or written, in the user's language.
    public static var meridian: FileWords {
        var words = FileWords()
        words.writeReason = { code in
            switch code {
            case EACCES, EPERM: tr("permission denied")
            case ENOSPC, EDQUOT: tr("the disk is full")
            case EROFS: tr("the disk is read-only")
            case ENOENT: tr("the folder does not exist")
            case EISDIR: tr("it is a folder")
            case ENOTDIR: tr("part of the path is not a folder")
            case ENAMETOOLONG: tr("the name is too long")
            default: String(cString: strerror(code)).lowercased()
            }
        }
        words.couldNotWrite = { tr("could not write {path}: {reason}", ["path": $0, "reason": $1]) }
        words.noFile = { tr("there is no file at {path}", ["path": $0]) }
        words.permissionDenied = { tr("{path} cannot be read: permission denied", ["path": $0]) }
        words.isAFolder = { tr("{path} is a folder, not a file", ["path": $0]) }
        words.notARegularFile = { tr("{path} is not a regular file", ["path": $0]) }
        words.unreadable = { tr("{path} cannot be read: {reason}", ["path": $0, "reason": $1]) }
        words.tooLarge = { path, size, limit in
            guard let size else {
                return tr("{path} is larger than {limit}, the most it may be: it grew while it was read", ["path": path, "limit": ByteCountText.text(limit)])
            }
            return tr("{path} is {size}, larger than {limit}, the most it may be", [
                "path": path, "size": ByteCountText.text(size), "limit": ByteCountText.text(limit),
            ])
        }
        return words
    }
}
