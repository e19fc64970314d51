import MeridianKitCore

extension HistoryWords {
    /// The History bar's and the inspector's words in the user's language, from Meridian's
    /// catalogue.
    public static var meridian: HistoryWords {
        var words = HistoryWords()
        words.history = tr("History")
        words.historyBar = tr("History bar")
        words.sliderTooltip = tr("Drag to go back in time; act to carry on from there")
        words.sliderHint = tr("Everything you do is kept here: drag the slider to go back in time")
        words.historyScope = tr("Travel through")
        words.everything = tr("Everything")
        words.viewingThePast = tr("Viewing the past")
        words.pastDetail = { tr("Step {step} of {last}, as it was at {time}", ["step": $0, "last": $1, "time": $2]) }
        words.carriedOn = { step, later, first in
            guard let first else {
                return trn("Carried on from step {step} — {count} later step stays on the slider", "Carried on from step {step} — {count} later steps stay on the slider",
                    count: later, ["step": step])
            }
            return trn(
                "Carried on from step {step} — {count} later step, “{label}”, stays on the slider",
                "Carried on from step {step} — {count} later steps, from “{label}”, stay on the slider",
                count: later, ["step": step, "label": first])
        }
        words.undo = tr("Undo")
        words.undoCarryingOn = tr("Take back carrying on, and every change since: the present as it was before")
        words.closeNotice = tr("Close")
        words.undoStep = { tr("Undo “{step}” (Ctrl+Z)", ["step": $0]) }
        words.redoStep = { tr("Redo “{step}” (Ctrl+Shift+Z)", ["step": $0]) }
        words.returnToPresent = tr("Return to the Present")
        words.backToStep = { tr("Back to Step {step}", ["step": $0]) }
        words.backToStepTooltip = tr("Where the slider stood when Meridian last closed")
        words.historyInspector = tr("History inspector")
        words.inspectorTooltip = tr("Every step, what it changed, and skipping one (Ctrl+H)")
        words.step = { tr("Step {step} of {last} · {label}", ["step": $0, "last": $1, "label": $2]) }
        words.readingStep = { tr("Step {step} of {last} · reading it from disk…", ["step": $0, "last": $1]) }

        words.notSaved = tr("Not Saved")
        words.notSavedDetail = { steps in
            steps == 0
                ? tr("What you do now is kept while Meridian stays open, and saved by itself as soon as writing works again. Free some space on the disk, or fix what is named above.")
                : trn("{count} step is not saved yet: kept while Meridian stays open, and saved by itself as soon as writing works again. Free some space on the disk, or fix what is named above.",
                    "{count} steps are not saved yet: kept while Meridian stays open, and saved by itself as soon as writing works again. Free some space on the disk, or fix what is named above.",
                    count: steps)
        }
        words.offDetail = tr("What you do is kept while Meridian stays open, and lost when it quits. Autosave starts again at the next launch.")
        words.tryNow = tr("Try Now")
        words.savedAgain = { steps in
            steps == 0
                ? tr("Saving works again.")
                : trn("Saving works again: the {count} step made meanwhile is saved.", "Saving works again: all {count} steps made meanwhile are saved.", count: steps)
        }
        words.dismiss = tr("Dismiss")
        words.unsavedQuestion = { steps in
            steps == 0 ? tr("Quit with changes not saved?") : trn("Quit with {count} step not saved?", "Quit with {count} steps not saved?", count: steps)
        }
        words.unsavedDetail = { tr("{reason}\n\nExport the session to a file to keep them, try saving again, or quit without them.", ["reason": $0]) }
        words.notSavingDetail = { tr("{reason}\n\nExport the session to a file to keep them, or quit without them.", ["reason": $0]) }
        words.historyNotSaved = tr("Meridian does not save this history.")
        words.exportSession = tr("Export Session…")
        words.tryAgain = tr("Try Again")
        words.quitWithoutSaving = tr("Quit Without Saving")
        words.cancel = tr("_Cancel")

        words.searchHistory = tr("Search history")
        words.searchSteps = tr("Search steps")
        words.allSteps = tr("All steps")
        words.showStepsThatTouched = tr("Show steps that touched")
        words.steps = tr("Steps")
        words.noMatchingSteps = tr("No matching steps")
        words.scrollTheSteps = tr("Scroll the steps")
        words.skipThisStep = tr("Skip this step")
        words.skipRefused = { AppHistory.message(for: $0).text }
        words.bringBackThisStep = tr("Bring back this step")
        words.bringBackStep = { tr("Bring back step {step}", ["step": $0]) }
        words.copyStateAsJSON = tr("Copy state as JSON")
        words.replayingWithoutIt = tr("Replaying the history without it…")
        words.whatTheStepChanged = tr("What the step changed")
        words.changedValues = tr("Changed values")
        words.tree.expand = tr("Expand")
        words.tree.collapse = tr("Collapse")
        words.historyBranches = tr("History branches")

        words.stepHeading = { tr("Step {step} · {label}", ["step": $0, "label": $1]) }
        words.stepName = { tr("Step {step}", ["step": $0]) }
        words.readingSteps = { tr("Reading {read} of {count} steps…", ["read": $0, "count": $1]) }
        words.stepCount = { matching, total in
            matching == total
                ? trn("{count} step", "{count} steps", count: total)
                : trn("{matching} of {count} step", "{matching} of {count} steps", count: total, ["matching": matching])
        }
        words.present = tr("present")
        words.hadNoEffect = tr("had no effect")
        words.skipped = tr("skipped")
        words.nextToUndo = tr("next to undo")
        words.nextToRedo = tr("next to redo")
        words.scopeColumn = { touched, _ in
            // TRANSLATORS: one letter each, for the clocks, the view and selection, and the player.
            let letters = [tr("C"), tr("V"), tr("P")]
            return zip(touched, letters).map { $0 ? $1 : "·" }.joined()
        }
        words.scopeSentence = { ids, _ in
            switch Set(ids) {
            case ["document"]: tr("Touched the clocks")
            case ["view"]: tr("Touched the view")
            case ["player"]: tr("Touched the player")
            case ["document", "view"]: tr("Touched the clocks and the view")
            case ["document", "player"]: tr("Touched the clocks and the player")
            case ["view", "player"]: tr("Touched the view and the player")
            case ["document", "view", "player"]: tr("Touched the clocks, the view and the player")
            default: tr("Touched nothing")
            }
        }
        words.scopeWord = { id, _ in
            switch id {
            case "document": tr("clocks")
            case "view": tr("view")
            default: tr("player")
            }
        }

        words.changedPath = { tr("Changed {path}", ["path": $0]) }
        words.changedCount = { trn("Changed {count} value", "Changed {count} values", count: $0) }
        words.changedNothing = tr("Changed nothing")
        words.noValueChanged = tr("No value changed.")
        words.moreChangedValues = { trn("… and {count} more changed value", "… and {count} more changed values", count: $0) }
        words.otherValues = tr("other")
        words.inserted = { element, at in
            at.map { tr("{element} inserted at {index}", ["element": element, "index": $0]) } ?? tr("{element} added", ["element": element])
        }
        words.removed = { element, from in
            from.map { tr("{element} removed from {index}", ["element": element, "index": $0]) } ?? tr("{element} removed", ["element": element])
        }
        words.moved = { tr("{element} moved from {from} to {to}", ["element": $0, "from": $1, "to": $2]) }
        words.changesPage = tr("Changes")
        words.statePage = tr("State")
        words.stateAtTheStep = tr("State at the step")
        words.searchTheState = tr("Search the state")
        words.searchValues = tr("Search values")
        words.searchingTheState = tr("Searching…")
        words.valuesFound = { count, limited in
            count == 0
                ? tr("No value matches")
                : limited ? tr("The first {count} values found", ["count": count]) : trn("{count} value found", "{count} values found", count: count)
        }
        words.copyValue = tr("Copy Value")
        words.copyPath = tr("Copy Path")
        words.actionPage = tr("Send")
        words.actionToSend = tr("Action to send")
        words.actionPlaceholder = tr("An action as JSON, as a session holds it")
        words.send = tr("Send")
        words.actionNotSent = { place, reason in
            place.isEmpty ? tr("Not sent: {reason}", ["reason": reason]) : tr("Not sent: at {place}, {reason}", ["place": place, "reason": reason])
        }
        words.stateElements = { $0 == 0 ? tr("empty") : trn("{count} element", "{count} elements", count: $0) }

        words.branch = { parent, first, last in
            switch (parent, first == last) {
            case (nil, true): tr("Main line: step {first}.", ["first": first])
            case (nil, false): tr("Main line: steps {first} to {last}.", ["first": first, "last": last])
            case (let parent?, true): tr("Branch from step {parent}: step {first}.", ["parent": parent, "first": first])
            case (let parent?, false): tr("Branch from step {parent}: steps {first} to {last}.", ["parent": parent, "first": first, "last": last])
            }
        }
        return words
    }
}
