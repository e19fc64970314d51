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

extension FileDialogs.Filter {
    /// Meridian's snapshots and sessions.
    static var meridianFiles: FileDialogs.Filter { FileDialogs.Filter(name: tr("Meridian files (*.json)"), patterns: ["*.json"]) }
}

extension FileDialogs {
    /// Asks which video or audio file to open.
    static func chooseMedia(parent: Widget?, completion: @escaping @MainActor (String?) -> Void) {
        chooseFileToOpen(
            parent: parent, title: tr("Open Media"), filter: Filter(name: tr("Video and audio"), mimeTypes: ["video/*", "audio/*"]),
            accept: tr("_Open"), words: .meridian, completion: completion)
    }
}
