import MeridianCore
import MeridianKit

extension KeptHistoriesDialog.Words {
    /// The kept histories' dialog in the user's language.
    static var meridian: KeptHistoriesDialog.Words {
        var words = KeptHistoriesDialog.Words()
        words.title = tr("Kept Histories")
        words.close = tr("_Close")
        words.empty = tr("No history is kept aside. When an import or a fresh start replaces the history, the one it replaces is kept here.")
        words.reason = KeptHistoryReason.text
        words.kept = { tr("{reason}, {time}", ["reason": $0, "time": $1]) }
        words.details = {
            trn("{count} step from {first} to {last} · forgetting it frees {size}", "{count} steps from {first} to {last} · forgetting it frees {size}",
                count: $0, ["first": $1, "last": $2, "size": $3])
        }
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
