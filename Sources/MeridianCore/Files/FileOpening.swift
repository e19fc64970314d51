import MeridianKitCore

/// What opening a file does, wherever the file comes from: the window's Import Session…, a
/// file the file manager hands to Meridian, `meridian open FILE`. One behaviour for all of
/// them: a snapshot becomes one step, which Undo takes back; media opens in the player; a
/// session replaces the whole history, so once it has been read and checked it first asks
/// (`HistoryReplacementQuestion.beforeImporting`), as soon as there is anything the user did to
/// replace. The history replaced is kept aside whether asked or not.
public enum FileOpening: Equatable, Sendable {
    /// The snapshot at `path` becomes one step.
    case importSnapshot(path: String)
    /// The session at `path` replaces the history, asking first when the history holds a step.
    case importSession(path: String)
    /// The video or audio file at `path` (or a URI) opens in the player.
    case openMedia(path: String)

    /// Opening the file at `path`, a Meridian file of `kind` or media (`nil`).
    public init(path: String, kind: MeridianFile.Kind?) {
        switch kind {
        case .snapshot: self = .importSnapshot(path: path)
        case .session: self = .importSession(path: path)
        case nil: self = .openMedia(path: path)
        }
    }

    /// The file it opens.
    public var path: String {
        switch self {
        case .importSnapshot(let path), .importSession(let path), .openMedia(let path): path
        }
    }
}

/// The question asked before a session takes the history's place: the question, what it
/// means for the history there now, and the button that says yes.
public struct HistoryReplacementQuestion: Equatable, Sendable {
    /// The question itself, the dialog's title.
    public var question: String
    /// What becomes of the history there now.
    public var detail: String
    /// The button that says yes.
    public var accept: String

    /// Before the session file `name`, read and checked, whose history has `steps` steps,
    /// replaces a history of `stepCount` steps (counting step 0, the start): asked only when that
    /// history holds a step beyond the start, which would otherwise go aside unannounced. It
    /// names the file and what it holds, for a file may arrive from outside the window, and
    /// another may follow it.
    public static func beforeImporting(_ name: String, steps: Int, over stepCount: Int) -> HistoryReplacementQuestion? {
        guard stepCount > 1 else { return nil }
        return HistoryReplacementQuestion(
            question: trn("Replace the history with “{name}” — {count} step?", "Replace the history with “{name}” — {count} steps?", count: steps, [
                "name": name
            ]),
            detail: tr("The current history is kept aside first, so nothing is lost: Kept Histories in the menu brings it back."),
            accept: tr("Replace History"))
    }

    /// The question as an alert: Cancel, and the accepting button, marked destructive (the
    /// history there goes aside); Escape and its close cancel.
    public var alert: AlertModel<Bool> {
        AlertModel(
            kind: .question, title: question, detail: detail,
            buttons: [AlertButton(tr("_Cancel"), answer: false), AlertButton(accept, answer: true, role: .destructive)], cancel: false)
    }
}
