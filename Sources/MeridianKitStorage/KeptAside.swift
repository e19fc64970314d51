import Foundation
import MeridianKitFiles

/// What an app keeps aside instead of deleting: files moved, never removed, into a folder of
/// their own under the state folder's `kept/`.
public enum KeptAside {
    /// Moves `names` from `folder` into the new folder `kept`, and returns its path.
    package static func move(_ names: [String], from folder: String, into kept: String) throws(FileWriteError) -> String {
        guard mkdir(kept, 0o700) == 0 else { throw FileWriteError(errno: errno, path: kept) }
        for name in names where rename("\(folder)/\(name)", "\(kept)/\(name)") != 0 {
            throw FileWriteError(errno: errno, path: "\(kept)/\(name)")
        }
        return kept
    }

    /// Moves the history's database in `folder` (with its WAL files) into
    /// `folder/kept/REASON-TIME`, and returns where; `nil` when there is none.
    public static func history(in folder: String, reason: String, at time: Date = Date()) throws(FileWriteError) -> String? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(HistorySchema.fileName) }
        guard !names.isEmpty else { return nil }
        let keptFolder = "\(folder)/kept"
        guard mkdir(keptFolder, 0o700) == 0 || errno == EEXIST else { throw FileWriteError(errno: errno, path: keptFolder) }
        let stamp = ISO8601DateFormatter.string(from: time, timeZone: .gmt, formatOptions: [.withInternetDateTime, .withFractionalSeconds])
            .replacingOccurrences(of: ":", with: "-")
        return try move(names, from: folder, into: "\(keptFolder)/\(reason)-\(stamp)")
    }
}
