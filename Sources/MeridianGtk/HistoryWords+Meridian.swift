import MeridianCore
import MeridianKitCore

extension HistoryWords {
    /// The History bar's and the inspector's words in the user's language, from Meridian's
    /// catalogue.
    static var meridian: HistoryWords {
        var words = HistoryWords()
        words.history = tr("History")
        words.historyBar = tr("History bar")
        words.sliderTooltip = tr("Drag to go back in time; act to carry on from there")
        words.historyScope = tr("History scope")
        words.everything = tr("Everything")
        words.viewingThePast = tr("Viewing the past")
        words.returnToPresent = tr("Return to present")
        words.historyInspector = tr("History inspector")
        words.inspectorTooltip = tr("Every step, what it changed, and skipping one (Ctrl+H)")
        words.step = { tr("Step {step} of {last} · {label}", ["step": $0, "last": $1, "label": $2]) }
        words.readingStep = { tr("Step {step} of {last} · reading it from disk…", ["step": $0, "last": $1]) }
        return words
    }
}
