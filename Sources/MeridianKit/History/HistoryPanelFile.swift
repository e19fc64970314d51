import Foundation
import MeridianKitCore
import MeridianKitFiles
import MeridianStore

/// Where the History bar's and the inspector's view-state is kept across launches: a small
/// JSON file beside the history (`history-panel.json` in the app's state folder). It is
/// written whole (`AtomicFile`) and only when what a relaunch keeps changed
/// (`HistoryPanel.keptAcrossLaunches`: never for a key typed in the inspector's search, never
/// on a timer); a missing or damaged file reads as a new window's panel.
public struct HistoryPanelFile: Sendable {
    /// The file's path.
    public let path: String
    /// The largest file read: a panel is a few hundred bytes; anything larger is not one.
    static let largest = 64 * 1024

    /// The file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The file in the state folder `folder`, beside the history.
    public init(folder: String) {
        self.init(path: folder + "/history-panel.json")
    }

    /// The panel kept, as a relaunch finds it; a new window's panel when there is none, or
    /// when the file is damaged (a panel is no work of the user's, so nothing is said).
    public func read() -> HistoryPanel {
        guard let data = FileManager.default.contents(atPath: path), data.count <= Self.largest,
            let panel = try? JSONDecoder().decode(HistoryPanel.self, from: data)
        else { return HistoryPanel() }
        return panel.keptAcrossLaunches
    }

    /// Writes what a relaunch keeps of `panel`, whole or not at all, making the folder if needed.
    public func write(_ panel: HistoryPanel) throws(FileWriteError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // A panel is strings, numbers and flags: it always encodes.
        let data = (try? encoder.encode(panel.keptAcrossLaunches)) ?? Data("{}".utf8)
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try AtomicFile.write(data, to: path)
    }

    /// Keeps `panel` in the file as it changes, from now on: each change of what a relaunch
    /// keeps is written once; one that cannot be is let go (the next change tries again).
    @MainActor
    public func keep(_ panel: HistoryPanelStore) -> ObservationToken {
        var written: HistoryPanel?
        return panel.observe({ $0.keptAcrossLaunches }) { kept in
            // The first call is the panel as it stands, which the file already holds or a new
            // window has: nothing to write.
            guard let before = written else { return written = kept }
            guard before != kept else { return }
            written = kept
            try? self.write(kept)
        }
    }
}
