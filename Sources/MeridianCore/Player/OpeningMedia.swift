import Foundation

extension Media {
    /// The file's name, as a user knows it.
    static func fileName(ofURI uri: String) -> String {
        let path = URL(string: uri)?.lastPathComponent ?? uri
        return path.isEmpty ? uri : path
    }

    /// The title a file gets when it is opened: its name without the extension.
    public static func title(ofURI uri: String) -> String {
        let name = fileName(ofURI: uri)
        let stem = (name as NSString).deletingPathExtension
        return stem.isEmpty ? name : stem
    }
}

extension PlayerAction {
    /// The user opened the media at `uri` (chosen, dropped or named on the command line).
    public static func opened(uri: String) -> PlayerAction {
        .mediaOpened(uri: uri, title: Media.title(ofURI: uri))
    }
}
