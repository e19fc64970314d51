/// How the history words the steps it makes itself — returns and skips — so that an app that
/// speaks another language can phrase them. English unless the rules say otherwise.
public struct HistoryWording {
    /// A return to `step`, of one scope (its id) or of everything (`nil`).
    public var returned: (_ step: Int, _ scopeID: String?) -> String
    /// A skip of `step`, whose own label is `label`; `skipping` is `false` when it brings the
    /// step back.
    public var skipped: (_ step: Int, _ label: String, _ skipping: Bool) -> String

    /// A wording from the two functions.
    public init(
        returned: @escaping (_ step: Int, _ scopeID: String?) -> String,
        skipped: @escaping (_ step: Int, _ label: String, _ skipping: Bool) -> String
    ) {
        self.returned = returned
        self.skipped = skipped
    }

    /// "Returned to step 12 (view)", "Skipped step 12: Renamed New York to Home".
    public static var english: HistoryWording {
        HistoryWording(
            returned: { step, scopeID in scopeID.map { "Returned to step \(step) (\($0))" } ?? "Returned to step \(step)" },
            skipped: { step, label, skipping in skipping ? "Skipped step \(step): \(label)" : "Brought back step \(step): \(label)" })
    }
}
