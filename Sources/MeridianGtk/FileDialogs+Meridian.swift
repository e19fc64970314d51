import MeridianCore
import MeridianKit

extension FileDialogs.Words {
    /// The dialogs' buttons in the user's language.
    static var meridian: FileDialogs.Words {
        var words = FileDialogs.Words()
        words.export = tr("_Export")
        words.import = tr("_Import")
        words.allFiles = tr("All files")
        return words
    }
}

extension FileFilter {
    /// Meridian's snapshots and sessions.
    static var meridianFiles: FileFilter { FileFilter(name: tr("Meridian files (*.json)"), patterns: ["*.json"]) }
}

/// What Meridian's file commands choose, as values (`FileChoice`), in the user's language.
extension FileChoice {
    /// Where to export a snapshot.
    static var exportSnapshot: FileChoice {
        .save(title: tr("Export Snapshot"), suggestedName: tr("Meridian snapshot.json"), filters: [.meridianFiles])
    }
    /// Where to export the session.
    static var exportSession: FileChoice {
        .save(title: tr("Export Session"), suggestedName: tr("Meridian session.json"), filters: [.meridianFiles])
    }
    /// Where to save the session as a test.
    static var saveSessionAsTest: FileChoice {
        .save(title: tr("Save Session as Test"), suggestedName: tr("Recorded session.json"), accept: tr("_Save"), filters: [.meridianFiles])
    }
    /// A snapshot to import.
    static var importSnapshot: FileChoice { .open(title: tr("Import Snapshot"), filters: [.meridianFiles]) }
    /// A session to import.
    static var importSession: FileChoice { .open(title: tr("Import Session"), filters: [.meridianFiles]) }
    /// A video or audio file to open.
    static var openMedia: FileChoice {
        .open(title: tr("Open Media"), accept: tr("_Open"), filters: [FileFilter(name: tr("Video and audio"), mimeTypes: ["video/*", "audio/*"])])
    }
}
