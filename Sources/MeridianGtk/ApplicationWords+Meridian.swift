import MeridianCore
import MeridianKit

extension TimeTravelApplication.Words where State == AppState, Action == AppAction, Effect == AppEffect {
    /// The words of the kit's window as Meridian says them, translated. Undo's and Redo's
    /// tooltips name the step each would take back or bring back ("Undo “Sorted by name”").
    static var meridian: Self {
        var words = Self()
        words.undo = tr("Undo")
        words.redo = tr("Redo")
        words.mainMenu = tr("Main menu")
        words.exportSession = tr("Export Session…")
        words.importSession = tr("Import Session…")
        words.saveSessionAsTest = tr("Save Session as Test…")
        words.keptHistories = tr("Kept Histories…")
        words.keptHistoriesDialog = .meridian
        words.closeNotice = tr("_Close")
        words.history = .meridian
        words.subtitle = tr("World clock")
        let history = words.history
        let (undo, redo) = (tr("Undo (Ctrl+Z)"), tr("Redo (Ctrl+Shift+Z)"))
        words.undoTooltip = { step in step.map(history.undoStep) ?? undo }
        words.redoTooltip = { step in step.map(history.redoStep) ?? redo }
        return words
    }
}
