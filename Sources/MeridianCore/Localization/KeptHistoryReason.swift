/// Why a history was kept aside, in the user's language: the words for the reasons the
/// database stores (`before-import`, `fresh`, `before-restore`, `before-resume`), for the command line and the
/// Kept Histories dialog alike.
public enum KeptHistoryReason {
    public static func text(_ reason: String) -> String {
        switch reason {
        case "before-import": tr("Before an import")
        case "fresh": tr("Before a fresh start")
        case "before-restore": tr("Before another was brought back")
        case "before-resume": tr("Found when saving resumed")
        // A reason this build does not know (written by a newer one) is shown as it is stored.
        default: reason
        }
    }
}
