/// How the history words the steps it makes itself — returns, skips, Undo and Redo — so that
/// an app that speaks another language can phrase them. English unless the rules say otherwise.
public struct HistoryWording {
    /// A return to `step`, of one scope (its id) or of everything (`nil`).
    public var returned: (_ step: Int, _ scopeID: String?) -> String
    /// A skip of `step`, whose own label is `label`; `skipping` is `false` when it brings the
    /// step back.
    public var skipped: (_ step: Int, _ label: String, _ skipping: Bool) -> String
    /// Undo's step, from the label of the change it took back: "Undid “Added Paris”".
    public var undid: (_ label: String) -> String
    /// Redo's step, from the label of the change it brought back: "Redid “Added Paris”".
    public var redid: (_ label: String) -> String

    /// A wording from these functions; Undo's and Redo's steps are English unless given.
    public init(
        returned: @escaping (_ step: Int, _ scopeID: String?) -> String,
        skipped: @escaping (_ step: Int, _ label: String, _ skipping: Bool) -> String,
        undid: @escaping (_ label: String) -> String = { "Undid “\($0)”" },
        redid: @escaping (_ label: String) -> String = { "Redid “\($0)”" }
    ) {
        self.returned = returned
        self.skipped = skipped
        self.undid = undid
        self.redid = redid
    }

    /// "Returned to step 12 (view)", "Skipped step 12: Renamed New York to Home", "Undid “Added Paris”".
    public static var english: HistoryWording {
        HistoryWording(
            returned: { step, scopeID in scopeID.map { "Returned to step \(step) (\($0))" } ?? "Returned to step \(step)" },
            skipped: { step, label, skipping in skipping ? "Skipped step \(step): \(label)" : "Brought back step \(step): \(label)" })
    }
}
