import MeridianStore

/// Every word the kit's History bar and inspector show or speak, in English unless the app
/// gives its own translation: the kit has no catalogue of its own, so an app's translators
/// translate these with the rest of the app.
public struct HistoryWords: Sendable {
    // MARK: The History bar

    /// The slider's name, the bar's label at the present and the inspector button's text.
    public var history = "History"
    /// The bar's name for screen readers.
    public var historyBar = "History bar"
    /// The slider's tooltip.
    public var sliderTooltip = "Drag to go back in time; act to carry on from there"
    /// What the bar says of the slider, under the step's words, until the user has first moved
    /// it into the past.
    public var sliderHint = "Everything you do is kept here: drag the slider to go back in time"
    /// The scope selector's label, and its name for screen readers: what a jump brings back.
    public var historyScope = "Travel through"
    /// The title of the scope that takes the whole past state.
    public var everything = "Everything"
    /// The title of the banner across the content while the window shows the past.
    public var viewingThePast = "Viewing the past"
    /// Under that title: the step shown, the last step, when the step was made.
    public var pastDetail: @Sendable (_ step: Int, _ last: Int, _ time: String) -> String = { "Step \($0) of \($1), as it was at \($2)" }
    /// What the window says when an action carried on from a past step: the step, how many
    /// later steps stay on the slider, and the label of the first of them when it is known.
    public var carriedOn: @Sendable (_ step: Int, _ later: Int, _ firstLater: String?) -> String = { step, later, first in
        switch (later, first) {
        case (1, nil): "Carried on from step \(step) — 1 later step stays on the slider"
        case (_, nil): "Carried on from step \(step) — \(later) later steps stay on the slider"
        case (1, let first?): "Carried on from step \(step) — 1 later step, “\(first)”, stays on the slider"
        case (_, let first?): "Carried on from step \(step) — \(later) later steps, from “\(first)”, stay on the slider"
        }
    }
    /// The notice's button that brings back the present as it was before.
    public var undo = "Undo"
    /// Its tooltip: unlike the header's Undo, it takes back every change since carrying on.
    public var undoCarryingOn = "Take back carrying on, and every change since: the present as it was before"
    /// The notice's close button, for screen readers.
    public var closeNotice = "Close"
    /// The Undo button's tooltip, naming the step it takes back.
    public var undoStep: @Sendable (_ label: String) -> String = { "Undo “\($0)”" }
    /// The Redo button's tooltip, naming the step it brings back.
    public var redoStep: @Sendable (_ label: String) -> String = { "Redo “\($0)”" }
    /// The banner's button that comes back to the present.
    public var returnToPresent = "Return to the Present"
    /// The bar's button that goes back to the step the slider was left at when the app last
    /// closed (a launch opens at the present): the step.
    public var backToStep: @Sendable (_ step: Int) -> String = { "Back to Step \($0)" }
    /// That button's tooltip.
    public var backToStepTooltip = "Where the slider stood when the app last closed"
    /// The inspector button's name for screen readers.
    public var historyInspector = "History inspector"
    /// The inspector button's tooltip.
    public var inspectorTooltip = "Every step, what it changed, and skipping one"
    /// "Step 12 of 40 · Renamed New York to Home": the step shown, the last step, its label.
    public var step: @Sendable (_ step: Int, _ last: Int, _ label: String) -> String = { "Step \($0) of \($1) · \($2)" }
    /// What the bar says while a step is read from disk: the step, the last step.
    public var readingStep: @Sendable (_ step: Int, _ last: Int) -> String = { "Step \($0) of \($1) · reading it from disk…" }

    // MARK: Saving

    /// The warning the bar shows while saving fails.
    public var notSaved = "Not Saved"
    /// What the warning's popover says under the reason: the steps not saved.
    public var notSavedDetail: @Sendable (_ steps: Int) -> String = {
        ($0 == 0 ? "What you do now is" : "\($0) \($0 == 1 ? "step is" : "steps are") not saved yet:")
            + " kept while the app stays open, and saved by itself as soon as writing works again. Free some space on the disk, or fix what is named above."
    }
    /// What the warning's popover says under the reason while autosave is off.
    public var offDetail = "What you do is kept while the app stays open, and lost when it quits. Autosave starts again at the next launch."
    /// The button that tries to save now.
    public var tryNow = "Try Now"
    /// The note the bar shows once when saving works again: the steps it then saved.
    public var savedAgain: @Sendable (_ steps: Int) -> String = {
        $0 == 0 ? "Saving works again." : "Saving works again: \($0 == 1 ? "the step" : "all \($0) steps") made meanwhile \($0 == 1 ? "is" : "are") saved."
    }
    /// The button that puts the note away.
    public var dismiss = "Dismiss"
    /// The question asked at quit while steps are not saved.
    public var unsavedQuestion: @Sendable (_ steps: Int) -> String = {
        $0 == 0 ? "Quit with changes not saved?" : "Quit with \($0) \($0 == 1 ? "step" : "steps") not saved?"
    }
    /// Under it: why saving fails, then what each answer does.
    public var unsavedDetail: @Sendable (_ reason: String) -> String = {
        "\($0)\n\nExport the session to a file to keep them, try saving again, or quit without them."
    }
    /// Under it, while autosave is off (nothing to try again): why, then what each answer does.
    public var notSavingDetail: @Sendable (_ reason: String) -> String = {
        "\($0)\n\nExport the session to a file to keep them, or quit without them."
    }
    /// Why nothing is saved, in an app that saves no history.
    public var historyNotSaved = "This app does not save its history."
    /// The answer that exports the session to a file, then quits; the Not Saved popover's
    /// button that writes it to a file.
    public var exportSession = "Export Session…"
    /// The answer that tries saving again, and quits once it works.
    public var tryAgain = "Try Again"
    /// The answer that quits and loses the steps not saved.
    public var quitWithoutSaving = "Quit Without Saving"
    /// The answer that does not quit.
    public var cancel = "_Cancel"

    // MARK: The inspector's controls

    /// The search field's name.
    public var searchHistory = "Search history"
    /// The search field's placeholder.
    public var searchSteps = "Search steps"
    /// The filter's choice that lists every step.
    public var allSteps = "All steps"
    /// The filter's name.
    public var showStepsThatTouched = "Show steps that touched"
    /// The list of steps' name.
    public var steps = "Steps"
    /// What the list of steps says when the search or the filter keeps no step.
    public var noMatchingSteps = "No matching steps"
    /// The list's scrollbar's name.
    public var scrollTheSteps = "Scroll the steps"
    /// The skip button's words for a step that can be skipped.
    public var skipThisStep = "Skip this step"
    /// The skip button's words for a skipped step.
    public var bringBackThisStep = "Bring back this step"
    /// The skip button's words on a step that skipped another: the step it skipped.
    public var bringBackStep: @Sendable (_ step: Int) -> String = { "Bring back step \($0)" }
    /// Why the skip button is insensitive on the step shown, as its tooltip: the store's reason.
    public var skipRefused: @Sendable (_ refusal: HistorySkipRefusal) -> String = { $0.description }
    /// The button that copies the shown step's state.
    public var copyStateAsJSON = "Copy state as JSON"
    /// What shows while a skip replays the history.
    public var replayingWithoutIt = "Replaying the history without it…"
    /// The name of the words that say what the step changed.
    public var whatTheStepChanged = "What the step changed"
    /// The name of the tree of changed values.
    public var changedValues = "Changed values"
    /// The arrows of the inspector's trees.
    public var tree = TreeWords()
    /// The name of the drawing of the history's branches.
    public var historyBranches = "History branches"

    // MARK: The inspector's listing

    /// The heading over the selected step's details: the step, its label.
    public var stepHeading: @Sendable (_ step: Int, _ label: String) -> String = { "Step \($0) · \($1)" }
    /// What a screen reader says first of a row: the step.
    public var stepName: @Sendable (_ step: Int) -> String = { "Step \($0)" }
    /// While the index is read: steps read, steps in all.
    public var readingSteps: @Sendable (_ read: Int, _ count: Int) -> String = { "Reading \($0) of \($1) steps…" }
    /// How many steps are listed, of how many, counting the steps after the start (step 0 is
    /// the start, as the slider's "Step 400 of 400" has it): "12 of 400 steps", or "400 steps"
    /// when nothing is left out.
    public var stepCount: @Sendable (_ matching: Int, _ total: Int) -> String = {
        $0 == $1 ? ($1 == 1 ? "1 step" : "\($1) steps") : "\($0) of \($1) \($1 == 1 ? "step" : "steps")"
    }
    /// A row's mark for the present.
    public var present = "present"
    /// A row's mark for a step that changed nothing.
    public var hadNoEffect = "had no effect"
    /// A row's mark for a skipped step.
    public var skipped = "skipped"
    /// A row's mark for the change Undo takes back next, as its tooltip names it.
    public var nextToUndo = "next to undo"
    /// A row's mark for the change Redo brings back next.
    public var nextToRedo = "next to redo"
    /// The scopes a step touched, as a narrow column: `touched[i]` says whether it touched
    /// the history's `i`th scope, `titles[i]` is that scope's title. A letter each, "·" for none.
    public var scopeColumn: @Sendable (_ touched: [Bool], _ titles: [String]) -> String = { touched, titles in
        zip(touched, titles).map { $0 ? String($1.prefix(1)).uppercased() : "·" }.joined()
    }
    /// The scopes a step touched, in a sentence (the column's tooltip), by their ids and titles.
    public var scopeSentence: @Sendable (_ ids: [String], _ titles: [String]) -> String = { _, titles in
        titles.isEmpty ? "Touched nothing" : "Touched " + titles.joined(separator: ", ")
    }
    /// A scope a step touched, as a word of the row's accessible name, by its id and title.
    public var scopeWord: @Sendable (_ id: String, _ title: String) -> String = { _, title in title.lowercased() }

    // MARK: What a step changed

    /// The words when the app has none for a step that changed one value: its path.
    public var changedPath: @Sendable (_ path: String) -> String = { "Changed \($0)" }
    /// The words when the app has none for a step that changed several values: how many.
    public var changedCount: @Sendable (_ count: Int) -> String = { "Changed \($0) values" }
    /// The words for a step that changed nothing.
    public var changedNothing = "Changed nothing"
    /// The tree's only node when no value changed.
    public var noValueChanged = "No value changed."
    /// The tree's last node when it leaves values out: how many.
    public var moreChangedValues: @Sendable (_ count: Int) -> String = { "… and \($0) more changed value\($0 == 1 ? "" : "s")" }
    /// The title of the values outside every group the app names.
    public var otherValues = "other"
    /// An element that came into a collection: the element, and its place in an array.
    public var inserted: @Sendable (_ element: String, _ at: Int?) -> String = { element, at in
        at.map { "\(element) inserted at \($0)" } ?? "\(element) added"
    }
    /// An element that left a collection: the element, and where it was in an array.
    public var removed: @Sendable (_ element: String, _ from: Int?) -> String = { element, from in
        from.map { "\(element) removed from \($0)" } ?? "\(element) removed"
    }
    /// An element that moved in an array.
    public var moved: @Sendable (_ element: String, _ from: Int, _ to: Int) -> String = { "\($0) moved from \($1) to \($2)" }
    /// The page of what the selected step changed.
    public var changesPage = "Changes"
    /// The page of the whole state at the selected step.
    public var statePage = "State"
    /// The state's tree, for screen readers.
    public var stateAtTheStep = "State at the step"
    /// The state's search field, for screen readers.
    public var searchTheState = "Search the state"
    /// The state's search field's placeholder.
    public var searchValues = "Search values"
    /// While the search of the state goes on.
    public var searchingTheState = "Searching…"
    /// How many values the search of the state found; `limited`: it stopped at its limit.
    public var valuesFound: @Sendable (_ count: Int, _ limited: Bool) -> String = { count, limited in
        count == 0 ? "No value matches" : limited ? "The first \(count) values found" : count == 1 ? "1 value found" : "\(count) values found"
    }
    /// Copies the selected value.
    public var copyValue = "Copy Value"
    /// Copies the selected value's path.
    public var copyPath = "Copy Path"
    /// The page that sends an action by hand.
    public var actionPage = "Send"
    /// The field that sends an action by hand, for screen readers.
    public var actionToSend = "Action to send"
    /// That field's placeholder: what an action looks like.
    public var actionPlaceholder = "An action as JSON, as a session holds it"
    /// Sends the action.
    public var send = "Send"
    /// Why an action typed was not sent: where in it, and what is wrong.
    public var actionNotSent: @Sendable (_ place: String, _ reason: String) -> String = { place, reason in
        place.isEmpty ? "Not sent: \(reason)" : "Not sent: at \(place), \(reason)"
    }
    /// How many elements a collection of the state holds, in the state's tree.
    public var stateElements: @Sendable (_ count: Int) -> String = { $0 == 0 ? "empty" : $0 == 1 ? "1 element" : "\($0) elements" }

    /// What happened to `value`, as the changed values' tree writes it after its path:
    /// "“Milk” → “Oat milk”", "“Emma” removed from 1".
    public func change(_ value: ChangedValue) -> String {
        switch value.kind {
        case .changed: "\(value.old) → \(value.new)"
        case .inserted(let at): inserted(value.new, at)
        case .removed(let from): removed(value.old, from)
        case .moved(let from, let to): moved(value.new, from, to)
        }
    }

    // MARK: The branches, for a screen reader

    /// A branch in words: the step it hangs off (`nil` for the main line), its first and last step.
    public var branch: @Sendable (_ parent: Int?, _ first: Int, _ last: Int) -> String = { parent, first, last in
        let steps = first == last ? "step \(first)" : "steps \(first) to \(last)"
        return parent.map { "Branch from step \($0): \(steps)." } ?? "Main line: \(steps)."
    }
    /// What follows the branches: the present step.
    public var presentIsStep: @Sendable (_ step: Int) -> String = { "The present is step \($0)." }

    /// The English words; set the fields an app translates.
    public init() {}
}
