import MeridianCore
import MeridianKit

extension KeptHistoriesDialog.Words {
    /// The kept histories' dialog in the user's language.
    static var meridian: KeptHistoriesDialog.Words {
        var words = KeptHistoriesDialog.Words()
        words.title = tr("Kept Histories")
        words.close = tr("_Close")
        words.empty = tr("No history is kept aside. When an import or a fresh start replaces the history, the one it replaces is kept here.")
        words.reason = {
            switch $0 {
            case "before-import": tr("Before an import")
            case "fresh": tr("Before a fresh start")
            case "before-restore": tr("Before another was brought back")
            default: $0
            }
        }
        words.kept = { tr("{reason}, {time}", ["reason": $0, "time": $1]) }
        words.details = { tr("{steps} steps from {first} to {last} · forgetting it frees {size}", ["steps": $0, "first": $1, "last": $2, "size": $3]) }
        words.bringBack = tr("Bring Back")
        words.bringBackName = { tr("Bring back: {history}", ["history": $0]) }
        words.forget = tr("Forget…")
        words.forgetName = { tr("Forget: {history}", ["history": $0]) }
        words.forgetQuestion = tr("Forget this history for good?")
        words.forgetDetail = { tr("Forgetting it frees {size}. It cannot be brought back afterwards.", ["size": $0]) }
        words.forgetAccept = tr("Forget")
        words.failed = tr("The kept histories could not be changed")
        words.dialogs = .meridian
        return words
    }
}
