import Foundation

/// What export and import tell the user, decided here rather than in the shell that writes
/// and reads the files: a refusal says first, in a person's words, what the file is
/// ("“notes.json” is not a Meridian snapshot."), then the detail that names the place; an
/// export says where it wrote. Some messages offer the next step (`MessageOffer`): the message
/// bar shows its button.
public enum FileMessages {
    // MARK: Export

    /// A file written: where, with the folder to open. `path` is absolute; `home` is the
    /// user's home folder, written `~` in the message.
    public static func exported(_ kind: MeridianFile.Kind, to path: String, home: String?) -> UserMessage {
        let values: KeyValuePairs<String, UserMessage.Value> = ["path": .text(shown(path, home: home)), "folder": .text(folder(of: path))]
        return switch kind {
        case .snapshot: UserMessage("Snapshot exported to {path}", values)
        case .session: UserMessage("Session exported to {path}", values)
        }
    }

    /// A file that could not be written, and why.
    public static func exportFailed(_ kind: MeridianFile.Kind, to path: String, reason: String) -> UserMessage {
        switch kind {
        case .snapshot: UserMessage("Could not export the snapshot to {path}: {reason}.", ["path": .text(path), "reason": .text(reason)])
        case .session: UserMessage("Could not export the session to {path}: {reason}.", ["path": .text(path), "reason": .text(reason)])
        }
    }

    /// The folder of an export that the file manager could not show.
    public static func folderNotShown(_ folder: String, reason: String) -> UserMessage {
        UserMessage("Could not open the folder {folder}: {reason}", ["folder": .text(folder), "reason": .text(reason)])
    }

    // MARK: Import

    /// What the window says when the import of `path` as `asked` fails with `error`: its
    /// refusal (`importRefused`), or nothing when the user cancelled it, who knows already.
    public static func importFailed(_ asked: MeridianFile.Kind, path: String, error: FileError) -> UserMessage? {
        error.cause == .cancelled ? nil : importRefused(asked, path: path, error: error)
    }

    /// Why the file at `path`, imported as `asked`, was not: what the file is first, then the
    /// problems with their places. A Meridian file of the other kind is offered as that kind.
    public static func importRefused(_ asked: MeridianFile.Kind, path: String, error: FileError) -> UserMessage {
        let file = UserMessage.Value.text(URL(fileURLWithPath: path).lastPathComponent)
        // On a line of its own, a problem of the whole file begins as a sentence does; a newer
        // file's version is a sentence too, without the field's name the command line gives.
        let details = UserMessage.Value.text(
            error.problems.map { problem in
                let sentence = problem.message.prefix(1).uppercased() + problem.message.dropFirst()
                if error.cause == .newer { return sentence + "." }
                return problem.path.isEmpty ? sentence : problem.description
            }.joined(separator: "\n"))
        switch error.cause {
        case .otherKind(.session):
            return UserMessage(
                "“{file}” is a Meridian session, not a snapshot. Imported as a session, it replaces the history; the current one is kept aside.",
                ["file": file, "path": .text(path)])
        case .otherKind(.snapshot):
            return UserMessage(
                "“{file}” is a Meridian snapshot, not a session. Imported as a snapshot, it becomes one step, which Undo takes back.",
                ["file": file, "path": .text(path)])
        case .notMeridian:
            return switch asked {
            case .snapshot: UserMessage("“{file}” is not a Meridian snapshot.\n{details}", ["file": file, "details": details])
            case .session: UserMessage("“{file}” is not a Meridian session.\n{details}", ["file": file, "details": details])
            }
        case .unreadable:
            return UserMessage("Could not read “{file}”.\n{details}", ["file": file, "details": details])
        case .newer:
            return UserMessage("“{file}” was made by a newer Meridian than this one, which cannot read it.\n{details}", ["file": file, "details": details])
        case .damaged:
            return UserMessage("“{file}” is damaged and was not imported.\n{details}", ["file": file, "details": details])
        case .cancelled:
            return UserMessage("The import of “{file}” was cancelled; nothing was imported.", ["file": file])
        }
    }

    /// A session imported: from where, and how many steps its history holds, as an export
    /// says where it wrote. `path` is absolute; `home` is written `~`.
    public static func importedSession(from path: String, steps: Int, home: String?) -> UserMessage {
        let values: KeyValuePairs<String, UserMessage.Value> = ["path": .text(shown(path, home: home)), "count": .number(steps)]
        return steps == 1 ? UserMessage("Session imported from {path} · 1 step", values) : UserMessage("Session imported from {path} · {count} steps", values)
    }

    /// A kept history brought back (Kept Histories' Bring Back): which, as its row names it,
    /// and how many steps it holds.
    public static func broughtBack(_ history: String, steps: Int) -> UserMessage {
        let values: KeyValuePairs<String, UserMessage.Value> = ["history": .text(history), "count": .number(steps)]
        return steps == 1 ? UserMessage("History brought back: {history} · 1 step", values) : UserMessage("History brought back: {history} · {count} steps", values)
    }

    /// Steps made while an import read its file, kept aside in the database with the history
    /// the import replaced.
    public static let keptInDatabase = UserMessage(
        "What you did while the session was being read is kept aside with the history it replaced: Kept Histories in the main menu brings it back.")

    /// Steps made while an import read its file, kept aside in the session file at `path`.
    public static func kept(inFile path: String) -> UserMessage {
        UserMessage("What you did while the session was being read is kept aside with the history it replaced, in {path}.", ["path": .text(path)])
    }

    /// A session import that did not happen, as the history it would replace could not be kept aside.
    public static func notKeptAside(reason: String) -> UserMessage {
        UserMessage("The session was not imported: the current one could not be kept aside first ({reason}).", ["reason": .text(reason)])
    }

    /// How Meridian refused a file before its refusals said what the file is: histories
    /// written then still hold it, and still read it in the user's language.
    public static let earlierRefusal = UserMessage("Could not import “{file}”: {reason}")

    // MARK: Reading a message

    /// What `message` offers to do next, when it is one of these that offers something.
    public static func offer(in message: UserMessage) -> MessageOffer? {
        guard !message.isVerbatim else { return nil }
        let key = message.english
        if exportedKeys.contains(key), case .text(let folder)? = message.values["folder"] { return .openFolder(folder) }
        guard case .text(let path)? = message.values["path"] else { return nil }
        if key == otherKindKeys.session { return .importAs(.session, path: path) }
        if key == otherKindKeys.snapshot { return .importAs(.snapshot, path: path) }
        return nil
    }

    /// Whether `message` tells that a file was written.
    public static func isExported(_ message: UserMessage) -> Bool {
        !message.isVerbatim && exportedKeys.contains(message.english)
    }

    /// Whether `message` is news of a file or a history that went as asked (written,
    /// imported, brought back), not a problem.
    public static func isNews(_ message: UserMessage) -> Bool {
        !message.isVerbatim && (exportedKeys.contains(message.english) || broughtInKeys.contains(message.english))
    }

    /// Whether `message` tells what became of an export or an import: the next import
    /// starts without it.
    public static func isAboutFiles(_ message: UserMessage) -> Bool {
        guard !message.isVerbatim else { return false }
        return fileKeys.contains(message.english)
    }

    private static let exportedKeys: Set<String> = [
        exported(.snapshot, to: "/x", home: nil).english, exported(.session, to: "/x", home: nil).english,
    ]

    private static let broughtInKeys: Set<String> = Set(
        [1, 2].flatMap { [importedSession(from: "/x", steps: $0, home: nil).english, broughtBack("", steps: $0).english] })

    private static let otherKindKeys = (
        session: importRefused(.snapshot, path: "/x", error: FileError("", cause: .otherKind(.session))).english,
        snapshot: importRefused(.session, path: "/x", error: FileError("", cause: .otherKind(.snapshot))).english
    )

    private static let fileKeys: Set<String> = {
        let causes: [FileError.Cause] = [.unreadable, .notMeridian, .otherKind(.snapshot), .otherKind(.session), .newer, .damaged]
        let refusals = [MeridianFile.Kind.snapshot, .session].flatMap { kind in
            causes.map { importRefused(kind, path: "/x", error: FileError("", cause: $0)).english }
                + [exportFailed(kind, to: "/x", reason: "").english]
        }
        return exportedKeys.union(broughtInKeys).union(refusals).union([earlierRefusal.english, keptInDatabase.english, kept(inFile: "/x").english, notKeptAside(reason: "").english])
    }()

    /// `path` as a person reads it: under the home folder, from `~`.
    static func shown(_ path: String, home: String?) -> String {
        guard let home, !home.isEmpty, home != "/" else { return path }
        let base = home.hasSuffix("/") ? String(home.dropLast()) : home
        return path.hasPrefix(base + "/") ? "~" + path.dropFirst(base.count) : path
    }

    /// The folder that holds `path`.
    static func folder(of path: String) -> String {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return folder.isEmpty ? "/" : folder
    }
}

/// The next step a message offers, as a button beside it.
public enum MessageOffer: Equatable, Sendable {
    /// Show the folder a file was written to, in the file manager.
    case openFolder(String)
    /// Import the file at `path` as the kind it is.
    case importAs(MeridianFile.Kind, path: String)

    /// The button's words.
    public var label: String {
        switch self {
        case .openFolder: tr("Open Folder")
        case .importAs(.session, _): tr("Import as Session")
        case .importAs(.snapshot, _): tr("Import as Snapshot")
        }
    }
}

/// What the message bar shows: the words, whether they tell of a problem, and the next step
/// offered, if any.
public struct MessageBarModel: Equatable, Sendable {
    public var text: String
    /// A warning; else news (a file written).
    public var isProblem: Bool
    public var offer: MessageOffer?

    public init(_ message: UserMessage) {
        text = message.text
        isProblem = !FileMessages.isNews(message)
        offer = FileMessages.offer(in: message)
    }
}

extension AppState {
    /// What an import or a session's export sends as it starts: the message of the last export
    /// or import goes, so an old error is not read as the new file's, nor an old "exported" as
    /// the word on an export then cancelled.
    public var actionsWhenFileWorkBegins: [AppAction] {
        guard let message = viewState.message, FileMessages.isAboutFiles(message) else { return [] }
        return [.messageDismissed]
    }

    /// What a session import sends once its history has taken the place of the one before,
    /// this state being the imported present: the message the file's present held told of
    /// that moment (where its own export went), not of this one. The import's own message, if
    /// it has one, takes its place; else the bar is empty.
    public func actionsAfterImport(saying message: UserMessage?) -> [AppAction] {
        if let message { return [.message(message)] }
        return viewState.message == nil ? [] : [.messageDismissed]
    }
}
