/// What the History bar says of saving — a condition of the machine, not a step of the
/// history, so it lives beside the bar's time-travelled state and no jump, import or message
/// hides it: nothing while every step is saved; a warning while saving fails, with why and
/// what to do; a note, once, when saving works again; a warning for as long as autosave is off.
public enum SavingNotice: Equatable, Sendable {
    /// Every step is saved as the user acts (or the app saves nothing): nothing to say.
    case quiet
    /// Writing fails: why (in the app's words), and how many of the user's steps are not saved.
    case notSaved(reason: String, unsavedSteps: Int)
    /// Saving works again, and saved the steps made while it did not.
    case savedAgain(steps: Int)
    /// Autosave could not start (another process holds the history, its folder cannot be
    /// made): why, in the app's words. What the user does is kept until the app quits, and
    /// nothing is tried until the next launch.
    case off(reason: String)

    /// The notice that follows this one when saving fails (`reason`), is off (`offReason`: it
    /// could not start), works (`isSaving`), or none of these (the app saves nothing, or has
    /// closed): a warning while it fails or is off, the note once when it stops failing, and
    /// quiet otherwise.
    public func next(failing reason: String?, off offReason: String? = nil, unsavedSteps: Int, isSaving: Bool) -> SavingNotice {
        if let reason { return .notSaved(reason: reason, unsavedSteps: unsavedSteps) }
        if let offReason { return .off(reason: offReason) }
        guard isSaving else { return .quiet }
        if case .notSaved(_, let steps) = self { return .savedAgain(steps: steps) }
        return self
    }

    /// The warning's tooltip: why saving fails, while the popover that says so (and offers
    /// Try Now) is closed. Open, the popover says it already, and a tooltip over it would
    /// cover its button.
    public func warningTooltip(isPopoverOpen: Bool) -> String? {
        guard !isPopoverOpen else { return nil }
        switch self {
        case .notSaved(let reason, _), .off(let reason): return reason
        case .quiet, .savedAgain: return nil
        }
    }
}
