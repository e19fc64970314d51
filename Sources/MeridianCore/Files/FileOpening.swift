/// What opening a file does, wherever the file comes from: the window's Import Session…, a
/// file the file manager hands to Meridian, `meridian open FILE`. One behaviour for all of
/// them: a snapshot becomes one step, which Undo takes back; media opens in the player; a
/// session replaces the whole history, so it first asks, as soon as there is anything the
/// user did to replace. The history replaced is kept aside whether asked or not.
public enum FileOpening: Equatable, Sendable {
    /// The snapshot at `path` becomes one step.
    case importSnapshot(path: String)
    /// The session at `path` replaces the history; `asking` is the question to answer first,
    /// `nil` when the history holds no step.
    case importSession(path: String, asking: HistoryReplacementQuestion?)
    /// The video or audio file at `path` (or a URI) opens in the player.
    case openMedia(path: String)

    /// Opening the file at `path`, a Meridian file of `kind` or media (`nil`), into a history
    /// of `stepCount` steps (counting step 0, the start).
    public init(path: String, kind: MeridianFile.Kind?, stepCount: Int) {
        switch kind {
        case .snapshot: self = .importSnapshot(path: path)
        case .session: self = .importingSession(path: path, stepCount: stepCount)
        case nil: self = .openMedia(path: path)
        }
    }

    /// Importing the session at `path` over a history of `stepCount` steps: asked first when
    /// it holds a step beyond the start, which would otherwise go aside unannounced.
    public static func importingSession(path: String, stepCount: Int) -> FileOpening {
        .importSession(path: path, asking: stepCount > 1 ? .importingSession : nil)
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

    /// Before a session is imported.
    public static var importingSession: HistoryReplacementQuestion {
        HistoryReplacementQuestion(
            question: tr("Replace the history with the imported session?"),
            detail: tr("The current history is kept aside first, so nothing is lost: Kept Histories in the menu brings it back."),
            accept: tr("Replace History"))
    }
}
