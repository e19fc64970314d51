/// One record in the history's log.
@usableFromInline
enum HistoryEntry<State, Action> {
    /// An action the app sent.
    case action(Action)
    /// The state at the end of `step`, through the scope at `scopeIndex` of
    /// `HistoryRules.allScopes`, became the present: the user acted while previewing it, or
    /// Undo or Redo returned to it (`kind`).
    case restore(step: Int32, scopeIndex: Int32, kind: HistoryReturnKind)
    /// A run of transients too long to keep, replaced by the state it led to.
    case sealed(SealedState<State>)
    /// The user skipped a step, or brought one back: the present became the log replayed
    /// without the steps skipped then. Kept with the state it made, like a sealed run, so a
    /// replay need not make it again; `verify` does.
    case skip(SkippedStep<State>)
    /// An entry that replays as nothing and joins the step before it, as a transient does: an
    /// action an app no longer has, read from a log written before (the History panel's, which
    /// apps logged before the kit kept its own view-state). Kept so that no entry after it
    /// moves: steps, checkpoints, returns and skips name entries by their index.
    case nothing
}

extension HistoryEntry: Sendable where State: Sendable, Action: Sendable {}

/// The state a sealed run led to, boxed so that a log entry stays as small as an action.
@usableFromInline
final class SealedState<State> {
    @usableFromInline let state: State

    @usableFromInline init(_ state: State) {
        self.state = state
    }
}

extension SealedState: Sendable where State: Sendable {}

/// What skipping a step (or bringing it back) made, boxed like a sealed state.
@usableFromInline
final class SkippedStep<State> {
    @usableFromInline let mark: HistorySkipMark
    /// The present it made.
    @usableFromInline let state: State

    @usableFromInline init(_ mark: HistorySkipMark, state: State) {
        self.mark = mark
        self.state = state
    }
}

extension SkippedStep: Sendable where State: Sendable {}
