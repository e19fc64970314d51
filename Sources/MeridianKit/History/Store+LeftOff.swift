import MeridianKitCore
import MeridianKitStorage
import MeridianStore

/// Where the slider was left: a launch opens at the present, and the step the slider stood at
/// in the past when the app closed is kept in the History panel's state, to go back to.
extension Store where State: Equatable {
    /// Goes back to the step the slider was left at (`panel` keeps it), shown with the scope it
    /// was shown with, and stops offering it. Nothing when there is none in this history.
    public func goBackToLeftOff(panel: HistoryPanelStore) {
        guard let leftOff = panel.state.leftOffStep(lastStep: timeline.lastStep) else { return }
        panel.send(.leftOffCleared)
        jump(to: leftOff.step, scope: scopes.first { $0.id == leftOff.scopeID } ?? .everything)
    }
}

extension Store where State: Equatable & Sendable, Action: Sendable {
    /// Keeps where `autosave`'s launch found the slider in the past as the step to go back to,
    /// in `panel`: what an app does once the autosave has started.
    /// A slider left there by Undo (by builds before Undo made steps: through the undo scope,
    /// or through an undo scope retired since) is no glance at the past but the user's work as
    /// they left it: the undone changes stay undone, carried on from as a step ("Undid the
    /// changes after step 12"), rather than coming back at the launch.
    public func keepLeftOff(from autosave: HistoryAutosave<State, Action, Effect>, panel: HistoryPanelStore) {
        guard let leftOff = autosave.leftOffAtLaunch else { return }
        guard let undoScope, leftOff.scopeID == undoScope.id || isRetiredScope(leftOff.scopeID) else {
            return panel.send(.leftOffMarked(step: leftOff.step, scopeID: leftOff.scopeID))
        }
        // Read at once, even from disk: carrying on needs the step itself, not the nearest.
        let readsInBackground = readsHistoryInBackground
        readsHistoryInBackground = false
        defer { readsHistoryInBackground = readsInBackground }
        jump(to: leftOff.step, scope: retiredScope(leftOff.scopeID) ?? undoScope)
        // Nothing to carry on from when the undone changes were made again since.
        if state != present { carryOnFromPreview() } else { returnToPresent() }
    }
}

extension Store {
    /// Stops offering the step left off in `panel` once the whole history is replaced (a session
    /// imported or opened, a kept history brought back): it named a step of the history it was
    /// left in, and would lead into an unrelated step of the new one. Holds while the token does.
    public func forgettingLeftOffWhenReplaced(panel: HistoryPanelStore) -> ObservationToken {
        let seen = SeenHistory(generation: timeline.generation)
        return observeTimeline { [weak panel] timeline in
            guard timeline.generation != seen.generation else { return }
            seen.generation = timeline.generation
            if let panel, panel.state.leftOff != nil { panel.send(.leftOffCleared) }
            // A notice of carrying on names steps of the history it was made in too.
            if let panel, panel.state.carriedOn != nil { panel.send(.carriedOnNoticeClosed) }
        }
    }
}

/// The history a panel's step left off belongs to (`Timeline.generation`).
@MainActor
private final class SeenHistory {
    var generation: Int
    init(generation: Int) { self.generation = generation }
}
