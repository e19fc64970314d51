import Foundation

extension Media {
    /// The file's name, as a user knows it.
    static func fileName(ofURI uri: String) -> String {
        let path = URL(string: uri)?.lastPathComponent ?? uri
        return path.isEmpty ? uri : path
    }

    /// The folder a file's URI names, as a path ("/home/ann/Videos"); the URI itself when it
    /// names none.
    static func folder(ofURI uri: String) -> String {
        guard let url = URL(string: uri), !url.path.isEmpty else { return uri }
        let folder = url.deletingLastPathComponent().path
        return folder.isEmpty ? "/" : folder
    }

    /// The title a file gets when it is opened: its name without the extension.
    public static func title(ofURI uri: String) -> String {
        let name = fileName(ofURI: uri)
        let stem = (name as NSString).deletingPathExtension
        return stem.isEmpty ? name : stem
    }
}

extension Media {
    /// Why the media at `uri` cannot be opened before an engine tries: no address, one longer
    /// than a file may hold (`Limits.mediaURI`), or one of a scheme Meridian does not take
    /// (`MediaAddress.schemes`).
    static func addressProblem(_ uri: String) -> UserMessage? {
        if uri.isEmpty { return UserMessage("Could not open the media: no file was named.") }
        guard uri.utf8.count > Limits.mediaURI else {
            guard let problem = MediaAddress.schemeProblem(uri) else { return nil }
            return UserMessage("Could not open the media: {address} {reason}.", [
                "address": .text(uri), "reason": .text(problem),
            ]).limited
        }
        return UserMessage("Could not open the media: its address is {length} bytes long, more than the {limit} Meridian opens.", [
            "length": .number(uri.utf8.count), "limit": .number(Limits.mediaURI),
        ])
    }
}

extension AppAction {
    /// The user opened the media at `uri` (chosen, dropped or named on the command line); or,
    /// for an address no file may hold, the message that says so.
    public static func openMedia(uri: String) -> AppAction {
        if let problem = Media.addressProblem(uri) { return .message(problem) }
        return .player(.mediaOpened(uri: uri, title: Limits.truncated(Media.title(ofURI: uri), to: Limits.mediaTitle)))
    }

    /// Opening `uri` over `state`: `nil` when that media is open already and playing or
    /// ready to (a launch with `--media` of the clip the restored history has open, or the
    /// same file chosen again), which would only start it over and add a step each time.
    /// Media that failed opens again, as a retry; remote media that awaits the user's word
    /// opens, the user's opening being their word.
    public static func openMedia(uri: String, over state: AppState) -> AppAction? {
        let player = state.player
        if player.media?.uri == uri, !player.hasFailed, !player.awaitsApproval { return nil }
        return openMedia(uri: uri)
    }
}
