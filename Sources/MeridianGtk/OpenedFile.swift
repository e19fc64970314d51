import MeridianCore

/// A file to open at launch: a snapshot becomes a step, a session replaces the history (asking
/// first, as `FileOpening` says), media opens in the player.
public struct OpenedFile: Sendable {
    public enum Kind: Sendable { case snapshot, session, media }

    public var path: String
    public var kind: Kind
    /// The file as the user named it (`meridian open FILE`), for what is said of it.
    public var name: String

    public init(path: String, kind: Kind, name: String? = nil) {
        self.path = path
        self.kind = kind
        self.name = name ?? path
    }

    /// A file as `FileLoader.openedKind` found it: a Meridian file of its kind, or media (`nil`).
    public init(path: String, meridianKind: MeridianFile.Kind?, name: String? = nil) {
        let kind: Kind =
            switch meridianKind {
            case .snapshot: .snapshot
            case .session: .session
            case nil: .media
            }
        self.init(path: path, kind: kind, name: name)
    }

    /// The Meridian file's kind; `nil` for media.
    var meridianKind: MeridianFile.Kind? {
        switch kind {
        case .snapshot: .snapshot
        case .session: .session
        case .media: nil
        }
    }
}
